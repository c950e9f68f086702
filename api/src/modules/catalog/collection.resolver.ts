import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { checkShortListLimit } from './catalog.rules';
import { CollectionView, ProductView } from './catalog.types';
import { collectionView, productView } from './catalog.views';

@Resolver(() => CollectionView)
export class CollectionResolver {
  @Query(() => [CollectionView], { description: 'Active collections in display order.' })
  async collections(@Ctx() ctx: ApiContext): Promise<CollectionView[]> {
    return (await ctx.services.catalog.collections()).map(collectionView);
  }

  @Query(() => CollectionView, { nullable: true, description: 'A collection by id or slug; null when unknown.' })
  async collection(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string): Promise<CollectionView | null> {
    const found = await ctx.services.catalog.collectionByKey(id);
    return found ? collectionView(found) : null;
  }

  @FieldResolver(() => Int, { description: 'Active products in the collection.' })
  productCount(@Ctx() ctx: ApiContext, @Root() collection: CollectionView): Promise<number> {
    return ctx.loaders.catalog.collectionProductCount.load(collection.collectionId);
  }

  @FieldResolver(() => [ProductView], { description: "The first products in the collection's order (limit 1–60); page through all with products(filter: {collection})." })
  async products(
    @Ctx() ctx: ApiContext,
    @Root() collection: CollectionView,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 24 }) limit: number | null,
  ): Promise<ProductView[]> {
    const ids = await ctx.loaders.catalog.collectionProductIds.load({ collectionId: collection.collectionId, limit: checkShortListLimit(limit, 24) });
    const now = new Date();
    return (await ctx.loaders.catalog.products(ids)).map((p) => productView(p, now));
  }
}

import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { badRequest } from '../../kernel/errors';
import { paiseToRupees } from '@kapda/rules/pricing';
import { checkProductFilter, checkProductListQuery, checkShortListLimit, MAX_RELATED, ProductSort, sortSizes } from './catalog.rules';
import {
  CategoryView,
  ProductColorView,
  ProductFacetsView,
  ProductFilterInput,
  ProductImageView,
  ProductPageView,
  ProductVariantView,
  ProductView,
} from './catalog.types';
import { categoryView, colorsOf, imageView, productView, variantView } from './catalog.views';
import type { ProductRow } from './catalog.service';

/** A product reached through `related`, which may not ask for its own related products. */
type RelatedProductView = ProductView & { viaRelated?: true };

/** Map listed products to views, and remember them so other fields of the request need not re-read them. */
export function listedProducts(ctx: ApiContext, products: ProductRow[]): ProductView[] {
  const now = new Date();
  return products.map((p) => {
    ctx.loaders.catalog.product.prime(p.id, p);
    return productView(p, now);
  });
}

@Resolver(() => ProductView)
export class ProductResolver {
  @Query(() => ProductPageView, { description: 'A page of the shop: filters, sort and paging (limit 1–60).' })
  async products(
    @Ctx() ctx: ApiContext,
    @Arg('filter', () => ProductFilterInput, { nullable: true }) filter: ProductFilterInput | null,
    @Arg('sort', () => ProductSort, { nullable: true, defaultValue: ProductSort.NEWEST }) sort: ProductSort | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 24 }) limit: number | null,
  ): Promise<ProductPageView> {
    const query = checkProductListQuery({ filter, sort, page, limit });
    const result = await ctx.services.catalog.listProducts(query);
    return { ...result, items: listedProducts(ctx, result.items) };
  }

  @Query(() => ProductFacetsView, { description: 'Sizes, colours and price range available for a listing.' })
  async productFacets(@Ctx() ctx: ApiContext, @Arg('filter', () => ProductFilterInput, { nullable: true }) filter: ProductFilterInput | null): Promise<ProductFacetsView> {
    const facets = await ctx.services.catalog.productFacets(checkProductFilter(filter));
    return {
      sizes: facets.sizes,
      colors: facets.colors,
      price: { min: paiseToRupees(facets.price?.min ?? 0), max: paiseToRupees(facets.price?.max ?? 0) },
    };
  }

  @Query(() => ProductView, { nullable: true, description: 'A product page; null when no active product has this slug.' })
  async product(@Ctx() ctx: ApiContext, @Arg('slug', () => String) slug: string): Promise<ProductView | null> {
    const found = await ctx.services.catalog.productBySlug(slug);
    return found ? listedProducts(ctx, [found])[0] : null;
  }

  @Query(() => [ProductView], { description: 'Newest first (limit 1–60).' })
  async newArrivals(@Ctx() ctx: ApiContext, @Arg('limit', () => Int, { nullable: true, defaultValue: 12 }) limit: number | null): Promise<ProductView[]> {
    return listedProducts(ctx, await ctx.services.catalog.newArrivals(checkShortListLimit(limit, 12)));
  }

  @Query(() => [ProductView], { description: 'Most sold first (limit 1–60).' })
  async bestSellers(@Ctx() ctx: ApiContext, @Arg('limit', () => Int, { nullable: true, defaultValue: 12 }) limit: number | null): Promise<ProductView[]> {
    return listedProducts(ctx, await ctx.services.catalog.bestSellers(checkShortListLimit(limit, 12)));
  }

  @FieldResolver(() => CategoryView)
  async category(@Ctx() ctx: ApiContext, @Root() product: ProductView): Promise<CategoryView> {
    return categoryView((await ctx.loaders.catalog.category(product.categoryId))!);
  }

  @FieldResolver(() => [ProductImageView], { description: 'In gallery order.' })
  async images(@Ctx() ctx: ApiContext, @Root() product: ProductView): Promise<ProductImageView[]> {
    return (await ctx.loaders.catalog.images.load(product.productId)).map(imageView);
  }

  @FieldResolver(() => [ProductVariantView])
  async variants(@Ctx() ctx: ApiContext, @Root() product: ProductView): Promise<ProductVariantView[]> {
    return (await ctx.loaders.catalog.variants.load(product.productId)).map((v) => variantView(v, product.gstRate));
  }

  @FieldResolver(() => [String], { description: 'Sizes offered, smallest first.' })
  async sizes(@Ctx() ctx: ApiContext, @Root() product: ProductView): Promise<string[]> {
    return sortSizes((await ctx.loaders.catalog.cardVariants.load(product.productId)).map((v) => v.size));
  }

  @FieldResolver(() => [ProductColorView])
  async colors(@Ctx() ctx: ApiContext, @Root() product: ProductView): Promise<ProductColorView[]> {
    return colorsOf(await ctx.loaders.catalog.cardVariants.load(product.productId));
  }

  @FieldResolver(() => [ProductView], { description: 'Best sellers from the same category (limit 1–24). Not available on a related product itself.' })
  async related(
    @Ctx() ctx: ApiContext,
    @Root() product: RelatedProductView,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 8 }) limit: number | null,
  ): Promise<RelatedProductView[]> {
    // Nested related lists multiply (24 × 24 × 24…) for nothing a shopper sees.
    if (product.viaRelated) throw badRequest('Related products cannot be nested: ask for related on the product itself');
    const n = checkShortListLimit(limit, 8, MAX_RELATED);
    const related = await ctx.loaders.catalog.related.load({ productId: product.productId, categoryId: product.categoryId, limit: n });
    const now = new Date();
    return related.map((p) => ({ ...productView(p, now), viaRelated: true as const }));
  }
}

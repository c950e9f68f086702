import { Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { CategoryView } from './catalog.types';
import { categoryView } from './catalog.views';

@Resolver(() => CategoryView)
export class CategoryResolver {
  @Query(() => [CategoryView], { description: 'The departments (women, men, plus-size, accessories) in menu order, each with its subcategories.' })
  async categories(@Ctx() ctx: ApiContext): Promise<CategoryView[]> {
    return (await ctx.loaders.catalog.categoryTree()).roots.map(categoryView);
  }

  @FieldResolver(() => CategoryView, { nullable: true })
  async parent(@Ctx() ctx: ApiContext, @Root() category: CategoryView): Promise<CategoryView | null> {
    if (category.parentId === null) return null;
    const parent = (await ctx.loaders.catalog.categoryTree()).byId.get(category.parentId);
    return parent ? categoryView(parent) : null;
  }

  @FieldResolver(() => [CategoryView])
  async children(@Ctx() ctx: ApiContext, @Root() category: CategoryView): Promise<CategoryView[]> {
    return ((await ctx.loaders.catalog.categoryTree()).children.get(Number(category.id)) ?? []).map(categoryView);
  }

  @FieldResolver(() => Int, { description: 'Active products, subcategories included.' })
  productCount(@Ctx() ctx: ApiContext, @Root() category: CategoryView): Promise<number> {
    return ctx.loaders.catalog.categoryProductCount(Number(category.id));
  }
}

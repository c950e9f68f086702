import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { ProductView } from '../catalog/catalog.types';
import { SIZE_CHART_ACCESS } from './size-charts.access';
import { SizeChartInput, SizeChartView, toSizeChartView } from './size-chart.types';

/** A product's size chart (its category's, or a parent's), and the back office's charts. */
@Resolver(() => ProductView)
export class SizeChartResolver {
  @FieldResolver(() => SizeChartView, { nullable: true, description: "The product's category's size chart, or its parent's; null when neither has one." })
  async sizeChart(@Ctx() ctx: ApiContext, @Root() product: ProductView): Promise<SizeChartView | null> {
    const chart = await ctx.services.sizeCharts.forCategory(product.categoryId);
    return chart && toSizeChartView(chart);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the product has a size chart (its category\'s or a parent\'s): the product page shows "Size chart" only then.' })
  async hasSizeChart(@Ctx() ctx: ApiContext, @Root() product: ProductView): Promise<boolean> {
    return (await ctx.services.sizeCharts.forCategory(product.categoryId)) !== null;
  }

  @Authorized(...SIZE_CHART_ACCESS.manage)
  @Query(() => [SizeChartView], { description: "Every category's own size chart (manage_products, Catalog)." })
  async sizeCharts(@Ctx() ctx: ApiContext): Promise<SizeChartView[]> {
    return (await ctx.services.sizeCharts.list()).map(toSizeChartView);
  }

  @Authorized(...SIZE_CHART_ACCESS.manage)
  @Mutation(() => SizeChartView, { description: "Create or replace a category's size chart (centimetres; audit-logged)." })
  async saveSizeChart(@Ctx() ctx: ApiContext, @Arg('categoryId', () => ID) categoryId: string, @Arg('input', () => SizeChartInput) input: SizeChartInput): Promise<SizeChartView> {
    return toSizeChartView(await ctx.services.sizeCharts.save(ctx, categoryId, input));
  }

  @Authorized(...SIZE_CHART_ACCESS.manage)
  @Mutation(() => SizeChartView, { description: "Remove a category's own chart; answers it as it was." })
  async deleteSizeChart(@Ctx() ctx: ApiContext, @Arg('categoryId', () => ID) categoryId: string): Promise<SizeChartView> {
    return toSizeChartView(await ctx.services.sizeCharts.remove(ctx, categoryId));
  }
}

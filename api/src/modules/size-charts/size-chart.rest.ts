import type { RestRoute } from '../../kernel/rest';
import { SIZE_CHART_ACCESS } from './size-charts.access';
import { sizeChartJson } from './size-chart.types';
import { SIZE_CHARTS_MESSAGES as M } from './size-charts.messages';

/** /api/admin/size-charts: every category's own chart; PUT/DELETE /{categoryId} (manage_products). */
export const sizeChartAdminRoutes: RestRoute[] = [
  { method: 'get', path: '/', access: SIZE_CHART_ACCESS.manage, handle: async (ctx) => (await ctx.services.sizeCharts.list()).map(sizeChartJson) },
  { method: 'put', path: '/:categoryId', access: SIZE_CHART_ACCESS.manage, handle: async (ctx, { params, body }) => ({ message: M.saved, data: sizeChartJson(await ctx.services.sizeCharts.save(ctx, params.categoryId, body)) }) },
  { method: 'delete', path: '/:categoryId', access: SIZE_CHART_ACCESS.manage, handle: async (ctx, { params }) => ({ message: M.removed, data: sizeChartJson(await ctx.services.sizeCharts.remove(ctx, params.categoryId)) }) },
];

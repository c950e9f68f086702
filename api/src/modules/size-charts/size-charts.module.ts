import type { DomainModule } from '../../kernel/rest';
import type { SizeChartService } from './size-chart.service';
import { SizeChartResolver } from './size-chart.resolver';
import { sizeChartAdminRoutes } from './size-chart.rest';

declare module '../../kernel/registry' {
  interface Services {
    sizeCharts: SizeChartService;
  }
}

/** Size charts per category: on the product (GraphQL sizeChart, GET /api/products/{slug}) and in the back office. */
export const sizeChartsModule: DomainModule = {
  name: 'size-charts',
  resolvers: [SizeChartResolver],
  rest: [{ path: '/admin/size-charts', routes: sizeChartAdminRoutes }],
};

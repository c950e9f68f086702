import type { DomainModule } from '../../kernel/rest';
import type { CustomerDeskService } from './customer-desk.service';
import type { DashboardService } from './dashboard.service';
import type { OrderDeskService } from './order-desk.service';
import { BackOfficeResolver } from './backoffice.resolver';
import { analyticsRoutes, customerDeskRoutes, orderDeskRoutes } from './backoffice.rest';

declare module '../../kernel/registry' {
  interface Services {
    dashboard: DashboardService;
    orderDesk: OrderDeskService;
    customerDesk: CustomerDeskService;
  }
}

/**
 * The back office that runs the store as the adapters see it: the dashboard and city analytics,
 * the order desk and customers. Mounted after orders, whose '/admin/orders' PATCH route it shares.
 */
export const backofficeModule: DomainModule = {
  name: 'backoffice',
  resolvers: [BackOfficeResolver],
  rest: [
    { path: '/admin/orders', routes: orderDeskRoutes },
    { path: '/admin/customers', routes: customerDeskRoutes },
    { path: '/admin', routes: analyticsRoutes },
  ],
};

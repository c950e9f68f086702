import type { DomainModule } from '../../kernel/rest';
import type { OrderService } from './order.service';
import { OrderResolver } from './order.resolver';
import { orderRoutes, adminOrderRoutes } from './order.rest';

declare module '../../kernel/registry' {
  interface Services {
    orders: OrderService;
  }
}

/** The orders domain as the adapters see it: its GraphQL resolvers and its REST routes under /api. */
export const ordersModule: DomainModule = {
  name: 'orders',
  resolvers: [OrderResolver],
  rest: [
    { path: '/orders', routes: orderRoutes },
    { path: '/admin/orders', routes: adminOrderRoutes },
  ],
};

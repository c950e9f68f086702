import type { Router } from 'express';
import type { Services } from '../../kernel/registry';
import type { OrderService } from './order.service';
import { OrderResolver } from './order.resolver';
import { orderRestRouter, adminOrderRestRouter } from './order.rest';

declare module '../../kernel/registry' {
  interface Services {
    orders: OrderService;
  }
}

/** The orders domain as the adapters see it: its GraphQL resolvers and its REST routers under /api. */
export const ordersModule = {
  resolvers: [OrderResolver],
  rest: [
    { path: '/orders', router: orderRestRouter },
    { path: '/admin/orders', router: adminOrderRestRouter },
  ] as Array<{ path: string; router: (services: Services) => Router }>,
};

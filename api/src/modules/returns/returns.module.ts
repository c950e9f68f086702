import type { DomainModule } from '../../kernel/rest';
import type { ReturnService } from './returns.service';
import { ReturnResolver } from './returns.resolver';
import { adminReturnRoutes, orderReturnRoutes } from './returns.rest';

declare module '../../kernel/registry' {
  interface Services {
    returns: ReturnService;
  }
}

/** Returns and exchanges (issue 18): the shopper's routes beside their order, and the Orders desk's. */
export const returnsModule: DomainModule = {
  name: 'returns',
  resolvers: [ReturnResolver],
  rest: [
    { path: '/orders', routes: orderReturnRoutes },
    { path: '/admin/returns', routes: adminReturnRoutes },
  ],
};

import type { DomainModule } from '../../kernel/rest';
import type { CartService } from './cart.service';
import type { GuestMergeService } from './guest-merge.service';
import { CartResolver } from './cart.resolver';
import { cartRoutes } from './cart.rest';

declare module '../../kernel/registry' {
  interface Services {
    cart: CartService;
    guestMerge: GuestMergeService;
  }
}

/** The cart domain as the adapters see it: its GraphQL resolvers and its REST routes under /api. */
export const cartModule: DomainModule = {
  name: 'cart',
  resolvers: [CartResolver],
  rest: [
    { path: '/cart', routes: cartRoutes },
  ],
};

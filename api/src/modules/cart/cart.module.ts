import type { Router } from 'express';
import type { Services } from '../../kernel/registry';
import type { CartService } from './cart.service';
import type { GuestMergeService } from './guest-merge.service';
import { CartResolver } from './cart.resolver';
import { cartRestRouter } from './cart.rest';

declare module '../../kernel/registry' {
  interface Services {
    cart: CartService;
    guestMerge: GuestMergeService;
  }
}

/** The cart domain as the adapters see it: its GraphQL resolvers and its REST routers under /api. */
export const cartModule = {
  resolvers: [CartResolver],
  rest: [
    { path: '/cart', router: cartRestRouter },
  ] as Array<{ path: string; router: (services: Services) => Router }>,
};

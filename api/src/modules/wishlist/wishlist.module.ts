import type { Router } from 'express';
import type { Services } from '../../kernel/registry';
import type { WishlistService } from './wishlist.service';
import { WishlistResolver } from './wishlist.resolver';
import { wishlistRestRouter } from './wishlist.rest';

declare module '../../kernel/registry' {
  interface Services {
    wishlist: WishlistService;
  }
}

/** The wishlist domain as the adapters see it: its GraphQL resolvers and its REST routers under /api. */
export const wishlistModule = {
  resolvers: [WishlistResolver],
  rest: [
    { path: '/wishlist', router: wishlistRestRouter },
  ] as Array<{ path: string; router: (services: Services) => Router }>,
};

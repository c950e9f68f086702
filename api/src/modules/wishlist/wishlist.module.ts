import type { DomainModule } from '../../kernel/rest';
import type { WishlistService } from './wishlist.service';
import { WishlistResolver } from './wishlist.resolver';
import { wishlistRoutes } from './wishlist.rest';

declare module '../../kernel/registry' {
  interface Services {
    wishlist: WishlistService;
  }
}

/** The wishlist domain as the adapters see it: its GraphQL resolvers and its REST routes under /api. */
export const wishlistModule: DomainModule = {
  name: 'wishlist',
  resolvers: [WishlistResolver],
  rest: [
    { path: '/wishlist', routes: wishlistRoutes },
  ],
};

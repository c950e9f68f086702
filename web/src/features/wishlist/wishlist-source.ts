import type { ApolloClient } from '@apollo/client';
import { clearGuestWishlist, readGuestWishlist, writeGuestWishlist, type WishlistItem } from '../guest';

/** The GraphQL calls, loaded with the first one (wishlist-calls.ts). */
export const wishlistCalls = () => import('./wishlist-calls');

/** Where a wishlist lives: the browser for guests, the account for members. Every call answers the list. */
export interface WishlistSource {
  readonly kind: 'guest' | 'member';
  load(): Promise<WishlistItem[]>;
  add(item: WishlistItem): Promise<WishlistItem[]>;
  remove(productId: string): Promise<WishlistItem[]>;
  clear(): Promise<WishlistItem[]>;
}

/** SPEC.md §4: adding a product already in the wishlist is skipped. */
export function withItemAdded(items: WishlistItem[], item: WishlistItem): WishlistItem[] {
  return items.some((entry) => entry.productId === item.productId) ? items : [item, ...items];
}

export const withoutItem = (items: WishlistItem[], productId: string) => items.filter((entry) => entry.productId !== productId);

export function memberWishlistSource(client: ApolloClient): WishlistSource {
  return {
    kind: 'member',
    load: async () => (await (await wishlistCalls()).queryMemberWishlist(client, { fetchPolicy: 'no-cache' })).data!.wishlist.items,
    add: async (item) =>
      (await (await wishlistCalls()).mutateAddToWishlist(client, { variables: { productId: item.productId }, fetchPolicy: 'no-cache' })).data!.addToWishlist.items,
    remove: async (productId) =>
      (await (await wishlistCalls()).mutateRemoveFromWishlist(client, { variables: { productId }, fetchPolicy: 'no-cache' })).data!.removeFromWishlist.items,
    clear: async () => (await (await wishlistCalls()).mutateClearWishlist(client, { fetchPolicy: 'no-cache' })).data!.clearWishlist.items,
  };
}

/**
 * A guest's wishlist: kept in localStorage; loading refreshes titles, prices and sizes from the
 * server (products no longer sold drop out) and keeps the order and dates the guest added them.
 */
export function guestWishlistSource(client: ApolloClient): WishlistSource {
  const save = (items: WishlistItem[]) => {
    writeGuestWishlist(items);
    return items;
  };
  return {
    kind: 'guest',
    load: async () => {
      const stored = readGuestWishlist();
      if (stored.length === 0) return stored;
      const { queryGuestWishlist } = await wishlistCalls();
      const { data } = await queryGuestWishlist(client, { variables: { productIds: stored.map((item) => item.productId) }, fetchPolicy: 'no-cache' });
      const fresh = new Map(data!.priceWishlist.items.map((item) => [item.productId, item]));
      return save(stored.flatMap((item) => {
        const current = fresh.get(item.productId);
        return current ? [{ ...current, addedAt: item.addedAt }] : [];
      }));
    },
    add: async (item) => save(withItemAdded(readGuestWishlist(), item)),
    remove: async (productId) => save(withoutItem(readGuestWishlist(), productId)),
    clear: async () => {
      clearGuestWishlist();
      return [];
    },
  };
}

import type { ApolloClient } from '@apollo/client';
import type { MergeGuestCartMutation } from '../../gql/graphql';
import { clearGuestWishlist, readGuestWishlist } from './guest-wishlist-storage';
import { clearGuestCart, guestMergeKey, readGuestCart, readGuestCoupon } from './guest-cart-storage';

export type MergedAccount = MergeGuestCartMutation['mergeGuestCart'];

const inFlight = new WeakMap<ApolloClient, Map<string, Promise<MergedAccount | null>>>();

/**
 * Right after login (or register and verify): move the guest's localStorage cart, coupon and wishlist
 * into the account with one call, then clear the local copies. Answers null when there was nothing
 * to merge. The cart and the wishlist both ask as they switch to the account; they share one call.
 * A failed merge keeps the local copies, so the next load tries again; it sends the same merge key,
 * so a merge the server did apply (its answer lost to a reload) is not applied twice.
 */
export function mergeGuestIntoAccount(client: ApolloClient, userId: string): Promise<MergedAccount | null> {
  let forClient = inFlight.get(client);
  if (!forClient) inFlight.set(client, (forClient = new Map()));
  const running = forClient.get(userId);
  if (running) return running;

  const lines = readGuestCart();
  const couponCode = readGuestCoupon();
  const wishlistProductIds = readGuestWishlist().map((item) => item.productId);
  if (lines.length === 0 && !couponCode && wishlistProductIds.length === 0) return Promise.resolve(null);

  const input = { lines: lines.map(({ productId, size, color, variantSku, quantity }) => ({ productId, size, color, variantSku, quantity })), couponCode, wishlistProductIds, mergeKey: guestMergeKey() };
  // The document loads with the merge (a login's), not with every first page.
  const merge = import('../../gql/hooks/MergeGuestCart')
    .then(({ mutateMergeGuestCart }) => mutateMergeGuestCart(client, { variables: { input }, fetchPolicy: 'no-cache' }))
    .then(({ data }) => {
      clearGuestCart();
      clearGuestWishlist();
      return data!.mergeGuestCart;
    })
    .finally(() => forClient.delete(userId));
  forClient.set(userId, merge);
  return merge;
}

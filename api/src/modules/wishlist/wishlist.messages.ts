/** What a shopper reads from the wishlist (SPEC.md §7 REST messages and refusals). */
export const WISHLIST_MESSAGES = {
  added: 'Added to wishlist',
  removed: 'Removed from wishlist',
  cleared: 'Wishlist cleared',
  notInWishlist: 'This product is not in your wishlist',
  tooMany: 'A wishlist can hold at most 200 products',
} as const;

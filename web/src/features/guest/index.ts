export { guestLineId, readCartLine } from './cart-line';
export type { CartLine } from './cart-line';
export { CART_STORAGE_KEY, COUPON_STORAGE_KEY, clearGuestCart, readGuestCart, readGuestCoupon, writeGuestCart, writeGuestCoupon } from './guest-cart-storage';
export { mergeGuestIntoAccount } from './guest-merge';
export { clearGuestWishlist, readGuestWishlist, writeGuestWishlist } from './guest-wishlist-storage';
export type { WishlistItem, WishlistVariant } from './guest-wishlist-storage';

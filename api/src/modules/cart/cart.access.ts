import { PUBLIC, SIGNED_IN } from '../../kernel/access';

/**
 * Who may call each cart operation — enforced by GraphQL (@Authorized) and REST (route access).
 * A member's cart lives on the server; a guest's lives in the browser and is only priced here.
 */
export const CART_ACCESS = {
  cart: SIGNED_IN,
  priceGuestCart: PUBLIC,
  addToCart: SIGNED_IN,
  updateLine: SIGNED_IN,
  removeLine: SIGNED_IN,
  clearCart: SIGNED_IN,
  applyCoupon: SIGNED_IN,
  removeCoupon: SIGNED_IN,
  /** Right after login/register: the guest's cart, coupon and wishlist move into the account. */
  mergeGuestCart: SIGNED_IN,
} as const;

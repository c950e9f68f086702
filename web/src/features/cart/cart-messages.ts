import { describeFailure } from '../auth';

/** SPEC.md §8, the cart's messages word for word. */
export const CART_ERRORS = {
  loadFailed: 'Failed to load cart. Please try again.',
  invalidProduct: 'Invalid product',
  addFailed: 'Failed to add item to cart',
  updateFailed: 'Failed to update quantity',
  removeFailed: 'Failed to remove item from cart',
  clearFailed: 'Failed to clear cart',
  applyCouponFailed: 'Failed to apply coupon',
  invalidCoupon: 'Invalid coupon',
  removeCouponFailed: 'Failed to remove coupon',
} as const;

/** A guest's coupon refused while pricing comes back as the cart's `couponError`, not as an error. */
export class CouponRefused extends Error {}

/**
 * The message for a refused cart change: the server's own words when it refused the request itself
 * (stock 'only n left', 'Add ₹X more to use this coupon', 'Invalid coupon'), else the SPEC.md §8
 * fallback for that action (no answer, a server fault, an expired session).
 */
export function refusalMessage(error: unknown, fallback: string): string {
  if (error instanceof CouponRefused) return error.message;
  const { status, serverMessage } = describeFailure(error);
  if (serverMessage && status !== null && status >= 400 && status < 500 && status !== 401 && status !== 403) return serverMessage;
  return fallback;
}

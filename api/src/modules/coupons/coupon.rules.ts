/**
 * Whether a coupon may be used now by this shopper (SPEC.md §8 'Invalid coupon' and the limits).
 * The discount maths itself lives in pricing.rules.ts (couponDiscount), shared with the web.
 */
import { CART_MESSAGES, paiseToRupees, type CouponTerms } from '@kapda/rules/pricing';
import { couponStatus } from '@kapda/rules/coupons';

export interface CouponFacts {
  kind: string;
  value: number;
  minOrderValue: number;
  maxDiscount: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  usedCount: number;
  firstOrderOnly: boolean;
  isActive: boolean;
}

/** What the server knows about the shopper; null for a guest (limits are checked again at login and checkout). */
export interface CustomerHistory {
  /** Times this customer has redeemed this coupon. */
  redemptions: number;
  /** Orders this customer has placed (cancelled and failed ones excluded). */
  placedOrders: number;
}

/** Normalise a typed code: trimmed, upper-cased; null when empty or not a plausible code. */
export function normaliseCode(code: unknown): string | null {
  if (typeof code !== 'string') return null;
  const c = code.trim().toUpperCase();
  return /^[A-Z0-9_-]{1,40}$/.test(c) ? c : null;
}

/** Why this coupon cannot be used now, or null when it can (the order amount is checked by couponDiscount). */
export function couponRefusal(coupon: CouponFacts | null, now: Date, customer: CustomerHistory | null): string | null {
  // Switched off, not started or ended (the back office labels it by the same rule).
  if (!coupon || couponStatus(coupon, now) !== 'active') return CART_MESSAGES.invalidCoupon;
  if (coupon.kind !== 'percent' && coupon.kind !== 'flat') return CART_MESSAGES.invalidCoupon;
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return CART_MESSAGES.couponUsedUp;
  if (customer) {
    if (coupon.perCustomerLimit !== null && customer.redemptions >= coupon.perCustomerLimit) return CART_MESSAGES.couponUsedByCustomer;
    if (coupon.firstOrderOnly && customer.placedOrders > 0) return CART_MESSAGES.couponFirstOrderOnly;
  }
  return null;
}

/** The coupon's terms in rupees, for pricing.rules couponDiscount. */
export function couponTerms(coupon: Pick<CouponFacts, 'kind' | 'value' | 'minOrderValue' | 'maxDiscount'>): CouponTerms {
  return {
    kind: coupon.kind,
    value: coupon.kind === 'flat' ? paiseToRupees(coupon.value) : coupon.value,
    minOrderValue: paiseToRupees(coupon.minOrderValue),
    maxDiscount: coupon.maxDiscount === null ? null : paiseToRupees(coupon.maxDiscount),
  };
}

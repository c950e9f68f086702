/**
 * Whether a coupon is live now, by its switch and its dates — one answer for the cart (coupons whose
 * status is not 'active' are refused as 'Invalid coupon') and the back office's label.
 */

export type CouponStatus = 'active' | 'scheduled' | 'expired' | 'inactive';

/** What the back office shows for each status. */
export const COUPON_STATUS_LABELS: Readonly<Record<CouponStatus, string>> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  inactive: 'Inactive',
};

type When = Date | string | null | undefined;

const time = (value: When): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const t = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(t) ? null : t;
};

/**
 * A coupon's status at `now`. An ended window wins over the switch (turning it on would not bring it
 * back); a switched-off coupon is inactive whether or not it has started; an active one waits for its
 * start. Dates may be Date objects (the API) or ISO strings (the web).
 */
export function couponStatus(coupon: { isActive: boolean; startsAt?: When; endsAt?: When }, now: Date): CouponStatus {
  const at = now.getTime();
  const ends = time(coupon.endsAt);
  if (ends !== null && at > ends) return 'expired';
  if (!coupon.isActive) return 'inactive';
  const starts = time(coupon.startsAt);
  if (starts !== null && at < starts) return 'scheduled';
  return 'active';
}

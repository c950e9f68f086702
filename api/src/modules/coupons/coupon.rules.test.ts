import { describe, expect, it } from 'vitest';
import { couponRefusal, couponTerms, normaliseCode, type CouponFacts } from './coupon.rules';

const now = new Date('2026-10-20T10:00:00Z');
const coupon = (over: Partial<CouponFacts> = {}): CouponFacts => ({
  kind: 'percent', value: 10, minOrderValue: 0, maxDiscount: null, startsAt: null, endsAt: null, usageLimit: null,
  perCustomerLimit: 1, usedCount: 0, firstOrderOnly: false, isActive: true, ...over,
});
const fresh = { redemptions: 0, placedOrders: 0 };

describe('couponRefusal', () => {
  it.each<[string, CouponFacts | null, typeof fresh | null, string | null]>([
    ['a valid coupon', coupon(), fresh, null],
    ['unknown code', null, fresh, 'Invalid coupon'],
    ['inactive', coupon({ isActive: false }), fresh, 'Invalid coupon'],
    ['not yet started', coupon({ startsAt: new Date('2026-10-21T00:00:00Z') }), fresh, 'Invalid coupon'],
    ['expired', coupon({ endsAt: new Date('2026-10-20T09:59:59Z') }), fresh, 'Invalid coupon'],
    ['inside its window', coupon({ startsAt: new Date('2026-10-01Z'), endsAt: new Date('2026-11-01Z') }), fresh, null],
    ['unknown kind', coupon({ kind: 'bogo' }), fresh, 'Invalid coupon'],
    ['used up', coupon({ usageLimit: 100, usedCount: 100 }), fresh, 'This coupon has reached its usage limit'],
    ['one use left', coupon({ usageLimit: 100, usedCount: 99 }), fresh, null],
    ['used by this customer', coupon({ perCustomerLimit: 1 }), { redemptions: 1, placedOrders: 1 }, 'You have already used this coupon the maximum number of times'],
    ['no per-customer limit', coupon({ perCustomerLimit: null }), { redemptions: 7, placedOrders: 7 }, null],
    ['first order only, with an order', coupon({ firstOrderOnly: true }), { redemptions: 0, placedOrders: 1 }, 'This coupon is valid on your first order only'],
    ['first order only, no orders yet', coupon({ firstOrderOnly: true }), fresh, null],
    ['first order only, guest (checked again at login and checkout)', coupon({ firstOrderOnly: true }), null, null],
  ])('%s', (_label, c, customer, expected) => {
    expect(couponRefusal(c, now, customer)).toBe(expected);
  });
});

describe('codes and terms', () => {
  it('normalises codes case-insensitively and refuses junk', () => {
    expect(normaliseCode(' welcome10 ')).toBe('WELCOME10');
    expect(normaliseCode('flat-200')).toBe('FLAT-200');
    expect([normaliseCode(''), normaliseCode('  '), normaliseCode('no spaces please'), normaliseCode(42), normaliseCode('X'.repeat(41))]).toEqual([null, null, null, null, null]);
  });
  it('turns paise into rupee terms (percent stays a percentage)', () => {
    expect(couponTerms({ kind: 'flat', value: 20_000, minOrderValue: 149_900, maxDiscount: null })).toEqual({ kind: 'flat', value: 200, minOrderValue: 1499, maxDiscount: null });
    expect(couponTerms({ kind: 'percent', value: 25, minOrderValue: 299_900, maxDiscount: 150_000 })).toEqual({ kind: 'percent', value: 25, minOrderValue: 2999, maxDiscount: 1500 });
  });
});

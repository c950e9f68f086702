import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES as M, checkCoupon } from './coupon-admin.rules';

describe('checkCoupon', () => {
  it('normalises the code, keeps money in paise and defaults a new coupon to active, one use each', () => {
    expect(checkCoupon({ code: ' fest-10 ', kind: 'flat', value: '150.5', minOrderValue: 999 })).toEqual({
      coupon: { code: 'FEST-10', description: '', kind: 'flat', value: 15050, minOrderValue: 99900, maxDiscount: null, startsAt: null, endsAt: null, usageLimit: null, perCustomerLimit: 1, firstOrderOnly: false, categoryId: null, collectionId: null, isActive: true },
    });
  });
  it('an edit keeps what it does not send, and re-checks the value when the kind changes', () => {
    const current = (checkCoupon({ code: 'A', kind: 'percent', value: 10, maxDiscount: 200 }) as { coupon: Parameters<typeof checkCoupon>[1] & object }).coupon;
    expect(checkCoupon({ isActive: false }, current)).toMatchObject({ coupon: { code: 'A', value: 10, maxDiscount: 20000, isActive: false } });
    expect(checkCoupon({ kind: 'flat' }, current)).toEqual({ problem: M.flatInvalid, field: 'value' });
    expect(checkCoupon({ kind: 'flat', value: 100 }, current)).toEqual({ problem: M.maximumFlat, field: 'maxDiscount' });
    expect(checkCoupon({ kind: 'flat', value: 100, maxDiscount: null }, current)).toMatchObject({ coupon: { kind: 'flat', value: 10000, maxDiscount: null } });
  });
  it('refuses limits below 1 and windows that end before they start', () => {
    expect(checkCoupon({ code: 'A', kind: 'flat', value: 1, perCustomerLimit: 1.5 })).toEqual({ problem: M.limitInvalid, field: 'perCustomerLimit' });
    expect(checkCoupon({ code: 'A', kind: 'flat', value: 1, startsAt: 'soon' })).toEqual({ problem: M.dateInvalid, field: 'startsAt' });
  });
});

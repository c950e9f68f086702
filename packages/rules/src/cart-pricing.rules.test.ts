import { describe, expect, it } from 'vitest';
import {
  addMoreMessage, canDecrease, canIncrease, clampQuantity, couponDiscount, lineAmount, lineQuantity, priceCartLines,
  readNumber, type CartLineForPricing, type CouponTerms,
} from './pricing.rules';

const line = (unitPrice: unknown, quantity: unknown = 1, gstRate: unknown = 5, couponEligible?: boolean): CartLineForPricing =>
  ({ unitPrice, quantity, gstRate, couponEligible });
const pct = (value: unknown, maxDiscount: unknown = null, minOrderValue: unknown = 0): CouponTerms => ({ kind: 'percent', value, maxDiscount, minOrderValue });
const flat = (value: unknown, minOrderValue: unknown = 0): CouponTerms => ({ kind: 'flat', value, minOrderValue });

interface Expected {
  subtotal: number;
  discount?: number;
  total: number;
  gst?: number;
  cgst?: number;
  sgst?: number;
  itemCount?: number;
  error?: string | null;
}

// [case, lines, coupon, expected] — every number worked out by hand from SPEC.md §9.
const cases: Array<[string, CartLineForPricing[], CouponTerms | null, Expected]> = [
  ['one line at 5%', [line(1050)], null, { subtotal: 1050, total: 1050, gst: 50, cgst: 25, sgst: 25, itemCount: 1 }],
  ['numeric strings for price and quantity', [line('1050', '2')], null, { subtotal: 2100, total: 2100, gst: 100, itemCount: 2 }],
  ['invalid price counts 0 but the item is still counted', [line('abc', 1)], null, { subtotal: 0, total: 0, gst: 0, itemCount: 1 }],
  ['invalid quantity makes the line 0', [line(1050, 'many')], null, { subtotal: 0, total: 0, gst: 0, itemCount: 0 }],
  ['NaN price', [line(NaN, 2)], null, { subtotal: 0, total: 0, gst: 0 }],
  ['Infinity quantity', [line(1050, Infinity)], null, { subtotal: 0, total: 0, gst: 0 }],
  ['quantity 0 counts as 1', [line(1050, 0)], null, { subtotal: 1050, total: 1050, gst: 50, itemCount: 1 }],
  ['negative quantity counts as 1', [line(1050, -3)], null, { subtotal: 1050, total: 1050, gst: 50 }],
  ['fractional quantity is cut to whole units', [line(1050, 2.7)], null, { subtotal: 2100, total: 2100, gst: 100, itemCount: 2 }],
  ['unknown GST rate 7 falls back to 5%', [line(1050, 1, 7)], null, { subtotal: 1050, total: 1050, gst: 50, cgst: 25, sgst: 25 }],
  ['unknown GST rate "abc" falls back to 5%', [line(2100, 1, 'abc')], null, { subtotal: 2100, total: 2100, gst: 100 }],
  ['12% splits 6/6', [line(1120, 1, 12)], null, { subtotal: 1120, total: 1120, gst: 120, cgst: 60, sgst: 60 }],
  ['18% splits 9/9', [line(1180, 1, '18')], null, { subtotal: 1180, total: 1180, gst: 180, cgst: 90, sgst: 90 }],
  ['28% splits 14/14', [line(1280, 1, 28)], null, { subtotal: 1280, total: 1280, gst: 280, cgst: 140, sgst: 140 }],
  ['0% has no GST', [line(500, 3, 0)], null, { subtotal: 1500, total: 1500, gst: 0, cgst: 0, sgst: 0 }],
  ['line amount rounds .95 up to the rupee', [line(1048.95)], null, { subtotal: 1049, total: 1049, gst: 49.96, cgst: 24.98, sgst: 24.98 }],
  ['line amount rounds .5 up', [line(100.5)], null, { subtotal: 101, total: 101, gst: 4.8, cgst: 2.4, sgst: 2.4 }],
  ['line amount rounds .49 down to 0', [line(0.49)], null, { subtotal: 0, total: 0, gst: 0 }],
  ['each line rounds before the sum', [line(100.4), line(100.4)], null, { subtotal: 200, total: 200, gst: 9.52 }],
  ['float error does not leak: 333.33 × 3', [line(333.33, 3)], null, { subtotal: 1000, total: 1000, gst: 47.62 }],
  ['99 units of 1049.99', [line(1049.99, 99)], null, { subtotal: 103949, total: 103949, gst: 4949.96, cgst: 2474.98, sgst: 2474.98 }],
  ['negative price counts 0', [line(-100)], null, { subtotal: 0, total: 0, gst: 0 }],
  ['mixed rates add up per line', [line(1050), line(1180, 1, 18)], null, { subtotal: 2230, total: 2230, gst: 230, cgst: 115, sgst: 115 }],
  ['10% off scales GST by the discount ratio', [line(1050)], pct(10), { subtotal: 1050, discount: 105, total: 945, gst: 45, cgst: 22.5, sgst: 22.5 }],
  ['10% off capped at ₹50', [line(1050)], pct(10, 50), { subtotal: 1050, discount: 50, total: 1000, gst: 47.62, cgst: 23.81, sgst: 23.81 }],
  ['percent with string value and string cap', [line(1050)], pct('10', '50'), { subtotal: 1050, discount: 50, total: 1000, gst: 47.62 }],
  ['percent discount rounds to the rupee (104.9 → 105)', [line(1049)], pct(10), { subtotal: 1049, discount: 105, total: 944 }],
  ['percent discount rounds half up (125.5 → 126)', [line(1004)], pct(12.5), { subtotal: 1004, discount: 126, total: 878 }],
  ['unmet minimum asks for the difference', [line(1050)], flat(200, 1499), { subtotal: 1050, discount: 0, total: 1050, gst: 50, error: 'Add ₹449.00 more to use this coupon' }],
  ['minimum met exactly', [line(1499, 1, 0)], flat(200, 1499), { subtotal: 1499, discount: 200, total: 1299, gst: 0, error: null }],
  ['flat 200 over the minimum', [line(1500)], flat(200, '1499'), { subtotal: 1500, discount: 200, total: 1300, gst: 61.9, cgst: 30.95, sgst: 30.95 }],
  ['100% off gives a zero total and zero GST', [line(1050), line(1180, 2, 18)], pct(100), { subtotal: 3410, discount: 3410, total: 0, gst: 0 }],
  ['more than 100% is treated as 100%', [line(1050)], pct(150), { subtotal: 1050, discount: 1050, total: 0, gst: 0 }],
  ['flat above the subtotal floors the total at 0', [line(1050)], flat(5000), { subtotal: 1050, discount: 1050, total: 0, gst: 0 }],
  ['scoped coupon discounts only covered lines', [line(1050, 1, 5, true), line(1180, 1, 18, false)], pct(10), { subtotal: 2230, discount: 105, total: 2125, gst: 225, cgst: 112.5, sgst: 112.5 }],
  ['scoped minimum counts covered lines only', [line(1050, 1, 5, true), line(1180, 1, 18, false)], flat(200, 1499), { subtotal: 2230, discount: 0, total: 2230, error: 'Add ₹449.00 more to use this coupon' }],
  ['scoped coupon with no covered line', [line(1050, 1, 5, false)], pct(10), { subtotal: 1050, discount: 0, total: 1050, error: 'This coupon does not apply to the items in your cart' }],
  ['unknown coupon kind', [line(1050)], { kind: 'bogo', value: 1 }, { subtotal: 1050, discount: 0, total: 1050, error: 'Invalid coupon' }],
  ['invalid coupon value gives no discount', [line(1050)], pct('ten'), { subtotal: 1050, discount: 0, total: 1050, error: null }],
  ['empty cart without coupon', [], null, { subtotal: 0, total: 0, gst: 0, itemCount: 0, error: null }],
  ['empty cart with coupon', [], pct(10), { subtotal: 0, discount: 0, total: 0, error: 'This coupon does not apply to the items in your cart' }],
  ['empty cart with a minimum asks for all of it', [], flat(200, 1499), { subtotal: 0, discount: 0, total: 0, error: 'Add ₹1,499.00 more to use this coupon' }],
  ['scoped coupon with a minimum but no covered line does not apply', [line(2000, 1, 5, false)], flat(200, 1499), { subtotal: 2000, discount: 0, total: 2000, error: 'This coupon does not apply to the items in your cart' }],
];

describe('priceCartLines (SPEC.md §9), table-driven', () => {
  it('has at least 30 cases', () => expect(cases.length).toBeGreaterThanOrEqual(30));

  it.each(cases)('%s', (_label, lines, coupon, e) => {
    const p = priceCartLines(lines, coupon);
    expect(p.subtotal).toBe(e.subtotal);
    expect(p.total).toBe(e.total);
    expect(p.couponDiscount).toBe(e.discount ?? 0);
    expect(p.taxAmount).toBe(e.total - e.subtotal);
    expect(p.shipping).toBe(0);
    if (e.gst !== undefined) expect(p.gst.total).toBe(e.gst);
    if (e.cgst !== undefined) expect(p.gst.cgst).toBe(e.cgst);
    if (e.sgst !== undefined) expect(p.gst.sgst).toBe(e.sgst);
    if (e.itemCount !== undefined) expect(p.itemCount).toBe(e.itemCount);
    if (e.error !== undefined) expect(p.couponError).toBe(e.error);
    // Invariants: whole rupees, GST split adds up, total never negative.
    expect(Number.isInteger(p.subtotal) && Number.isInteger(p.total)).toBe(true);
    expect(p.total).toBeGreaterThanOrEqual(0);
    expect(Math.round((p.gst.cgst + p.gst.sgst) * 100)).toBe(Math.round(p.gst.total * 100));
    expect(p.gst.cgst).toBe(p.gst.sgst); // every allowed rate splits equally
    expect(p.subtotal).toBe(p.lines.reduce((s, l) => s + l.lineAmount, 0));
  });
});

describe('line amount and quantity', () => {
  it.each<[unknown, unknown, number]>([
    [1050, 2, 2100], ['1050', '2', 2100], [1048.95, 1, 1049], [1048.45, 1, 1048], [99.99, 3, 300], ['junk', 2, 0], [1050, 'x', 0],
    [1050, 0, 1050], [1050, -1, 1050], [null, 1, 0], [undefined, undefined, 0], [1050, null, 0],
  ])('lineAmount(%j, %j) = %d', (price, q, amount) => expect(lineAmount(price, q)).toBe(amount));

  it.each<[unknown, number]>([[1, 1], [0, 1], [-5, 1], [99, 99], [100, 99], [150.5, 99], ['7', 7], ['x', 1], [NaN, 1], [3.9, 3]])(
    'clampQuantity(%j) = %d', (q, n) => expect(clampQuantity(q)).toBe(n));

  it('disables minus at 1 or less and plus at 99 or more', () => {
    expect([canDecrease(1), canDecrease(0), canDecrease(2)]).toEqual([false, false, true]);
    expect([canIncrease(99), canIncrease(120), canIncrease(98)]).toEqual([false, false, true]);
  });

  it('reads numbers strictly', () => {
    expect([readNumber('12'), readNumber(' 1.5 '), readNumber('12abc'), readNumber(''), readNumber(Infinity), readNumber({})]).toEqual([12, 1.5, null, null, null, null]);
    expect([lineQuantity('2'), lineQuantity('two'), lineQuantity(0)]).toEqual([2, null, 1]);
  });
});

describe('couponDiscount', () => {
  it('caps a percent discount at maxDiscount and never above the covered subtotal', () => {
    expect(couponDiscount(pct(25, 1500, 2999), 8000)).toEqual({ discount: 1500, error: null, shortfall: 0 });
    expect(couponDiscount(pct(25, 1500, 2999), 3000)).toEqual({ discount: 750, error: null, shortfall: 0 });
    expect(couponDiscount(flat(200), 150)).toEqual({ discount: 150, error: null, shortfall: 0 });
  });
  it('reports the shortfall with Indian digit grouping', () => {
    expect(couponDiscount(pct(25, 1500, 2999), 1).error).toBe('Add ₹2,998.00 more to use this coupon');
    expect(couponDiscount(flat(200, 1499.5), 1000)).toMatchObject({ discount: 0, shortfall: 499.5 });
    expect(addMoreMessage(123456)).toBe('Add ₹1,23,456.00 more to use this coupon');
  });
});

import { describe, expect, it } from 'vitest';
import { allocateDiscount, gstRateForPiece, supplyKind, taxLine, taxLines } from './gst.rules';
import { priceCartLines } from './pricing.rules';

describe('GST rate per piece (Notification 9/2025-CT(R))', () => {
  it.each<[string, number, number, number]>([
    ['6204', 5, 262_500, 5], // ₹2,625 inclusive = ₹2,500 taxable at 5 %
    ['6204', 5, 262_501, 18],
    ['6204', 18, 100_000, 5], // after a discount the piece drops into the 5 % slab
    ['6403', 18, 300_000, 18], // footwear follows the same threshold
    ['6403', 5, 200_000, 5],
    ['4202', 18, 100_000, 18], // bags keep their HSN rate
    ['5407', 5, 900_000, 5], // fabrics keep theirs
  ])('HSN %s at catalogue %d%%, piece %d paise → %d%%', (hsn, rate, piece, expected) => {
    expect(gstRateForPiece(hsn, rate, piece)).toBe(expected);
  });
});

describe('taxLine extracts the tax from the inclusive value', () => {
  it('splits CGST and SGST inside the seller state, adding up to the tax', () => {
    const t = taxLine({ value: 105_000, quantity: 1, hsn: '6204', catalogueRate: 5, intraState: true });
    expect(t).toEqual({ value: 105_000, rate: 5, taxableValue: 100_000, cgst: 2_500, sgst: 2_500, igst: 0, tax: 5_000 });
  });
  it('charges IGST to another state', () => {
    const t = taxLine({ value: 354_000, quantity: 1, hsn: '6203', catalogueRate: 18, intraState: false });
    expect(t).toMatchObject({ rate: 18, taxableValue: 300_000, igst: 54_000, cgst: 0, sgst: 0 });
  });
  it('makes CGST and SGST equal halves, the odd paisa settled in the taxable value', () => {
    // ₹1,259 at 5 % contains ₹59.952…: halves of ₹29.976… are ₹29.98 each (not ₹29.97 + ₹29.98).
    const t = taxLine({ value: 125_900, quantity: 1, hsn: '6204', catalogueRate: 5, intraState: true });
    expect(t).toEqual({ value: 125_900, rate: 5, taxableValue: 119_904, cgst: 2_998, sgst: 2_998, igst: 0, tax: 5_996 });
    expect(t.taxableValue + t.cgst + t.sgst).toBe(t.value);
    const odd = taxLine({ value: 10_001, quantity: 1, hsn: '6204', catalogueRate: 5, intraState: true });
    expect(odd.cgst).toBe(odd.sgst);
    expect(odd.taxableValue + odd.tax).toBe(10_001);
    // Another state: the whole tax, rounded once.
    expect(taxLine({ value: 125_900, quantity: 1, hsn: '6204', catalogueRate: 5, intraState: false })).toMatchObject({ igst: 5_995, taxableValue: 119_905 });
  });
  it('uses the per-piece value of a multi-piece line', () => {
    expect(taxLine({ value: 2 * 300_000, quantity: 2, hsn: '6204', catalogueRate: 18, intraState: true }).rate).toBe(18);
    expect(taxLine({ value: 2 * 200_000, quantity: 2, hsn: '6204', catalogueRate: 18, intraState: true }).rate).toBe(5);
  });
});

describe('allocateDiscount', () => {
  it('shares in proportion and adds up exactly', () => {
    const shares = allocateDiscount([100_000, 200_000, 33_333], [true, true, true], 10_000);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(10_000);
    expect(shares[1]).toBeGreaterThan(shares[0]);
  });
  it('leaves uncovered lines alone and never gives more than the covered amount', () => {
    expect(allocateDiscount([100_000, 50_000], [false, true], 80_000)).toEqual([0, 50_000]);
    expect(allocateDiscount([100], [true], 0)).toEqual([0]);
  });
});

describe('one GST for the cart, the order and the invoice', () => {
  const lines = [
    { unitPrice: 1259, gstRate: 5, quantity: 1, hsn: '6204' },
    { unitPrice: 2999, gstRate: 18, quantity: 2, hsn: '6203', couponEligible: false },
  ];
  it('the cart shows the paise the order will charge, CGST equal to SGST, IGST for another state', () => {
    const cart = priceCartLines(lines, { kind: 'percent', value: 10 });
    const toTax = [
      { amount: 125_900, quantity: 1, hsn: '6204', catalogueRate: 5, covered: true },
      { amount: 599_800, quantity: 2, hsn: '6203', catalogueRate: 18, covered: false },
    ];
    const within = taxLines(toTax, cart.couponDiscount * 100, true);
    const across = taxLines(toTax, cart.couponDiscount * 100, false);
    expect(cart.gst.cgst).toBe(cart.gst.sgst);
    expect(Math.round(cart.gst.cgst * 100)).toBe(within.reduce((s, l) => s + l.cgst, 0));
    expect(Math.round(cart.gst.igst * 100)).toBe(across.reduce((s, l) => s + l.igst, 0));
    expect(cart.gst.total).toBe(Math.round((cart.gst.cgst + cart.gst.sgst) * 100) / 100);
  });
  it('₹1,259 at 5 %: ₹29.98 + ₹29.98 in the seller\'s state, ₹59.95 IGST elsewhere', () => {
    expect(priceCartLines([lines[0]]).gst).toEqual({ total: 59.96, cgst: 29.98, sgst: 29.98, igst: 59.95 });
  });
  it('knows the supply once the delivery state is known', () => {
    expect(supplyKind('24', null)).toBeNull();
    expect(supplyKind('24', '24')).toBe('intra');
    expect(supplyKind('24', '27')).toBe('inter');
  });
});

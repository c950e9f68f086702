import { describe, expect, it } from 'vitest';
import { allocateDiscount, financialYear, gstRateForPiece, invoiceSerial, taxLine } from './gst.rules';

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
  it('gives the odd paisa to SGST', () => {
    const t = taxLine({ value: 10_001, quantity: 1, hsn: '6204', catalogueRate: 5, intraState: true });
    expect(t.cgst + t.sgst).toBe(t.tax);
    expect(t.sgst - t.cgst).toBeLessThanOrEqual(1);
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

describe('financial year and invoice serials', () => {
  it('starts the year on 1 April, Indian time', () => {
    expect(financialYear(new Date('2026-03-31T18:29:00Z'))).toBe('25-26'); // 23:59 IST, 31 Mar
    expect(financialYear(new Date('2026-03-31T18:31:00Z'))).toBe('26-27'); // 00:01 IST, 1 Apr
    expect(financialYear(new Date('2025-11-27T10:00:00Z'))).toBe('25-26');
  });
  it('writes KPD/25-26/000123 within 16 characters', () => {
    expect(invoiceSerial('KPD', '25-26', 123)).toBe('KPD/25-26/000123');
    expect(invoiceSerial('KPD', '25-26', 123).length).toBeLessThanOrEqual(16);
    expect(() => invoiceSerial('KAPDA', '25-26', 1)).toThrow(/16/);
  });
});

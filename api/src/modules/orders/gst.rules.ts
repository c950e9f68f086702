/**
 * GST on what an order actually charges (India, CGST Act; Notification 9/2025-CT(R) from 22 Sep 2025).
 * Pure functions, integer paise.
 *
 * - Prices are GST-inclusive; the tax is extracted: taxable = round(value × 100 / (100 + rate)).
 * - Apparel and made-ups (HSN chapters 61–63) and footwear (64) are taxed by the value of a piece as
 *   sold, after its share of the discount: 5 % while the taxable value of a piece at 5 % is at most
 *   ₹2,500 (an inclusive piece price up to ₹2,625), 18 % above. (Testing the threshold on the value at
 *   5 % settles the circular case between ₹2,625 and ₹2,950, where neither rate is self-consistent,
 *   in favour of 18 %.) Other goods keep the rate of their HSN code (the catalogue's gstRate).
 * - Place of supply = the delivery state. Seller's state: CGST + SGST, half each (SGST takes the odd
 *   paisa); any other state: IGST.
 */

export const APPAREL_THRESHOLD_PAISE = 250_000;

export function isSlabGoods(hsn: string): boolean {
  const chapter = Number(hsn.slice(0, 2));
  return chapter >= 61 && chapter <= 64;
}

/** The rate for a piece sold at this GST-inclusive price (paise). */
export function gstRateForPiece(hsn: string, catalogueRate: number, inclusivePiecePaise: number): number {
  if (!isSlabGoods(hsn)) return catalogueRate;
  return Math.round((inclusivePiecePaise * 100) / 105) <= APPAREL_THRESHOLD_PAISE ? 5 : 18;
}

/**
 * Share a discount across lines in proportion to their amounts (only lines it covers), in whole
 * paise that add up exactly (largest remainder).
 */
export function allocateDiscount(amounts: readonly number[], covered: readonly boolean[], discount: number): number[] {
  const base = amounts.reduce((s, a, i) => s + (covered[i] ? a : 0), 0);
  if (discount <= 0 || base <= 0) return amounts.map(() => 0);
  const d = Math.min(discount, base);
  const exact = amounts.map((a, i) => (covered[i] ? (a * d) / base : 0));
  const shares = exact.map(Math.floor);
  let left = d - shares.reduce((s, x) => s + x, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).filter((x) => covered[x.i]).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0 && order.length > 0; k = (k + 1) % order.length, left--) shares[order[k].i] += 1;
  return shares;
}

export interface TaxedLine {
  /** What the line charges after its discount, GST-inclusive, paise. */
  value: number;
  rate: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
}

/** Tax one line: `value` paise charged (inclusive, after discount) for `quantity` pieces. */
export function taxLine(input: { value: number; quantity: number; hsn: string; catalogueRate: number; intraState: boolean }): TaxedLine {
  const perPiece = input.quantity > 0 ? input.value / input.quantity : input.value;
  const rate = gstRateForPiece(input.hsn, input.catalogueRate, perPiece);
  const taxableValue = Math.round((input.value * 100) / (100 + rate));
  const tax = input.value - taxableValue;
  if (!input.intraState) return { value: input.value, rate, taxableValue, cgst: 0, sgst: 0, igst: tax, tax };
  const cgst = Math.floor(tax / 2);
  return { value: input.value, rate, taxableValue, cgst, sgst: tax - cgst, igst: 0, tax };
}

/** 25-26 for any instant from 1 Apr 2025 00:00 IST to 31 Mar 2026 23:59 IST (India's financial year). */
export { financialYearOf as financialYear } from '@kapda/rules/dates';

/** KPD/25-26/000123: at most 16 characters, consecutive within a financial year (CGST Rule 46(b)). */
export function invoiceSerial(prefix: string, fy: string, sequence: number): string {
  const serial = `${prefix}/${fy}/${String(sequence).padStart(6, '0')}`;
  if (serial.length > 16) throw new RangeError(`Invoice serial ${serial} is longer than 16 characters`);
  return serial;
}

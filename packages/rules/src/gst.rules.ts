/**
 * GST on what a cart or an order charges (India, CGST Act; Notification 9/2025-CT(R) from 22 Sep 2025):
 * one copy for the cart and checkout summaries (the web's and the server's), the order and its tax
 * invoice, so all four show the same paise. Pure functions, integer paise.
 *
 * - Prices are GST-inclusive; the tax is extracted from the value charged after the coupon share.
 * - Apparel and made-ups (HSN chapters 61–63) and footwear (64) are taxed by the value of a piece as
 *   sold, after its share of the discount: 5 % while the taxable value of a piece at 5 % is at most
 *   ₹2,500 (an inclusive piece price up to ₹2,625), 18 % above. (Testing the threshold on the value at
 *   5 % settles the circular case between ₹2,625 and ₹2,950, where neither rate is self-consistent,
 *   in favour of 18 %.) Other goods keep the rate of their HSN code (the catalogue's gstRate).
 * - Place of supply = the delivery state. Another state: IGST = the tax contained, rounded to the
 *   paisa. The seller's state: CGST and SGST are each half the rate on the same value, so each is
 *   half the tax contained rounded to the paisa — always equal; an odd paisa is settled in the
 *   taxable value (value − CGST − SGST), never by making one half bigger. What the shopper pays is
 *   the same either way; the tax inside it may differ by a paisa between the two.
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

/** Half up to the paisa, immune to binary float error (2997.4999999 from 2997.5). */
const toPaisa = (paise: number): number => Math.round(paise + 1e-7);

/** Tax one line: `value` paise charged (inclusive, after discount) for `quantity` pieces. */
export function taxLine(input: { value: number; quantity: number; hsn: string; catalogueRate: number; intraState: boolean }): TaxedLine {
  const perPiece = input.quantity > 0 ? input.value / input.quantity : input.value;
  const rate = gstRateForPiece(input.hsn, input.catalogueRate, perPiece);
  const contained = (input.value * rate) / (100 + rate);
  if (!input.intraState) {
    const igst = toPaisa(contained);
    return { value: input.value, rate, taxableValue: input.value - igst, cgst: 0, sgst: 0, igst, tax: igst };
  }
  const half = toPaisa(contained / 2);
  return { value: input.value, rate, taxableValue: input.value - 2 * half, cgst: half, sgst: half, igst: 0, tax: 2 * half };
}

export interface LineToTax {
  /** The line's amount before the coupon, GST-inclusive, paise. */
  amount: number;
  quantity: number;
  hsn: string;
  catalogueRate: number;
  /** Whether the coupon's scope covers it. */
  covered: boolean;
}

/** Every line taxed after its share of the discount (paise), for a delivery inside the seller's state or not. */
export function taxLines(lines: readonly LineToTax[], discount: number, intraState: boolean): Array<TaxedLine & { discount: number }> {
  const shares = allocateDiscount(lines.map((l) => l.amount), lines.map((l) => l.covered), discount);
  return lines.map((l, i) => ({ ...taxLine({ value: l.amount - shares[i], quantity: l.quantity, hsn: l.hsn, catalogueRate: l.catalogueRate, intraState }), discount: shares[i] }));
}

/** Which taxes a delivery to `deliveryStateCode` pays: null while the delivery state is not known. */
export function supplyKind(sellerStateCode: string, deliveryStateCode: string | null | undefined): 'intra' | 'inter' | null {
  if (!deliveryStateCode) return null;
  return deliveryStateCode === sellerStateCode ? 'intra' : 'inter';
}

/**
 * GST on what an order charges: the rules live in `@kapda/rules/gst` (the cart and checkout
 * summaries use the same copy, so the cart, the order and the invoice show the same paise); this
 * file adds what only the invoice needs.
 */
export { APPAREL_THRESHOLD_PAISE, allocateDiscount, gstRateForPiece, isSlabGoods, taxLine, taxLines, type TaxedLine } from '@kapda/rules/gst';

/** 25-26 for any instant from 1 Apr 2025 00:00 IST to 31 Mar 2026 23:59 IST (India's financial year). */
export { financialYearOf as financialYear } from '@kapda/rules/dates';

/** KPD/25-26/000123: at most 16 characters, consecutive within a financial year (CGST Rule 46(b)). */
export function invoiceSerial(prefix: string, fy: string, sequence: number): string {
  const serial = `${prefix}/${fy}/${String(sequence).padStart(6, '0')}`;
  if (serial.length > 16) throw new RangeError(`Invoice serial ${serial} is longer than 16 characters`);
  return serial;
}

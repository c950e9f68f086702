/**
 * Kapda's pricing rules (SPEC.md §9) — the one module both the API and the web use.
 * Pure functions; both import it as `@kapda/rules/pricing` (the GST inside a cart comes from gst.rules).
 *
 * What each stored price means:
 * - `sellingPrice` (variant) is the ex-GST selling price: the taxable value before GST.
 * - The price a shopper sees and pays is GST-inclusive: inclusivePrice(sellingPrice, gstRate).
 * - `mrp` is the Maximum Retail Price as printed on the tag. By Indian law an MRP already includes
 *   all taxes, so it is shown as stored and never has GST added. The catalogue keeps
 *   inclusivePrice(sellingPrice) ≤ mrp (see assertSellingWithinMrp).
 * - The database keeps money as integer paise; rules and API answers speak rupees (≤ 2 decimals).
 */

import { taxLines, type TaxedLine } from './gst.rules';

export interface GstRateOption {
  value: number;
  label: string;
  cgst: number;
  sgst: number;
}

/** The allowed GST rates, split equally into CGST and SGST (intra-state supply). */
export const GST_RATES: readonly GstRateOption[] = [
  { value: 0, label: '0% (Exempt)', cgst: 0, sgst: 0 },
  { value: 5, label: '5%', cgst: 2.5, sgst: 2.5 },
  { value: 12, label: '12%', cgst: 6, sgst: 6 },
  { value: 18, label: '18%', cgst: 9, sgst: 9 },
  { value: 28, label: '28%', cgst: 14, sgst: 14 },
];

export const DEFAULT_GST_RATE = 5;
export const CURRENCY_SYMBOL = '₹';
export const SHIPPING_COST = 0;
export const FREE_SHIPPING_THRESHOLD = 500;
export const RETURN_WINDOW_DAYS = 30;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

/** Read a price that may be a number or a numeric string; anything else is 0 (SPEC.md §5). */
export function toAmount(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

/** Round half away from zero to 2 decimals, immune to binary float error (1.005 → 1.01). */
export function roundTo2(value: number): number {
  return Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON) * 100) / 100;
}

/** Round to whole rupees (half up). */
export function roundRupees(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value) + Number.EPSILON * 100);
}

/** The GST rate option for a rate; an unknown rate falls back to 5%. */
export function gstRateOption(rate: unknown): GstRateOption {
  const n = typeof rate === 'string' ? Number(rate.trim()) : rate;
  return GST_RATES.find((r) => r.value === n) ?? GST_RATES.find((r) => r.value === DEFAULT_GST_RATE)!;
}

/** The GST rate (percent) that applies: the given one if allowed, else 5%. */
export function effectiveGstRate(rate: unknown): number {
  return gstRateOption(rate).value;
}

/** GST-inclusive price = price × (1 + rate), rounded to 2 decimals. */
export function inclusivePrice(price: unknown, gstRate: unknown): number {
  return roundTo2(toAmount(price) * (1 + effectiveGstRate(gstRate) / 100));
}

/** Percent off the MRP for a displayed price, whole percent, 0 when there is no saving. */
export function percentOff(displayPrice: unknown, mrp: unknown): number {
  const price = toAmount(displayPrice);
  const max = toAmount(mrp);
  if (max <= 0 || price >= max) return 0;
  return Math.floor(((max - price) / max) * 100);
}

/** The MRP to display: never below the displayed selling price. */
export function displayMrp(displayPrice: unknown, mrp: unknown): number {
  return Math.max(toAmount(displayPrice), toAmount(mrp));
}

/** Throws when a catalogue price would show a selling price above its MRP. */
export function assertSellingWithinMrp(sellingPrice: number, gstRate: number, mrp: number): void {
  if (inclusivePrice(sellingPrice, gstRate) > mrp) {
    throw new RangeError(`Selling price ${formatRupees(inclusivePrice(sellingPrice, gstRate))} incl. GST is above the MRP ${formatRupees(mrp)}`);
  }
}

/**
 * The GST rate for a garment under the 2025 GST rationalisation: apparel and made-up textiles
 * at a sale value up to ₹2,500 a piece attract 5%, above that 18%.
 */
export function apparelGstRate(exGstPieceValue: number): number {
  return exGstPieceValue <= 2500 ? 5 : 18;
}

export const paiseToRupees = (paise: number): number => roundTo2(paise / 100);
export const rupeesToPaise = (rupees: number): number => Math.round(roundTo2(rupees) * 100);

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 2 });
/** ₹1,23,456.00 — the one money formatter: Indian digit grouping, always two decimals (₹57.10, not ₹57.1). */
export function formatRupees(amount: unknown): string {
  return inr.format(toAmount(amount));
}

/* ───────────────────────────── Cart and coupon maths (SPEC.md §5, §9) ─────────────────────────────
 * What a cart costs, computed the same way on the server (which answers every total) and wherever
 * the web needs to reason about a price. All amounts in rupees.
 *
 * - unit price:   the GST-inclusive selling price, inclusivePrice(sellingPrice, gstRate), 2 decimals.
 * - line amount:  unit price × quantity, rounded to whole rupees. Quantity counts as at least 1
 *                 (fractions are cut to whole units); an invalid price or quantity makes the line 0.
 * - subtotal:     the sum of line amounts (GST-inclusive), whole rupees.
 * - discount:     the coupon's discount on the lines it covers, whole rupees, never above them.
 * - total:        subtotal − discount, floored at 0, whole rupees. Shipping is always 0.
 * - gst:          the GST contained in what the shopper pays, by the order's own rules (gst.rules:
 *                 the discount shared over the covered lines in paise, a garment's rate by its
 *                 piece value when its HSN is given): cgst and sgst (equal halves, each rounded to
 *                 the paisa; total = cgst + sgst) for a delivery in the seller's state, igst for
 *                 any other — the same paise the order and its invoice then show.
 * - taxAmount:    SPEC.md §9 literally: total − subtotal. Because every price here already includes
 *                 GST, this is 0 or negative: minus the discount actually given. It is NOT the GST;
 *                 the GST a total contains is `gst.total`.
 */

/** What the size and colour picker asks for before a piece can go in the cart (its own object: the storefront's first load carries only these). */
export const CHOOSE_MESSAGES = {
  sizeAndColour: 'Please select a size and colour',
  size: 'Please select a size',
  colour: 'Please select a colour',
} as const;

/** Everything a shopper reads from the cart (SPEC.md §7–§8): refusals and the REST answers' messages. */
export const CART_MESSAGES = {
  invalidProduct: 'Invalid product',
  invalidQuantity: 'Quantity must be a whole number from 1 to 99',
  lineNotFound: 'Cart item not found',
  chooseVariant: CHOOSE_MESSAGES.sizeAndColour,
  variantUnavailable: 'This size and colour is not available',
  tooManyLines: 'Your cart can hold at most 100 different items',
  noLongerAvailable: 'An item in your cart is no longer available and was removed',
  added: 'Item added to cart',
  updated: 'Cart updated',
  removed: 'Item removed from cart',
  cleared: 'Cart cleared',
  couponApplied: 'Coupon applied',
  couponRemoved: 'Coupon removed',
  invalidCoupon: 'Invalid coupon',
  couponNotApplicable: 'This coupon does not apply to the items in your cart',
  couponUsedUp: 'This coupon has reached its usage limit',
  couponUsedByCustomer: 'You have already used this coupon the maximum number of times',
  couponFirstOrderOnly: 'This coupon is valid on your first order only',
} as const;

/** 'Add ₹X more to use this coupon' for an unmet minimum order value. */
export function addMoreMessage(shortfall: number): string {
  return `Add ${formatRupees(roundTo2(shortfall))} more to use this coupon`;
}

/** A number from a number or numeric string; null when it is not one (NaN, ±Infinity, '12abc', {}). */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** The quantity a line amount uses: whole units, at least 1; null for an invalid number. */
export function lineQuantity(quantity: unknown): number | null {
  const n = readNumber(quantity);
  return n === null ? null : Math.max(MIN_QUANTITY, Math.floor(n));
}

/** A quantity for the quantity control: whole units clamped to 1..99 (an invalid one becomes 1). */
export function clampQuantity(quantity: unknown): number {
  const n = readNumber(quantity);
  if (n === null) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.floor(n)));
}

/** The minus button is disabled at 1 or less, the plus button at 99 or more (SPEC.md §4). */
export const canDecrease = (quantity: unknown): boolean => (readNumber(quantity) ?? 0) > MIN_QUANTITY;
export const canIncrease = (quantity: unknown): boolean => (readNumber(quantity) ?? MAX_QUANTITY) < MAX_QUANTITY;

/** Line amount = unit price × quantity (quantity at least 1), whole rupees; invalid numbers give 0. */
export function lineAmount(unitPrice: unknown, quantity: unknown): number {
  const price = readNumber(unitPrice);
  const q = lineQuantity(quantity);
  if (price === null || q === null || price <= 0) return 0;
  return roundRupees(price * q);
}

export interface CouponTerms {
  /** 'percent' (value is a percentage) or 'flat' (value is rupees). */
  kind: string;
  value: unknown;
  /** Minimum order value in rupees, measured on the lines the coupon covers. */
  minOrderValue?: unknown;
  /** Cap on a percent discount, rupees; null/undefined for none. */
  maxDiscount?: unknown;
}

export interface CouponDiscount {
  /** Whole rupees, 0 when the coupon does not apply. */
  discount: number;
  /** Why it does not apply, or null. */
  error: string | null;
  /** Rupees still needed to reach the minimum order value (0 when met). */
  shortfall: number;
}

/** The discount a coupon gives on the subtotal of the lines it covers (whole rupees). */
export function couponDiscount(terms: CouponTerms, coveredSubtotal: unknown): CouponDiscount {
  const covered = Math.max(0, toAmount(coveredSubtotal));
  const minimum = Math.max(0, toAmount(terms.minOrderValue));
  if (covered <= 0 && minimum <= 0) return { discount: 0, error: CART_MESSAGES.couponNotApplicable, shortfall: 0 };
  if (covered < minimum) {
    const shortfall = roundTo2(minimum - covered);
    return { discount: 0, error: addMoreMessage(shortfall), shortfall };
  }
  const value = Math.max(0, toAmount(terms.value));
  let raw: number;
  if (terms.kind === 'percent') {
    raw = (covered * Math.min(100, value)) / 100;
    const cap = readNumber(terms.maxDiscount);
    if (cap !== null && cap >= 0) raw = Math.min(raw, cap);
  } else if (terms.kind === 'flat') {
    raw = value;
  } else {
    return { discount: 0, error: CART_MESSAGES.invalidCoupon, shortfall: 0 };
  }
  return { discount: Math.min(covered, roundRupees(raw)), error: null, shortfall: 0 };
}

export interface CartLineForPricing {
  /** GST-inclusive unit price (₹); numbers or numeric strings. */
  unitPrice: unknown;
  gstRate: unknown;
  quantity: unknown;
  /** Whether the coupon's scope covers this line (default: yes). */
  couponEligible?: boolean;
  /** The HSN code: a garment's rate follows its piece value (gst.rules). None: the catalogue rate. */
  hsn?: string;
}

/** GST inside an amount (₹): CGST + SGST (equal) within the seller's state, IGST to another state. */
export interface GstBreakdown {
  /** cgst + sgst. */
  total: number;
  cgst: number;
  sgst: number;
  /** The tax when delivered to another state (may differ from total by a paisa: each is rounded on its own). */
  igst: number;
}

export interface PricedLine {
  unitPrice: number;
  /** The quantity the amount used (0 for an invalid quantity). */
  quantity: number;
  lineAmount: number;
  gstRate: number;
  /** GST contained in this line after its share of the discount. */
  gst: GstBreakdown;
}

export interface CartPrice {
  lines: PricedLine[];
  itemCount: number;
  subtotal: number;
  shipping: number;
  couponDiscount: number;
  couponError: string | null;
  total: number;
  /** SPEC.md §9: total − subtotal (≤ 0 here, since prices include GST). */
  taxAmount: number;
  gst: GstBreakdown;
}

/** Price a cart: line amounts, subtotal, coupon discount, total and the GST they contain. */
export function priceCartLines(lines: readonly CartLineForPricing[], coupon?: CouponTerms | null): CartPrice {
  const base = lines.map((line) => {
    const unitPrice = Math.max(0, roundTo2(toAmount(line.unitPrice)));
    const quantity = lineQuantity(line.quantity) ?? 0;
    return { unitPrice, quantity, lineAmount: lineAmount(unitPrice, line.quantity), option: gstRateOption(line.gstRate), eligible: line.couponEligible !== false };
  });
  const subtotal = roundRupees(base.reduce((sum, l) => sum + l.lineAmount, 0));
  const covered = base.reduce((sum, l) => sum + (l.eligible ? l.lineAmount : 0), 0);
  // A cart with lines, none of which the coupon's scope covers: it does not apply (rather than "add more").
  const outcome: CouponDiscount = !coupon
    ? { discount: 0, error: null, shortfall: 0 }
    : covered <= 0 && base.some((l) => !l.eligible)
      ? { discount: 0, error: CART_MESSAGES.couponNotApplicable, shortfall: 0 }
      : couponDiscount(coupon, covered);
  const discount = Math.min(subtotal, outcome.discount);
  const total = Math.max(0, roundRupees(subtotal - discount));

  // The GST inside, in paise, exactly as the order will tax it: within the seller's state and across.
  const toTax = base.map((l, i) => ({ amount: rupeesToPaise(l.lineAmount), quantity: l.quantity, hsn: lines[i].hsn ?? '', catalogueRate: l.option.value, covered: l.eligible }));
  const within = taxLines(toTax, rupeesToPaise(discount), true);
  const across = taxLines(toTax, rupeesToPaise(discount), false);
  const priced: PricedLine[] = base.map((l, i) => ({
    unitPrice: l.unitPrice, quantity: l.quantity, lineAmount: l.lineAmount, gstRate: l.option.value, gst: gstOf([within[i]], [across[i]]),
  }));
  return {
    lines: priced,
    itemCount: base.reduce((sum, l) => sum + l.quantity, 0),
    subtotal,
    shipping: SHIPPING_COST,
    couponDiscount: discount,
    couponError: outcome.error,
    total,
    taxAmount: total - subtotal,
    gst: gstOf(within, across),
  };
}

/** Taxed lines (paise) as the GST a shopper reads (₹). */
function gstOf(within: readonly TaxedLine[], across: readonly TaxedLine[]): GstBreakdown {
  const sum = (ls: readonly TaxedLine[], f: (l: TaxedLine) => number) => ls.reduce((s, l) => s + f(l), 0);
  const cgst = sum(within, (l) => l.cgst);
  const sgst = sum(within, (l) => l.sgst);
  return { total: paiseToRupees(cgst + sgst), cgst: paiseToRupees(cgst), sgst: paiseToRupees(sgst), igst: paiseToRupees(sum(across, (l) => l.igst)) };
}

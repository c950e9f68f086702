/**
 * What an order adds to the daily sales summaries (pure; sales-ledger.ts writes it). An order counts
 * — orders, revenue, units, a new customer — while it is confirmed, packed, shipped, out for delivery or delivered:
 * awaiting payment it has not sold yet, cancelled or failed it never did. An exchange's replacement order
 * (paymentMethod 'exchange') never counts: it is no new sale — its tax invoice and the returned piece's credit
 * note cancel out, and the pieces sent back count as returned (sales_day_returns).
 */
export const COUNTED_STATUSES = ['confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered'] as const;

export const isCounted = (status: string): boolean => (COUNTED_STATUSES as readonly string[]).includes(status);

/** The payment method of an exchange's replacement order, which the summaries leave out. */
export const REPLACEMENT_PAYMENT_METHOD = 'exchange';

/** The day in India (YYYY-MM-DD) an order counts on, and the instant an Indian day starts (00:00 IST). */
export { indiaDate as istDay, indiaDayStart as istDayStart } from '@kapda/rules/dates';

/** The order's fields the summaries read. */
export interface SalesFacts {
  status: string;
  paymentStatus: string;
  /** Paise. */
  total: number;
  units: number;
  firstOrder: boolean;
  createdAt: Date;
  shipState: string;
  shipCity: string;
  /** Who bought (the distinct customers of city analytics). */
  email: string;
  /** 'exchange' for a replacement order, which never counts. */
  paymentMethod?: string;
}

export interface SalesLine {
  productId: number;
  quantity: number;
  /** What the line brought in after its coupon share (paise). */
  amount: number;
}

export interface Contribution {
  orders: number;
  paidOrders: number;
  revenue: number;
  units: number;
  newCustomers: number;
}

export const NOTHING: Contribution = { orders: 0, paidOrders: 0, revenue: 0, units: 0, newCustomers: 0 };

export function contributionOf(o: SalesFacts | null): Contribution {
  if (!o || !isCounted(o.status) || o.paymentMethod === REPLACEMENT_PAYMENT_METHOD) return NOTHING;
  return { orders: 1, paidOrders: o.paymentStatus === 'paid' ? 1 : 0, revenue: o.total, units: o.units, newCustomers: o.firstOrder ? 1 : 0 };
}

/** after − before, field by field; null when nothing changes. */
export function salesDelta(before: SalesFacts | null, after: SalesFacts | null): Contribution | null {
  const a = contributionOf(after);
  const b = contributionOf(before);
  const d: Contribution = { orders: a.orders - b.orders, paidOrders: a.paidOrders - b.paidOrders, revenue: a.revenue - b.revenue, units: a.units - b.units, newCustomers: a.newCustomers - b.newCustomers };
  return Object.values(d).some((v) => v !== 0) ? d : null;
}

/** The numeric keys of the customer summary: CRC32 of 'state|city', of the state, and of the email. */
export function customerKeys(o: Pick<SalesFacts, 'shipState' | 'shipCity' | 'email'>, crc32: (text: string) => number) {
  return { placeKey: crc32(`${o.shipState}|${o.shipCity}`) >>> 0, stateKey: crc32(o.shipState) >>> 0, customerKey: crc32(o.email) >>> 0 };
}

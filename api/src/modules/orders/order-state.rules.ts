/**
 * The order state machine — the one place that says which status may follow which.
 *
 *   pending_payment → confirmed | payment_failed      (online payment: the gateway decides; the
 *                                                       hold worker fails it when the hold runs out)
 *   pending_payment → cancelled                       (the back office lets go of an unpaid hold)
 *   confirmed → packed → shipped → delivered           (cash on delivery starts at confirmed)
 *   shipped → out_for_delivery → delivered             (optional step: the courier's last mile)
 *   confirmed | packed → cancelled                     (stock and the coupon use are given back)
 *
 * An exchange's replacement order (paymentMethod 'exchange', paid by the pieces returned) follows the same
 * table, but only the desk may cancel it: the shopper's way out is a return of the replacement.
 */
export const ORDER_STATUSES = ['pending_payment', 'confirmed', 'payment_failed', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['confirmed', 'payment_failed', 'cancelled'],
  confirmed: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['out_for_delivery', 'delivered'],
  out_for_delivery: ['delivered'],
  delivered: [],
  cancelled: [],
  payment_failed: [],
};

/** Who moves an order: the payment system moves it out of pending_payment, people do the rest. */
export type OrderActorKind = 'system' | 'admin' | 'customer';

export const isOrderStatus = (s: unknown): s is OrderStatus => typeof s === 'string' && (ORDER_STATUSES as readonly string[]).includes(s);

export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Awaiting payment',
  confirmed: 'Confirmed',
  payment_failed: 'Payment failed',
  packed: 'Packed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** What kind of order it is, where that changes who may move it: an exchange's replacement (paymentMethod 'exchange'). */
export interface OrderKind {
  paymentMethod?: string;
}

export const isReplacementOrder = (order: OrderKind): boolean => order.paymentMethod === 'exchange';

/** The statuses this actor may move an order to from `from`. */
export function allowedNext(from: OrderStatus, actor: OrderActorKind, kind: OrderKind = {}): OrderStatus[] {
  const next = [...ORDER_TRANSITIONS[from]];
  if (actor === 'system') return next;
  // Only the payment decides paid or failed; the back office may cancel an unpaid order (its stock held for nothing).
  if (from === 'pending_payment') return actor === 'admin' ? ['cancelled'] : [];
  // A replacement is not the shopper's to cancel (nothing was paid for it but the pieces they sent back).
  if (actor === 'customer' && isReplacementOrder(kind)) return [];
  return actor === 'customer' ? next.filter((s) => s === 'cancelled') : next;
}

/** Null when the move is allowed, else the 400 message naming what is allowed. */
export function transitionProblem(from: OrderStatus, to: unknown, actor: OrderActorKind, kind: OrderKind = {}): string | null {
  if (!isOrderStatus(to)) return `Unknown order status ${JSON.stringify(String(to)).slice(0, 40)}. Statuses: ${ORDER_STATUSES.join(', ')}`;
  const allowed = allowedNext(from, actor, kind);
  if (allowed.includes(to)) return null;
  if (actor === 'customer' && to === 'cancelled' && isReplacementOrder(kind)) return REPLACEMENT_NOT_CANCELLABLE;
  return `An order that is ${from} cannot become ${to}. Allowed: ${allowed.length ? allowed.join(', ') : 'none'}`;
}

export const REPLACEMENT_NOT_CANCELLABLE = 'A replacement order cannot be cancelled here: once it arrives you can return it, or contact us';

export const canCustomerCancel = (status: OrderStatus, kind: OrderKind = {}): boolean => allowedNext(status, 'customer', kind).includes('cancelled');

/** Statuses whose order has given its stock back (or never took it for good). */
export const RELEASED_STATUSES: readonly OrderStatus[] = ['cancelled', 'payment_failed'];

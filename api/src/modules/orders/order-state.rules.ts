/**
 * The order state machine — the one place that says which status may follow which.
 *
 *   pending_payment → confirmed | payment_failed      (online payment: the gateway decides; the
 *                                                       hold worker fails it when the hold runs out)
 *   pending_payment → cancelled                       (the back office lets go of an unpaid hold)
 *   confirmed → packed → shipped → delivered           (cash on delivery starts at confirmed)
 *   shipped → out_for_delivery → delivered             (optional step: the courier's last mile)
 *   confirmed | packed → cancelled                     (stock and the coupon use are given back)
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

/** The statuses this actor may move an order to from `from`. */
export function allowedNext(from: OrderStatus, actor: OrderActorKind): OrderStatus[] {
  const next = [...ORDER_TRANSITIONS[from]];
  if (actor === 'system') return next;
  // Only the payment decides paid or failed; the back office may cancel an unpaid order (its stock held for nothing).
  if (from === 'pending_payment') return actor === 'admin' ? ['cancelled'] : [];
  return actor === 'customer' ? next.filter((s) => s === 'cancelled') : next;
}

/** Null when the move is allowed, else the 400 message naming what is allowed. */
export function transitionProblem(from: OrderStatus, to: unknown, actor: OrderActorKind): string | null {
  if (!isOrderStatus(to)) return `Unknown order status ${JSON.stringify(String(to)).slice(0, 40)}. Statuses: ${ORDER_STATUSES.join(', ')}`;
  const allowed = allowedNext(from, actor);
  if (allowed.includes(to)) return null;
  return `An order that is ${from} cannot become ${to}. Allowed: ${allowed.length ? allowed.join(', ') : 'none'}`;
}

export const canCustomerCancel = (status: OrderStatus): boolean => allowedNext(status, 'customer').includes('cancelled');

/** Statuses whose order has given its stock back (or never took it for good). */
export const RELEASED_STATUSES: readonly OrderStatus[] = ['cancelled', 'payment_failed'];

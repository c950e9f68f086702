import { paiseToRupees } from '@kapda/rules/pricing';
import { trackingUrlFor } from '@kapda/rules/couriers';
import type { Order, OrderAddress, OrderEvent, OrderLine } from './order.entity';
import { STATUS_LABELS, canCustomerCancel, isOrderStatus } from './order-state.rules';
import type { OrderAddressView, OrderEventView, OrderItemView, OrderView } from './order.types';

const r = paiseToRupees;

const address = (a: OrderAddress | null): OrderAddressView | null => (a ? { ...a, line2: a.line2 ?? null, landmark: a.landmark ?? null } : null);

export function orderItemView(l: OrderLine): OrderItemView {
  return {
    productId: String(l.productId), title: l.title, slug: l.slug, variantSku: l.variantSku, size: l.size, color: l.color, quantity: l.quantity,
    unitPrice: r(l.unitPrice), lineTotal: r(l.lineTotal), discount: r(l.discount), hsn: l.hsn, gstRate: l.gstRate,
    taxableValue: r(l.taxableValue), cgst: r(l.cgst), sgst: r(l.sgst), igst: r(l.igst), image: l.image,
  };
}

export function orderView(o: Order, lines: OrderLine[]): OrderView {
  const sum = (f: (l: OrderLine) => number) => r(lines.reduce((s, l) => s + f(l), 0));
  return {
    id: String(o.id), orderNumber: o.orderNumber, status: o.status, statusLabel: isOrderStatus(o.status) ? STATUS_LABELS[o.status] : o.status,
    items: lines.map(orderItemView), itemCount: lines.reduce((s, l) => s + l.quantity, 0),
    subtotal: r(o.subtotal), discount: r(o.discount), shipping: 0, total: r(o.total), storeCreditUsed: r(o.storeCreditUsed), amountDue: r(o.total - o.storeCreditUsed), taxAmount: r(o.taxAmount),
    cgst: sum((l) => l.cgst), sgst: sum((l) => l.sgst), igst: sum((l) => l.igst),
    couponCode: o.couponCode, email: o.email, shippingAddress: address(o.shippingAddress)!, billingAddress: address(o.billingAddress), gstin: o.gstin,
    paymentMethod: o.paymentMethod, paymentStatus: o.paymentStatus, courier: o.courier, trackingNumber: o.trackingNumber, whatsappOptIn: Boolean(o.whatsappOptIn),
    trackingUrl: trackingUrlFor(o.courier, o.trackingNumber),
    holdExpiresAt: o.status === 'pending_payment' ? o.holdExpiresAt : null,
    canCancel: isOrderStatus(o.status) && canCustomerCancel(o.status, o), createdAt: o.createdAt,
  };
}

export function orderEventView(e: OrderEvent): OrderEventView {
  return {
    fromStatus: e.fromStatus, status: e.toStatus, label: isOrderStatus(e.toStatus) ? STATUS_LABELS[e.toStatus] : e.toStatus,
    actor: e.actor.split(':')[0], note: e.note, at: e.createdAt,
  };
}

/** The REST shape (SPEC.md §7 style: `_id`). */
export function restOrder(o: Order, lines: OrderLine[]) {
  const { id, ...rest } = orderView(o, lines);
  return { _id: id, ...rest };
}

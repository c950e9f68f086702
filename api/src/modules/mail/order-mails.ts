import type { Order, OrderLine } from '../orders/order.entity';
import type { OrderStatus } from '../orders/order-state.rules';
import { formatIndiaDateTime } from '@kapda/rules/dates';
import { formatRupees } from '@kapda/rules/pricing';
import { COURIER_MESSAGES, trackingUrlFor } from '@kapda/rules/couriers';
import { layout, type RenderedMail } from './templates';

const rupees = (paise: number) => formatRupees(paise / 100);

function summary(order: Order, lines: OrderLine[]): string[] {
  const a = order.shippingAddress;
  return [
    `Order ${order.orderNumber}, placed ${formatIndiaDateTime(order.createdAt)} IST`,
    ...lines.map((l) => `${l.quantity} × ${l.title} (${l.size}, ${l.color}) — ${rupees(l.lineTotal)}`),
    // A discount without a coupon is an exchange's replacement order: the coupon share the returned pieces had, carried over.
    order.discount > 0 ? (order.couponCode ? `Coupon ${order.couponCode}: −${rupees(order.discount)}` : `Discount carried over from your order: −${rupees(order.discount)}`) : '',
    `Total ${rupees(order.total)} (GST included: ${rupees(order.taxAmount)}) · Shipping free`,
    `Payment: ${order.paymentMethod === 'exchange' ? 'paid by your exchange (the pieces you sent back): nothing to pay' : order.total === 0 ? 'nothing to pay' : order.paymentMethod === 'store_credit' ? 'paid with store credit' : order.paymentMethod === 'cod' ? 'cash on delivery' : 'paid online'}`,
    // Part paid with store credit: what it paid and what is left (collected on delivery, or paid online).
    order.storeCreditUsed > 0 && order.paymentMethod !== 'store_credit' ? `Store credit used: ${rupees(order.storeCreditUsed)} · ${order.paymentMethod === 'cod' ? 'to pay on delivery' : 'paid online'}: ${rupees(order.total - order.storeCreditUsed)}` : '',
    a ? `Delivering to ${a.fullName}, ${a.line1}, ${a.city}, ${a.state} ${a.pincode}` : '',
  ].filter(Boolean);
}

/** The mail a customer gets when their order is confirmed, shipped, out for delivery, delivered or cancelled. */
export function orderStatusMail(d: { order: Order; lines: OrderLine[]; status: OrderStatus; orderUrl: string; invoiceSerial: string | null }): RenderedMail {
  const { order } = d;
  const name = order.shippingAddress?.fullName.split(' ')[0];
  const n = order.orderNumber;
  const base = { greetingName: name, highlight: { kind: 'button' as const, label: 'View your order', url: d.orderUrl }, reason: 'You received this email because an order was placed with this address at Kapda.' };
  // The courier's page for the parcel, when the courier is one we know (otherwise the number is in the text).
  const trackingUrl = trackingUrlFor(order.courier, order.trackingNumber);
  const track = trackingUrl ? [{ label: COURIER_MESSAGES.trackYourParcel, url: trackingUrl }] : [];
  switch (d.status) {
    case 'shipped':
      return layout({
        ...base, ...(trackingUrl ? { highlight: { kind: 'button' as const, label: COURIER_MESSAGES.trackYourParcel, url: trackingUrl }, links: [{ label: 'View your order', url: d.orderUrl }] } : {}),
        template: 'order_shipped', subject: `Your Kapda order ${n} has shipped`, preheader: `Tracking number ${order.trackingNumber ?? ''}`,
        intro: [`Good news: order ${n} is on its way with ${order.courier ?? 'our courier'}.`, `Tracking number: ${order.trackingNumber ?? ''}.`, ...(d.invoiceSerial ? [`Your tax invoice ${d.invoiceSerial} is on the order page.`] : [])],
        outro: summary(order, d.lines),
      });
    case 'out_for_delivery':
      return layout({
        ...base, links: track, template: 'order_out_for_delivery', subject: `Your Kapda order ${n} is out for delivery`, preheader: 'Arriving today',
        intro: [`Order ${n} is out for delivery with ${order.courier ?? 'our courier'} and should reach you today.`, ...(order.trackingNumber ? [`Tracking number: ${order.trackingNumber}.`] : [])],
        outro: summary(order, d.lines),
      });
    case 'delivered':
      return layout({
        ...base, links: track, template: 'order_delivered', subject: `Your Kapda order ${n} was delivered`, preheader: 'We hope you love it',
        intro: [`Order ${n} has been delivered. We hope you love it.`, 'You can return or exchange it within 30 days.'],
        outro: summary(order, d.lines),
      });
    case 'cancelled':
      return layout({
        ...base, template: 'order_cancelled', subject: `Your Kapda order ${n} was cancelled`, preheader: 'Any online payment is refunded',
        intro: [`Order ${n} has been cancelled.`, order.paymentMethod === 'online' && order.paymentStatus !== 'not_collected' ? 'Your online payment is refunded to the way you paid; banks take 5–7 working days to show it.' : order.paymentMethod === 'exchange' ? 'It was your exchange\'s replacement: the value of the pieces you sent back is refunded to you, and we will write when it is.' : 'Nothing was charged.'],
        outro: summary(order, d.lines),
      });
    default:
      return layout({
        ...base, template: 'order_confirmed', subject: `Your Kapda order ${n} is confirmed`, preheader: `Total ${rupees(order.total)}`,
        intro: [`Thank you for shopping with Kapda. Your order ${n} is confirmed and we are getting it ready.`],
        outro: summary(order, d.lines),
      });
  }
}

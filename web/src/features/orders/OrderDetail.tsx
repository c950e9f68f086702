import { formatIndiaDateTime } from '@kapda/rules/dates';
import { formatRupees } from '@kapda/rules/pricing';
import { trackingUrlTakesNumber } from '@kapda/rules/couriers';
import { useSnackbar } from 'notistack';
import { Link, useLocation } from 'react-router';
import type { OrderDetailFieldsFragment } from '../../gql/graphql';
import { useCancelOrderMutation } from '../../gql/hooks/CancelOrder';
import { useRetryPaymentMutation } from '../../gql/hooks/RetryPayment';
import { useStopOrderWhatsappMutation } from '../../gql/hooks/StopOrderWhatsapp';
import { describeFailure } from '../auth';
import { SwitchToCod, payOnline } from '../checkout';
import { OrderReturnsSection, ReturnLineAction, useOrderReturns } from './OrderReturns';
import './orders.css';

/** India's time, wherever the shopper's browser is. */
const dateTime = formatIndiaDateTime;
const ACTORS: Record<string, string> = { customer: 'you', guest: 'you', admin: 'Kapda', system: 'payment' };
const PAYMENT_STATUS: Record<string, string> = {
  pending: 'to be paid on delivery', awaiting: 'awaiting payment', paid: 'paid', failed: 'payment failed', refunded: 'refunded', not_collected: 'not charged',
  refund_pending: 'refund on its way', partially_refunded: 'partly refunded', refund_failed: 'refund delayed: our team is on it', review: 'payment being checked by our team',
};

/** An order as its customer sees it: status and timeline, lines, address, payment, invoice, and Cancel while allowed. */
export function OrderDetail({ detail, token, onChange }: { detail: OrderDetailFieldsFragment; token: string | null; onChange(next: OrderDetailFieldsFragment): void }) {
  const { order, timeline } = detail;
  const { enqueueSnackbar } = useSnackbar();
  const [cancel, { loading: cancelling }] = useCancelOrderMutation();
  const [retry, { loading: retrying }] = useRetryPaymentMutation();
  const returns = useOrderReturns(order.id, token, order.status === 'delivered');
  const a = order.shippingAddress;
  // A member's delivered order offers "Write a review" once per product (the product page's #write-review opens the form).
  const inAccount = useLocation().pathname.startsWith('/account/');
  const canReview = inAccount && order.status === 'delivered';
  const reviewLine = new Set(order.items.map((l) => order.items.find((m) => m.productId === l.productId)!.variantSku));

  const doCancel = async () => {
    if (!window.confirm(`Cancel order ${order.orderNumber}?`)) return;
    try {
      const { data } = await cancel({ variables: { id: order.id, token } });
      onChange(data!.cancelOrder);
      enqueueSnackbar('Order cancelled', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(describeFailure(error).serverMessage ?? 'Could not cancel the order. Please try again.', { variant: 'error' });
    }
  };
  const doRetry = async () => {
    try {
      const { data } = await retry({ variables: { orderId: order.id, token } });
      if (!data) return;
      await payOnline(data.retryPayment, { name: a.fullName, email: order.email, phone: a.phone }, {
        returned: (path) => window.location.assign(path),
        stopped: (reason) => enqueueSnackbar(reason ?? 'The payment window was closed. Your order is waiting for its payment.', { variant: reason ? 'error' : 'info' }),
      }, token);
    } catch (error) {
      enqueueSnackbar(describeFailure(error).serverMessage ?? 'Could not start the payment. Please try again.', { variant: 'error' });
    }
  };

  return (
    <article className="order-detail" aria-labelledby="order-title">
      <header className="order-detail__head">
        <div>
          <h1 id="order-title" className="account__title">Order {order.orderNumber}</h1>
          <p>Placed {dateTime(order.createdAt)}</p>
        </div>
        <span className={`order-status order-status--${order.status}`}>{order.statusLabel}</span>
      </header>

      <OrderTracking detail={detail} />

      <section aria-label="Timeline">
        <h2>Timeline</h2>
        <ol className="order-timeline">
          {timeline.map((e, i) => (
            <li key={i}><strong>{e.label}</strong> <time dateTime={e.at}>{dateTime(e.at)}</time> <small>by {ACTORS[e.actor] ?? e.actor}{e.note ? ` · ${e.note}` : ''}</small></li>
          ))}
        </ol>
      </section>

      <section aria-label="Items">
        <h2>Items</h2>
        <ul className="order-lines">
          {order.items.map((l) => (
            <li key={l.variantSku}>
              <span>{l.title} <small>({l.size}, {l.color}) × {l.quantity}</small><ReturnLineAction state={returns} variantSku={l.variantSku} />
                {canReview && reviewLine.has(l.variantSku) && (
                  <Link className="order-line__review" to={`/product/${encodeURIComponent(l.slug)}#write-review`} aria-label={`Write a review of ${l.title}`}>Write a review</Link>
                )}
              </span>
              <span>{formatRupees(l.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <dl className="cart-totals">
          <div><dt>Subtotal (incl. taxes)</dt><dd>{formatRupees(order.subtotal)}</dd></div>
          {order.discount > 0 && <div className="cart-totals__discount"><dt>{order.couponCode ? `Coupon (${order.couponCode})` : 'Discount carried over from your order'}</dt><dd>−{formatRupees(order.discount)}</dd></div>}
          <div><dt>Shipping</dt><dd className="cart-totals__free">Free</dd></div>
          <div className="cart-totals__total"><dt>Total</dt><dd>{formatRupees(order.total)}</dd></div>
          {order.storeCreditUsed > 0 && <div><dt>Paid with store credit</dt><dd>−{formatRupees(order.storeCreditUsed)}</dd></div>}
          {order.paymentMethod === 'exchange' && <div><dt>Paid by your exchange</dt><dd>−{formatRupees(order.total)}</dd></div>}
          {order.storeCreditUsed > 0 && <div><dt>{order.paymentMethod === 'cod' ? 'To pay on delivery' : order.paymentMethod === 'online' ? 'Paid online' : 'Left to pay'}</dt><dd>{formatRupees(order.amountDue)}</dd></div>}
        </dl>
        <p className="cart-totals__gst">Includes GST of {formatRupees(order.taxAmount)}{order.igst > 0 ? ` (IGST ${formatRupees(order.igst)})` : ` (CGST ${formatRupees(order.cgst)} + SGST ${formatRupees(order.sgst)})`}.</p>
      </section>

      <OrderReturnsSection state={returns} />

      <div className="order-detail__grid">
        <section aria-label="Delivery address">
          <h2>Delivery address</h2>
          <address>{a.fullName}<br />{a.line1}{a.line2 ? <>, {a.line2}</> : null}<br />{a.landmark ? <>{a.landmark}<br /></> : null}{a.city}, {a.state} {a.pincode}<br />+91 {a.phone}</address>
        </section>
        <section aria-label="Payment">
          <h2>Payment</h2>
          <p>{order.paymentMethod === 'cod' ? 'Cash on delivery' : order.paymentMethod === 'store_credit' ? 'Store credit' : order.paymentMethod === 'exchange' ? 'Exchange: paid by the pieces you sent back' : 'Online'}{order.paymentMethod !== 'store_credit' && order.storeCreditUsed > 0 ? ' + store credit' : ''} · {PAYMENT_STATUS[order.paymentStatus] ?? order.paymentStatus}</p>
          {order.gstin && <p>GSTIN {order.gstin}</p>}
          {order.status === 'pending_payment' && (
            <div className="order-detail__pay">
              <button type="button" className="button button--primary" onClick={() => void doRetry()} disabled={retrying}>{retrying ? 'Starting…' : 'Pay now'}</button>
              <SwitchToCod orderId={order.id} token={token} onSwitched={(next) => { onChange(next); enqueueSnackbar('Your order is confirmed. Please pay cash on delivery.', { variant: 'success' }); }} />
            </div>
          )}
        </section>
        <section aria-label="Invoice">
          <h2>Invoice</h2>
          {detail.invoiceUrl ? (
            <p>Tax invoice {detail.invoiceSerial}: <a href={detail.invoiceUrl} target="_blank" rel="noreferrer">View and print</a> · <a href={`${detail.invoiceUrl}&format=pdf`}>Download PDF</a></p>
          ) : (
            <p>Your tax invoice is issued when the order ships.</p>
          )}
        </section>
      </div>

      <WhatsAppUpdates detail={detail} token={token} onChange={onChange} />

      {order.canCancel && (
        <button type="button" className="button order-detail__cancel" onClick={() => void doCancel()} disabled={cancelling}>{cancelling ? 'Cancelling…' : 'Cancel order'}</button>
      )}
    </article>
  );
}

/** Orders still moving get WhatsApp updates; once delivered or cancelled only a refund may still come. */
const FINISHED = new Set(['cancelled', 'payment_failed']);

/**
 * The order's WhatsApp updates, when the shopper asked for them at checkout: a way to stop them for this
 * order (nothing more is sent, not even what was queued). The account's setting stops them for every order.
 */
function WhatsAppUpdates({ detail, token, onChange }: { detail: OrderDetailFieldsFragment; token: string | null; onChange(next: OrderDetailFieldsFragment): void }) {
  const { order } = detail;
  const { enqueueSnackbar } = useSnackbar();
  const [stop, { loading }] = useStopOrderWhatsappMutation();
  if (!order.whatsappOptIn || FINISHED.has(order.status)) return null;
  const doStop = async () => {
    try {
      const { data } = await stop({ variables: { id: order.id, token } });
      onChange(data!.stopOrderWhatsapp);
      enqueueSnackbar('WhatsApp updates for this order are off', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(describeFailure(error).serverMessage ?? 'Could not stop the WhatsApp updates. Please try again.', { variant: 'error' });
    }
  };
  return (
    <section className="order-whatsapp" aria-label="WhatsApp updates">
      <p>You get updates on this order on WhatsApp at +91 {order.shippingAddress.phone}.</p>
      <button type="button" className="button button--ghost button--small" onClick={() => void doStop()} disabled={loading}>{loading ? 'Stopping…' : 'Stop WhatsApp updates'}</button>
    </section>
  );
}

/**
 * Where the parcel is: "Arrives by Sat, 28 Nov" from the PIN's delivery days, and once shipped the
 * courier, the tracking number and a Track button to the courier's page (a courier not on our list:
 * the number as text to quote to them).
 */
function OrderTracking({ detail }: { detail: OrderDetailFieldsFragment }) {
  const { order } = detail;
  if (!detail.expectedDeliveryText && !order.trackingNumber) return null;
  return (
    <section className="order-tracking" aria-label="Delivery">
      {detail.expectedDeliveryText && <p className="order-tracking__eta"><strong>{detail.expectedDeliveryText}</strong></p>}
      {order.trackingNumber && (
        <div className="order-tracking__parcel">
          <p>Shipped with {order.courier ?? 'our courier'} · tracking number <strong className="order-tracking__awb">{order.trackingNumber}</strong></p>
          {order.trackingUrl && (
            <a className="button button--primary order-tracking__track" href={order.trackingUrl} target="_blank" rel="noopener noreferrer" aria-label={`Track your parcel on the ${order.courier} website (opens in a new tab)`}>
              Track
            </a>
          )}
          {order.trackingUrl && !trackingUrlTakesNumber(order.courier) && <p className="order-tracking__hint">Enter the tracking number on {order.courier}&rsquo;s page.</p>}
        </div>
      )}
    </section>
  );
}

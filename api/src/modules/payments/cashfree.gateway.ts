import { createHash } from 'node:crypto';
import type { AttemptRef, PaymentGateway, PaymentOutcome, PaymentRequest, RefundOutcome, RefundRequest, StartedPayment, WebhookNotice } from './gateway';
import { GatewayError } from './gateway';
import { callGateway, field, hmacBase64, paiseToRupeeAmount, rupeeAmountToPaise, sameSecret, str } from './gateway-http';

/** The Cashfree PG API version every call pins. */
export const CASHFREE_API_VERSION = '2023-08-01';
/** A webhook older (or newer) than this is refused: a replayed capture cannot be fed in later. */
export const CASHFREE_WEBHOOK_TOLERANCE_MS = 5 * 60_000;

export interface CashfreeSettings {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  /** https://sandbox.cashfree.com/pg or https://api.cashfree.com/pg (paths /orders… below it). */
  apiUrl: string;
  /** The store's public address, for the return to /payment/callback. */
  publicUrl: string;
}

const describe = (body: unknown) => str(body, 'message');

/**
 * Cashfree PG: an order created server-side (x-client-id / x-client-secret / x-api-version, rupees
 * with two decimals), paid in Cashfree's JS checkout with its payment session id. The return carries
 * no signature, so it is only a prompt to ask Cashfree (GET /orders/{id}); webhooks are signed
 * base64 HMAC-SHA256 of timestamp + raw body under the client secret. Our order_id is the attempt's reference.
 */
export class CashfreeGateway implements PaymentGateway {
  readonly name = 'cashfree';
  readonly unsignedReturn = true;

  constructor(private readonly settings: CashfreeSettings) {}

  private call(method: string, path: string, body?: unknown) {
    return callGateway(`Cashfree ${method} ${path.replace(/\/orders\/[^/]+/, '/orders/…')}`, `${this.settings.apiUrl}${path}`, {
      method, body,
      headers: { 'x-client-id': this.settings.clientId, 'x-client-secret': this.settings.clientSecret, 'x-api-version': CASHFREE_API_VERSION },
    }, describe);
  }

  async createPayment(request: PaymentRequest): Promise<StartedPayment> {
    const order = await this.call('POST', '/orders', {
      order_id: request.reference,
      order_amount: paiseToRupeeAmount(request.amountPaise),
      order_currency: 'INR',
      customer_details: { customer_id: request.customerId, customer_email: request.email, customer_phone: request.phone, customer_name: request.name },
      order_meta: { return_url: `${this.settings.publicUrl}/payment/callback?gateway=cashfree&order_id={order_id}`, notify_url: `${this.settings.publicUrl}/api/payments/webhook/cashfree` },
      order_note: request.orderNumber,
      order_tags: { order_number: request.orderNumber },
    });
    const sessionId = str(order, 'payment_session_id');
    if (!sessionId) throw new GatewayError('Cashfree answered an order without a payment session');
    return { gatewayOrderId: request.reference, redirectUrl: null, checkout: { gateway: this.name, gatewayOrderId: request.reference, paymentSessionId: sessionId, environment: this.settings.environment } };
  }

  returnKey(params: Record<string, string>) {
    return params.order_id ? { gatewayOrderId: params.order_id } : null;
  }

  /** Nothing to check in the return itself: ask Cashfree; anything but PAID for our amount leaves the order waiting. */
  async verifyReturn(_params: Record<string, string>, attempt: AttemptRef): Promise<PaymentOutcome | 'pending'> {
    return (await this.fetchOutcome(attempt)) ?? 'pending';
  }

  parseWebhook(rawBody: string, header: (name: string) => string | undefined, now: Date): WebhookNotice | null {
    const timestamp = header('x-webhook-timestamp') ?? '';
    if (!/^\d{10,13}$/.test(timestamp)) return null;
    const ms = timestamp.length === 13 ? Number(timestamp) : Number(timestamp) * 1000;
    if (Math.abs(now.getTime() - ms) > CASHFREE_WEBHOOK_TOLERANCE_MS) return null;
    if (!sameSecret(hmacBase64(this.settings.clientSecret, timestamp + rawBody), header('x-webhook-signature'))) return null;
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const event = str(body, 'type') ?? '';
    const data = field(body, 'data');
    const notice: WebhookNotice = { eventId: header('x-idempotency-key') ?? createHash('sha256').update(timestamp + rawBody).digest('hex'), event };
    const payment = field(data, 'payment');
    if ((event === 'PAYMENT_SUCCESS_WEBHOOK' || event === 'PAYMENT_FAILED_WEBHOOK' || event === 'PAYMENT_USER_DROPPED_WEBHOOK') && payment) {
      const paid = event === 'PAYMENT_SUCCESS_WEBHOOK' && str(payment, 'payment_status') === 'SUCCESS';
      notice.payment = {
        gatewayOrderId: str(field(data, 'order'), 'order_id'), gatewayPaymentId: str(payment, 'cf_payment_id') ?? '', amountPaise: rupeeAmountToPaise(field(payment, 'payment_amount')) ?? -1,
        status: paid ? 'paid' : 'failed', reason: str(field(data, 'error_details'), 'error_description') ?? str(payment, 'payment_message') ?? (event === 'PAYMENT_USER_DROPPED_WEBHOOK' ? 'The payment window was closed' : null),
      };
    }
    const refund = field(data, 'refund');
    if (event === 'REFUND_STATUS_WEBHOOK' && refund) {
      const status = str(refund, 'refund_status');
      if (status === 'SUCCESS' || status === 'CANCELLED' || status === 'FAILED') {
        notice.refund = { refundKey: str(refund, 'refund_id') ?? null, gatewayRefundId: str(refund, 'cf_refund_id') ?? null, status: status === 'SUCCESS' ? 'processed' : 'failed', reason: str(refund, 'status_description') ?? null };
      }
    }
    return notice;
  }

  /** PAID settles it paid (with the successful payment's id and amount); EXPIRED/TERMINATED or a last failed try, failed. */
  async fetchOutcome(attempt: AttemptRef): Promise<PaymentOutcome | null> {
    const id = attempt.gatewayOrderId ?? attempt.reference;
    const order = await this.call('GET', `/orders/${encodeURIComponent(id)}`);
    const status = str(order, 'order_status');
    const payments = (await this.call('GET', `/orders/${encodeURIComponent(id)}/payments`)) as unknown[] | null;
    const tries = Array.isArray(payments) ? payments : [];
    if (status === 'PAID') {
      const success = tries.find((p) => str(p, 'payment_status') === 'SUCCESS');
      const amount = rupeeAmountToPaise(field(success ?? order, success ? 'payment_amount' : 'order_amount')) ?? -1;
      return { gatewayOrderId: id, status: 'paid', gatewayPaymentId: str(success, 'cf_payment_id') ?? str(order, 'cf_order_id') ?? id, amountPaise: amount };
    }
    const last = tries[tries.length - 1];
    const lastStatus = str(last, 'payment_status');
    if (status === 'EXPIRED' || status === 'TERMINATED' || lastStatus === 'FAILED' || lastStatus === 'USER_DROPPED' || lastStatus === 'CANCELLED') {
      return { gatewayOrderId: id, status: 'failed', gatewayPaymentId: str(last, 'cf_payment_id') ?? id, amountPaise: attempt.amount, reason: str(last, 'payment_message') ?? `Cashfree order ${status?.toLowerCase() ?? 'not paid'}` };
    }
    return null;
  }

  /** Our refund_id makes the refund idempotent on Cashfree's side: asked again, it is read back, not made twice. */
  async refund(request: RefundRequest): Promise<RefundOutcome> {
    const id = encodeURIComponent(request.gatewayOrderId ?? request.reference);
    let refund: unknown;
    try {
      refund = await this.call('POST', `/orders/${id}/refunds`, { refund_amount: paiseToRupeeAmount(request.amountPaise), refund_id: request.refundKey, refund_note: 'Kapda order refund' });
    } catch (error) {
      if (!(error instanceof GatewayError) || error.status !== 409) throw error;
      refund = await this.call('GET', `/orders/${id}/refunds/${encodeURIComponent(request.refundKey)}`);
    }
    const status = str(refund, 'refund_status');
    return { gatewayRefundId: str(refund, 'cf_refund_id') ?? null, status: status === 'SUCCESS' ? 'processed' : status === 'CANCELLED' || status === 'FAILED' ? 'failed' : 'pending', reason: str(refund, 'status_description') ?? null };
  }
}

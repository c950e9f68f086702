import { createHash } from 'node:crypto';
import { GatewayError, type AttemptRef, type PaymentGateway, type PaymentOutcome, type PaymentRequest, type RefundOutcome, type RefundRequest, type StartedPayment, type WebhookNotice } from './gateway';
import { callGateway, field, hmacHex, sameSecret, str } from './gateway-http';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com (paths /v1/… below it). */
  apiUrl: string;
}

const describe = (body: unknown) => str(field(body, 'error'), 'description');
const ID = /^[A-Za-z0-9_]{1,60}$/;

/**
 * Razorpay Standard Checkout: an order created server-side (Basic auth key_id:key_secret, paise),
 * opened by checkout.js in the page; the answer it hands back is signed with the key secret
 * (hex HMAC-SHA256 of "<order id>|<payment id>"), the webhook with the webhook secret over the raw body.
 */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay';

  constructor(private readonly settings: RazorpaySettings) {}

  private call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const auth = Buffer.from(`${this.settings.keyId}:${this.settings.keySecret}`).toString('base64');
    return callGateway(`Razorpay ${method} ${path.replace(/\/(order|pay|rfnd)_[A-Za-z0-9]+/g, '/$1_…')}`, `${this.settings.apiUrl}/v1${path}`, { method, headers: { authorization: `Basic ${auth}`, ...headers }, body }, describe);
  }

  async createPayment(request: PaymentRequest): Promise<StartedPayment> {
    const order = await this.call('POST', '/orders', { amount: request.amountPaise, currency: 'INR', receipt: request.orderNumber, notes: { reference: request.reference } });
    const id = str(order, 'id');
    if (!id) throw new Error('Razorpay answered an order without an id');
    return { gatewayOrderId: id, redirectUrl: null, checkout: { gateway: this.name, keyId: this.settings.keyId, gatewayOrderId: id, amount: request.amountPaise, currency: 'INR' } };
  }

  returnKey(params: Record<string, string>) {
    return params.razorpay_order_id ? { gatewayOrderId: params.razorpay_order_id } : null;
  }

  /** Checkout's handler answer: the signature covers OUR stored order id, never the one the browser claims. */
  async verifyReturn(params: Record<string, string>, attempt: AttemptRef): Promise<PaymentOutcome | null> {
    const paymentId = params.razorpay_payment_id;
    if (!attempt.gatewayOrderId || !paymentId || !ID.test(paymentId)) return null;
    if (!sameSecret(hmacHex(this.settings.keySecret, `${attempt.gatewayOrderId}|${paymentId}`), params.razorpay_signature)) return null;
    return { gatewayOrderId: attempt.gatewayOrderId, status: 'paid', gatewayPaymentId: paymentId, amountPaise: attempt.amount };
  }

  parseWebhook(rawBody: string, header: (name: string) => string | undefined): WebhookNotice | null {
    if (!sameSecret(hmacHex(this.settings.webhookSecret, rawBody), header('x-razorpay-signature'))) return null;
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const event = str(body, 'event') ?? '';
    const eventId = header('x-razorpay-event-id') ?? createHash('sha256').update(rawBody).digest('hex');
    const payload = field(body, 'payload');
    const payment = field(field(payload, 'payment'), 'entity');
    const notice: WebhookNotice = { eventId, event };
    if ((event === 'payment.captured' || event === 'order.paid' || event === 'payment.failed') && payment) {
      const amount = field(payment, 'amount');
      notice.payment = {
        gatewayOrderId: str(payment, 'order_id'), gatewayPaymentId: str(payment, 'id') ?? '', amountPaise: typeof amount === 'number' ? amount : -1,
        status: event === 'payment.failed' ? 'failed' : 'paid', reason: str(payment, 'error_description') ?? null,
      };
    }
    const refund = field(field(payload, 'refund'), 'entity');
    if ((event === 'refund.processed' || event === 'refund.failed') && refund) {
      notice.refund = { refundKey: str(refund, 'receipt') ?? str(field(refund, 'notes'), 'refund_key') ?? null, gatewayRefundId: str(refund, 'id') ?? null, status: event === 'refund.processed' ? 'processed' : 'failed' };
    }
    return notice;
  }

  /** The order's payments: a captured one settles it; only failures settle it as failed. */
  async fetchOutcome(attempt: AttemptRef): Promise<PaymentOutcome | null> {
    if (!attempt.gatewayOrderId) return null;
    const list = await this.call('GET', `/orders/${encodeURIComponent(attempt.gatewayOrderId)}/payments`);
    const items = (field(list, 'items') as unknown[] | undefined) ?? [];
    const captured = items.find((p) => str(p, 'status') === 'captured');
    if (captured) return { gatewayOrderId: attempt.gatewayOrderId, status: 'paid', gatewayPaymentId: str(captured, 'id') ?? '', amountPaise: Number(field(captured, 'amount')) };
    if (items.length > 0 && items.every((p) => str(p, 'status') === 'failed')) {
      const last = items[0];
      return { gatewayOrderId: attempt.gatewayOrderId, status: 'failed', gatewayPaymentId: str(last, 'id') ?? '', amountPaise: Number(field(last, 'amount')), reason: str(last, 'error_description') ?? null };
    }
    return null;
  }

  /** The reference createPayment kept in the order's notes. */
  async referenceOf(gatewayOrderId: string): Promise<string | null> {
    if (!ID.test(gatewayOrderId)) return null;
    const order = await this.call('GET', `/orders/${encodeURIComponent(gatewayOrderId)}`);
    return str(field(order, 'notes'), 'reference') ?? null;
  }

  /** The refund carries our key as X-Refund-Idempotency (and as its receipt, which its webhook echoes). */
  async refund(request: RefundRequest): Promise<RefundOutcome> {
    if (!request.gatewayPaymentId) throw new GatewayError('Razorpay refunds need the payment id', null, true);
    const refund = await this.call('POST', `/payments/${encodeURIComponent(request.gatewayPaymentId)}/refund`, { amount: request.amountPaise, receipt: request.refundKey, notes: { refund_key: request.refundKey } }, { 'X-Refund-Idempotency': request.refundKey });
    const status = str(refund, 'status');
    return { gatewayRefundId: str(refund, 'id') ?? null, status: status === 'processed' ? 'processed' : status === 'failed' ? 'failed' : 'pending' };
  }
}

import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins of Razorpay's and Cashfree's REST APIs for the tests: real HTTP servers speaking
 * the vendors' paths, headers, auth, amounts and error shapes (from their public API references),
 * with knobs to settle payments, fail the next call, and build signed webhooks. The store's adapters
 * talk to them over the network exactly as they would to the vendors.
 */
abstract class StandIn {
  private server: Server | undefined;
  url = '';
  /** Every call, for assertions: method, path, headers, parsed body. */
  readonly calls: Array<{ method: string; path: string; headers: IncomingMessage['headers']; body: any }> = [];
  private failures: Array<{ status: number; body: unknown }> = [];
  /** What happens to the next calls' answers after the call was carried out: sent late, replaced by a 5xx, or never sent. */
  private afterwards: Array<{ delayMs?: number; then?: 'hang_up' | number }> = [];

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.receive(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /**
   * The next call is carried out (a refund is made), then its answer is sent `delayMs` late, or replaced: `'hang_up'`
   * closes the connection without an answer (the store sees no answer, as after a timeout), a number answers that 5xx.
   */
  afterCarryingOut(options: { delayMs?: number; then?: 'hang_up' | number }): void {
    this.afterwards.push(options);
  }

  /** The next call answers this status and body instead. */
  failNext(status: number, body: unknown): void {
    this.failures.push({ status, body });
  }

  private async receive(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: any = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    this.calls.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
    const send = (status: number, answer: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    };
    const failure = this.failures.shift();
    if (failure) return send(failure.status, failure.body);
    const after = this.afterwards.shift();
    if (after?.delayMs) await new Promise((resolve) => setTimeout(resolve, after.delayMs));
    const [status, answer] = this.route(req.method ?? 'GET', path, req.headers, body);
    if (after?.then === 'hang_up') return void res.socket?.destroy();
    if (typeof after?.then === 'number') return send(after.then, { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble completing your request at the moment.' } });
    send(status, answer);
  }

  protected abstract route(method: string, path: string, headers: IncomingMessage['headers'], body: any): [number, unknown];
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

// ------------------------------------------------------------------ Razorpay

interface RzpOrder { id: string; entity: 'order'; amount: number; amount_paid: number; amount_due: number; currency: string; receipt: string; status: string; notes: unknown; created_at: number }
interface RzpPayment { id: string; entity: 'payment'; amount: number; currency: string; status: string; order_id: string; method: string; amount_refunded: number; error_code: string | null; error_description: string | null; email: string; contact: string; created_at: number }
interface RzpRefund { id: string; entity: 'refund'; amount: number; currency: string; payment_id: string; receipt: string | null; notes: unknown; status: string; created_at: number }

export class RazorpayStandIn extends StandIn {
  readonly keyId = 'rzp_test_StandIn0001';
  readonly keySecret = 'standin-key-secret-0123456789';
  readonly webhookSecret = 'standin-webhook-secret-98765';
  readonly orders = new Map<string, RzpOrder>();
  readonly payments = new Map<string, RzpPayment>();
  readonly refunds = new Map<string, RzpRefund>();
  private readonly refundsByKey = new Map<string, RzpRefund>();
  /** What a new refund's status is ('processed' at once, or 'pending' until refundSettles). */
  refundStatus: 'processed' | 'pending' = 'pending';

  /** The store's settings for this stand-in; its address is read when the store boots (after start). */
  env(): Record<string, string> {
    const standIn = this;
    return { PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: this.keyId, RAZORPAY_KEY_SECRET: this.keySecret, RAZORPAY_WEBHOOK_SECRET: this.webhookSecret, get RAZORPAY_API_URL() { return standIn.url; } };
  }

  protected route(method: string, path: string, headers: IncomingMessage['headers'], body: any): [number, unknown] {
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    if (headers.authorization !== expected) return [401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed', source: 'NA', step: 'NA', reason: 'NA' } }];
    const bad = (description: string): [number, unknown] => [400, { error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', field: null } }];
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/orders') {
      if (!Number.isInteger(body?.amount) || body.amount < 100) return bad('The amount must be atleast INR 1.00');
      if (body.currency !== 'INR') return bad('The currency provided is invalid');
      const order: RzpOrder = { id: id('order'), entity: 'order', amount: body.amount, amount_paid: 0, amount_due: body.amount, currency: 'INR', receipt: body.receipt, status: 'created', notes: body.notes ?? [], created_at: Math.floor(Date.now() / 1000) };
      this.orders.set(order.id, order);
      return [200, order];
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/orders\/([^/]+)$/))) {
      const order = this.orders.get(m[1]);
      return order ? [200, order] : bad('The id provided does not exist');
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/orders\/([^/]+)\/payments$/))) {
      if (!this.orders.has(m[1])) return bad('The id provided does not exist');
      const items = [...this.payments.values()].filter((p) => p.order_id === m![1]).reverse();
      return [200, { entity: 'collection', count: items.length, items }];
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/payments\/([^/]+)\/refund$/))) {
      const payment = this.payments.get(m[1]);
      if (!payment) return bad('The id provided does not exist');
      const key = headers['x-refund-idempotency'];
      if (typeof key === 'string' && this.refundsByKey.has(key)) return [200, this.refundsByKey.get(key)];
      if (payment.status !== 'captured') return bad('The payment has not been captured');
      const amount = body?.amount ?? payment.amount - payment.amount_refunded;
      if (amount > payment.amount - payment.amount_refunded) return bad('The refund amount provided is greater than amount captured');
      const refund: RzpRefund = { id: id('rfnd'), entity: 'refund', amount, currency: 'INR', payment_id: payment.id, receipt: body?.receipt ?? null, notes: body?.notes ?? [], status: this.refundStatus, created_at: Math.floor(Date.now() / 1000) };
      payment.amount_refunded += amount;
      this.refunds.set(refund.id, refund);
      if (typeof key === 'string') this.refundsByKey.set(key, refund);
      return [200, refund];
    }
    return [404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } }];
  }

  /** The shopper pays in checkout.js: a captured (or failed) payment, and the handler's signed answer. */
  pay(orderId: string, options: { fail?: boolean; amount?: number } = {}) {
    const order = this.orders.get(orderId)!;
    const payment: RzpPayment = {
      id: id('pay'), entity: 'payment', amount: options.amount ?? order.amount, currency: 'INR', status: options.fail ? 'failed' : 'captured', order_id: orderId, method: 'upi', amount_refunded: 0,
      error_code: options.fail ? 'BAD_REQUEST_ERROR' : null, error_description: options.fail ? 'Payment was declined by the bank' : null, email: 'asha@example.in', contact: '+919825012345', created_at: Math.floor(Date.now() / 1000),
    };
    this.payments.set(payment.id, payment);
    if (!options.fail) Object.assign(order, { status: 'paid', amount_paid: payment.amount, amount_due: 0 });
    else order.status = 'attempted';
    const signature = createHmac('sha256', this.keySecret).update(`${orderId}|${payment.id}`).digest('hex');
    return { payment, handler: { razorpay_order_id: orderId, razorpay_payment_id: payment.id, razorpay_signature: signature } };
  }

  /** A webhook as Razorpay sends it: raw JSON body, X-Razorpay-Signature over it, an event id. */
  webhook(event: string, entities: { payment?: RzpPayment; order?: RzpOrder; refund?: RzpRefund }, eventId = id('evt')) {
    const payload: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(entities)) if (v) payload[k] = { entity: v };
    const body = JSON.stringify({ entity: 'event', account_id: 'acc_StandIn', event, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) });
    const signature = createHmac('sha256', this.webhookSecret).update(body).digest('hex');
    return { body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId } };
  }
}

// ------------------------------------------------------------------ Cashfree

interface CfOrder { cf_order_id: string; order_id: string; entity: 'order'; order_currency: string; order_amount: number; order_status: string; payment_session_id: string; order_expiry_time: string; customer_details: any; order_meta: any; order_note: string | null }
interface CfPayment { cf_payment_id: string; order_id: string; entity: 'payment'; payment_status: string; payment_amount: number; payment_currency: string; payment_message: string; payment_time: string; payment_group: string }
interface CfRefund { cf_payment_id: string; cf_refund_id: string; refund_id: string; order_id: string; entity: 'refund'; refund_amount: number; refund_currency: string; refund_status: string; refund_note: string | null; status_description: string }

export class CashfreeStandIn extends StandIn {
  readonly clientId = 'CF-standin-client';
  readonly clientSecret = 'cfsk_standin_secret_0123456789';
  readonly apiVersion = '2023-08-01';
  readonly orders = new Map<string, CfOrder>();
  readonly payments = new Map<string, CfPayment[]>();
  readonly refunds = new Map<string, CfRefund>();

  /** The store's settings for this stand-in; its address is read when the store boots (after start). */
  env(): Record<string, string> {
    const standIn = this;
    return { PAYMENT_GATEWAY: 'cashfree', CASHFREE_CLIENT_ID: this.clientId, CASHFREE_CLIENT_SECRET: this.clientSecret, CASHFREE_ENV: 'sandbox', get CASHFREE_API_URL() { return standIn.url; }, PUBLIC_URL: 'https://shop.example.in' };
  }

  protected route(method: string, path: string, headers: IncomingMessage['headers'], body: any): [number, unknown] {
    if (headers['x-client-id'] !== this.clientId || headers['x-client-secret'] !== this.clientSecret) return [401, { message: 'authentication Failed', code: 'request_failed', type: 'authentication_error' }];
    if (headers['x-api-version'] !== this.apiVersion) return [400, { message: 'x-api-version : should be a valid version', code: 'x-api-version_invalid', type: 'invalid_request_error' }];
    const bad = (message: string, code = 'request_invalid', status = 400): [number, unknown] => [status, { message, code, type: 'invalid_request_error' }];
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/orders') {
      if (typeof body?.order_amount !== 'number' || body.order_amount < 1) return bad('order_amount : must be greater than or equal to 1', 'order_amount_invalid');
      if (Math.round(body.order_amount * 100) !== body.order_amount * 100) return bad('order_amount : must have at most two decimals', 'order_amount_invalid');
      if (!/^\d{10}$/.test(body.customer_details?.customer_phone ?? '')) return bad('customer_details.customer_phone : should be a valid phone number', 'customer_details.customer_phone_invalid');
      if (!/^[A-Za-z0-9_-]{1,50}$/.test(body.customer_details?.customer_id ?? '')) return bad('customer_details.customer_id : invalid', 'customer_details.customer_id_invalid');
      if (this.orders.has(body.order_id)) return bad('order with same id is already present', 'order_already_exists', 409);
      const order: CfOrder = {
        cf_order_id: String(Math.floor(Math.random() * 1e10)), order_id: body.order_id, entity: 'order', order_currency: body.order_currency, order_amount: body.order_amount, order_status: 'ACTIVE',
        payment_session_id: `session_${randomBytes(24).toString('base64url')}`, order_expiry_time: new Date(Date.now() + 30 * 86400_000).toISOString(), customer_details: body.customer_details, order_meta: body.order_meta, order_note: body.order_note ?? null,
      };
      this.orders.set(order.order_id, order);
      return [200, order];
    }
    if (method === 'GET' && (m = path.match(/^\/orders\/([^/]+)$/))) {
      const order = this.orders.get(decodeURIComponent(m[1]));
      return order ? [200, order] : bad('order not found', 'order_not_found', 404);
    }
    if (method === 'GET' && (m = path.match(/^\/orders\/([^/]+)\/payments$/))) {
      if (!this.orders.has(decodeURIComponent(m[1]))) return bad('order not found', 'order_not_found', 404);
      return [200, this.payments.get(decodeURIComponent(m[1])) ?? []];
    }
    if (method === 'POST' && (m = path.match(/^\/orders\/([^/]+)\/refunds$/))) {
      const order = this.orders.get(decodeURIComponent(m[1]));
      if (!order) return bad('order not found', 'order_not_found', 404);
      if (order.order_status !== 'PAID') return bad('Refund can be created only on a paid order', 'refund_invalid');
      if (this.refunds.has(body?.refund_id)) return bad('refund_id already exists', 'refund_already_exists', 409);
      const paid = (this.payments.get(order.order_id) ?? []).find((p) => p.payment_status === 'SUCCESS')!;
      const refund: CfRefund = { cf_payment_id: paid.cf_payment_id, cf_refund_id: String(Math.floor(Math.random() * 1e9)), refund_id: body.refund_id, order_id: order.order_id, entity: 'refund', refund_amount: body.refund_amount, refund_currency: 'INR', refund_status: 'PENDING', refund_note: body.refund_note ?? null, status_description: 'In Progress' };
      this.refunds.set(refund.refund_id, refund);
      return [200, refund];
    }
    if (method === 'GET' && (m = path.match(/^\/orders\/([^/]+)\/refunds\/([^/]+)$/))) {
      const refund = this.refunds.get(decodeURIComponent(m[2]));
      return refund ? [200, refund] : bad('refund not found', 'refund_not_found', 404);
    }
    return bad('Not found', 'not_found', 404);
  }

  /** The shopper pays in Cashfree's checkout: the order becomes PAID (or the try FAILED / USER_DROPPED). */
  pay(orderId: string, outcome: 'SUCCESS' | 'FAILED' | 'USER_DROPPED' = 'SUCCESS', amount?: number): CfPayment {
    const order = this.orders.get(orderId)!;
    const payment: CfPayment = {
      cf_payment_id: String(Math.floor(Math.random() * 1e10)), order_id: orderId, entity: 'payment', payment_status: outcome, payment_amount: amount ?? order.order_amount, payment_currency: 'INR',
      payment_message: outcome === 'SUCCESS' ? 'Transaction Successful' : outcome === 'FAILED' ? 'Insufficient funds' : 'User dropped and did not complete the two factor authentication', payment_time: new Date().toISOString(), payment_group: 'upi',
    };
    this.payments.set(orderId, [...(this.payments.get(orderId) ?? []), payment]);
    if (outcome === 'SUCCESS') order.order_status = 'PAID';
    return payment;
  }

  /** A webhook as Cashfree sends it: x-webhook-timestamp (ms) and base64 HMAC of timestamp + raw body. */
  webhook(type: string, data: Record<string, unknown>, options: { timestamp?: number; idempotencyKey?: string } = {}) {
    const body = JSON.stringify({ data, event_time: new Date().toISOString(), type });
    const timestamp = String(options.timestamp ?? Date.now());
    const signature = createHmac('sha256', this.clientSecret).update(timestamp + body).digest('base64');
    return { body, headers: { 'content-type': 'application/json', 'x-webhook-timestamp': timestamp, 'x-webhook-signature': signature, 'x-webhook-version': this.apiVersion, 'x-idempotency-key': options.idempotencyKey ?? randomBytes(8).toString('hex') } };
  }

  paymentWebhook(type: 'PAYMENT_SUCCESS_WEBHOOK' | 'PAYMENT_FAILED_WEBHOOK' | 'PAYMENT_USER_DROPPED_WEBHOOK', payment: CfPayment, options: { timestamp?: number; idempotencyKey?: string } = {}) {
    const order = this.orders.get(payment.order_id)!;
    return this.webhook(type, {
      order: { order_id: order.order_id, order_amount: order.order_amount, order_currency: 'INR', order_tags: null },
      payment: { cf_payment_id: payment.cf_payment_id, payment_status: payment.payment_status, payment_amount: payment.payment_amount, payment_currency: 'INR', payment_message: payment.payment_message, payment_time: payment.payment_time, payment_group: payment.payment_group },
      customer_details: order.customer_details,
      error_details: payment.payment_status === 'SUCCESS' ? null : { error_code: 'TRANSACTION_DECLINED', error_description: payment.payment_message, error_reason: 'payment_failed', error_source: 'customer' },
    }, options);
  }
}

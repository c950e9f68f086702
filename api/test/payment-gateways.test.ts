import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CashfreeGateway } from '../src/modules/payments/cashfree.gateway';
import { GatewayError } from '../src/modules/payments/gateway';
import { RazorpayGateway } from '../src/modules/payments/razorpay.gateway';
import { loadConfig } from '../src/config';
import { CashfreeStandIn, RazorpayStandIn } from './gateway-standins';

const request = { reference: 'pay_ref_0001', amountPaise: 105_050, orderNumber: 'KPD-2511-000041', email: 'asha@example.in', name: 'Asha Patel', phone: '9825012345', customerId: 'guest_0a1b2c' };

/** Signature rules, with vectors computed by openssl (an implementation other than ours). */
describe('gateway signature vectors', () => {
  it('Razorpay checkout: hex HMAC-SHA256 of "<our order id>|<payment id>" under the key secret', async () => {
    const gateway = new RazorpayGateway({ keyId: 'rzp_test_x', keySecret: 'EnLs21M47BllR3X8PSFtjtbd', webhookSecret: 'whsec_kapda_test', apiUrl: 'http://127.0.0.1:9' });
    const attempt = { reference: 'pay_ref', gatewayOrderId: 'order_IluGWxBm9U8zJ8', amount: 5000 };
    const good = { razorpay_order_id: 'order_IluGWxBm9U8zJ8', razorpay_payment_id: 'pay_IluGYHjuRy4k9S', razorpay_signature: '70822baa2373b45562d8aac4a50641af25f4be0661be06364a25d21d9b8d572b' };
    expect(await gateway.verifyReturn(good, attempt)).toEqual({ gatewayOrderId: 'order_IluGWxBm9U8zJ8', status: 'paid', gatewayPaymentId: 'pay_IluGYHjuRy4k9S', amountPaise: 5000 });
    // The browser's claimed order id is not what is signed: our stored one is.
    expect(await gateway.verifyReturn(good, { ...attempt, gatewayOrderId: 'order_Other' })).toBeNull();
    expect(await gateway.verifyReturn({ ...good, razorpay_signature: good.razorpay_signature.toUpperCase() }, attempt)).toBeNull();
    expect(await gateway.verifyReturn({ ...good, razorpay_signature: 'short' }, attempt)).toBeNull();
    expect(await gateway.verifyReturn({ ...good, razorpay_payment_id: 'pay_Other' }, attempt)).toBeNull();
  });

  it('Razorpay webhook: hex HMAC-SHA256 of the raw body under the webhook secret (never a re-serialised body)', () => {
    const gateway = new RazorpayGateway({ keyId: 'rzp_test_x', keySecret: 'k'.repeat(12), webhookSecret: 'whsec_kapda_test', apiUrl: 'http://127.0.0.1:9' });
    const raw = '{"entity":"event","event":"payment.captured"}';
    const header = (sig: string) => (name: string) => ({ 'x-razorpay-signature': sig, 'x-razorpay-event-id': 'evt_1' } as Record<string, string>)[name];
    expect(gateway.parseWebhook(raw, header('48ca309c435d6610f2889172ace7c934c0b72a383932a8b7e4ffd679519d2a2a'))).toMatchObject({ eventId: 'evt_1', event: 'payment.captured' });
    expect(gateway.parseWebhook('{"entity": "event", "event": "payment.captured"}', header('48ca309c435d6610f2889172ace7c934c0b72a383932a8b7e4ffd679519d2a2a'))).toBeNull();
    expect(gateway.parseWebhook(raw, header('0'.repeat(64)))).toBeNull();
  });

  it('Cashfree webhook: base64 HMAC-SHA256 of timestamp + raw body under the client secret; stale timestamps refused', () => {
    const gateway = new CashfreeGateway({ clientId: 'cf', clientSecret: 'cfsk_ma_test_secret', environment: 'sandbox', apiUrl: 'http://127.0.0.1:9', publicUrl: 'https://shop.example.in' });
    const raw = '{"data":{"order":{"order_id":"pay_abc"}},"type":"PAYMENT_SUCCESS_WEBHOOK"}';
    const headers = (sig: string, ts = '1617695238078') => (name: string) => ({ 'x-webhook-signature': sig, 'x-webhook-timestamp': ts } as Record<string, string>)[name];
    const then = new Date(1617695238078 + 60_000);
    expect(gateway.parseWebhook(raw, headers('SZ5Uh5ZkqVolQwSrm/2e5YDZXhJMTGNtnHuCmYlLf1Y='), then)).toMatchObject({ event: 'PAYMENT_SUCCESS_WEBHOOK' });
    expect(gateway.parseWebhook(raw, headers('SZ5Uh5ZkqVolQwSrm/2e5YDZXhJMTGNtnHuCmYlLf1Y='), new Date(1617695238078 + 6 * 60_000))).toBeNull();
    expect(gateway.parseWebhook(raw, headers('SZ5Uh5ZkqVolQwSrm/2e5YDZXhJMTGNtnHuCmYlLf1Y=', '1617695238079'), then)).toBeNull();
    expect(gateway.parseWebhook(raw.replace('pay_abc', 'pay_abd'), headers('SZ5Uh5ZkqVolQwSrm/2e5YDZXhJMTGNtnHuCmYlLf1Y='), then)).toBeNull();
  });
});

describe('Razorpay adapter against the stand-in API', () => {
  let api: RazorpayStandIn;
  let gateway: RazorpayGateway;
  beforeAll(async () => {
    api = await new RazorpayStandIn().start();
    gateway = new RazorpayGateway({ keyId: api.keyId, keySecret: api.keySecret, webhookSecret: api.webhookSecret, apiUrl: api.url });
  });
  afterAll(() => api.stop());

  it('creates an order in paise with Basic auth and our order number as receipt; reads its payments; refunds once per key', async () => {
    const started = await gateway.createPayment(request);
    const call = api.calls.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/orders', body: { amount: 105_050, currency: 'INR', receipt: 'KPD-2511-000041' } });
    expect(started.checkout).toEqual({ gateway: 'razorpay', keyId: api.keyId, gatewayOrderId: started.gatewayOrderId, amount: 105_050, currency: 'INR' });
    const attempt = { reference: request.reference, gatewayOrderId: started.gatewayOrderId, amount: 105_050 };
    expect(await gateway.fetchOutcome(attempt)).toBeNull();
    api.pay(started.gatewayOrderId!, { fail: true });
    expect(await gateway.fetchOutcome(attempt)).toMatchObject({ status: 'failed', reason: 'Payment was declined by the bank' });
    const { payment } = api.pay(started.gatewayOrderId!);
    expect(await gateway.fetchOutcome(attempt)).toEqual({ gatewayOrderId: started.gatewayOrderId, status: 'paid', gatewayPaymentId: payment.id, amountPaise: 105_050 });

    const refund = { reference: request.reference, gatewayOrderId: started.gatewayOrderId, gatewayPaymentId: payment.id, amountPaise: 105_050, refundKey: 'rf_pay_ref_0001_cancel' };
    const first = await gateway.refund(refund);
    const again = await gateway.refund(refund);
    expect(first).toEqual({ gatewayRefundId: expect.stringMatching(/^rfnd_/), status: 'pending' });
    expect(again.gatewayRefundId).toBe(first.gatewayRefundId);
    expect(api.refunds.size).toBe(1);
    expect(api.calls.at(-1)!.headers['x-refund-idempotency']).toBe('rf_pay_ref_0001_cancel');
  });

  it('turns the API’s errors into GatewayErrors with its description, never our secret', async () => {
    api.failNext(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00' } });
    const error = await gateway.createPayment(request).catch((e) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error.message).toContain('The amount must be atleast INR 1.00');
    const wrongKey = new RazorpayGateway({ keyId: api.keyId, keySecret: 'wrong-secret-000', webhookSecret: api.webhookSecret, apiUrl: api.url });
    const denied = await wrongKey.createPayment(request).catch((e) => e);
    expect(denied).toMatchObject({ status: 401 });
    expect(denied.message).not.toContain('wrong-secret-000');
    const down = new RazorpayGateway({ keyId: api.keyId, keySecret: api.keySecret, webhookSecret: api.webhookSecret, apiUrl: 'http://127.0.0.1:9' });
    expect((await down.createPayment(request).catch((e) => e)).message).toMatch(/could not be reached/);
  });
});

describe('Cashfree adapter against the stand-in API', () => {
  let api: CashfreeStandIn;
  let gateway: CashfreeGateway;
  beforeAll(async () => {
    api = await new CashfreeStandIn().start();
    gateway = new CashfreeGateway({ clientId: api.clientId, clientSecret: api.clientSecret, environment: 'sandbox', apiUrl: api.url, publicUrl: 'https://shop.example.in' });
  });
  afterAll(() => api.stop());

  it('creates an order in rupees with two decimals, pinned x-api-version, the return address; reads PAID; refunds by our refund_id once', async () => {
    const started = await gateway.createPayment(request);
    const call = api.calls.at(-1)!;
    expect(call.headers['x-api-version']).toBe('2023-08-01');
    expect(call.body).toMatchObject({
      order_id: 'pay_ref_0001', order_amount: 1050.5, order_currency: 'INR',
      customer_details: { customer_id: 'guest_0a1b2c', customer_email: 'asha@example.in', customer_phone: '9825012345' },
      order_meta: { return_url: 'https://shop.example.in/payment/callback?gateway=cashfree&order_id={order_id}' },
    });
    expect(started.checkout).toEqual({ gateway: 'cashfree', gatewayOrderId: 'pay_ref_0001', paymentSessionId: expect.stringMatching(/^session_/), environment: 'sandbox' });
    const attempt = { reference: request.reference, gatewayOrderId: 'pay_ref_0001', amount: 105_050 };
    expect(await gateway.verifyReturn({ order_id: 'pay_ref_0001' }, attempt)).toBe('pending');
    api.pay('pay_ref_0001', 'USER_DROPPED');
    expect(await gateway.fetchOutcome(attempt)).toMatchObject({ status: 'failed' });
    const paid = api.pay('pay_ref_0001');
    expect(await gateway.verifyReturn({ order_id: 'pay_ref_0001' }, attempt)).toEqual({ gatewayOrderId: 'pay_ref_0001', status: 'paid', gatewayPaymentId: paid.cf_payment_id, amountPaise: 105_050 });

    const refund = { reference: request.reference, gatewayOrderId: 'pay_ref_0001', gatewayPaymentId: paid.cf_payment_id, amountPaise: 105_050, refundKey: 'rf_pay_ref_0001_cancel' };
    const first = await gateway.refund(refund);
    expect(api.calls.at(-1)!.body).toEqual({ refund_amount: 1050.5, refund_id: 'rf_pay_ref_0001_cancel', refund_note: 'Kapda order refund' });
    const again = await gateway.refund(refund);
    expect(first).toMatchObject({ status: 'pending' });
    expect(again.gatewayRefundId).toBe(first.gatewayRefundId);
    expect(api.refunds.size).toBe(1);
  });

  it('refuses wrong credentials and reports the API’s message', async () => {
    const wrong = new CashfreeGateway({ clientId: api.clientId, clientSecret: 'not-the-secret-1', environment: 'sandbox', apiUrl: api.url, publicUrl: 'https://shop.example.in' });
    const denied = await wrong.createPayment({ ...request, reference: 'pay_ref_0002' }).catch((e) => e);
    expect(denied).toMatchObject({ status: 401 });
    expect(denied.message).toContain('authentication Failed');
    expect(denied.message).not.toContain('not-the-secret-1');
    const bad = await gateway.createPayment({ ...request, reference: 'pay_ref_0003', phone: '12345' }).catch((e) => e);
    expect(bad.message).toContain('customer_phone');
  });
});

describe('gateway configuration', () => {
  const base = { NODE_ENV: 'production', JWT_SECRET: 'Vq8#tL2!pZ9rW4sK7mN1xB6yC3hJ5gF0dA', PUBLIC_URL: 'https://shop.kapda.example' };
  it('stops the start naming what a chosen gateway is missing, and defaults Cashfree’s address by environment', () => {
    expect(() => loadConfig({ ...base, PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_abc' } as NodeJS.ProcessEnv)).toThrow('PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET');
    expect(() => loadConfig({ ...base, PAYMENT_GATEWAY: 'cashfree' } as NodeJS.ProcessEnv)).toThrow('PAYMENT_GATEWAY=cashfree needs CASHFREE_CLIENT_ID, CASHFREE_CLIENT_SECRET');
    expect(() => loadConfig({ ...base, PAYMENT_GATEWAY: 'sandbox' } as NodeJS.ProcessEnv)).toThrow('refused in production');
    const live = loadConfig({ ...base, PAYMENT_GATEWAY: 'cashfree', CASHFREE_CLIENT_ID: 'cf-live', CASHFREE_CLIENT_SECRET: 'cfsk_live_secret', CASHFREE_ENV: 'production' } as NodeJS.ProcessEnv);
    expect(live.cashfreeApiUrl).toBe('https://api.cashfree.com/pg');
    expect(loadConfig({ ...base, ALLOW_TEST_GATEWAY: 'true', PAYMENT_GATEWAY: 'cashfree', CASHFREE_CLIENT_ID: 'cf-test', CASHFREE_CLIENT_SECRET: 'cfsk_test_secret' } as NodeJS.ProcessEnv).cashfreeApiUrl).toBe('https://sandbox.cashfree.com/pg');
  });

  it('refuses a gateway in test mode in production (Razorpay rzp_test_ keys, Cashfree not explicitly production) unless ALLOW_TEST_GATEWAY=true', () => {
    const razorpay = { ...base, PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'secret-123456', RAZORPAY_WEBHOOK_SECRET: 'hook-secret-123' };
    expect(() => loadConfig(razorpay as NodeJS.ProcessEnv)).toThrow('RAZORPAY_KEY_ID: a test key (rzp_test_…) takes no money and is refused in production');
    expect(loadConfig({ ...razorpay, ALLOW_TEST_GATEWAY: 'true' } as NodeJS.ProcessEnv).paymentGateway).toBe('razorpay');
    expect(loadConfig({ ...razorpay, RAZORPAY_KEY_ID: 'rzp_live_abc' } as NodeJS.ProcessEnv).paymentGateway).toBe('razorpay');
    expect(loadConfig({ ...razorpay, NODE_ENV: 'development' } as NodeJS.ProcessEnv).paymentGateway).toBe('razorpay');
    const cashfree = { ...base, PAYMENT_GATEWAY: 'cashfree', CASHFREE_CLIENT_ID: 'cf-live', CASHFREE_CLIENT_SECRET: 'cfsk_live_secret' };
    expect(() => loadConfig(cashfree as NodeJS.ProcessEnv)).toThrow('CASHFREE_ENV: must be set to production in production');
    expect(() => loadConfig({ ...cashfree, CASHFREE_ENV: 'sandbox' } as NodeJS.ProcessEnv)).toThrow('CASHFREE_ENV: must be set to production in production');
    expect(loadConfig({ ...cashfree, CASHFREE_ENV: 'sandbox', ALLOW_TEST_GATEWAY: 'true' } as NodeJS.ProcessEnv).CASHFREE_ENV).toBe('sandbox');
    expect(loadConfig({ ...cashfree, CASHFREE_ENV: 'production' } as NodeJS.ProcessEnv).CASHFREE_ENV).toBe('production');
  });
});

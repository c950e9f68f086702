import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { Order, OrderEvent } from '../src/modules/orders/order.entity';
import { Payment, PaymentEvent, PaymentRefund } from '../src/modules/payments/payment.entity';
import { signedInUser } from './accounts';
import { cartFixtures } from './cart-fixtures';
import { CashfreeStandIn, RazorpayStandIn } from './gateway-standins';
import { describeEachDatabase, graphql, rest } from './harness';
import { guestOrder, placeGuest } from './order-fixtures';

// Started before the suites' stores boot (their settings read the stand-ins' addresses then).
const razorpay = new RazorpayStandIn();
const cashfree = new CashfreeStandIn();
beforeAll(async () => {
  await razorpay.start();
  await cashfree.start();
});
afterAll(async () => {
  await razorpay.stop();
  await cashfree.stop();
});

const post = (url: string, body: string, headers: Record<string, string>) => fetch(url, { method: 'POST', headers, body }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
const orderRow = (store: { dataSource: any }, id: number | string) => store.dataSource.getRepository(Order).findOneByOrFail({ id: Number(id) }) as Promise<Order>;
const confirmations = (store: { dataSource: any }, id: number | string) => store.dataSource.getRepository(OrderEvent).countBy({ orderId: Number(id), toStatus: 'confirmed' }) as Promise<number>;
/** Make the attempts of an order look started `minutes` ago (reconciliation leaves fresh ones alone). */
const age = async (store: { dataSource: any }, id: number | string, minutes: number) => {
  await store.dataSource.getRepository(Payment).update({ orderId: Number(id) }, { createdAt: new Date(Date.now() - minutes * 60_000) });
};

describeEachDatabase('Razorpay: checkout, signed answers, webhooks, reconciliation, refunds', (store) => {
  const url = () => store().baseUrl;
  const webhook = (w: { body: string; headers: Record<string, string> }) => post(`${url()}/api/payments/webhook/razorpay`, w.body, w.headers);
  async function placeOnline() {
    const placed = await placeGuest(store(), guestOrder({ paymentMethod: 'online' }));
    expect(placed.status).toBe(201);
    return { id: placed.body.data.order._id as string, token: placed.body.data.accessToken as string, payment: placed.body.data.payment, order: placed.body.data.order };
  }

  it('places a Razorpay order server-side and confirms once on the true signature; forged and replayed answers change nothing', async () => {
    await cartFixtures(store());
    const { id, payment, order } = await placeOnline();
    expect(payment).toMatchObject({ gateway: 'razorpay', keyId: razorpay.keyId, gatewayOrderId: expect.stringMatching(/^order_/), amount: 105_000, currency: 'INR', redirectUrl: null });
    expect(JSON.stringify(payment)).not.toContain(razorpay.keySecret);
    expect(razorpay.orders.get(payment.gatewayOrderId)).toMatchObject({ amount: 105_000, currency: 'INR', receipt: order.orderNumber });
    expect((await graphql(url(), '{ checkoutSettings { paymentMethods onlineGateway } }')).body.data.checkoutSettings).toEqual({ paymentMethods: ['cod', 'online'], onlineGateway: 'razorpay' });
    const csp = (await fetch(`${url()}/api/orders`)).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com;");
    expect(csp).toContain("frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com");
    expect(csp).not.toContain('cashfree');

    const { handler } = razorpay.pay(payment.gatewayOrderId);
    const forged = await rest(url(), 'POST', '/payments/verify', { gateway: 'razorpay', ...handler, razorpay_signature: 'ab'.repeat(32) });
    expect(forged).toMatchObject({ status: 400, body: { message: 'This payment answer could not be verified' } });
    expect((await orderRow(store(), id)).status).toBe('pending_payment');

    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => rest(url(), 'POST', '/payments/verify', { gateway: 'razorpay', ...handler })),
      webhook(razorpay.webhook('payment.captured', { payment: razorpay.payments.get(handler.razorpay_payment_id) })),
    ]);
    for (const a of answers.slice(0, 4)) expect(a.body.data).toMatchObject({ outcome: 'paid', order: { status: 'confirmed', paymentStatus: 'paid' } });
    expect(answers[4].status).toBe(200);
    expect(await confirmations(store(), id)).toBe(1);
    const gql = await graphql(url(), 'mutation($i: PaymentReturnInput!){ verifyPayment(input:$i){ outcome order { status paymentStatus } } }', { i: { gateway: 'razorpay', ...handler } });
    expect(gql.body.data.verifyPayment).toEqual({ outcome: 'paid', order: { status: 'confirmed', paymentStatus: 'paid' } });
  });

  it('webhooks: forged refused, replays deduplicated by event id, a late payment.failed after capture changes nothing', async () => {
    const { id, payment } = await placeOnline();
    const { payment: paid } = razorpay.pay(payment.gatewayOrderId);
    const captured = razorpay.webhook('payment.captured', { payment: paid }, 'evt_captured_1');
    expect((await post(`${url()}/api/payments/webhook/razorpay`, captured.body.replace('"captured"', '"failed"'), captured.headers)).status).toBe(400);
    expect((await post(`${url()}/api/payments/webhook/razorpay`, captured.body, { ...captured.headers, 'x-razorpay-signature': 'f'.repeat(64) })).status).toBe(400);
    expect((await orderRow(store(), id)).status).toBe('pending_payment');
    const first = await webhook(captured);
    expect(first).toMatchObject({ status: 200, body: { data: { outcome: 'paid', status: 'confirmed' } } });
    expect((await webhook(captured)).body.data).toEqual({ outcome: 'duplicate' });
    const failedLater = await webhook(razorpay.webhook('payment.failed', { payment: { ...paid, status: 'failed', error_description: 'Timed out' } }));
    expect(failedLater.status).toBe(200);
    expect(await orderRow(store(), id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await confirmations(store(), id)).toBe(1);
  });

  it('a failed try and then a captured one on the same Razorpay order confirm it (out of order too)', async () => {
    const { id, payment } = await placeOnline();
    const failed = razorpay.pay(payment.gatewayOrderId, { fail: true }).payment;
    const ok = razorpay.pay(payment.gatewayOrderId).payment;
    expect((await webhook(razorpay.webhook('order.paid', { payment: ok, order: razorpay.orders.get(payment.gatewayOrderId) }))).body.data.outcome).toBe('paid');
    expect((await webhook(razorpay.webhook('payment.failed', { payment: failed }))).status).toBe(200);
    expect(await orderRow(store(), id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('a captured amount that differs never confirms: the order is flagged for the Orders desk', async () => {
    const { id, payment } = await placeOnline();
    const { payment: short } = razorpay.pay(payment.gatewayOrderId, { amount: 100 });
    expect((await webhook(razorpay.webhook('payment.captured', { payment: short }))).status).toBe(200);
    expect(await orderRow(store(), id)).toMatchObject({ status: 'pending_payment', paymentStatus: 'review' });
    const admin = (await signedInUser(store(), { role: 'admin' })).token;
    const panel = await rest(url(), 'GET', `/admin/orders/${id}/payments`, undefined, admin);
    expect(panel.body.data.events).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'flag', name: 'amount differs', ok: false })]));
  });

  it('reconciliation settles a payment whose webhook was lost and whose tab closed (once, with several workers)', async () => {
    const { id, payment } = await placeOnline();
    razorpay.pay(payment.gatewayOrderId);
    expect(await store().services.payments.reconcile()).toBe(0);
    expect((await orderRow(store(), id)).status).toBe('pending_payment');
    await age(store(), id, 5);
    const settled = await Promise.all([store().services.payments.reconcile(), store().services.payments.reconcile(), store().services.payments.reconcile()]);
    expect(settled.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await orderRow(store(), id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await confirmations(store(), id)).toBe(1);
    const asked = razorpay.calls.filter((c) => c.path === `/v1/orders/${payment.gatewayOrderId}/payments`);
    expect(asked).toHaveLength(1);
  });

  it('"Check payment" on the Orders desk asks Razorpay now (manage_orders, audit-logged; GraphQL too)', async () => {
    const { id, payment } = await placeOnline();
    const catalog = (await signedInUser(store(), { role: 'subadmin', permissions: ['manage_products'], department: 'Catalog' })).token;
    expect((await rest(url(), 'POST', `/admin/orders/${id}/payment-check`, {}, catalog)).status).toBe(403);
    const orders = await signedInUser(store(), { role: 'subadmin', permissions: ['manage_orders'], department: 'Orders' });
    const nothing = await rest(url(), 'POST', `/admin/orders/${id}/payment-check`, {}, orders.token);
    expect(nothing.body.data).toMatchObject({ status: 'pending_payment', paymentStatus: 'awaiting' });
    razorpay.pay(payment.gatewayOrderId);
    const gql = await graphql(url(), 'mutation($id: ID!){ checkOrderPayment(orderId:$id){ status paymentStatus attempts { gateway status gatewayPaymentId } events { kind name } } }', { id }, orders.token);
    expect(gql.body.data.checkOrderPayment).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', attempts: [{ gateway: 'razorpay', status: 'paid', gatewayPaymentId: expect.stringMatching(/^pay_/) }] });
    const audit = await store().dataSource.getRepository(AuditEntry).findBy({ action: 'order.payment_check', entityId: String(id) });
    expect(audit.length).toBe(2);
    expect(JSON.stringify(audit)).not.toContain(razorpay.keySecret);
  });

  it('cancelling a paid order refunds it in full through Razorpay, once: refund_pending, then refunded on the webhook', async () => {
    const { id, token, payment } = await placeOnline();
    const { handler } = razorpay.pay(payment.gatewayOrderId);
    await rest(url(), 'POST', '/payments/verify', { gateway: 'razorpay', ...handler });
    const cancelled = await rest(url(), 'POST', `/orders/${id}/cancel?token=${token}`, {});
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending' });
    const refundCall = razorpay.calls.find((c) => c.path === `/v1/payments/${handler.razorpay_payment_id}/refund`)!;
    expect(refundCall.body).toMatchObject({ amount: 105_000 });
    expect(refundCall.headers['x-refund-idempotency']).toMatch(/^rf_pay_/);
    // Cancelled again (a double click): refused, and still one refund.
    expect((await rest(url(), 'POST', `/orders/${id}/cancel?token=${token}`, {})).status).toBe(400);
    const rows = await store().dataSource.getRepository(PaymentRefund).findBy({ orderId: Number(id) });
    expect(rows).toHaveLength(1);
    const refund = [...razorpay.refunds.values()].find((r) => r.payment_id === handler.razorpay_payment_id)!;
    const processed = await webhook(razorpay.webhook('refund.processed', { refund: { ...refund, status: 'processed' }, payment: razorpay.payments.get(handler.razorpay_payment_id) }));
    expect(processed.body.data).toEqual({ outcome: 'refund_settled' });
    expect(await orderRow(store(), id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect((await store().dataSource.getRepository(PaymentRefund).findOneByOrFail({ orderId: Number(id) })).status).toBe('processed');
  });

  it('a refund the gateway answered with a 5xx is not known to be refused: pending, and the worker asks again with the same key', async () => {
    const { id, token, payment } = await placeOnline();
    const { handler } = razorpay.pay(payment.gatewayOrderId);
    await rest(url(), 'POST', '/payments/verify', { gateway: 'razorpay', ...handler });
    razorpay.failNext(503, { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble completing your request at the moment.' } });
    const cancelled = await rest(url(), 'POST', `/orders/${id}/cancel?token=${token}`, {});
    // A 5xx may come after the gateway acted: not a refusal (no failure kept), the words in the payment panel.
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending' });
    expect(await store().dataSource.getRepository(PaymentRefund).findOneByOrFail({ orderId: Number(id) })).toMatchObject({ status: 'failed', failure: null });
    expect(await store().dataSource.getRepository(PaymentEvent).findOneByOrFail({ orderId: Number(id), name: 'refund request unanswered' })).toMatchObject({ ok: false, detail: expect.stringContaining('trouble completing') });
    await store().services.payments.reconcile();
    expect(await store().dataSource.getRepository(PaymentRefund).findOneByOrFail({ orderId: Number(id) })).toMatchObject({ status: 'pending', gatewayRefundId: expect.stringMatching(/^rfnd_/), failure: null });
    expect(await orderRow(store(), id)).toMatchObject({ paymentStatus: 'refund_pending' });
    expect([...razorpay.refunds.values()].filter((r) => r.payment_id === handler.razorpay_payment_id)).toHaveLength(1);
  });

  it('a payment captured after the hold expired is refunded, not confirmed', async () => {
    const { id, payment } = await placeOnline();
    await store().dataSource.getRepository(Order).update({ id: Number(id) }, { holdExpiresAt: new Date(Date.now() - 1000) });
    await store().services.orders.releaseExpiredHolds();
    const { payment: paid } = razorpay.pay(payment.gatewayOrderId);
    const late = await webhook(razorpay.webhook('payment.captured', { payment: paid }));
    expect(late.body.data).toMatchObject({ outcome: 'late_refunded', status: 'payment_failed' });
    expect(await store().dataSource.getRepository(PaymentRefund).findOneByOrFail({ orderId: Number(id) })).toMatchObject({ reason: 'late', amount: 105_000 });
    // The webhook is answered first; the refund is asked of the gateway right after.
    await vi.waitFor(() => expect([...razorpay.refunds.values()].some((r) => r.payment_id === paid.id)).toBe(true));
  });
}, { env: razorpay.env() });

describeEachDatabase('Cashfree: JS checkout session, checked returns, signed webhooks, refunds', (store) => {
  const url = () => store().baseUrl;
  const webhook = (w: { body: string; headers: Record<string, string> }) => post(`${url()}/api/payments/webhook/cashfree`, w.body, w.headers);
  async function placeOnline() {
    const placed = await placeGuest(store(), guestOrder({ paymentMethod: 'online' }));
    expect(placed.status).toBe(201);
    return { id: placed.body.data.order._id as string, token: placed.body.data.accessToken as string, payment: placed.body.data.payment };
  }

  it('answers a payment session; the return confirms only when Cashfree says PAID for our amount', async () => {
    await cartFixtures(store());
    const { id, payment, token } = await placeOnline();
    expect(payment).toMatchObject({ gateway: 'cashfree', gatewayOrderId: expect.stringMatching(/^pay_/), paymentSessionId: expect.stringMatching(/^session_/), environment: 'sandbox' });
    const csp = (await fetch(`${url()}/api/orders`)).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://sdk.cashfree.com;");
    expect(csp).toContain("frame-src 'self' https://sandbox.cashfree.com");
    expect(csp).not.toContain('razorpay');
    expect(cashfree.orders.get(payment.gatewayOrderId)).toMatchObject({ order_amount: 1050, order_currency: 'INR', order_meta: { return_url: 'https://shop.example.in/payment/callback?gateway=cashfree&order_id={order_id}' } });
    const early = await rest(url(), 'POST', '/payments/verify', { gateway: 'cashfree', order_id: payment.gatewayOrderId, token });
    expect(early.body.data).toMatchObject({ outcome: 'pending', order: { status: 'pending_payment' } });
    expect((await rest(url(), 'POST', '/payments/verify', { gateway: 'cashfree', order_id: 'pay_unknown' })).status).toBe(400);
    cashfree.pay(payment.gatewayOrderId);
    const answers = await Promise.all(Array.from({ length: 3 }, () => rest(url(), 'POST', '/payments/verify', { gateway: 'cashfree', order_id: payment.gatewayOrderId, token })));
    for (const a of answers) expect(a.body.data).toMatchObject({ outcome: 'paid', order: { status: 'confirmed', paymentStatus: 'paid' } });
    expect(await confirmations(store(), id)).toBe(1);
  });

  it('webhooks: forged and stale refused, replays deduplicated, a failure then a success confirms once', async () => {
    const { id, payment } = await placeOnline();
    const dropped = cashfree.pay(payment.gatewayOrderId, 'USER_DROPPED');
    expect((await webhook(cashfree.paymentWebhook('PAYMENT_USER_DROPPED_WEBHOOK', dropped))).status).toBe(200);
    expect(await orderRow(store(), id)).toMatchObject({ status: 'pending_payment', paymentStatus: 'failed' });
    const paid = cashfree.pay(payment.gatewayOrderId);
    const success = cashfree.paymentWebhook('PAYMENT_SUCCESS_WEBHOOK', paid, { idempotencyKey: 'cf-evt-1' });
    expect((await post(`${url()}/api/payments/webhook/cashfree`, success.body, { ...success.headers, 'x-webhook-signature': 'AAAA' })).status).toBe(400);
    const stale = cashfree.paymentWebhook('PAYMENT_SUCCESS_WEBHOOK', paid, { timestamp: Date.now() - 10 * 60_000 });
    expect((await webhook(stale)).status).toBe(400);
    expect((await orderRow(store(), id)).status).toBe('pending_payment');
    expect((await webhook(success)).body.data).toMatchObject({ outcome: 'paid', status: 'confirmed' });
    expect((await webhook(success)).body.data).toEqual({ outcome: 'duplicate' });
    expect(await confirmations(store(), id)).toBe(1);
  });

  it('reconciliation finds a PAID order whose webhook never came', async () => {
    const { id, payment } = await placeOnline();
    cashfree.pay(payment.gatewayOrderId);
    await age(store(), id, 5);
    await store().services.payments.reconcile();
    expect(await orderRow(store(), id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('cancelling refunds through Cashfree with our refund_id; REFUND_STATUS_WEBHOOK settles it', async () => {
    const { id, token, payment } = await placeOnline();
    cashfree.pay(payment.gatewayOrderId);
    await rest(url(), 'POST', '/payments/verify', { gateway: 'cashfree', order_id: payment.gatewayOrderId });
    const cancelled = await rest(url(), 'POST', `/orders/${id}/cancel?token=${token}`, {});
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending' });
    const refund = [...cashfree.refunds.values()].find((r) => r.order_id === payment.gatewayOrderId)!;
    expect(refund).toMatchObject({ refund_amount: 1050 });
    const settled = await webhook(cashfree.webhook('REFUND_STATUS_WEBHOOK', { refund: { ...refund, refund_status: 'SUCCESS', status_description: 'Refund processed successfully' } }));
    expect(settled.body.data).toEqual({ outcome: 'refund_settled' });
    expect(await orderRow(store(), id)).toMatchObject({ paymentStatus: 'refunded' });
  });
}, { env: cashfree.env() });

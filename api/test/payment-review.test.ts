import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { Order } from '../src/modules/orders/order.entity';
import { Payment } from '../src/modules/payments/payment.entity';
import { signedInUser } from './accounts';
import { cartFixtures } from './cart-fixtures';
import { CashfreeStandIn, RazorpayStandIn } from './gateway-standins';
import { describeEachDatabase, graphql, rest } from './harness';
import { guestOrder, key, placeGuest } from './order-fixtures';

// The security review of the payment work: each hole it found, proven closed.
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

const post = (url: string, body: string, headers: Record<string, string>) => fetch(url, { method: 'POST', headers, body }).then(async (r) => ({ status: r.status, body: (await r.json().catch(() => null)) as any }));

describeEachDatabase('payment review: Razorpay', (store) => {
  const url = () => store().baseUrl;

  it('a gateway named after Object.prototype is an unknown gateway: 404 / 400, never a 500', async () => {
    await cartFixtures(store());
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const hook = await post(`${url()}/api/payments/webhook/${name}`, '{}', { 'content-type': 'application/json' });
      expect(hook.status, name).toBe(404);
      const verify = await rest(url(), 'POST', '/payments/verify', { gateway: name, order_id: 'x', razorpay_order_id: 'x' });
      expect(verify.status, name).toBe(400);
      const gql = await graphql(url(), 'mutation($i: PaymentReturnInput!){ verifyPayment(input:$i){ outcome } }', { i: { gateway: name, order_id: 'x' } });
      expect(gql.status, name).toBe(200);
      expect(gql.body.errors?.[0].message, name).toBe('This payment answer could not be verified');
    }
  });

  it('replays of one checkout racing each other all answer the one Razorpay order kept on the attempt', async () => {
    const body = guestOrder({ paymentMethod: 'online' });
    const k = key();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => placeGuest(store(), body, { idempotencyKey: k })));
    const orderId = Number(answers[0].body.data.order._id);
    const attempts = await store().dataSource.getRepository(Payment).findBy({ orderId });
    expect(attempts).toHaveLength(1);
    expect(attempts[0].gatewayOrderId).toMatch(/^order_/);
    for (const answer of answers) expect(answer.body.data.payment.gatewayOrderId).toBe(attempts[0].gatewayOrderId);
  });

  it('a payment on a Razorpay order we never kept is traced by our reference and confirms; a second capture is refunded', async () => {
    const placed = await placeGuest(store(), guestOrder({ paymentMethod: 'online' }));
    const orderId = Number(placed.body.data.order._id);
    const attempt = await store().dataSource.getRepository(Payment).findOneByOrFail({ orderId });
    // A second Razorpay order for the same attempt, as a lost race used to open and hand out.
    const orphan = await fetch(`${razorpay.url}/v1/orders`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString('base64')}` },
      body: JSON.stringify({ amount: attempt.amount, currency: 'INR', receipt: placed.body.data.order.orderNumber, notes: { reference: attempt.reference } }),
    }).then((r) => r.json() as Promise<{ id: string }>);
    const paidThere = razorpay.pay(orphan.id);
    const hook = razorpay.webhook('payment.captured', { payment: paidThere.payment });
    expect((await post(`${url()}/api/payments/webhook/razorpay`, hook.body, hook.headers)).body.data).toMatchObject({ outcome: 'paid', status: 'confirmed' });
    const verify = await rest(url(), 'POST', '/payments/verify', { gateway: 'razorpay', ...paidThere.handler });
    expect(verify.body.data.outcome).toBe('paid');
    const forged = await rest(url(), 'POST', '/payments/verify', { gateway: 'razorpay', ...paidThere.handler, razorpay_signature: 'ab'.repeat(32) });
    expect(forged.status).toBe(400);
    expect(await store().dataSource.getRepository(Order).findOneByOrFail({ id: orderId })).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

    // The shopper pays the kept order too: that money is recorded and goes back, once.
    const again = razorpay.pay(attempt.gatewayOrderId!);
    const refundsBefore = razorpay.refunds.size;
    const second = razorpay.webhook('payment.captured', { payment: again.payment });
    await post(`${url()}/api/payments/webhook/razorpay`, second.body, second.headers);
    await rest(url(), 'POST', '/payments/verify', { gateway: 'razorpay', ...again.handler });
    await vi.waitFor(() => expect(razorpay.refunds.size).toBe(refundsBefore + 1));
    const refund = [...razorpay.refunds.values()].at(-1)!;
    expect(refund).toMatchObject({ payment_id: again.payment.id, amount: attempt.amount, receipt: `rf_${again.payment.id}` });
    const rows = await store().dataSource.getRepository(Payment).find({ where: { orderId }, order: { id: 'ASC' } });
    expect(rows.map((r) => [r.status, r.gatewayPaymentId])).toEqual([['paid', paidThere.payment.id], ['refunded', again.payment.id]]);
    expect(await store().dataSource.getRepository(Order).findOneByOrFail({ id: orderId })).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('reconciliation also asks about tries abandoned by a switch to cash on delivery, and those of orders cancelled unpaid, for a day: money taken there goes back', async () => {
    const age = (orderId: number, minutes: number) => store().dataSource.getRepository(Payment).update({ orderId }, { createdAt: new Date(Date.now() - minutes * 60_000) });
    const placeOnline = async () => {
      const placed = await placeGuest(store(), guestOrder({ paymentMethod: 'online' }));
      return { id: Number(placed.body.data.order._id), token: placed.body.data.accessToken as string, gatewayOrderId: placed.body.data.payment.gatewayOrderId as string };
    };
    const switched = await placeOnline();
    expect((await rest(url(), 'POST', `/orders/${switched.id}/switch-to-cod?token=${switched.token}`, {})).status).toBe(200);
    const paidSwitched = razorpay.pay(switched.gatewayOrderId);
    const cancelled = await placeOnline();
    const desk = await signedInUser(store(), { role: 'admin' });
    expect((await rest(url(), 'POST', `/admin/orders/${cancelled.id}/status`, { status: 'cancelled', note: 'Shopper asked by phone' }, desk.token)).status).toBe(200);
    const paidCancelled = razorpay.pay(cancelled.gatewayOrderId);
    const old = await placeOnline();
    expect((await rest(url(), 'POST', `/orders/${old.id}/switch-to-cod?token=${old.token}`, {})).status).toBe(200);
    razorpay.pay(old.gatewayOrderId);
    await age(switched.id, 5);
    await age(cancelled.id, 5);
    await age(old.id, 25 * 60);

    await store().services.payments.reconcile();
    const refunded = [...razorpay.refunds.values()].map((r) => r.payment_id);
    expect(refunded).toEqual(expect.arrayContaining([paidSwitched.payment.id, paidCancelled.payment.id]));
    expect(razorpay.calls.some((c) => c.path === `/v1/orders/${old.gatewayOrderId}/payments`)).toBe(false);
    expect(await store().dataSource.getRepository(Order).findOneByOrFail({ id: switched.id })).toMatchObject({ status: 'confirmed', paymentMethod: 'cod' });
    expect(await store().dataSource.getRepository(Order).findOneByOrFail({ id: cancelled.id })).toMatchObject({ status: 'cancelled' });
  });
}, { env: razorpay.env() });

describeEachDatabase('payment review: Cashfree', (store) => {
  const url = () => store().baseUrl;
  const query = 'mutation($i: PaymentReturnInput!){ verifyPayment(input:$i){ outcome orderNumber accessToken order { id email } } }';

  it("a Cashfree return opens the order only to whoever may already read it (the order id alone proves nothing)", async () => {
    await cartFixtures(store());
    const placed = await placeGuest(store(), guestOrder({ paymentMethod: 'online' }));
    const { accessToken: token, order, payment } = placed.body.data;
    cashfree.pay(payment.gatewayOrderId);
    const bare = await rest(url(), 'POST', '/payments/verify', { gateway: 'cashfree', order_id: payment.gatewayOrderId });
    expect(bare.status).toBe(200);
    expect(bare.body.data).toEqual({ outcome: 'paid', orderNumber: order.orderNumber });
    const forgedToken = await rest(url(), 'POST', '/payments/verify', { gateway: 'cashfree', order_id: payment.gatewayOrderId, token: 'nope' });
    expect(forgedToken.body.data).toEqual({ outcome: 'paid', orderNumber: order.orderNumber });
    const withToken = await rest(url(), 'POST', '/payments/verify', { gateway: 'cashfree', order_id: payment.gatewayOrderId, token });
    expect(withToken.body.data).toMatchObject({ outcome: 'paid', orderNumber: order.orderNumber, accessToken: token, order: { status: 'confirmed', email: order.email } });

    const gqlBare = await graphql(url(), query, { i: { gateway: 'cashfree', order_id: payment.gatewayOrderId } });
    expect(gqlBare.body.data.verifyPayment).toEqual({ outcome: 'paid', orderNumber: order.orderNumber, accessToken: null, order: null });
    const gqlToken = await graphql(url(), query, { i: { gateway: 'cashfree', order_id: payment.gatewayOrderId, token } });
    expect(gqlToken.body.data.verifyPayment).toMatchObject({ accessToken: token, order: { id: order._id, email: order.email } });
  });
}, { env: cashfree.env() });

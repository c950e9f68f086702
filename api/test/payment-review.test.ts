import { afterAll, beforeAll, expect, it } from 'vitest';
import { Order } from '../src/modules/orders/order.entity';
import { Payment } from '../src/modules/payments/payment.entity';
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
}, { env: razorpay.env() });

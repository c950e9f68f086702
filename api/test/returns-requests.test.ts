import { beforeAll, expect, it } from 'vitest';
import { OrderReturn } from '../src/modules/returns/return.entity';
import { signedInUser } from './accounts';
import { cartFixtures, customer } from './cart-fixtures';
import { describeEachDatabase, graphql, rest } from './harness';
import { SURAT, mailsTo, setStock } from './order-fixtures';
import { deliver, deliveredGuestOrder, move, type S } from './return-fixtures';

/** POST /api/orders/{id}/returns exactly as a client sends it: the body as given, an optional Idempotency-Key. */
async function post(s: S, orderId: string, body: unknown, options: { token?: string; bearer?: string; key?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  if (options.key) headers['idempotency-key'] = options.key;
  const res = await fetch(`${s.baseUrl}/api/orders/${orderId}/returns${options.token ? `?token=${options.token}` : ''}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any };
}

/** A member's cash-on-delivery order, delivered. */
async function memberOrder(s: S, admin: string, quantity = 1) {
  const member = await customer(s, 'Divya');
  expect((await rest(s.baseUrl, 'POST', '/cart', { variantSku: 'BK-M-BLUE', quantity }, member.token)).status).toBeLessThan(300);
  const placed = await rest(s.baseUrl, 'POST', '/orders', { shippingAddress: SURAT, paymentMethod: 'cod' }, member.token);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body.data.order._id as string;
  await deliver(s, admin, id);
  return { id, member, token: placed.body.data.accessToken as string };
}

const ONE = { items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'size_too_small' }], resolution: 'refund' };

describeEachDatabase('returns: the request contract — refundTo, Idempotency-Key, the order link', (store) => {
  let admin: string;
  beforeAll(async () => {
    await cartFixtures(store());
    admin = (await signedInUser(store(), { role: 'admin' })).token;
    await setStock(store(), 'BK-M-BLUE', 300);
  });

  it("takes the issue's body: refundTo 'original' | 'store_credit' — for cash on delivery 'original' is a bank/UPI refund the store records (UPI ID optional); guests default to it, members to store credit", async () => {
    const s = store();
    // A guest's cash-on-delivery order with the issue's exact body: 201, a bank/UPI refund, no UPI ID needed.
    const guest = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 3 }]);
    const exact = await post(s, guest.id, { ...ONE, refundTo: 'original' }, { token: guest.token });
    expect(exact.status, JSON.stringify(exact.body)).toBe(201);
    expect(exact.body.data.return).toMatchObject({ status: 'requested', resolution: 'refund', refundTo: 'bank', refundUpiId: null, refundAmount: 1050 });
    // No refundTo at all: the guest's default is the same.
    const plain = await post(s, guest.id, ONE, { token: guest.token });
    expect(plain.body.data.return).toMatchObject({ refundTo: 'bank', refundUpiId: null });
    // 'store_credit' needs an account; an unknown word is refused; a UPI ID given must have its shape.
    expect(await post(s, guest.id, { ...ONE, refundTo: 'store_credit' }, { token: guest.token })).toMatchObject({ status: 400, body: { field: 'refundTo', message: expect.stringMatching(/^Store credit needs an account/) } });
    expect(await post(s, guest.id, { ...ONE, refundTo: 'upi' }, { token: guest.token })).toMatchObject({ status: 400, body: { field: 'refundTo' } });
    expect(await post(s, guest.id, { ...ONE, refundTo: 'original', refundUpiId: 'not a upi' }, { token: guest.token })).toMatchObject({ status: 400, body: { field: 'refundUpiId' } });
    expect(await s.dataSource.getRepository(OrderReturn).countBy({ orderId: Number(guest.id) })).toBe(2);

    // The desk pays it by bank/UPI (asking the guest for details: none were given) and records the reference.
    const rid = exact.body.data.return._id as string;
    const desk = (await rest(s.baseUrl, 'GET', `/admin/returns/${rid}`, undefined, admin)).body.data.return;
    expect(desk).toMatchObject({ refundTo: 'bank', refundUpiId: null });
    for (const body of [{ status: 'approved' }, { status: 'picked_up' }, { status: 'received', qc: 'pass' }]) expect((await move(s, rid, body, admin)).status).toBe(200);
    expect((await move(s, rid, { status: 'refunded', reference: 'NEFT-0042' }, admin)).body.data.return).toMatchObject({ status: 'refunded', refundReference: 'NEFT-0042' });
    expect((await mailsTo(s, guest.email)).find((m) => m.template === 'return_refunded')!.text).toContain('to bank/UPI transfer');

    // A member paying cash: store credit by default, 'original' (a bank/UPI refund) when asked.
    const m = await memberOrder(s, admin, 2);
    expect((await post(s, m.id, ONE, { bearer: m.member.token })).body.data.return).toMatchObject({ refundTo: 'store_credit' });
    expect((await post(s, m.id, { ...ONE, refundTo: 'original', refundUpiId: 'divya@okaxis' }, { bearer: m.member.token })).body.data.return).toMatchObject({ refundTo: 'bank', refundUpiId: 'di***@okaxis' });

    // What the order page offers is the same.
    const options = await graphql(s.baseUrl, 'query($o: ID!, $t: String){ orderReturnOptions(orderId: $o, token: $t){ refundDestinations defaultRefundTo } }', { o: guest.id, t: guest.token });
    expect(options.body.data.orderReturnOptions).toEqual({ refundDestinations: ['bank'], defaultRefundTo: 'bank' });
  });

  it('an Idempotency-Key makes a retried request answer the same return (200) — sequentially or at once — and refuses the key with another body (422)', async () => {
    const s = store();
    const order = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 3 }]);
    const key = `ret_${Date.now()}_a1b2c3`;
    const first = await post(s, order.id, ONE, { token: order.token, key });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await post(s, order.id, ONE, { token: order.token, key });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.return._id).toBe(first.body.data.return._id);
    expect(again.body.data.return.returnNumber).toBe(first.body.data.return.returnNumber);
    expect(await post(s, order.id, { ...ONE, items: [{ ...ONE.items[0], quantity: 2 }] }, { token: order.token, key })).toMatchObject({ status: 422, body: { success: false, message: 'This Idempotency-Key was already used for a different return request. Please send a new key with a new request.' } });
    expect(await post(s, order.id, ONE, { token: order.token, key: 'bad key!' })).toMatchObject({ status: 400, body: { message: 'The Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores' } });
    expect(await s.dataSource.getRepository(OrderReturn).countBy({ orderId: Number(order.id) })).toBe(1);
    expect((await mailsTo(s, order.email)).filter((m) => m.template === 'return_requested')).toHaveLength(1);

    // A double tap: three at once with one key make one return, and each is answered with it.
    const key2 = `ret_${Date.now()}_d4e5f6`;
    const taps = await Promise.all(Array.from({ length: 3 }, () => post(s, order.id, ONE, { token: order.token, key: key2 })));
    expect(taps.map((t) => t.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(taps.map((t) => t.body.data.return._id)).size).toBe(1);
    expect(await s.dataSource.getRepository(OrderReturn).countBy({ orderId: Number(order.id) })).toBe(2);
    // Without a key, two requests are two returns (the last piece).
    expect((await post(s, order.id, ONE, { token: order.token })).status).toBe(201);
    // GraphQL takes the key in the input.
    const other = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 1 }]);
    const mutation = 'mutation($o: ID!, $t: String, $i: RequestReturnInput!){ requestReturn(orderId: $o, token: $t, input: $i){ id } }';
    const input = { ...ONE, idempotencyKey: `gql_${Date.now()}_x` };
    const g1 = await graphql(s.baseUrl, mutation, { o: other.id, t: other.token, i: input });
    const g2 = await graphql(s.baseUrl, mutation, { o: other.id, t: other.token, i: input });
    expect(g2.body.data.requestReturn.id).toBe(g1.body.data.requestReturn.id);
  });

  it("a member's order opened from its signed link while signed out: the page says to sign in, and a return needs the member (the link's token travels in forwarded invoice links)", async () => {
    const s = store();
    const m = await memberOrder(s, admin, 1);
    // Reading with the token works signed out …
    expect((await rest(s.baseUrl, 'GET', `/orders/${m.id}?token=${m.token}`)).status).toBe(200);
    const offered = await graphql(s.baseUrl, 'query($o: ID!, $t: String){ orderReturnOptions(orderId: $o, token: $t){ canReturn problem } }', { o: m.id, t: m.token });
    expect(offered.body.data.orderReturnOptions).toEqual({ canReturn: false, problem: 'Sign in to the account that placed this order to return or exchange its pieces' });
    // … but asking for a return with it does not: a token holder cannot send the member's refund to their own UPI ID.
    expect(await post(s, m.id, { ...ONE, refundTo: 'original', refundUpiId: 'someone@okaxis' }, { token: m.token })).toMatchObject({ status: 404 });
    expect(await post(s, m.id, ONE)).toMatchObject({ status: 404 });
    expect((await graphql(s.baseUrl, '{ myReturns { total } }', {}, m.member.token)).body.data.myReturns.total).toBe(0);
    // Signed in, the member may.
    const asked = await post(s, m.id, ONE, { bearer: m.member.token });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.data.return).toMatchObject({ refundTo: 'store_credit' });
    expect((await rest(s.baseUrl, 'GET', `/orders/${m.id}/returns?token=${m.token}`)).body.data.returns).toHaveLength(1);
  });
}, { env: { ORDER_LIMIT_PER_MINUTE: '0' } });

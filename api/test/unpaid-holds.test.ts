import { expect, it } from 'vitest';
import { Coupon, CouponRedemption } from '../src/modules/coupons/coupon.entity';
import { Order, OrderEvent } from '../src/modules/orders/order.entity';
import { loadConfig } from '../src/config';
import { signedInUser } from './accounts';
import { cartFixtures } from './cart-fixtures';
import { describeEachDatabase, graphql } from './harness';
import { freshIp, restCall } from './client';
import { guestEmail, guestOrder, mailsTo, setStock, stockOf } from './order-fixtures';

const online = (overrides: Record<string, unknown> = {}) => guestOrder({ paymentMethod: 'online', ...overrides });
const TOO_MANY = /^There are already 3 orders waiting for online payment from you\. Please complete one of those payments, choose cash on delivery, or try again in (30|29) minutes\.$/;

it('defaults: 3 unpaid online orders per client IP and per email, 30 pieces per unpaid order', () => {
  const c = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) });
  expect([c.UNPAID_ORDERS_PER_IP, c.UNPAID_ORDERS_PER_EMAIL, c.UNPAID_ORDER_MAX_UNITS]).toEqual([3, 3, 30]);
  expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), UNPAID_ORDER_MAX_UNITS: '0' })).toThrow(/UNPAID_ORDER_MAX_UNITS/);
});

describeEachDatabase('unpaid online orders cannot hold the shelves', (store) => {
  const url = () => store().baseUrl;
  const place = (body: Record<string, unknown>, ip: string) => restCall(url(), 'POST', '/orders', body, { ip });
  let admin: string;

  it('sets up', async () => {
    await cartFixtures(store());
    admin = (await signedInUser(store(), { role: 'admin' })).token;
  });

  it('one client IP: 3 unpaid online orders at a time, then a 429 that holds nothing; other IPs and cash on delivery unaffected', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await place(online(), ip)).status).toBe(201);
    const before = await stockOf(store(), 'BK-M-BLUE');
    const refused = await place(online(), ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringMatching(TOO_MANY) });
    expect(await stockOf(store(), 'BK-M-BLUE')).toBe(before);
    expect((await place(online(), freshIp())).status).toBe(201);
    expect((await place(guestOrder(), ip)).status).toBe(201); // cash on delivery is a real order, not a hold
    // GraphQL says the same.
    const gql = await graphql(url(), 'mutation($i: PlaceOrderInput!){ placeOrder(input:$i){ order { id } } }', { i: online() });
    expect(gql.body.errors).toBeUndefined(); // 127.0.0.1 is another client
  });

  it('one email: 3 unpaid online orders at a time, from any address', async () => {
    const email = guestEmail();
    for (let i = 0; i < 3; i++) expect((await place(online({ email }), freshIp())).status).toBe(201);
    const refused = await place(online({ email: email.toUpperCase() }), freshIp());
    expect(refused).toMatchObject({ status: 429, body: { message: expect.stringMatching(TOO_MANY) } });
  });

  it('one customer: +tag aliases (and Gmail dots) count against the same email limit', async () => {
    const stamp = `${process.pid}${Date.now().toString(36)}`;
    const tries = [`asha.${stamp}+1@example.in`, `asha.${stamp}+2@example.in`, `Asha.${stamp}+shoes@Example.in`];
    for (const email of tries) expect((await place(online({ email }), freshIp())).status).toBe(201);
    const refused = await place(online({ email: `asha.${stamp}+4@example.in` }), freshIp());
    expect(refused).toMatchObject({ status: 429, body: { message: expect.stringMatching(TOO_MANY) } });
    const gmail = [`r.o.${stamp}@gmail.com`, `ro${stamp}+a@googlemail.com`, `R.O${stamp}@gmail.com`];
    for (const email of gmail) expect((await place(online({ email }), freshIp())).status).toBe(201);
    expect((await place(online({ email: `ro${stamp}@gmail.com` }), freshIp())).status).toBe(429);
  });

  it('race: 10 placements at once from one IP make exactly 3 unpaid orders', async () => {
    const ip = freshIp();
    const before = await stockOf(store(), 'BK-M-BLUE');
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(online(), ip)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
    expect(await store().dataSource.getRepository(Order).countBy({ clientIp: ip, status: 'pending_payment' })).toBe(3);
    expect(await stockOf(store(), 'BK-M-BLUE')).toBe(before - 3);
  }, 60_000);

  it('race: 10 placements at once for one email from 10 addresses make exactly 3', async () => {
    const email = guestEmail();
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(online({ email }), freshIp())));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 429)).toBe(true);
  }, 60_000);

  it('the same checkout sent twice at once at the limit: both answered with its one order, not a 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++) expect((await place(online(), ip)).status).toBe(201);
    const body = online();
    const k = `twin_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;
    const send = () => fetch(`${url()}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': k, 'x-forwarded-for': ip }, body: JSON.stringify(body) })
      .then(async (res) => ({ status: res.status, body: (await res.json()) as any }));
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.order._id)).size).toBe(1);
  });

  it('one unpaid order holds at most 30 pieces (400 naming the items, nothing held); cash on delivery may take more', async () => {
    const ip = freshIp();
    const before = await stockOf(store(), 'BK-M-BLUE');
    const big = await place(online({ items: [{ variantSku: 'BK-M-BLUE', quantity: 20 }, { variantSku: 'ZS-FREE-GOLD', quantity: 1 }, { variantSku: 'BK-M-BLUE', quantity: 10 }] }), ip);
    expect(big).toMatchObject({ status: 400, body: { message: 'An order paid online can hold at most 30 pieces while it waits for payment. Please place a smaller order or choose cash on delivery.' } });
    expect(await stockOf(store(), 'BK-M-BLUE')).toBe(before);
    expect((await place(online({ items: [{ variantSku: 'BK-M-BLUE', quantity: 30 }] }), ip)).status).toBe(201);
    expect((await place(guestOrder({ items: [{ variantSku: 'BK-M-BLUE', quantity: 31 }] }), ip)).status).toBe(201);
    const gql = await graphql(url(), 'mutation($i: PlaceOrderInput!){ placeOrder(input:$i){ order { id } } }', { i: online({ items: [{ variantSku: 'BK-M-BLUE', quantity: 31 }] }) });
    expect(gql.body.errors?.[0]).toMatchObject({ extensions: { status: 400, field: 'items' } });
  });

  it('the Orders desk cancels an unpaid order: the cancel is offered, stock and coupon use come back, the timeline and the mail say so, the slot frees', async () => {
    await store().dataSource.getRepository(Coupon).insert({ code: 'HOLDTEN', kind: 'flat', value: 1_000, usageLimit: 5, usedCount: 0, perCustomerLimit: null });
    await setStock(store(), 'ZS-FREE-GOLD', 3);
    const ip = freshIp();
    const held = [];
    for (let i = 0; i < 3; i++) {
      const answer = await place(online({ couponCode: 'HOLDTEN', items: [{ variantSku: 'ZS-FREE-GOLD', quantity: 1 }] }), ip);
      expect(answer.status).toBe(201);
      held.push(answer.body.data);
    }
    expect(await stockOf(store(), 'ZS-FREE-GOLD')).toBe(0);
    expect((await store().dataSource.getRepository(Coupon).findOneByOrFail({ code: 'HOLDTEN' })).usedCount).toBe(3);
    const id = held[0].order._id;

    const page = await restCall(url(), 'GET', `/admin/orders/${id}`, undefined, { token: admin });
    expect(page.body.data).toMatchObject({ order: { status: 'pending_payment' }, allowedStatuses: [{ status: 'cancelled', label: 'Cancelled' }] });
    const wrong = await restCall(url(), 'POST', `/admin/orders/${id}/status`, { status: 'confirmed' }, { token: admin });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'An order that is pending_payment cannot become confirmed. Allowed: cancelled' } });

    const moved = await graphql(url(), 'mutation($id: ID!){ moveOrder(id:$id, status: "cancelled"){ order { status paymentStatus } allowedStatuses { status } timeline { fromStatus status actor note } } }', { id }, admin);
    expect(moved.body.errors).toBeUndefined();
    const view = moved.body.data.moveOrder;
    expect(view.order).toMatchObject({ status: 'cancelled', paymentStatus: 'not_collected' });
    expect(view.allowedStatuses).toEqual([]);
    expect(view.timeline.at(-1)).toMatchObject({ fromStatus: 'pending_payment', status: 'cancelled', note: 'Cancelled before it was paid; stock released' });
    expect(view.timeline.at(-1).actor).toMatch(/admin/);
    expect(await stockOf(store(), 'ZS-FREE-GOLD')).toBe(1);
    expect((await store().dataSource.getRepository(Coupon).findOneByOrFail({ code: 'HOLDTEN' })).usedCount).toBe(2);
    expect(await store().dataSource.getRepository(CouponRedemption).countBy({ orderId: Number(id) })).toBe(0);
    const order = await store().dataSource.getRepository(Order).findOneByOrFail({ id: Number(id) });
    expect(order.holdExpiresAt).toBeNull();
    expect(await store().dataSource.getRepository(OrderEvent).countBy({ orderId: Number(id), toStatus: 'cancelled' })).toBe(1);
    const mail = (await mailsTo(store(), order.email)).find((m) => m.template === 'order_cancelled');
    expect(mail?.text).toContain('Nothing was charged.');
    expect(mail?.text).not.toContain('refunded');

    // The address may hold one more now; the customer still cannot cancel an unpaid order themselves.
    await setStock(store(), 'ZS-FREE-GOLD', 3);
    expect((await place(online({ items: [{ variantSku: 'ZS-FREE-GOLD', quantity: 1 }] }), ip)).status).toBe(201);
    const own = await restCall(url(), 'POST', `/orders/${held[1].order._id}/cancel?token=${held[1].accessToken}`, {});
    expect(own.status).toBe(400);
  });
}, { env: { UNPAID_ORDERS_PER_IP: '3', UNPAID_ORDERS_PER_EMAIL: '3', ORDER_LIMIT_PER_MINUTE: '0' } });

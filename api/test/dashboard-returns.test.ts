import { beforeAll, expect, it } from 'vitest';
import type { Store } from '../src/boot';
import { signedInUser } from './accounts';
import { cartFixtures, customer } from './cart-fixtures';
import { describeEachDatabase, graphql, rest } from './harness';
import { SURAT, guestOrder, placeGuest, setStock } from './order-fixtures';

type S = Store & { baseUrl: string };

// 20:30 UTC on 24 Nov 2026 is 02:00 on 25 Nov in India: everything here happens on India's 25 Nov.
let now = new Date('2026-11-24T20:30:00Z');

async function delivered(s: S, admin: string, items: Array<{ variantSku: string; quantity: number }>) {
  const placed = await placeGuest(s, guestOrder({ items }));
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body.data.order._id as string;
  for (const body of [{ status: 'packed' }, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL100001' }, { status: 'delivered' }]) {
    expect((await rest(s.baseUrl, 'PATCH', `/admin/orders/${id}/status`, body, admin)).status).toBe(200);
  }
  return { id, token: placed.body.data.accessToken as string };
}

async function settle(s: S, admin: string, order: { id: string; token: string }, items: Array<Record<string, unknown>>, resolution: 'refund' | 'exchange') {
  const asked = await rest(s.baseUrl, 'POST', `/orders/${order.id}/returns?token=${order.token}`, { items, resolution, refundUpiId: 'guest@okhdfcbank' });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const rid = asked.body.data.return._id as string;
  const last = resolution === 'refund' ? { status: 'refunded', reference: 'UPI-1' } : { status: 'exchanged' };
  for (const body of [{ status: 'approved' }, { status: 'picked_up' }, { status: 'received', qc: 'pass' }, last]) {
    const moved = await rest(s.baseUrl, 'POST', `/admin/returns/${rid}/status`, body, admin);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
}

const DASHBOARD = `query($from: String, $to: String){ dashboard(from:$from, to:$to){
  sales { revenue { current } orders { current } refunds { current } netSales { current } units { current } byDay { day revenue refunds } }
  returns { units { current } returnRate { current } topReasons { reason label units } } } }`;

describeEachDatabase('the dashboard counts returns: net sales, return rate, top reasons', (store) => {
  let admin: string;
  beforeAll(async () => {
    now = new Date('2026-11-24T20:30:00Z');
    await cartFixtures(store());
    admin = (await signedInUser(store(), { role: 'admin' })).token;
    await setStock(store(), 'BK-M-BLUE', 100);
    await setStock(store(), 'BK-M-RED', 100);
  });

  it('refunds count against revenue on the India day of the refund; exchanges count as returned pieces, not refunds', async () => {
    const s = store();
    // Ten kurtas sold (₹1,050 each) on India's 25 Nov.
    const a = await delivered(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 4 }]);
    const b = await delivered(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 6 }]);
    await settle(s, admin, a, [{ variantSku: 'BK-M-BLUE', quantity: 2, reason: 'size_too_small' }], 'refund');
    await settle(s, admin, b, [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'damaged' }], 'refund');
    await settle(s, admin, b, [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'size_too_small', exchangeFor: 'BK-M-RED' }], 'exchange');

    const day = (await graphql(s.baseUrl, DASHBOARD, { from: '2026-11-25', to: '2026-11-25' }, admin)).body.data.dashboard;
    // The exchange's replacement order is no new sale: no order, no pieces, no revenue (its invoice and the credit note cancel out).
    expect(day.sales).toMatchObject({ revenue: { current: 10_500 }, orders: { current: 2 }, refunds: { current: 3_150 }, netSales: { current: 7_350 }, units: { current: 10 } });
    expect(day.sales.byDay).toEqual([{ day: '2026-11-25', revenue: 10_500, refunds: 3_150 }]);
    // Four pieces came back (three refunded, one exchanged) of ten sold.
    expect(day.returns).toEqual({
      units: { current: 4 }, returnRate: { current: 40 },
      topReasons: [{ reason: 'size_too_small', label: expect.any(String), units: 3 }, { reason: 'damaged', label: expect.any(String), units: 1 }],
    });

    // The day before (India's 24 Nov) had none of it.
    const before = (await graphql(s.baseUrl, DASHBOARD, { from: '2026-11-24', to: '2026-11-24' }, admin)).body.data.dashboard;
    expect(before.sales.refunds.current).toBe(0);
    expect(before.returns.topReasons).toEqual([]);

    // A refund the next India day counts then, against that day's (no) revenue.
    now = new Date('2026-11-25T19:00:00Z'); // 00:30 on 26 Nov in India
    await settle(s, admin, a, [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'changed_mind' }], 'refund');
    const next = (await graphql(s.baseUrl, DASHBOARD, { from: '2026-11-26', to: '2026-11-26' }, admin)).body.data.dashboard;
    expect(next.sales).toMatchObject({ revenue: { current: 0 }, refunds: { current: 1_050 }, netSales: { current: -1_050 } });
    expect(next.returns.topReasons).toEqual([{ reason: 'changed_mind', label: expect.any(String), units: 1 }]);

    // The REST dashboard says the same.
    const restDay = await rest(s.baseUrl, 'GET', '/admin/dashboard?from=2026-11-25&to=2026-11-25', undefined, admin);
    expect(restDay.body.data.returns.returnRate.current).toBe(40);
    expect(restDay.body.data.sales.netSales.current).toBe(7_350);
  });

  it("around an exchange: the replacement shipping and arriving changes no sales figure; returned, its refund counts against revenue and its piece as returned", async () => {
    const s = store();
    now = new Date('2026-12-01T06:30:00Z'); // 1 Dec, noon in India
    const order = await delivered(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 2 }]);
    const figures = async () => (await graphql(s.baseUrl, DASHBOARD, { from: '2026-12-01', to: '2026-12-01' }, admin)).body.data.dashboard;
    const sold = await figures();
    expect(sold.sales).toMatchObject({ revenue: { current: 2_100 }, orders: { current: 1 }, units: { current: 2 }, refunds: { current: 0 }, netSales: { current: 2_100 } });
    const city = async () => (await rest(s.baseUrl, 'GET', '/admin/city-analytics?from=2026-12-01&to=2026-12-01', undefined, admin)).body.data;
    const cityBefore = await city();

    await settle(s, admin, order, [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'size_too_large', exchangeFor: 'BK-M-RED' }], 'exchange');
    const replacement = (await rest(s.baseUrl, 'GET', `/orders/${order.id}/returns?token=${order.token}`)).body.data.returns[0].replacementOrder._id as string;
    for (const body of [{ status: 'packed' }, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL100009' }, { status: 'delivered' }]) {
      expect((await rest(s.baseUrl, 'PATCH', `/admin/orders/${replacement}/status`, body, admin)).status).toBe(200);
    }
    const exchanged = await figures();
    expect(exchanged.sales).toEqual({ ...sold.sales });
    expect(exchanged.returns).toMatchObject({ units: { current: 1 }, returnRate: { current: 50 } });
    expect(await city()).toEqual(cityBefore);

    // The replacement comes back and is refunded: ₹1,050 against revenue (net ₹1,050 for the order, the piece that stayed).
    const token = s.services.orders.accessTokenFor({ id: Number(replacement) });
    await settle(s, admin, { id: replacement, token }, [{ variantSku: 'BK-M-RED', quantity: 1, reason: 'changed_mind' }], 'refund');
    const back = await figures();
    expect(back.sales).toMatchObject({ revenue: { current: 2_100 }, orders: { current: 1 }, units: { current: 2 }, refunds: { current: 1_050 }, netSales: { current: 1_050 } });
    expect(back.returns).toMatchObject({ units: { current: 2 }, returnRate: { current: 100 } });
  });

  it("a customer's back-office page lists their returns (order number, status, pieces, refund and where it went) and their store credit", async () => {
    const s = store();
    const member = await customer(s);
    expect((await rest(s.baseUrl, 'POST', '/cart', { variantSku: 'BK-M-BLUE', quantity: 2 }, member.token)).status).toBeLessThan(300);
    const placed = await rest(s.baseUrl, 'POST', '/orders', { shippingAddress: SURAT, paymentMethod: 'cod' }, member.token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.data.order._id as string;
    for (const body of [{ status: 'packed' }, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL100002' }, { status: 'delivered' }]) {
      expect((await rest(s.baseUrl, 'PATCH', `/admin/orders/${id}/status`, body, admin)).status).toBe(200);
    }
    const asked = await rest(s.baseUrl, 'POST', `/orders/${id}/returns`, { items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'damaged' }], resolution: 'refund', refundTo: 'store_credit' }, member.token);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const rid = asked.body.data.return._id as string;
    for (const body of [{ status: 'approved' }, { status: 'picked_up' }, { status: 'received', qc: 'pass' }, { status: 'refunded' }]) {
      const moved = await rest(s.baseUrl, 'POST', `/admin/returns/${rid}/status`, body, admin);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const page = await rest(s.baseUrl, 'GET', `/admin/customers/${member.user.id}`, undefined, admin);
    expect(page.status).toBe(200);
    expect(page.body.data.storeCredit).toBe(1_050);
    expect(page.body.data.returns).toEqual([expect.objectContaining({
      id: rid, orderId: id, orderNumber: placed.body.data.order.orderNumber, status: 'refunded', statusLabel: 'Refunded', resolution: 'refund', refundTo: 'store_credit', refundAmount: 1_050, units: 1,
    })]);
    const viewer = (await signedInUser(s, { role: 'subadmin', permissions: ['view_orders'], department: 'Orders' })).token;
    const gql = await graphql(s.baseUrl, 'query($id: ID!){ customer(id:$id){ storeCredit returns { returnNumber orderNumber status units refundAmount } } }', { id: String(member.user.id) }, viewer);
    expect(gql.body.data.customer).toEqual({ storeCredit: 1_050, returns: [{ returnNumber: expect.stringMatching(/^RTN-/), orderNumber: placed.body.data.order.orderNumber, status: 'refunded', units: 1, refundAmount: 1_050 }] });
  });
}, { clock: () => now, env: { ORDER_LIMIT_PER_MINUTE: '0' } });

import { expect, it } from 'vitest';
import { trackingUrlFor } from '@kapda/rules/couriers';
import { Order, OrderEvent } from '../src/modules/orders/order.entity';
import { arrivesBy, expectedDelivery } from '../src/modules/delivery/delivery.rules';
import { signedInUser } from './accounts';
import { cartFixtures } from './cart-fixtures';
import { describeEachDatabase, graphql, rest } from './harness';
import { MUMBAI, guestOrder, mailsTo, placeGuest } from './order-fixtures';

const AWB_PROBLEM = 'The tracking number should be 6 to 30 letters and digits (hyphens allowed)';

describeEachDatabase('tracking: the courier, its tracking link and the expected delivery day', (store) => {
  const url = () => store().baseUrl;

  async function packedOrder() {
    const placed = await placeGuest(store(), guestOrder({ shippingAddress: MUMBAI }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.data.order._id as string;
    const token = placed.body.data.accessToken as string;
    const email = placed.body.data.order.email as string;
    return { id, token, email };
  }

  it('ships with a listed courier and AWB: trackingUrl on the order over REST and GraphQL, "Track your parcel" in the mails; the expected day moves to the shipping day', async () => {
    await cartFixtures(store());
    const admin = (await signedInUser(store(), { role: 'admin' })).token;
    const { id, token, email } = await packedOrder();
    const days = (await rest(url(), 'GET', '/pincodes/check/400001')).body.data.deliveryDays;
    const order = await store().dataSource.getRepository(Order).findOneByOrFail({ id: Number(id) });

    // Confirmed: no tracking yet, the checkout's promise counted from placing.
    const before = (await rest(url(), 'GET', `/orders/${id}?token=${token}`)).body.data;
    const promised = expectedDelivery({ status: 'confirmed', placedAt: order.createdAt, shippedAt: null, days, now: new Date() });
    expect(promised).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(before).toMatchObject({ trackingUrl: null, courier: null, expectedDelivery: promised, expectedDeliveryText: arrivesBy(promised!) });
    expect(before.expectedDeliveryText).toMatch(/^Arrives by [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}$/);

    expect((await rest(url(), 'PATCH', `/admin/orders/${id}/status`, { status: 'packed' }, admin)).status).toBe(200);
    const shipped = await rest(url(), 'PATCH', `/admin/orders/${id}/status`, { status: 'shipped', courier: ' bluedart ', trackingNumber: '8123 4567 890' }, admin);
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const link = 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=81234567890';
    expect(shipped.body.data).toMatchObject({ status: 'shipped', courier: 'Blue Dart', trackingNumber: '81234567890', trackingUrl: link });

    const mine = (await rest(url(), 'GET', `/orders/${id}?token=${token}`)).body.data;
    const shippedAt = (await store().dataSource.getRepository(OrderEvent).findOneByOrFail({ orderId: Number(id), toStatus: 'shipped' })).createdAt;
    const due = expectedDelivery({ status: 'shipped', placedAt: order.createdAt, shippedAt, days, now: new Date() })!;
    expect(mine).toMatchObject({ trackingUrl: link, expectedDelivery: due, expectedDeliveryText: arrivesBy(due) });
    const gql = await graphql(url(), 'query($id: ID!, $t: String){ order(id:$id, token:$t){ order { courier trackingNumber trackingUrl } expectedDelivery expectedDeliveryText } }', { id, t: token });
    expect(gql.body.data?.order).toEqual({ order: { courier: 'Blue Dart', trackingNumber: '81234567890', trackingUrl: link }, expectedDelivery: due, expectedDeliveryText: arrivesBy(due) });

    const mails = await mailsTo(store(), email);
    expect(mails.map((m) => m.template)).toEqual(['order_confirmed', 'order_shipped']);
    expect(mails[1].html).toContain('Track your parcel');
    expect(mails[1].html).toContain(link.replace(/&/g, '&amp;'));
    expect(mails[1].text).toContain(`Track your parcel: ${link}`);
    expect(mails[1].text).toContain('View your order: ');

    // Delivered: no expected day any more; the delivered mail still links to the parcel's page.
    const delivered = await rest(url(), 'PATCH', `/admin/orders/${id}/status`, { status: 'delivered' }, admin);
    expect(delivered.body.data).toMatchObject({ status: 'delivered', trackingUrl: link });
    expect((await rest(url(), 'GET', `/orders/${id}?token=${token}`)).body.data.expectedDelivery).toBeNull();
    const last = (await mailsTo(store(), email)).at(-1)!;
    expect(last.template).toBe('order_delivered');
    expect(last.text).toContain(`Track your parcel: ${link}`);
  });

  it('a courier not on the list is kept as typed, with no link (the number shows as text) over GraphQL', async () => {
    const admin = (await signedInUser(store(), { role: 'admin' })).token;
    const { id, token, email } = await packedOrder();
    await rest(url(), 'PATCH', `/admin/orders/${id}/status`, { status: 'packed' }, admin);
    const moved = await graphql(url(), 'mutation($id: ID!, $i: OrderStatusInput!){ updateOrderStatus(id:$id, input:$i){ status courier trackingNumber trackingUrl } }', { id, i: { status: 'shipped', courier: 'Ravi Transport', trackingNumber: 'RT-2026-0042' } }, admin);
    expect(moved.body.data?.updateOrderStatus).toEqual({ status: 'shipped', courier: 'Ravi Transport', trackingNumber: 'RT-2026-0042', trackingUrl: null });
    expect(trackingUrlFor('Ravi Transport', 'RT-2026-0042')).toBeNull();
    expect((await rest(url(), 'GET', `/orders/${id}?token=${token}`)).body.data).toMatchObject({ courier: 'Ravi Transport', trackingUrl: null });
    const mail = (await mailsTo(store(), email)).at(-1)!;
    expect(mail.template).toBe('order_shipped');
    expect(mail.text).toContain('RT-2026-0042');
    expect(mail.text).not.toContain('Track your parcel');
  });

  it('a bad AWB or courier is a clear 400 and nothing changes (REST, GraphQL and the bulk desk)', async () => {
    const admin = (await signedInUser(store(), { role: 'admin' })).token;
    const { id, email } = await packedOrder();
    await rest(url(), 'PATCH', `/admin/orders/${id}/status`, { status: 'packed' }, admin);
    const mailsBefore = (await mailsTo(store(), email)).length;
    for (const body of [
      { courier: 'Delhivery', trackingNumber: '12345' },
      { courier: 'Delhivery', trackingNumber: '1'.repeat(31) },
      { courier: 'Delhivery', trackingNumber: 'DL12/3456?x' },
      { courier: 'Delhivery', trackingNumber: '<script>1</script>' },
    ]) {
      const refused = await rest(url(), 'PATCH', `/admin/orders/${id}/status`, { status: 'shipped', ...body }, admin);
      expect(refused, JSON.stringify(body)).toMatchObject({ status: 400, body: { success: false, message: AWB_PROBLEM } });
    }
    expect((await rest(url(), 'PATCH', `/admin/orders/${id}/status`, { status: 'shipped', courier: 'x'.repeat(61), trackingNumber: '1234567' }, admin))).toMatchObject({ status: 400, body: { message: "Please give the courier's name (at most 60 characters)" } });
    expect((await rest(url(), 'PATCH', `/admin/orders/${id}/status`, { status: 'shipped', courier: 'Other', trackingNumber: '1234567' }, admin))).toMatchObject({ status: 400, body: { message: 'Please choose the courier' } });
    const gql = await graphql(url(), 'mutation($id: ID!, $i: OrderStatusInput!){ updateOrderStatus(id:$id, input:$i){ status } }', { id, i: { status: 'shipped', courier: 'DTDC', trackingNumber: 'D1' } }, admin);
    expect(gql.body.errors?.[0]).toMatchObject({ message: AWB_PROBLEM, extensions: { code: 'BAD_USER_INPUT' } });
    const bulk = await rest(url(), 'POST', '/admin/orders/bulk/shipped', { orders: [{ orderId: id, courier: 'Ekart', trackingNumber: 'FM 1' }] }, admin);
    expect(bulk.body.data).toEqual([expect.objectContaining({ ok: false, message: AWB_PROBLEM, status: 'packed' })]);

    const order = await store().dataSource.getRepository(Order).findOneByOrFail({ id: Number(id) });
    expect(order).toMatchObject({ status: 'packed', courier: null, trackingNumber: null });
    expect(await store().dataSource.getRepository(OrderEvent).countBy({ orderId: Number(id), toStatus: 'shipped' })).toBe(0);
    expect((await mailsTo(store(), email)).length).toBe(mailsBefore);
  });
});

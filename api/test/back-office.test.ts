import { expect, it } from 'vitest';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { Order } from '../src/modules/orders/order.entity';
import { backfillOrderFacts, rebuildSales, rebuildSalesCustomers } from '../src/modules/orders/sales-ledger';
import { signedInUser } from './accounts';
import { cartFixtures } from './cart-fixtures';
import { describeEachDatabase, graphql, rest } from './harness';
import { MUMBAI, SURAT, guestOrder, placeGuest } from './order-fixtures';

const DASHBOARD = `query($from: String, $to: String) { dashboard(from: $from, to: $to) {
  range { from to days previousFrom previousTo }
  sales { revenue { current previous changePercent } orders { current } averageOrderValue { current } units { current } newCustomers { current } byDay { day revenue orders } }
  ordersByStatus { status label count } topProducts { title units revenue } lowStock { sku stock } latestOrders { orderNumber status customerName city total } } }`;
const CITIES = 'query { cityAnalytics { cities { state city orders paidOrders revenue averageOrderValue customers } states { state orders revenue customers } } }';
const DESK = 'query($f: OrderDeskFilter, $c: String, $l: Int) { orderDesk(filter: $f, cursor: $c, limit: $l) { orders { id orderNumber status city state phone paymentMethod total courier trackingNumber } nextCursor } }';

describeEachDatabase('back office: dashboard, city analytics, order desk, customers', (store) => {
  const url = () => store().baseUrl;
  let admin: string;
  const placed: Array<{ id: string; orderNumber: string; token: string; email: string }> = [];

  async function place(address: Record<string, unknown>, quantity = 1, extra: Record<string, unknown> = {}) {
    const body = guestOrder({ shippingAddress: address, items: [{ variantSku: 'BK-M-BLUE', quantity }], ...extra });
    const res = await placeGuest(store(), body);
    expect(res.status).toBe(201);
    const o = { id: String(res.body.data.order._id), orderNumber: res.body.data.order.orderNumber, token: res.body.data.accessToken, email: body.email as string };
    placed.push(o);
    return o;
  }

  it("orders keep the PIN directory's city and state however the city was typed; the dashboard adds them up", async () => {
    await cartFixtures(store());
    admin = (await signedInUser(store(), { role: 'admin' })).token;
    await place({ ...SURAT, city: '  sURAT ' });
    await place({ ...SURAT, city: 'Surat City' }, 2);
    await place(MUMBAI);
    const rows = await store().dataSource.getRepository(Order).find({ order: { id: 'ASC' } });
    expect(rows.map((o) => [o.shipCity, o.shipState, o.units, o.firstOrder])).toEqual([['Surat', 'Gujarat', 1, true], ['Surat', 'Gujarat', 2, true], ['Mumbai', 'Maharashtra', 1, true]]);

    const d = (await graphql(url(), DASHBOARD, {}, admin)).body.data.dashboard;
    expect(d.range.days).toBe(30);
    expect(d.sales.revenue).toEqual({ current: 4200, previous: 0, changePercent: null });
    expect(d.sales.orders.current).toBe(3);
    expect(d.sales.averageOrderValue.current).toBe(1400);
    expect(d.sales.units.current).toBe(4);
    expect(d.sales.newCustomers.current).toBe(3);
    expect(d.sales.byDay).toHaveLength(30);
    expect(d.sales.byDay.at(-1)).toMatchObject({ revenue: 4200, orders: 3 });
    expect(d.ordersByStatus).toContainEqual({ status: 'confirmed', label: 'Confirmed', count: 3 });
    expect(d.topProducts[0]).toMatchObject({ units: 4, revenue: 4200 });
    expect(d.latestOrders[0]).toMatchObject({ orderNumber: placed[2].orderNumber, city: 'Mumbai', total: 1050 });
    expect(d.lowStock.map((v: { sku: string }) => v.sku)).toContain('BK-L-RED');
  });

  it('city analytics: Surat first, one row for every spelling, states too', async () => {
    const c = (await graphql(url(), CITIES, {}, admin)).body.data.cityAnalytics;
    expect(c.cities).toEqual([
      { state: 'Gujarat', city: 'Surat', orders: 2, paidOrders: 0, revenue: 3150, averageOrderValue: 1575, customers: 2 },
      { state: 'Maharashtra', city: 'Mumbai', orders: 1, paidOrders: 0, revenue: 1050, averageOrderValue: 1050, customers: 1 },
    ]);
    expect(c.states[0]).toMatchObject({ state: 'Gujarat', orders: 2, revenue: 3150, customers: 2 });
    const restAnswer = await rest(url(), 'GET', '/admin/city-analytics', undefined, admin);
    expect(restAnswer.body.data.cities[0].city).toBe('Surat');
    const bad = await graphql(url(), 'query { cityAnalytics(from: "2026-13-01") { cities { city } } }', {}, admin);
    expect(bad.body.errors?.[0].message).toBe('Dates must be written YYYY-MM-DD');
    expect((await rest(url(), 'GET', '/admin/dashboard?from=2026-11-02&to=2026-11-01', undefined, admin)).body).toMatchObject({ success: false, message: 'The start date must not be after the end date' });
    // A year past the Date range once made the day loop spin forever; now it is a bad date.
    expect((await rest(url(), 'GET', '/admin/dashboard?from=9999-12-31&to=9999-12-31', undefined, admin))).toMatchObject({ status: 400, body: { message: 'Dates must be written YYYY-MM-DD' } });
  });

  it('the order desk finds orders by number, email, phone and city, a page at a time', async () => {
    const all = (await graphql(url(), DESK, { l: 2 }, admin)).body.data.orderDesk;
    expect(all.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([placed[2].orderNumber, placed[1].orderNumber]);
    const next = (await graphql(url(), DESK, { l: 2, c: all.nextCursor }, admin)).body.data.orderDesk;
    expect(next).toEqual({ orders: [expect.objectContaining({ orderNumber: placed[0].orderNumber })], nextCursor: null });
    const find = async (f: Record<string, unknown>) => (await graphql(url(), DESK, { f }, admin)).body.data.orderDesk.orders.map((o: { orderNumber: string }) => o.orderNumber);
    expect(await find({ search: placed[0].orderNumber.toLowerCase() })).toEqual([placed[0].orderNumber]);
    expect(await find({ search: placed[1].email.toUpperCase() })).toEqual([placed[1].orderNumber]);
    expect(await find({ search: '+91 98200 98200' })).toEqual([placed[2].orderNumber]);
    expect(await find({ city: 'Surat', paymentMethod: 'cod' })).toEqual([placed[1].orderNumber, placed[0].orderNumber]);
    expect(await find({ paymentMethod: 'online' })).toEqual([]);
    expect((await graphql(url(), DESK, { f: { status: 'lost' } }, admin)).body.errors?.[0].message).toBe('Unknown order status');

    const csv = await fetch(`${url()}/api/admin/orders/export?city=Surat`, { headers: { authorization: `Bearer ${admin}` } });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Order number,Placed \(IST\),Status,Customer/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(placed[1].orderNumber);
    expect(await store().dataSource.getRepository(AuditEntry).countBy({ action: 'orders.export' })).toBe(1);
  });

  it('bulk packed and shipped with a tracking number per order; refusals answer per order; all audit-logged', async () => {
    const [a, b, c] = placed;
    const packed = (await graphql(url(), 'mutation($ids: [ID!]!) { markOrdersPacked(orderIds: $ids) { orderId ok message status } }', { ids: [a.id, b.id] }, admin)).body.data.markOrdersPacked;
    expect(packed).toEqual([{ orderId: a.id, ok: true, message: 'Order status updated', status: 'packed' }, { orderId: b.id, ok: true, message: 'Order status updated', status: 'packed' }]);
    const shipped = await rest(url(), 'POST', '/admin/orders/bulk/shipped', { orders: [
      { orderId: a.id, courier: 'Delhivery', trackingNumber: 'DL123456789IN' },
      { orderId: c.id, courier: 'Blue Dart', trackingNumber: 'BD1' },
    ] }, admin);
    expect(shipped.body.data).toEqual([
      { orderId: a.id, orderNumber: a.orderNumber, ok: true, message: 'Order status updated', status: 'shipped' },
      { orderId: c.id, orderNumber: c.orderNumber, ok: false, message: 'An order that is confirmed cannot become shipped. Allowed: packed, cancelled', status: 'confirmed' },
    ]);
    // The shopper sees it shipped, with the tracking number.
    const mine = await rest(url(), 'GET', `/orders/${a.id}?token=${a.token}`);
    expect(mine.body.data).toMatchObject({ status: 'shipped', statusLabel: 'Shipped', courier: 'Delhivery', trackingNumber: 'DL123456789IN' });
    const audit = await store().dataSource.getRepository(AuditEntry).find({ where: { entityType: 'order', entityId: a.id }, order: { id: 'ASC' } });
    expect(audit.map((e) => e.action)).toEqual(['order.packed', 'order.shipped']);
    expect(JSON.parse(audit[1].after!)).toMatchObject({ status: 'shipped', trackingNumber: 'DL123456789IN' });
    expect((await rest(url(), 'POST', '/admin/orders/bulk/packed', { orderIds: [] }, admin)).body.message).toBe('Choose at least one order');
  });

  it('the order page: lines, timeline with actors, notes, invoice, and only the moves the state machine allows', async () => {
    const [a, , c] = placed;
    const Q = 'query($id: ID!) { backOfficeOrder(id: $id) { order { orderNumber status items { size color hsn cgst sgst igst } total } city phone timeline { status actor actorEmail } notes { body authorEmail } invoiceSerial invoiceHtmlUrl invoicePdfUrl allowedStatuses { status label } canManage } }';
    const shipped = (await graphql(url(), Q, { id: a.id }, admin)).body.data.backOfficeOrder;
    expect(shipped.order.items[0]).toMatchObject({ size: 'M', color: 'Blue' });
    expect(shipped.timeline.map((e: { status: string }) => e.status)).toEqual(['confirmed', 'packed', 'shipped']);
    expect(shipped.timeline[1]).toMatchObject({ actor: expect.stringMatching(/^admin:\d+$/), actorEmail: expect.stringContaining('@') });
    expect(shipped.allowedStatuses).toEqual([{ status: 'out_for_delivery', label: 'Out for delivery' }, { status: 'delivered', label: 'Delivered' }]);
    expect(shipped.invoiceSerial).toBeTruthy();
    const invoice = await fetch(`${url()}${shipped.invoicePdfUrl}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(invoice.headers.get('content-type')).toBe('application/pdf');
    expect((await fetch(`${url()}${shipped.invoicePdfUrl}`)).status).toBe(401);

    const note = await graphql(url(), 'mutation($id: ID!, $b: String!) { addOrderNote(orderId: $id, body: $b) { body authorEmail } }', { id: c.id, b: 'Customer asked for gift wrap' }, admin);
    expect(note.body.data.addOrderNote.body).toBe('Customer asked for gift wrap');
    expect((await rest(url(), 'POST', `/admin/orders/${c.id}/notes`, { body: ' ' }, admin)).body).toMatchObject({ success: false, message: 'Write a note first' });
    const refused = await graphql(url(), 'mutation($id: ID!) { moveOrder(id: $id, status: "delivered") { order { status } } }', { id: c.id }, admin);
    expect(refused.body.errors?.[0].message).toBe('An order that is confirmed cannot become delivered. Allowed: packed, cancelled');
    const cancelled = await rest(url(), 'POST', `/admin/orders/${c.id}/status`, { status: 'cancelled', note: 'Out of stock in the warehouse' }, admin);
    expect(cancelled.body.data).toMatchObject({ order: { status: 'cancelled' }, allowedStatuses: [], notes: [{ body: 'Customer asked for gift wrap' }] });
    expect((await rest(url(), 'GET', '/admin/orders/999999', undefined, admin)).body).toMatchObject({ success: false, message: 'Order not found' });
  });

  it('cancelled orders leave the revenue; the kept summaries equal a rebuild from the orders', async () => {
    const d = (await graphql(url(), DASHBOARD, {}, admin)).body.data.dashboard;
    expect(d.sales.revenue.current).toBe(3150);
    expect(d.sales.orders.current).toBe(2);
    const read = async () => ({
      days: await store().dataSource.query('SELECT day, orders, paidOrders, revenue, units, newCustomers FROM sales_days ORDER BY day'),
      cities: await store().dataSource.query('SELECT day, state, city, orders, paidOrders, revenue FROM sales_day_cities WHERE orders <> 0 ORDER BY day, state, city'),
      products: await store().dataSource.query('SELECT day, productId, units, revenue FROM sales_day_products WHERE units <> 0 ORDER BY day, productId'),
      customers: await store().dataSource.query('SELECT day, placeKey, customerKey, stateKey, orders FROM sales_day_customers WHERE orders <> 0 ORDER BY day, placeKey, customerKey'),
    });
    const kept = await read();
    expect(kept.customers).toHaveLength(2);
    await rebuildSales(store().dataSource.manager);
    await rebuildSalesCustomers(store().dataSource.manager);
    const norm = (x: unknown) => JSON.parse(JSON.stringify(x, (_k, v) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v)));
    expect(norm(await read())).toEqual(norm(kept));
  });

  it('customers: search by name, email or phone, with order count, spending and last order; their page', async () => {
    const { user, token } = await signedInUser(store(), { firstName: 'Kavya', lastName: 'Shah' });
    await store().dataSource.query('UPDATE users SET phone = ? WHERE id = ?', ['9876543210', user.id]);
    const cart = await rest(url(), 'POST', '/cart', { variantSku: 'BK-M-BLUE', quantity: 1 }, token);
    expect(cart.status).toBeLessThan(300);
    const res = await placeGuest(store(), { shippingAddress: SURAT, paymentMethod: 'cod' }, { token });
    expect(res.status).toBe(201);
    const L = 'query($s: String) { customers(search: $s) { customers { id firstName email orderCount totalSpent lastOrderAt } nextCursor } }';
    for (const s of ['kav', 'Kavya Sh', user.email, '98765 43210']) {
      const found = (await graphql(url(), L, { s }, admin)).body.data.customers.customers;
      expect(found.map((x: { email: string }) => x.email)).toEqual([user.email]);
      expect(found[0]).toMatchObject({ orderCount: 1, totalSpent: 1050, lastOrderAt: expect.any(String) });
    }
    const page = (await rest(url(), 'GET', `/admin/customers/${user.id}`, undefined, admin)).body.data;
    expect(page.customer.email).toBe(user.email);
    expect(page.orders).toHaveLength(1);
    expect(page.orders[0]).toMatchObject({ city: 'Surat' });
    expect((await rest(url(), 'GET', '/admin/customers/999999', undefined, admin)).body.message).toBe('Customer not found');
  });

  it('orders from before the back office get their directory city, phone, pieces and first-order flag, and the summaries are rebuilt', async () => {
    const ds = store().dataSource;
    const facts = () => ds.query('SELECT id, shipCity, shipState, phone, units, firstOrder FROM orders ORDER BY id');
    const norm = (x: unknown) => JSON.parse(JSON.stringify(x, (_k, v) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v === true ? 1 : v === false ? 0 : v)));
    const before = norm(await facts());
    const days = norm(await ds.query('SELECT * FROM sales_days ORDER BY day'));
    expect(await backfillOrderFacts(ds.manager)).toBe(false);
    await ds.query("UPDATE orders SET shipCity = '', shipState = '', phone = '', units = 0, firstOrder = 0");
    await ds.query('DELETE FROM sales_days');
    expect(await backfillOrderFacts(ds.manager)).toBe(true);
    expect(norm(await facts())).toEqual(before);
    expect(norm(await ds.query('SELECT * FROM sales_days ORDER BY day'))).toEqual(days);
  });

  it('an export or a bulk change runs once per request, whatever the aliases', async () => {
    const twice = await graphql(url(), 'query { a: orderDeskCsv b: orderDeskCsv }', {}, admin);
    expect(twice.body.errors?.[0]).toMatchObject({ message: 'Ask for orderDeskCsv once per request', extensions: { status: 400 } });
    const once = await graphql(url(), 'query { orderDeskCsv }', {}, admin);
    expect(once.body.errors).toBeUndefined();
  });
});

import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInUser } from './accounts';
import { cartFixtures } from './cart-fixtures';
import { gqlCall, restCall } from './client';
import { describeEachDatabase } from './harness';
import { guestOrder, placeGuest } from './order-fixtures';
import { WebhookDelivery, WebhookEndpoint } from '../src/modules/integrations/webhook.entity';
import { OutboxMail } from '../src/modules/mail/outbox-mail.entity';
import { ProductVariant } from '../src/modules/catalog/product-variant.entity';
import { Payment, PaymentRefund } from '../src/modules/payments/payment.entity';
import type { PaymentLog } from '../src/modules/payments/payment-log';
import { PaymentRefunds } from '../src/modules/payments/refunds';

interface Received { headers: IncomingHttpHeaders; body: string }

/** A receiver on this machine that answers what the test tells it to. */
function receiver() {
  const got: Received[] = [];
  const answers: number[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.writeHead(answers.shift() ?? 200, { 'content-type': 'text/plain' });
      res.end('thanks from the ERP');
    });
  });
  return {
    got, answers,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/kapda`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function verify(secret: string, r: Received): boolean {
  const [t, v1] = String(r.headers['x-kapda-signature']).split(',').map((p) => p.split('=')[1]);
  return Math.abs(Date.now() / 1000 - Number(t)) < 300 && createHmac('sha256', secret).update(`${t}.${r.body}`).digest('hex') === v1;
}

const waitFor = async (check: () => boolean | Promise<boolean>, ms = 8000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describeEachDatabase('signed webhooks from an outbox (issue 22)', (store) => {
  const base = () => store().baseUrl;
  const hook = receiver();
  let url = '';
  beforeAll(async () => {
    await cartFixtures(store());
    url = await hook.start();
  });
  afterAll(() => hook.stop());

  it('an admin registers an endpoint (secret shown once); a placed order and its moves arrive signed, in order, with the REST shape', async () => {
    const { token } = await signedInUser(store(), { role: 'admin' });
    const made = await restCall(base(), 'POST', '/admin/webhooks', { url, events: ['order.placed', 'order.status_changed', 'order.cancelled'] }, { token });
    expect(made.status).toBe(201);
    const secret = made.body.data.secret as string;
    expect(secret).toMatch(/^whsec_/);
    const listed = await restCall(base(), 'GET', '/admin/webhooks', undefined, { token });
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const placed = await placeGuest(store(), guestOrder());
    expect(placed.status).toBe(201);
    const orderId = placed.body.data.order._id;
    const moved = await restCall(base(), 'POST', `/admin/orders/${orderId}/status`, { status: 'cancelled' }, { token });
    expect(moved.status).toBe(200);
    await store().services.webhooks.deliverDue();
    await store().services.webhooks.deliverDue();
    await store().services.webhooks.deliverDue();
    await waitFor(() => hook.got.length >= 3);
    const events = hook.got.map((r) => JSON.parse(r.body));
    expect(events.map((e) => e.type)).toEqual(['order.placed', 'order.status_changed', 'order.cancelled']);
    expect(events[0].data).toMatchObject({ _id: orderId, orderNumber: placed.body.data.order.orderNumber });
    expect(events[1].data).toMatchObject({ _id: orderId, status: 'cancelled', previousStatus: 'confirmed' });
    for (const r of hook.got) {
      expect(verify(secret, r)).toBe(true);
      expect(r.headers['x-kapda-event-id']).toBe(JSON.parse(r.body).id);
    }
    expect(verify('whsec_wrong', hook.got[0])).toBe(false);

    const log = await restCall(base(), 'GET', `/admin/webhooks/${made.body.data._id}/deliveries`, undefined, { token });
    expect(log.body.data[0]).toMatchObject({ statusCode: 200, response: 'thanks from the ERP', event: expect.any(String) });
    expect(log.body.data[0].durationMs).toBeGreaterThanOrEqual(0);
  });

  it('a failed delivery (non-2xx) is retried later with the same event id, and later events for the order wait their turn; redelivery and a test event work', async () => {
    hook.got.length = 0;
    const { token } = await signedInUser(store(), { role: 'admin' });
    await store().dataSource.getRepository(WebhookEndpoint).update({ isActive: true }, { isActive: false });
    const made = await restCall(base(), 'POST', '/admin/webhooks', { url, events: ['order.placed', 'order.status_changed'] }, { token });
    hook.answers.push(500);
    const placed = await placeGuest(store(), guestOrder());
    await restCall(base(), 'POST', `/admin/orders/${placed.body.data.order._id}/status`, { status: 'packed' }, { token });
    await store().services.webhooks.deliverDue();
    expect(hook.got.map((r) => JSON.parse(r.body).type)).toEqual(['order.placed']);
    const failed = await store().dataSource.getRepository(WebhookDelivery).findOneByOrFail({ endpointId: Number(made.body.data._id), eventType: 'order.placed' });
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(failed.nextAttemptAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    // Not yet due: nothing goes, and the status change waits behind the placed event.
    await store().services.webhooks.deliverDue();
    expect(hook.got).toHaveLength(1);
    await store().services.webhooks.deliverDue(new Date(Date.now() + 61_000));
    await store().services.webhooks.deliverDue(new Date(Date.now() + 61_000));
    expect(hook.got.map((r) => JSON.parse(r.body).type)).toEqual(['order.placed', 'order.placed', 'order.status_changed']);
    expect(hook.got[0].headers['x-kapda-event-id']).toBe(hook.got[1].headers['x-kapda-event-id']);

    const log = await restCall(base(), 'GET', `/admin/webhooks/${made.body.data._id}/deliveries`, undefined, { token });
    expect(log.body.data.map((a: { statusCode: number }) => a.statusCode)).toEqual([200, 200, 500]);
    const again = await restCall(base(), 'POST', `/admin/webhooks/${made.body.data._id}/deliveries/${log.body.data[2]._id}/redeliver`, undefined, { token });
    expect(again.body.data).toMatchObject({ statusCode: 200, event: 'order.placed' });
    const ping = await restCall(base(), 'POST', `/admin/webhooks/${made.body.data._id}/test`, undefined, { token });
    expect(ping.body.data).toMatchObject({ statusCode: 200, event: 'ping' });
    expect(JSON.parse(hook.got.at(-1)!.body)).toMatchObject({ type: 'ping' });
  });

  it('an endpoint that fails for a day is switched off and the admins are mailed', async () => {
    hook.got.length = 0;
    const admin = await signedInUser(store(), { role: 'admin' });
    await store().dataSource.getRepository(WebhookEndpoint).update({ isActive: true }, { isActive: false });
    const made = await restCall(base(), 'POST', '/admin/webhooks', { url, events: ['order.placed'] }, { token: admin.token });
    hook.answers.push(...Array(20).fill(503));
    await placeGuest(store(), guestOrder());
    let at = Date.now();
    for (let i = 0; i < 10; i++) {
      await store().services.webhooks.deliverDue(new Date(at));
      at += 9 * 3600 * 1000;
    }
    hook.answers.length = 0;
    expect(hook.got).toHaveLength(10);
    const endpoint = await store().dataSource.getRepository(WebhookEndpoint).findOneByOrFail({ id: Number(made.body.data._id) });
    expect(endpoint).toMatchObject({ isActive: false });
    expect(endpoint.disabledAt).not.toBeNull();
    const mails = await store().dataSource.getRepository(OutboxMail).findBy({ to: admin.user.email, template: 'webhook_disabled' });
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(url);
  });

  it('a contact-page enquiry is sent as enquiry.received', async () => {
    hook.got.length = 0;
    const { token } = await signedInUser(store(), { role: 'admin' });
    await store().dataSource.getRepository(WebhookEndpoint).update({ isActive: true }, { isActive: false });
    const made = await restCall(base(), 'POST', '/admin/webhooks', { url, events: ['enquiry.received'] }, { token });
    expect(made.status).toBe(201);
    const sent = await restCall(base(), 'POST', '/site-content/enquiries', { name: 'Asha Patel', email: 'asha.hook@example.in', phone: '9876543210', subject: 'Size & fit', message: 'Is the maroon kurta true to size?' });
    expect(sent.status).toBe(201);
    await store().services.webhooks.deliverDue();
    await waitFor(() => hook.got.length >= 1);
    const event = JSON.parse(hook.got[0].body);
    expect(event).toMatchObject({ type: 'enquiry.received', data: { _id: sent.body.data._id, subject: 'Size & fit', email: 'asha.hook@example.in', status: 'new' } });
    expect(verify(made.body.data.secret, hook.got[0])).toBe(true);
  });

  it('payment.refunded is sent once when the gateway confirms a refund, with the refund and the order', async () => {
    hook.got.length = 0;
    const { token } = await signedInUser(store(), { role: 'admin' });
    await store().dataSource.getRepository(WebhookEndpoint).update({ isActive: true }, { isActive: false });
    const made = await restCall(base(), 'POST', '/admin/webhooks', { url, events: ['payment.refunded'] }, { token });
    expect(made.status).toBe(201);
    const placed = await placeGuest(store(), guestOrder());
    const orderId = Number(placed.body.data.order._id);
    const payments = store().dataSource.getRepository(Payment);
    await payments.insert({ orderId, gateway: 'razorpay', reference: `pay_hook_${orderId}`, amount: 50_000, status: 'refunded', gatewayPaymentId: 'pay_Hook1', gatewayOrderId: 'order_Hook1', checkout: null, checkedAt: null });
    const payment = await payments.findOneByOrFail({ reference: `pay_hook_${orderId}` });
    await store().dataSource.getRepository(PaymentRefund).insert({ orderId, paymentId: payment.id, gateway: 'razorpay', refundKey: `rf_hook_${orderId}`, amount: 50_000, reason: 'cancel', status: 'pending', gatewayRefundId: 'rfnd_Hook1', failure: null });
    const refunds = new PaymentRefunds(store().dataSource, {}, {} as PaymentLog, store().services.webhooks);
    const settled = { refundKey: `rf_hook_${orderId}`, gatewayRefundId: 'rfnd_Hook1', status: 'processed' as const };
    expect(await refunds.settle('razorpay', settled)).toBe(true);
    expect(await refunds.settle('razorpay', settled)).toBe(false);
    await store().services.webhooks.deliverDue();
    await waitFor(() => hook.got.length >= 1);
    expect(hook.got).toHaveLength(1);
    const event = JSON.parse(hook.got[0].body);
    expect(event).toMatchObject({ type: 'payment.refunded', data: { refund: { amount: 500, reason: 'cancel', gatewayRefundId: 'rfnd_Hook1' }, order: { _id: String(orderId) } } });
    expect(verify(made.body.data.secret, hook.got[0])).toBe(true);
  });

  it('product.created, product.updated and stock.low (once per crossing of the low-stock line) arrive signed, with the REST shape', async () => {
    hook.got.length = 0;
    const { token } = await signedInUser(store(), { role: 'admin' });
    await store().dataSource.getRepository(WebhookEndpoint).update({ isActive: true }, { isActive: false });
    const made = await restCall(base(), 'POST', '/admin/webhooks', { url, events: ['product.created', 'product.updated', 'stock.low'] }, { token });
    const category = await restCall(base(), 'POST', '/admin/categories', { name: 'Hook Sarees' }, { token });
    const draft = {
      title: 'Indigo Ajrakh Saree', description: 'Hand block printed.', brand: 'Kapda', categoryId: category.body.data.id, hsnCode: '5208',
      manufacturer: 'Kapda Fashions, Ring Road, Surat 395002', isActive: true,
    };
    const created = await restCall(base(), 'POST', '/admin/products', { ...draft, variants: [{ size: 'Free', color: 'Indigo', colorHex: '#2e3b74', mrp: 2999, sellingPrice: 2499, stock: 8 }] }, { token });
    expect(created.status).toBe(201);
    const productId = created.body.data.id as string;
    const variant = created.body.data.variants[0];
    const updated = await restCall(base(), 'PUT', `/admin/products/${productId}`, { ...draft, title: 'Indigo Ajrakh Saree with Blouse', variants: [{ id: variant.id, size: 'Free', color: 'Indigo', colorHex: '#2e3b74', mrp: 2999, sellingPrice: 2499 }] }, { token });
    expect(updated.status).toBe(200);
    const adjust = (delta: number) => restCall(base(), 'POST', `/admin/products/variants/${variant.id}/stock`, { delta, reason: delta > 0 ? 'received' : 'damaged' }, { token });
    for (const delta of [-3, -1, 10, -10]) expect((await adjust(delta)).status, String(delta)).toBe(200); // 8 → 5 (low) → 4 → 14 → 4 (low again)
    for (let i = 0; i < 5; i++) await store().services.webhooks.deliverDue();
    await waitFor(() => hook.got.length >= 4);
    const events = hook.got.map((r) => JSON.parse(r.body));
    expect(events.map((e) => e.type)).toEqual(['product.created', 'product.updated', 'stock.low', 'stock.low']);
    expect(events[0].data).toMatchObject({ _id: productId, title: 'Indigo Ajrakh Saree', totalStock: 8, variants: [{ id: variant.id, stock: 8 }] });
    expect(events[1].data).toMatchObject({ _id: productId, title: 'Indigo Ajrakh Saree with Blouse' });
    expect(events[2].data).toMatchObject({ _id: variant.id, sku: variant.sku, stock: 5, productId, threshold: 5 });
    expect(events[3].data).toMatchObject({ _id: variant.id, stock: 4 });
    for (const r of hook.got) expect(verify(made.body.data.secret, r)).toBe(true);
  });

  it('stock.low when an order takes a variant to the low-stock line, not on the next sale', async () => {
    hook.got.length = 0;
    const { token } = await signedInUser(store(), { role: 'admin' });
    await store().dataSource.getRepository(WebhookEndpoint).update({ isActive: true }, { isActive: false });
    const made = await restCall(base(), 'POST', '/admin/webhooks', { url, events: ['stock.low'] }, { token });
    await store().dataSource.getRepository(ProductVariant).update({ sku: 'BK-M-BLUE' }, { stock: 6 });
    expect((await placeGuest(store(), guestOrder())).status).toBe(201); // 6 → 5
    expect((await placeGuest(store(), guestOrder())).status).toBe(201); // 5 → 4: no second event
    for (let i = 0; i < 3; i++) await store().services.webhooks.deliverDue();
    await waitFor(() => hook.got.length >= 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(hook.got).toHaveLength(1);
    expect(JSON.parse(hook.got[0].body)).toMatchObject({ type: 'stock.low', data: { sku: 'BK-M-BLUE', stock: 5, threshold: 5 } });
    expect(verify(made.body.data.secret, hook.got[0])).toBe(true);
  });

  it('a CSV import sends one product.created / product.updated per product it wrote, and stock.low for a level it took across the line', async () => {
    hook.got.length = 0;
    const { token } = await signedInUser(store(), { role: 'admin' });
    await store().dataSource.getRepository(WebhookEndpoint).update({ isActive: true }, { isActive: false });
    const made = await restCall(base(), 'POST', '/admin/webhooks', { url, events: ['product.created', 'product.updated', 'stock.low'] }, { token });
    await restCall(base(), 'POST', '/admin/categories', { name: 'Hook Kurtas', slug: 'hook-kurtas' }, { token });
    const header = 'product_slug,title,description,brand,category_slug,collection_slugs,hsn_code,country_of_origin,manufacturer,packer,importer,net_quantity,fabric,care,tags,status,sku,size,color,color_hex,mrp,selling_price,stock';
    const row = (title: string, stock: number) => `hook-kurta,${title},Soft cotton.,Kapda,hook-kurtas,,6204,India,"Kapda Fashions, Surat",,,1 N,Cotton,Hand wash,cotton,active,HOOK-M,M,Indigo,#2e3b74,1499,952.38,${stock}`;
    const IMPORT = 'mutation ($csv: String!) { importProductsCsv(csv: $csv) { applied created updated errors { message } } }';
    expect((await gqlCall(base(), IMPORT, { csv: [header, row('Hook Kurta', 10)].join('\n') }, { token })).body.data.importProductsCsv).toMatchObject({ applied: true, created: 1 });
    expect((await gqlCall(base(), IMPORT, { csv: [header, row('Hook Kurta Indigo', 4)].join('\n') }, { token })).body.data.importProductsCsv).toMatchObject({ applied: true, updated: 1 });
    for (let i = 0; i < 4; i++) await store().services.webhooks.deliverDue();
    await waitFor(() => hook.got.length >= 3);
    const events = hook.got.map((r) => JSON.parse(r.body));
    expect(events.map((e) => e.type)).toEqual(['product.created', 'product.updated', 'stock.low']);
    expect(events[0].data).toMatchObject({ slug: 'hook-kurta', title: 'Hook Kurta', totalStock: 10 });
    expect(events[1].data).toMatchObject({ _id: events[0].data._id, title: 'Hook Kurta Indigo', totalStock: 4 });
    expect(events[2].data).toMatchObject({ sku: 'HOOK-M', stock: 4, productId: events[0].data._id });
    for (const r of hook.got) expect(verify(made.body.data.secret, r)).toBe(true);
  });

  it('only admins (or a key with webhooks:manage) manage endpoints; bad URLs and events are 400s', async () => {
    const sub = await signedInUser(store(), { role: 'subadmin', permissions: ['all_permissions'], department: 'all' });
    expect((await restCall(base(), 'POST', '/admin/webhooks', { url, events: ['order.placed'] }, { token: sub.token })).status).toBe(403);
    const { token } = await signedInUser(store(), { role: 'admin' });
    for (const body of [{ url: 'nonsense', events: ['order.placed'] }, { url, events: [] }, { url, events: ['order.exploded'] }, { url: 'ftp://x.in/', events: ['order.placed'] }]) {
      expect((await restCall(base(), 'POST', '/admin/webhooks', body, { token })).status, JSON.stringify(body)).toBe(400);
    }
    const key = (await restCall(base(), 'POST', '/admin/api-keys', { name: 'Bot', scopes: ['webhooks:manage', 'orders:read'] }, { token })).body.data.key;
    const byKey = await restCall(base(), 'POST', '/admin/webhooks', { url, events: ['order.placed'] }, { token: key });
    expect(byKey.status).toBe(201);
    const readOnly = (await restCall(base(), 'POST', '/admin/api-keys', { name: 'Feed', scopes: ['orders:read'] }, { token })).body.data.key;
    expect((await restCall(base(), 'GET', '/admin/webhooks', undefined, { token: readOnly })).status).toBe(403);
  });
});

describeEachDatabase('an API key manages only its own webhook endpoints, for events it may read (issue 22, security review)', (store) => {
  const base = () => store().baseUrl;
  const shop = receiver();
  const attacker = receiver();
  let shopUrl = '';
  let attackerUrl = '';
  beforeAll(async () => {
    await cartFixtures(store());
    shopUrl = await shop.start();
    attackerUrl = await attacker.start();
  });
  afterAll(async () => {
    await shop.stop();
    await attacker.stop();
  });

  it("a webhooks:manage key cannot see, change, delete, test or redeliver the admin's endpoint; the next order goes to the admin's URL only", async () => {
    const { token } = await signedInUser(store(), { role: 'admin' });
    const admins = await restCall(base(), 'POST', '/admin/webhooks', { url: shopUrl, events: ['order.placed'] }, { token });
    const id = admins.body.data._id as string;
    await placeGuest(store(), guestOrder());
    await store().services.webhooks.deliverDue();
    await waitFor(() => shop.got.length >= 1);
    const attemptId = (await restCall(base(), 'GET', `/admin/webhooks/${id}/deliveries`, undefined, { token })).body.data[0]._id;

    const key = (await restCall(base(), 'POST', '/admin/api-keys', { name: 'Stolen', scopes: ['webhooks:manage'] }, { token })).body.data.key;
    expect((await restCall(base(), 'GET', '/admin/webhooks', undefined, { token: key })).body.data).toEqual([]);
    expect((await restCall(base(), 'PUT', `/admin/webhooks/${id}`, { url: attackerUrl }, { token: key })).status).toBe(404);
    expect((await restCall(base(), 'POST', `/admin/webhooks/${id}/deliveries/${attemptId}/redeliver`, undefined, { token: key })).status).toBe(404);
    expect((await restCall(base(), 'GET', `/admin/webhooks/${id}/deliveries`, undefined, { token: key })).status).toBe(404);
    expect((await restCall(base(), 'POST', `/admin/webhooks/${id}/test`, undefined, { token: key })).status).toBe(404);
    expect((await restCall(base(), 'DELETE', `/admin/webhooks/${id}`, undefined, { token: key })).status).toBe(404);
    const gql = await gqlCall(base(), 'mutation ($id: ID!) { updateWebhookEndpoint(id: $id, input: { url: "' + attackerUrl + '" }) { id } }', { id }, { token: key });
    expect(gql.body.errors?.[0]?.message).toBe('Webhook endpoint not found');
    // Nor may it subscribe its own endpoint to orders, enquiries or products without the read scope.
    for (const [event, scope] of [['order.placed', 'orders:read'], ['payment.refunded', 'orders:read'], ['enquiry.received', 'customers:read'], ['stock.low', 'catalog:read']]) {
      const res = await restCall(base(), 'POST', '/admin/webhooks', { url: attackerUrl, events: [event] }, { token: key });
      expect(res.status, event).toBe(403);
      expect(res.body.message).toContain(scope);
    }

    shop.got.length = 0;
    await placeGuest(store(), guestOrder());
    await store().services.webhooks.deliverDue();
    await waitFor(() => shop.got.length >= 1);
    expect(attacker.got).toHaveLength(0);
    const endpoint = await store().dataSource.getRepository(WebhookEndpoint).findOneByOrFail({ id: Number(id) });
    expect(endpoint).toMatchObject({ url: shopUrl, isActive: true, createdByKeyId: null });
  });

  it('a key with orders:read sees only its own endpoint; changing its URL drops queued events and past ones are never redelivered to the new URL', async () => {
    shop.got.length = 0;
    attacker.got.length = 0;
    const { token } = await signedInUser(store(), { role: 'admin' });
    await store().dataSource.getRepository(WebhookEndpoint).update({ isActive: true }, { isActive: false });
    const key = (await restCall(base(), 'POST', '/admin/api-keys', { name: 'ERP', scopes: ['webhooks:manage', 'orders:read'] }, { token })).body.data.key;
    const made = await restCall(base(), 'POST', '/admin/webhooks', { url: shopUrl, events: ['order.placed'] }, { token: key });
    expect(made.status).toBe(201);
    const id = made.body.data._id as string;
    const mine = await restCall(base(), 'GET', '/admin/webhooks', undefined, { token: key });
    expect(mine.body.data.map((e: { _id: string }) => e._id)).toEqual([id]);
    // The admin sees every endpoint, the key's too.
    expect((await restCall(base(), 'GET', '/admin/webhooks', undefined, { token })).body.data.map((e: { _id: string }) => e._id)).toContain(id);

    await placeGuest(store(), guestOrder());
    await store().services.webhooks.deliverDue();
    await waitFor(() => shop.got.length >= 1);
    const attemptId = (await restCall(base(), 'GET', `/admin/webhooks/${id}/deliveries`, undefined, { token: key })).body.data[0]._id;
    await placeGuest(store(), guestOrder()); // queued, not sent yet

    const moved = await restCall(base(), 'PUT', `/admin/webhooks/${id}`, { url: attackerUrl }, { token: key });
    expect(moved.status).toBe(200);
    expect(await store().dataSource.getRepository(WebhookDelivery).countBy({ endpointId: Number(id), status: 'pending' })).toBe(0);
    await store().services.webhooks.deliverDue();
    const again = await restCall(base(), 'POST', `/admin/webhooks/${id}/deliveries/${attemptId}/redeliver`, undefined, { token: key });
    expect(again.status).toBe(400);
    expect((await restCall(base(), 'POST', `/admin/webhooks/${id}/deliveries/${attemptId}/redeliver`, undefined, { token })).status).toBe(400);
    await new Promise((r) => setTimeout(r, 200));
    expect(attacker.got).toHaveLength(0);
    expect(shop.got).toHaveLength(1);

    // Events after the change go to the new URL.
    await placeGuest(store(), guestOrder());
    await store().services.webhooks.deliverDue();
    await waitFor(() => attacker.got.length >= 1);
    expect(JSON.parse(attacker.got[0].body)).toMatchObject({ type: 'order.placed' });
  });
});

describeEachDatabase('webhooks go only to public https addresses when required (issue 22)', (store) => {
  it('refuses loopback, private and metadata URLs when made, and again at delivery', async () => {
    const { token } = await signedInUser(store(), { role: 'admin' });
    for (const url of ['http://erp.example.in/hook', 'https://127.0.0.1/hook', 'https://169.254.169.254/latest/meta-data', 'https://10.0.0.5/hook', 'https://localhost/hook', 'https://[::1]/hook']) {
      const res = await restCall(store().baseUrl, 'POST', '/admin/webhooks', { url, events: ['order.placed'] }, { token });
      expect(res.status, url).toBe(400);
    }
    expect(await store().dataSource.getRepository(WebhookEndpoint).count()).toBe(0);
    // An endpoint whose name points inside (here the machine's own name; or DNS changed since it was made) is refused at delivery.
    const repo = store().dataSource.getRepository(WebhookEndpoint);
    const endpoint = await repo.save(repo.create({ url: `https://${hostname()}:9/hook`, events: ['order.placed'], secret: 'whsec_x', isActive: true, disabledAt: null, createdByEmail: 'a@b.in' }));
    const attempt = await store().services.webhooks.sendTest({ user: null, guestSessionId: null } as never, endpoint.id);
    expect(attempt).toMatchObject({ statusCode: null, response: expect.stringMatching(/^Refused/) });
  });
}, { env: { WEBHOOKS_PUBLIC_ONLY: 'true' } });

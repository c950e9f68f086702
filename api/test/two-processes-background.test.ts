import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config';
import { bootStore, type Store } from '../src/boot';
import { OutboxMail } from '../src/modules/mail/outbox-mail.entity';
import { OutboxMessage } from '../src/modules/messaging/outbox-message.entity';
import { Order, OrderEvent } from '../src/modules/orders/order.entity';
import { Payment } from '../src/modules/payments/payment.entity';
import { WebhookDelivery } from '../src/modules/integrations/webhook.entity';
import { StockAlert } from '../src/modules/reviews/stock-alert.entity';
import { signedInUser } from './accounts';
import { cartFixtures } from './cart-fixtures';
import { freshIp, restCall } from './client';
import { RazorpayStandIn } from './gateway-standins';
import { freshStore, mysqlAvailable } from './harness';
import { guestOrder, placeGuest, SURAT, stockOf } from './order-fixtures';
import { TestSmtpServer } from './smtp';
import { WhatsAppStandIn } from './whatsapp-standin';

/**
 * Background work runs once with two store processes' worth of state on one MariaDB and one Redis
 * (two booted stores, each with its own connection pool and its own running workers): every periodic
 * pass is also run by both stores at the same moment, several rounds, so each conditional claim is
 * raced for real — and each job's effect is counted where it lands (the database, the SMTP server,
 * the webhook receiver, the WhatsApp and Razorpay stand-ins). The mail outbox's own proof (one sign-up,
 * one mail) is in two-processes.test.ts.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
type Running = Store & { baseUrl: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(what: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(50);
  }
}
/** Both stores run `pass` at the same moment, `rounds` times; answers what each call returned. */
async function raced<T>(a: Running, b: Running, pass: (store: Running) => Promise<T>, rounds = 3): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < rounds; i++) results.push(...(await Promise.all([pass(a), pass(b), pass(a), pass(b)])));
  return results;
}

/** A webhook receiver on this machine. */
function receiver() {
  const got: Array<{ event: string; id: string; body: string }> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      got.push({ event: String(req.headers['x-kapda-event']), id: String(req.headers['x-kapda-event-id']), body });
      res.writeHead(200).end('ok');
    });
  });
  return {
    got,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const razorpay = new RazorpayStandIn();
const whatsapp = new WhatsAppStandIn();
const smtp = new TestSmtpServer();
const hook = receiver();

describe.skipIf(!mysqlAvailable() || !inject('redisAvailable'))('background work exactly once, two stores on one MariaDB and Redis', () => {
  let a: Running;
  let b: Running;
  let admin = '';
  let hookUrl = '';

  beforeAll(async () => {
    await Promise.all([razorpay.start(), whatsapp.start(), smtp.start()]);
    hookUrl = await hook.start();
    const env = { REDIS_URL: redisUrl, SMTP_URL: smtp.url, CATALOGUE_CACHE_SECONDS: '60', ORDER_LIMIT_PER_MINUTE: '0', ...razorpay.env(), ...whatsapp.env() };
    a = await freshStore('mysql', env);
    await cartFixtures(a);
    const c = a.config;
    const config = loadConfig({
      NODE_ENV: 'test', PORT: '0', DATABASE_URL: c.DATABASE_URL, SQLITE_PATH: c.SQLITE_PATH, MEDIA_DIR: c.MEDIA_DIR, JWT_SECRET: c.JWT_SECRET,
      SEED_DEMO: 'false', SEED_IMAGES: 'false', LOG_LEVEL: 'silent', UNPAID_ORDERS_PER_IP: '0', UNPAID_ORDERS_PER_EMAIL: '0', ...env,
    } as NodeJS.ProcessEnv);
    const store = await bootStore(config, { seed: false });
    b = Object.assign(store, { baseUrl: `http://127.0.0.1:${await store.listen(0)}` });
    admin = (await signedInUser(a, { role: 'admin' })).token;
  }, 240_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await Promise.all([razorpay.stop(), whatsapp.stop(), smtp.stop(), hook.stop()]);
  });

  it('payment-hold expiry: each expired hold is released once — one payment_failed move, its stock back once', async () => {
    const before = await stockOf(a, 'BK-M-BLUE');
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const placed = await placeGuest(i % 2 ? a : b, guestOrder({ paymentMethod: 'online', items: [{ variantSku: 'BK-M-BLUE', quantity: 2 }] }), { ip: freshIp() });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      ids.push(Number(placed.body.data.order._id));
    }
    expect(await stockOf(a, 'BK-M-BLUE')).toBe(before - 12);
    await a.dataSource.getRepository(Order).createQueryBuilder().update().set({ holdExpiresAt: new Date(Date.now() - 60_000) }).whereInIds(ids).execute();

    const released = await raced(a, b, (s) => s.services.orders.releaseExpiredHolds());
    expect(released.reduce((x, y) => x + y, 0)).toBe(6);
    for (const id of ids) {
      expect(await a.dataSource.getRepository(OrderEvent).countBy({ orderId: id, toStatus: 'payment_failed' })).toBe(1);
      expect((await a.dataSource.getRepository(Order).findOneByOrFail({ id })).status).toBe('payment_failed');
    }
    expect(await stockOf(a, 'BK-M-BLUE')).toBe(before);
  });

  it('payment reconciliation: a payment whose answer was lost is asked about once and confirms its order once', async () => {
    const placed = await placeGuest(b, guestOrder({ paymentMethod: 'online' }), { ip: freshIp() });
    expect(placed.status).toBe(201);
    const id = Number(placed.body.data.order._id);
    const gatewayOrderId = placed.body.data.payment.gatewayOrderId as string;
    razorpay.pay(gatewayOrderId);
    // Started five minutes ago: old enough for reconciliation to ask.
    await a.dataSource.getRepository(Payment).update({ orderId: id }, { createdAt: new Date(Date.now() - 5 * 60_000) });

    const settled = await raced(a, b, (s) => s.services.payments.reconcile());
    expect(settled.reduce((x, y) => x + y, 0)).toBe(1);
    expect(razorpay.calls.filter((c) => c.path === `/v1/orders/${gatewayOrderId}/payments`)).toHaveLength(1);
    expect(await a.dataSource.getRepository(OrderEvent).countBy({ orderId: id, toStatus: 'confirmed' })).toBe(1);
    expect(await a.dataSource.getRepository(Order).findOneByOrFail({ id })).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('housekeeping: old rows are deleted once, in batches, whichever store gets each', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000);
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      to: `old${i}@example.in`, subject: 'Old', template: 'verification_code', text: 't', html: 'h', status: 'sent' as const, attempts: 1,
      nextAttemptAt: old, lockedUntil: null, lastError: null, transport: 'smtp', sentAt: old, createdAt: old,
    }));
    for (let i = 0; i < rows.length; i += 400) await a.dataSource.getRepository(OutboxMail).insert(rows.slice(i, i + 400));
    const passes = await raced(a, b, (s) => s.services.housekeeping.runOnce(), 1);
    expect(passes.reduce((sum, p) => sum + p.outboxMails, 0)).toBe(1200);
    expect(await a.dataSource.getRepository(OutboxMail).countBy({ subject: 'Old' })).toBe(0);
  });

  it('webhook delivery: each event reaches the receiver once, though both stores deliver', async () => {
    const made = await restCall(a.baseUrl, 'POST', '/admin/webhooks', { url: hookUrl, events: ['product.updated'] }, { token: admin });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const category = await restCall(a.baseUrl, 'POST', '/admin/categories', { name: 'Once Sarees' }, { token: admin });
    const draft = { description: 'Hand block printed.', brand: 'Kapda', categoryId: category.body.data.id, hsnCode: '5208', manufacturer: 'Kapda Fashions, Ring Road, Surat 395002', isActive: true };
    const products: Array<{ id: string; variantId: string }> = [];
    for (let i = 0; i < 4; i++) {
      const created = await restCall(a.baseUrl, 'POST', '/admin/products', { ...draft, title: `Once Saree ${i}`, variants: [{ size: 'Free', color: 'Indigo', colorHex: '#2e3b74', mrp: 2999, sellingPrice: 2499, stock: 8 }] }, { token: admin });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      products.push({ id: created.body.data.id, variantId: created.body.data.variants[0].id });
    }
    // Renames through both stores' admin APIs: one product.updated each.
    for (const [i, p] of products.entries()) {
      const renamed = await restCall(i % 2 ? a.baseUrl : b.baseUrl, 'PUT', `/admin/products/${p.id}`, { ...draft, title: `Once Saree ${i} (renamed)`, variants: [{ id: p.variantId, size: 'Free', color: 'Indigo', colorHex: '#2e3b74', mrp: 2999, sellingPrice: 2499 }] }, { token: admin });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    }
    const deliveries = await a.dataSource.getRepository(WebhookDelivery).countBy({ eventType: 'product.updated' });
    expect(deliveries).toBe(4);
    // Both stores' workers poll every 2 s; the test races their passes too.
    await raced(a, b, (s) => s.services.webhooks.deliverDue());
    await until(() => hook.got.length >= 4, 10_000);
    await sleep(5000);
    const updated = hook.got.filter((g) => g.event === 'product.updated');
    expect(updated).toHaveLength(4);
    expect(new Set(updated.map((g) => g.id)).size).toBe(4);
    expect(await a.dataSource.getRepository(WebhookDelivery).countBy({ eventType: 'product.updated', status: 'delivered', attempts: 1 })).toBe(4);
  });

  it('WhatsApp outbox: each queued update is sent to the Cloud API once', async () => {
    const mobiles = ['9825011101', '9825011102', '9825011103'];
    const orderIds: number[] = [];
    // The workers would send each message the moment its order commits; held, the messages wait for the raced passes.
    await Promise.all([a.services.messaging.stop(), b.services.messaging.stop()]);
    for (const [i, phone] of mobiles.entries()) {
      const placed = await placeGuest(i % 2 ? a : b, guestOrder({ whatsappOptIn: true, shippingAddress: { ...SURAT, phone } }), { ip: freshIp() });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      orderIds.push(Number(placed.body.data.order._id));
    }
    expect(whatsapp.calls.filter((c) => mobiles.some((m) => c.body?.to === `91${m}`))).toEqual([]);
    await raced(a, b, (s) => s.services.messaging.deliverDue());
    a.services.messaging.start();
    b.services.messaging.start();
    const queued = await a.dataSource.getRepository(OutboxMessage).find({ where: orderIds.map((orderId) => ({ orderId })) });
    expect(queued.length).toBeGreaterThanOrEqual(3);
    // Both workers poll every 5 s: give them two polls each after the raced passes.
    await sleep(6000);
    for (const phone of mobiles) expect(whatsapp.sentTo(`91${phone}`), phone).toHaveLength(queued.filter((m) => m.to === `91${phone}`).length);
    const rows = await a.dataSource.getRepository(OutboxMessage).find({ where: orderIds.map((orderId) => ({ orderId })) });
    expect(rows.every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true);
  }, 30_000);

  it('stock alerts: one restock through the admin API sends each waiting shopper one mail', async () => {
    const kurta = (await restCall(a.baseUrl, 'GET', '/products/bandhani-kurta')).body.data;
    const emails = ['alert.one@example.in', 'alert.two@example.in'];
    for (const [i, email] of emails.entries()) {
      const asked = await restCall(i % 2 ? a.baseUrl : b.baseUrl, 'POST', `/products/${kurta._id}/notify-me`, { email, variantSku: 'BK-L-RED' }, { ip: freshIp() });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    }
    const variant = await a.dataSource.query('SELECT id FROM product_variants WHERE sku = ?', ['BK-L-RED']);
    const restocked = await restCall(b.baseUrl, 'POST', `/admin/products/variants/${variant[0].id}/stock`, { delta: 5, reason: 'received' }, { token: admin });
    expect(restocked.status, JSON.stringify(restocked.body)).toBe(200);
    // Store B dispatches after its write, store A after hearing of it through Redis; and the 30-second pass, raced.
    await raced(a, b, (s) => s.services.stockAlerts.dispatch());
    for (const email of emails) await smtp.waitFor(email, 1, 10_000);
    await sleep(4000);
    for (const email of emails) {
      expect(smtp.to(email), email).toHaveLength(1);
      expect(await a.dataSource.getRepository(OutboxMail).countBy({ to: email }), email).toBe(1);
    }
    expect(await a.dataSource.getRepository(StockAlert).countBy({ variantId: Number(variant[0].id) })).toBe(2);
  }, 30_000);
});

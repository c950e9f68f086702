import sharp from 'sharp';
import { In } from 'typeorm';
import { beforeAll, expect, it } from 'vitest';
import type { Store } from '../src/boot';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { Product } from '../src/modules/catalog/product.entity';
import { ProductVariant } from '../src/modules/catalog/product-variant.entity';
import { ProductReview, ReviewPhotoUpload } from '../src/modules/reviews/review.entity';
import { StockAlert } from '../src/modules/reviews/stock-alert.entity';
import { stockAlertToken } from '../src/modules/reviews/stock-alert.rules';
import { STOCK_ALERT_PENDING_MAX, StockAlertService } from '../src/modules/reviews/stock-alerts.service';
import { REVIEW_MESSAGES, STOCK_ALERT_MESSAGES } from '@kapda/rules/reviews';
import { createUser, signedInUser } from './accounts';
import { cartFixtures, customer } from './cart-fixtures';
import { freshIp, restCall } from './client';
import { describeEachDatabase, graphql, rest } from './harness';
import { LOOSE_PHOTO_HOURS, REVIEW_WRITE_LIMIT } from '../src/modules/reviews/reviews.service';
import { IMAGE_WIDTHS } from '../src/modules/catalog/product-pictures';
import { SURAT, mailsTo, stockOf } from './order-fixtures';

type S = Store & { baseUrl: string };

async function deliver(store: S, admin: string, id: string) {
  for (const body of [{ status: 'packed' }, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL123456' }, { status: 'delivered' }]) {
    const moved = await rest(store.baseUrl, 'PATCH', `/admin/orders/${id}/status`, body, admin);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
}

/** A member's cash-on-delivery order of one piece; delivered unless said. */
async function memberOrder(store: S, admin: string, member: { token: string }, productId: number, variantSku: string, delivered = true) {
  const [, size, color] = variantSku.split('-');
  const added = await rest(store.baseUrl, 'POST', '/cart', { productId: String(productId), quantity: 1, size, color: color[0] + color.slice(1).toLowerCase(), variantSku }, member.token);
  expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
  const placed = await rest(store.baseUrl, 'POST', '/orders', { shippingAddress: SURAT, paymentMethod: 'cod' }, member.token);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body.data.order._id as string;
  if (delivered) await deliver(store, admin, id);
  return id;
}

const good = { rating: 5, title: 'Beautiful bandhani', body: 'The colours are rich and the cotton is soft. True to size.' };

describeEachDatabase('reviews and back-in-stock alerts', (store, kind) => {
  let admin: string;
  let fx: Awaited<ReturnType<typeof cartFixtures>>;
  let asha: Awaited<ReturnType<typeof customer>>;
  let ravi: Awaited<ReturnType<typeof customer>>;
  let meera: Awaited<ReturnType<typeof customer>>;
  beforeAll(async () => {
    fx = await cartFixtures(store());
    admin = (await signedInUser(store(), { role: 'admin' })).token;
    asha = await customer(store(), 'Asha');
    ravi = await customer(store(), 'Ravi');
    meera = await customer(store(), 'Meera');
  });

  const post = (body: unknown, token?: string, ref: string | number = fx.kurta.id) => rest(store().baseUrl, 'POST', `/products/${ref}/reviews`, body, token);
  const kept = async () => {
    const p = await store().dataSource.getRepository(Product).findOneByOrFail({ id: fx.kurta.id });
    return { count: p.ratingCount, stars: p.ratingStars };
  };

  it('only a verified buyer may review: 401 for a visitor, 403 without a delivered order, 400s for bad input — nothing stored', async () => {
    const s = store();
    expect(await post(good)).toMatchObject({ status: 401 });
    expect(await post(good, asha.token)).toMatchObject({ status: 403, body: { success: false, message: REVIEW_MESSAGES.notVerified } });
    await memberOrder(s, admin, asha, fx.kurta.id, 'BK-M-BLUE', false);
    expect(await post(good, asha.token)).toMatchObject({ status: 403, body: { message: REVIEW_MESSAGES.notVerified } });
    expect((await rest(s.baseUrl, 'GET', `/products/${fx.kurta.id}/reviews/mine`, undefined, asha.token)).body.data).toEqual({ canReview: false, review: null });

    expect(await post({ ...good, rating: 6 }, asha.token)).toMatchObject({ status: 400, body: { message: REVIEW_MESSAGES.rating } });
    expect(await post({ ...good, title: '' }, asha.token)).toMatchObject({ status: 400, body: { message: REVIEW_MESSAGES.titleRequired } });
    expect(await post({ ...good, body: 'short' }, asha.token)).toMatchObject({ status: 400, body: { message: REVIEW_MESSAGES.bodyTooShort } });
    expect(await post({ ...good, body: 'x'.repeat(2001) }, asha.token)).toMatchObject({ status: 400, body: { message: REVIEW_MESSAGES.bodyTooLong } });
    expect(await post({ ...good, body: 'Nice fabric\u0000 really good' }, asha.token)).toMatchObject({ status: 400, body: { message: REVIEW_MESSAGES.controlCharacters } });
    expect((await post(good, asha.token, 999999)).status).toBe(404);
    expect(await s.dataSource.getRepository(ProductReview).count()).toBe(0);
    expect(await kept()).toEqual({ count: 0, stars: 0 });
  });

  it('one review per buyer, editable; the product row keeps count and stars; cards and the product show rating {average, count}', async () => {
    const s = store();
    await memberOrder(s, admin, asha, fx.kurta.id, 'BK-M-BLUE');
    const first = await post(good, asha.token);
    expect(first).toMatchObject({ status: 201, body: { success: true, message: REVIEW_MESSAGES.saved, data: { rating: 5, title: good.title, authorName: 'Asha P.', verifiedBuyer: true, hidden: false } } });
    const again = await post({ ...good, rating: 4, title: 'Lovely, runs a little long' }, asha.token, 'bandhani-kurta');
    expect(again).toMatchObject({ status: 200, body: { message: REVIEW_MESSAGES.updated, data: { id: first.body.data.id, rating: 4 } } });
    expect(await s.dataSource.getRepository(ProductReview).countBy({ productId: fx.kurta.id })).toBe(1);

    await memberOrder(s, admin, ravi, fx.kurta.id, 'BK-M-BLUE');
    expect((await post({ rating: 2, title: 'Colour ran', body: 'The colour ran in the first wash, sadly.' }, ravi.token)).status).toBe(201);
    expect(await kept()).toEqual({ count: 2, stars: 6 });

    // The cached product answer was dropped: both REST shapes and GraphQL show the new rating.
    const detail = await rest(s.baseUrl, 'GET', '/products/bandhani-kurta');
    expect(detail.body.data.rating).toEqual({ average: 3, count: 2 });
    const listing = await rest(s.baseUrl, 'GET', '/products?limit=60');
    expect(listing.body.data.items.find((p: { slug: string }) => p.slug === 'bandhani-kurta').rating).toEqual({ average: 3, count: 2 });
    const gql = await graphql(s.baseUrl, '{ product(slug: "bandhani-kurta") { rating { average count } } products(limit: 60) { items { slug rating { average count } } } }');
    expect(gql.body.data.product.rating).toEqual({ average: 3, count: 2 });
    expect(gql.body.data.products.items.find((p: { slug: string }) => p.slug === 'bandhani-kurta').rating).toEqual({ average: 3, count: 2 });

    const mine = await graphql(s.baseUrl, '{ myProductReview(slug: "bandhani-kurta") { canReview review { rating title hidden } } }', {}, asha.token);
    expect(mine.body.data.myProductReview).toEqual({ canReview: true, review: { rating: 4, title: 'Lovely, runs a little long', hidden: false } });
  });

  it('helpful votes: once per member, not on one’s own; sort=helpful and sort=newest', async () => {
    const s = store();
    const reviews = await s.dataSource.getRepository(ProductReview).find({ where: { productId: fx.kurta.id }, order: { id: 'ASC' } });
    const [ashas, ravis] = reviews;
    expect((await rest(s.baseUrl, 'POST', `/reviews/${ashas.id}/helpful`, undefined)).status).toBe(401);
    expect(await rest(s.baseUrl, 'POST', `/reviews/${ashas.id}/helpful`, undefined, asha.token)).toMatchObject({ status: 400, body: { message: REVIEW_MESSAGES.ownReview } });
    expect((await rest(s.baseUrl, 'POST', `/reviews/${ashas.id}/helpful`, undefined, meera.token)).body.data.helpfulCount).toBe(1);
    expect((await rest(s.baseUrl, 'POST', `/reviews/${ashas.id}/helpful`, undefined, meera.token)).body.data.helpfulCount).toBe(1);
    const both = await Promise.all([1, 2].map(() => rest(s.baseUrl, 'POST', `/reviews/${ashas.id}/helpful`, undefined, ravi.token)));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await s.dataSource.getRepository(ProductReview).findOneByOrFail({ id: ashas.id })).helpfulCount).toBe(2);

    const helpful = await rest(s.baseUrl, 'GET', `/products/${fx.kurta.id}/reviews?sort=helpful`);
    expect(helpful.body.data.items.map((r: { id: string }) => r.id)).toEqual([String(ashas.id), String(ravis.id)]);
    const newest = await rest(s.baseUrl, 'GET', `/products/bandhani-kurta/reviews?sort=newest`);
    expect(newest.body.data.items.map((r: { id: string }) => r.id)).toEqual([String(ravis.id), String(ashas.id)]);
    expect(newest.body.data).toMatchObject({ total: 2, page: 1, pageCount: 1, rating: { average: 3, count: 2 } });
    expect(await rest(s.baseUrl, 'GET', `/products/${fx.kurta.id}/reviews?sort=stars`)).toMatchObject({ status: 400, body: { message: REVIEW_MESSAGES.sort } });
    expect(await rest(s.baseUrl, 'GET', `/products/${fx.kurta.id}/reviews?page=0`)).toMatchObject({ status: 400, body: { message: REVIEW_MESSAGES.page } });
  });

  it('moderation: hiding drops the review from the shop and the average, showing brings it back; replies; audit; only manage_products', async () => {
    const s = store();
    const ravis = await s.dataSource.getRepository(ProductReview).findOneByOrFail({ productId: fx.kurta.id, userId: ravi.user.id });
    const orders = (await signedInUser(s, { role: 'subadmin', permissions: ['manage_orders'], department: 'Orders' })).token;
    const catalogDesk = (await signedInUser(s, { role: 'subadmin', permissions: ['manage_products'], department: 'Catalog' })).token;
    expect((await rest(s.baseUrl, 'PATCH', `/admin/reviews/${ravis.id}`, { hidden: true }, orders)).status).toBe(403);
    expect((await rest(s.baseUrl, 'PATCH', `/admin/reviews/${ravis.id}`, { hidden: true }, ravi.token)).status).toBe(403);
    expect((await rest(s.baseUrl, 'GET', '/admin/reviews', undefined, asha.token)).status).toBe(403);

    expect(await rest(s.baseUrl, 'PATCH', `/admin/reviews/${ravis.id}`, { hidden: true }, catalogDesk)).toMatchObject({ status: 200, body: { message: REVIEW_MESSAGES.hidden, data: { hidden: true } } });
    expect(await kept()).toEqual({ count: 1, stars: 4 });
    expect((await rest(s.baseUrl, 'GET', '/products/bandhani-kurta')).body.data.rating).toEqual({ average: 4, count: 1 });
    const shown = await rest(s.baseUrl, 'GET', `/products/${fx.kurta.id}/reviews`);
    expect(shown.body.data.items.map((r: { id: string }) => r.id)).not.toContain(String(ravis.id));
    expect((await rest(s.baseUrl, 'POST', `/reviews/${ravis.id}/helpful`, undefined, meera.token)).status).toBe(404);
    // Editing a hidden review keeps it hidden (and out of the average).
    expect((await post({ rating: 1, title: 'Still unhappy', body: 'The colour ran again in the second wash.' }, ravi.token)).body.data.hidden).toBe(true);
    expect(await kept()).toEqual({ count: 1, stars: 4 });

    const desk = await rest(s.baseUrl, 'GET', '/admin/reviews?status=hidden', undefined, catalogDesk);
    expect(desk.body.data).toMatchObject({ total: 1, items: [{ id: String(ravis.id), hidden: true, productTitle: 'Bandhani Kurta', reviewerEmail: ravi.user.email }] });
    expect((await rest(s.baseUrl, 'GET', '/admin/reviews?rating=4', undefined, catalogDesk)).body.data.total).toBe(1);
    expect((await rest(s.baseUrl, 'GET', '/admin/reviews?search=bandhani', undefined, catalogDesk)).body.data.total).toBe(2);

    const shownAgain = await graphql(s.baseUrl, `mutation { moderateReview(id: "${ravis.id}", hidden: false, reply: "Sorry! Please wash it cold and separately; we have called you.") { hidden reply } }`, {}, catalogDesk);
    expect(shownAgain.body.data.moderateReview).toEqual({ hidden: false, reply: 'Sorry! Please wash it cold and separately; we have called you.' });
    expect(await kept()).toEqual({ count: 2, stars: 5 });
    expect((await rest(s.baseUrl, 'GET', `/products/${fx.kurta.id}/reviews?sort=newest`)).body.data.items[0]).toMatchObject({ id: String(ravis.id), reply: expect.stringContaining('wash it cold') });
    expect(await rest(s.baseUrl, 'PATCH', `/admin/reviews/${ravis.id}`, { reply: 'x'.repeat(1001) }, catalogDesk)).toMatchObject({ status: 400, body: { message: REVIEW_MESSAGES.replyTooLong } });
    const audit = await s.dataSource.getRepository(AuditEntry).find({ where: { entityType: 'review', entityId: String(ravis.id) }, order: { id: 'ASC' } });
    expect(audit.map((a) => a.action)).toEqual(['review.hide', 'review.show']);
  });

  it('review photos go through the picture pipeline: pictures only, at most 4, verified buyers only', async () => {
    const s = store();
    const png = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#aa3355' } }).png().toBuffer();
    const upload = async (files: Array<{ name: string; bytes: Buffer }>, token?: string) => {
      const form = new FormData();
      for (const f of files) form.append('photos', new Blob([new Uint8Array(f.bytes)]), f.name);
      const res = await fetch(`${s.baseUrl}/api/products/${fx.kurta.id}/reviews/photos`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
      return { status: res.status, body: (await res.json()) as any };
    };
    expect((await upload([{ name: 'a.png', bytes: png }], meera.token)).status).toBe(403);
    expect((await upload([{ name: 'a.txt', bytes: Buffer.from('hello') }], asha.token)).status).toBe(400);
    expect((await upload(Array.from({ length: 5 }, (_, i) => ({ name: `${i}.png`, bytes: png })), asha.token)).status).toBe(400);
    const ok = await upload([{ name: 'kurta.png', bytes: png }], asha.token);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const key = ok.body.data[0].key as string;
    expect(key).toMatch(/^reviews\/upload-[0-9a-f]{16}$/);
    expect((await fetch(`${s.baseUrl}${ok.body.data[0].url}`)).status).toBe(200);
    expect(await post({ ...good, photos: ['products/upload-0000000000000000'] }, asha.token)).toMatchObject({ status: 400 });
    const saved = await post({ ...good, rating: 4, photos: [key] }, asha.token);
    expect(saved.body.data.photos).toHaveLength(1);
    expect(saved.body.data.photoKeys).toEqual([key]);
    // Left out keeps the photos; [] removes them.
    expect((await post({ ...good, rating: 4 }, asha.token)).body.data.photoKeys).toEqual([key]);
    expect((await post({ ...good, rating: 4, photos: [] }, asha.token)).body.data.photoKeys).toEqual([]);
  });

  it('notify me: refuses sizes in stock and bad input; one alert per email and size; one mail when stock returns, even with two dispatchers; one-click unsubscribe', async () => {
    const s = store();
    const notify = (body: unknown, token?: string, ip = freshIp()) => restCall(s.baseUrl, 'POST', `/products/${fx.kurta.id}/notify-me`, body, { token, ip });
    const email = `alert.${process.pid}@example.in`;
    expect(await notify({ email, variantSku: 'BK-M-BLUE' })).toMatchObject({ status: 400, body: { message: STOCK_ALERT_MESSAGES.inStock } });
    expect(await notify({ email: 'not-an-email', variantSku: 'BK-L-RED' })).toMatchObject({ status: 400, body: { message: STOCK_ALERT_MESSAGES.email } });
    expect(await notify({ email, variantSku: 'ZS-FREE-GOLD' })).toMatchObject({ status: 400, body: { message: STOCK_ALERT_MESSAGES.variant } });
    expect(await notify({ email })).toMatchObject({ status: 400, body: { message: STOCK_ALERT_MESSAGES.variant } });
    expect(await s.dataSource.getRepository(StockAlert).count()).toBe(0);

    expect(await notify({ email: ` ${email.toUpperCase()} `, variantSku: 'BK-L-RED' })).toMatchObject({ status: 201, body: { message: STOCK_ALERT_MESSAGES.saved, data: { email, variantSku: 'BK-L-RED' } } });
    expect((await notify({ email, variantSku: 'BK-L-RED' })).status).toBe(201);
    // A member asks without typing: their account's address.
    expect((await notify({ variantSku: 'BK-L-RED' }, meera.token)).body.data.email).toBe(meera.user.email);
    expect(await s.dataSource.getRepository(StockAlert).count()).toBe(2);

    // Rate limited per client address like the other public writes.
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await notify({ email: `r${i}.${email}`, variantSku: 'BK-L-RED' }, undefined, ip)).status);
    expect(answers.slice(0, 10).every((st) => st === 201)).toBe(true);
    expect(answers[10]).toBe(429);
    await s.dataSource.getRepository(StockAlert).createQueryBuilder().delete().where('email LIKE :r', { r: 'r%' }).execute();

    // Stock comes back through the back office's stock panel: one mail each, however many dispatchers run.
    const variant = (await rest(s.baseUrl, 'GET', '/products/bandhani-kurta')).body.data.variants.find((v: { sku: string }) => v.sku === 'BK-L-RED');
    const restocked = await rest(s.baseUrl, 'POST', `/admin/products/variants/${variant.id ?? variant._id}/stock`, { delta: 3, reason: 'received', note: 'New lot' }, admin);
    expect(restocked.status, JSON.stringify(restocked.body)).toBeLessThan(300);
    expect(await stockOf(s, 'BK-L-RED')).toBe(3);
    await Promise.all([s.services.stockAlerts.dispatch(), s.services.stockAlerts.dispatch(), s.services.stockAlerts.dispatch()]);
    await s.services.stockAlerts.dispatch();
    const mails = await mailsTo(s, email);
    expect(mails.filter((m) => m.template === 'back_in_stock')).toHaveLength(1);
    expect(mails[0].subject).toBe('Back in stock: Bandhani Kurta — size L, Red');
    expect((await mailsTo(s, meera.user.email)).filter((m) => m.template === 'back_in_stock')).toHaveLength(1);
    // Two processes' dispatchers at once (two services over the same database): still one mail each.
    await s.dataSource.getRepository(StockAlert).update({ email: meera.user.email }, { notifiedAt: null });
    const other = () => new StockAlertService(s.dataSource, s.services.reviews, s.services.mail, s.services.rateLimits, s.config);
    const sentBy = await Promise.all([other().dispatch(), other().dispatch(), s.services.stockAlerts.dispatch()]);
    expect(sentBy.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1); // 0 if the store's own 30 s run got there first
    expect((await mailsTo(s, meera.user.email)).filter((m) => m.template === 'back_in_stock')).toHaveLength(2);
    const link = new URL(/https?:\/\/\S+\/back-in-stock\/unsubscribe\?\S+/.exec(mails[0].text)![0]);
    expect(link.searchParams.get('token')).toBe(stockAlertToken(s.config.keys.stockAlerts, email));

    // Unsubscribe: a wrong token is refused (nothing changes); the link stops the address's alerts.
    expect(await rest(s.baseUrl, 'POST', '/back-in-stock/unsubscribe', { email, token: 'nope' })).toMatchObject({ status: 400, body: { message: STOCK_ALERT_MESSAGES.invalidLink } });
    await s.dataSource.getRepository(StockAlert).update({ email }, { notifiedAt: null });
    expect(await rest(s.baseUrl, 'POST', '/back-in-stock/unsubscribe', { email, token: link.searchParams.get('token') })).toMatchObject({ status: 200, body: { message: STOCK_ALERT_MESSAGES.unsubscribed } });
    await s.services.stockAlerts.dispatch();
    expect((await mailsTo(s, email)).filter((m) => m.template === 'back_in_stock')).toHaveLength(1);

    // Someone else typing the unsubscribed address (this size again, or another sold-out one) does not turn its alerts back on:
    // answered as saved (nobody learns who unsubscribed), nothing re-armed or added, no mail when stock returns.
    const before = await s.dataSource.getRepository(StockAlert).find({ where: { email }, order: { id: 'ASC' } });
    await s.dataSource.getRepository(ProductVariant).update({ sku: 'BK-L-RED' }, { stock: 0 });
    expect(await notify({ email, variantSku: 'BK-L-RED' })).toMatchObject({ status: 201, body: { message: STOCK_ALERT_MESSAGES.saved } });
    expect(await s.dataSource.getRepository(StockAlert).find({ where: { email }, order: { id: 'ASC' } })).toEqual(before);
    await s.dataSource.getRepository(ProductVariant).update({ sku: 'BK-L-RED' }, { stock: 3 });
    await s.services.stockAlerts.dispatch();
    expect((await mailsTo(s, email)).filter((m) => m.template === 'back_in_stock')).toHaveLength(1);

  });
  it('the back-in-stock mail has List-Unsubscribe (an https-style POST address) and List-Unsubscribe-Post; one POST with the form body unsubscribes (RFC 8058)', async () => {
    const s = store();
    const email = `oneclick.${process.pid}@example.in`;
    await s.dataSource.getRepository(ProductVariant).update({ sku: 'BK-L-RED' }, { stock: 0 });
    expect((await restCall(s.baseUrl, 'POST', `/products/${fx.kurta.id}/notify-me`, { email, variantSku: 'BK-L-RED' }, { ip: freshIp() })).status).toBe(201);
    await s.dataSource.getRepository(ProductVariant).update({ sku: 'BK-L-RED' }, { stock: 2 });
    await s.services.stockAlerts.dispatch();
    const [mail] = (await mailsTo(s, email)).filter((m) => m.template === 'back_in_stock');
    const token = stockAlertToken(s.config.keys.stockAlerts, email);
    const oneClick = `${s.config.publicUrl}/api/back-in-stock/unsubscribe?${new URLSearchParams({ email, token })}`;
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    // What a mail client sends: a form POST to the header's address, no cookie, no page.
    const path = new URL(oneClick).pathname + new URL(oneClick).search;
    const res = await fetch(`${s.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, message: STOCK_ALERT_MESSAGES.unsubscribed });
    expect((await s.dataSource.getRepository(StockAlert).findOneByOrFail({ email })).unsubscribedAt).toBeInstanceOf(Date);
    const forged = await fetch(`${s.baseUrl}/api/back-in-stock/unsubscribe?${new URLSearchParams({ email: 'someone@example.in', token })}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(forged.status).toBe(400);
  });

  it('notify me cannot be used to mail a stranger again and again: a typed address is not re-armed within 7 days of a mail, and waits for at most 10 sizes — answered as saved, nothing changed; a member re-arms and is told at the cap', async () => {
    const s = store();
    const alerts = s.dataSource.getRepository(StockAlert);
    const notify = (body: unknown, token?: string) => restCall(s.baseUrl, 'POST', `/products/${fx.kurta.id}/notify-me`, body, { token, ip: freshIp() });
    await s.dataSource.getRepository(ProductVariant).update({ sku: 'BK-L-RED' }, { stock: 0 });
    const redL = (await s.dataSource.getRepository(ProductVariant).findOneByOrFail({ sku: 'BK-L-RED' })).id;

    // Mailed yesterday: a typed re-ask is answered as saved and the alert stays sent.
    const victim = `victim.${process.pid}@example.in`;
    const yesterday = new Date(Date.now() - 86_400_000);
    await alerts.insert({ productId: fx.kurta.id, variantId: redL, email: victim, userId: null, notifiedAt: yesterday, unsubscribedAt: null });
    expect(await notify({ email: victim, variantSku: 'BK-L-RED' })).toMatchObject({ status: 201, body: { message: STOCK_ALERT_MESSAGES.saved } });
    expect((await alerts.findOneByOrFail({ email: victim })).notifiedAt).not.toBeNull();
    // Eight days later it may wait again.
    await alerts.update({ email: victim }, { notifiedAt: new Date(Date.now() - 8 * 86_400_000) });
    expect((await notify({ email: victim, variantSku: 'BK-L-RED' })).status).toBe(201);
    expect((await alerts.findOneByOrFail({ email: victim })).notifiedAt).toBeNull();

    // An address already waiting for 10 sizes: an 11th typed ask stores nothing.
    const busy = `busy.${process.pid}@example.in`;
    await alerts.insert(Array.from({ length: STOCK_ALERT_PENDING_MAX }, (_, i) => ({ productId: fx.kurta.id, variantId: 900_000 + i, email: busy, userId: null, notifiedAt: null, unsubscribedAt: null })));
    expect(await notify({ email: busy, variantSku: 'BK-L-RED' })).toMatchObject({ status: 201, body: { message: STOCK_ALERT_MESSAGES.saved } });
    expect(await alerts.countBy({ email: busy })).toBe(STOCK_ALERT_PENDING_MAX);

    // A member: re-arms right after a mail (their own address), and is told at the cap.
    const pooja = await customer(s, 'Poonam');
    await alerts.insert({ productId: fx.kurta.id, variantId: redL, email: pooja.user.email, userId: pooja.user.id, notifiedAt: yesterday, unsubscribedAt: null });
    expect((await notify({ variantSku: 'BK-L-RED' }, pooja.token)).status).toBe(201);
    expect((await alerts.findOneByOrFail({ email: pooja.user.email, variantId: redL })).notifiedAt).toBeNull();
    await alerts.delete({ email: pooja.user.email });
    await alerts.insert(Array.from({ length: STOCK_ALERT_PENDING_MAX }, (_, i) => ({ productId: fx.kurta.id, variantId: 900_100 + i, email: pooja.user.email, userId: pooja.user.id, notifiedAt: null, unsubscribedAt: null })));
    expect(await notify({ variantSku: 'BK-L-RED' }, pooja.token)).toMatchObject({ status: 400, body: { message: STOCK_ALERT_MESSAGES.tooManyAlerts(STOCK_ALERT_PENDING_MAX) } });
    await alerts.delete({ email: In([busy, pooja.user.email]) });
  });

  it('an 80-character first name is cut so "First L." fits the 80 characters kept', async () => {
    const s = store();
    const long = await signedInUser(s, { firstName: 'Venkatanarasimharajuvaripeta'.padEnd(80, 'a'), lastName: 'Kapoor' });
    await memberOrder(s, admin, long, fx.kurta.id, 'BK-M-BLUE');
    const saved = await post(good, long.token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.data.authorName).toBe(`${'Venkatanarasimharajuvaripeta'.padEnd(77, 'a')} K.`);
    expect((await s.dataSource.getRepository(ProductReview).findOneByOrFail({ userId: long.user.id })).authorName).toHaveLength(80);
  });

  it("review photos: only the member's own uploads, on no other review; a photo taken out is deleted; one never attached is swept by housekeeping after a day", async () => {
    const s = store();
    const png = (colour: string) => sharp({ create: { width: 40, height: 50, channels: 3, background: colour } }).png().toBuffer();
    const upload = async (token: string, bytes: Buffer, productId: number = fx.kurta.id) => {
      const form = new FormData();
      form.append('photos', new Blob([new Uint8Array(bytes)]), 'p.png');
      const res = await fetch(`${s.baseUrl}/api/products/${productId}/reviews/photos`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as any;
      expect(res.status, JSON.stringify(body)).toBe(201);
      return body.data[0].key as string;
    };
    const stored = (key: string) => s.services.media.has(`${key}-${IMAGE_WIDTHS[0]}.webp`);
    const bytes = await png('#336699');
    const ashas = await upload(asha.token, bytes);
    const ravis = await upload(ravi.token, bytes);
    expect(ravis).not.toBe(ashas); // the same picture from two members is two photos

    // Ravi cannot put Asha's photo on his review.
    expect(await post({ rating: 3, title: 'Okay', body: 'The colour is nice but it runs long.', photos: [ashas] }, ravi.token)).toMatchObject({ status: 400, body: { message: REVIEW_MESSAGES.photoNotFound } });
    const mine = await post({ ...good, photos: [ashas] }, asha.token);
    expect(mine.body.data.photoKeys).toEqual([ashas]);
    expect(await s.dataSource.getRepository(ReviewPhotoUpload).findOneByOrFail({ photoKey: ashas })).toMatchObject({ userId: asha.user.id, reviewId: Number(mine.body.data.id) });

    // A photo on Asha's kurta review cannot go on another review of hers.
    await memberOrder(s, admin, asha, fx.sherwani.id, 'ZS-FREE-GOLD');
    expect(await post({ ...good, photos: [ashas] }, asha.token, fx.sherwani.id)).toMatchObject({ status: 400, body: { message: REVIEW_MESSAGES.photoNotFound } });

    // Taken out in an edit: its files go from the media store.
    const second = await upload(asha.token, await png('#993366'));
    expect((await post({ ...good, photos: [second] }, asha.token)).body.data.photoKeys).toEqual([second]);
    await new Promise((r) => setTimeout(r, 100)); // files are removed after the answer
    expect(await stored(ashas)).toBe(false);
    expect(await stored(second)).toBe(true);
    expect(await s.dataSource.getRepository(ReviewPhotoUpload).findOneBy({ photoKey: ashas })).toBeNull();

    // Uploaded and never attached (Ravi's): kept for a day, then housekeeping removes the row and the files.
    expect((await s.services.housekeeping.runOnce(new Date(Date.now() + (LOOSE_PHOTO_HOURS - 1) * 3600_000))).reviewPhotos).toBe(0);
    expect((await s.services.housekeeping.runOnce(new Date(Date.now() + (LOOSE_PHOTO_HOURS + 1) * 3600_000))).reviewPhotos).toBeGreaterThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(await stored(ravis)).toBe(false);
    expect(await s.dataSource.getRepository(ReviewPhotoUpload).findOneBy({ photoKey: ravis })).toBeNull();
    expect(await stored(second)).toBe(true); // on a review: never swept
  });

  it("a day-old photo and housekeeping's sweep at the same moment: the review takes the photo whole or is refused whole (never a review naming deleted files)", async () => {
    const s = store();
    const uploads = s.dataSource.getRepository(ReviewPhotoUpload);
    const png = (colour: string) => sharp({ create: { width: 40, height: 50, channels: 3, background: colour } }).png().toBuffer();
    const upload = async (token: string, bytes: Buffer) => {
      const form = new FormData();
      form.append('photos', new Blob([new Uint8Array(bytes)]), 'p.png');
      const res = await fetch(`${s.baseUrl}/api/products/${fx.kurta.id}/reviews/photos`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as any;
      expect(res.status, JSON.stringify(body)).toBe(201);
      return body.data[0].key as string;
    };
    const stored = (key: string) => s.services.media.has(`${key}-${IMAGE_WIDTHS[0]}.webp`);
    const tomorrow = () => new Date(Date.now() + (LOOSE_PHOTO_HOURS + 1) * 3600_000);
    const tara = await customer(s, 'Tara');
    await memberOrder(s, admin, tara, fx.kurta.id, 'BK-M-BLUE');

    // 1. The sweep runs between the review's ownership check (which reads the photo's row and looks for its files)
    // and its claim. MariaDB: the sweep does not wait for the review and deletes the loose photo first, so the claim
    // takes nothing and the review is refused with nothing saved. SQLite: the sweep's transaction waits for the
    // review's, whose claim then keeps the photo from it.
    const first = await upload(tara.token, await png('#117733'));
    const media = s.services.media;
    const has = media.has.bind(media);
    // Started from here, not from inside the review's transaction (whose async context would let SQLite's
    // transaction queue run it inside the review's transaction).
    let start!: () => void;
    const sweep = new Promise<void>((r) => (start = r)).then(() => s.services.reviews.sweepLoosePhotos(tomorrow()));
    let started = false;
    media.has = async (key: string) => {
      const found = await has(key); // the last look of the ownership check: its row was read, its files are there
      if (!started && key.startsWith(first)) {
        started = true;
        start();
        if (kind === 'mysql') await sweep;
        else await new Promise((r) => setTimeout(r, 50)); // the sweep reads, then waits for the review's transaction
      }
      return found;
    };
    let answer;
    try {
      answer = await post({ ...good, photos: [first] }, tara.token);
    } finally {
      media.has = has;
    }
    const swept = await sweep;
    await new Promise((r) => setTimeout(r, 100)); // files are removed after the sweep's commit
    const review = await s.dataSource.getRepository(ProductReview).findOneBy({ productId: fx.kurta.id, userId: tara.user.id });
    if (kind === 'mysql') {
      expect(answer.body.message, JSON.stringify(answer.body)).toBe(REVIEW_MESSAGES.photoExpired);
      expect(answer.status).toBe(400);
      expect(review).toBeNull();
      expect(swept).toBe(1);
      expect(await uploads.findOneBy({ photoKey: first })).toBeNull();
      expect(await stored(first)).toBe(false);
    } else {
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(review?.photos).toEqual([first]);
      expect(swept).toBe(0);
      expect(await uploads.findOneByOrFail({ photoKey: first })).toMatchObject({ reviewId: review!.id });
      expect(await stored(first)).toBe(true);
    }

    // 2. The sweep reads a photo as loose, then a review takes it, then the sweep deletes: only rows still loose go,
    // and only their files (both databases).
    const second = await upload(tara.token, await png('#771133'));
    const repo = uploads;
    const find = repo.find.bind(repo);
    let saved: Awaited<ReturnType<typeof post>> | undefined;
    (repo as any).find = async (...args: Parameters<typeof find>) => {
      const rows = await find(...args);
      if (!saved && rows.some((r) => r.photoKey === second)) saved = await post({ ...good, photos: [second] }, tara.token);
      return rows;
    };
    let swept2;
    try {
      swept2 = await s.services.reviews.sweepLoosePhotos(tomorrow());
    } finally {
      (repo as any).find = find;
    }
    await new Promise((r) => setTimeout(r, 100));
    expect(saved?.status, JSON.stringify(saved?.body)).toBe(kind === 'mysql' ? 201 : 200); // SQLite: the review of step 1, edited
    expect(swept2).toBe(0);
    const after = await s.dataSource.getRepository(ProductReview).findOneByOrFail({ productId: fx.kurta.id, userId: tara.user.id });
    expect(after.photos).toEqual([second]);
    expect(await uploads.findOneByOrFail({ photoKey: second })).toMatchObject({ reviewId: after.id });
    expect(await stored(second)).toBe(true);
  });

  it("a helpful vote does not drop the catalogue's kept answers (one member could flush every cache at will); past 60 an hour a member is told to wait", async () => {
    const s = store();
    let changes = 0;
    s.services.catalog.onChange(() => changes++);
    const review = await s.dataSource.getRepository(ProductReview).findOneByOrFail({ productId: fx.kurta.id, userId: asha.user.id });
    const voter = await customer(s, 'Kiran');
    const before = (await s.dataSource.getRepository(ProductReview).findOneByOrFail({ id: review.id })).helpfulCount;
    expect((await rest(s.baseUrl, 'POST', `/reviews/${review.id}/helpful`, undefined, voter.token)).status).toBe(200);
    expect(changes).toBe(0);
    for (let i = 1; i < 60; i++) expect((await rest(s.baseUrl, 'POST', `/reviews/${review.id}/helpful`, undefined, voter.token)).status).toBe(200);
    const limited = await rest(s.baseUrl, 'POST', `/reviews/${review.id}/helpful`, undefined, voter.token);
    expect(limited).toMatchObject({ status: 429, body: { message: REVIEW_MESSAGES.tooManyVotes } });
    expect((await s.dataSource.getRepository(ProductReview).findOneByOrFail({ id: review.id })).helpfulCount).toBe(before + 1);
    expect(changes).toBe(0);
  });

  it('a member whose review no longer has a delivered order behind it may still edit it (and add photos): the page offers Edit and the API agrees', async () => {
    const s = store();
    const nisha = await customer(s, 'Nisha');
    const orderId = await memberOrder(s, admin, nisha, fx.kurta.id, 'BK-M-BLUE');
    expect((await post(good, nisha.token)).status).toBe(201);
    await s.dataSource.query('UPDATE orders SET status = ? WHERE id = ?', ['cancelled', Number(orderId)]);
    const mine = await rest(s.baseUrl, 'GET', `/products/${fx.kurta.id}/reviews/mine`, undefined, nisha.token);
    expect(mine.body.data.canReview).toBe(true);
    const edited = await post({ ...good, rating: 3, title: 'Faded after a month' }, nisha.token);
    expect(edited, JSON.stringify(edited.body)).toMatchObject({ status: 200, body: { message: REVIEW_MESSAGES.updated, data: { rating: 3, verifiedBuyer: true } } });
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(await sharp({ create: { width: 30, height: 30, channels: 3, background: '#123456' } }).png().toBuffer())]), 'n.png');
    expect((await fetch(`${s.baseUrl}/api/products/${fx.kurta.id}/reviews/photos`, { method: 'POST', body: form, headers: { authorization: `Bearer ${nisha.token}` } })).status).toBe(201);
    // Without a review and without a delivered order: still refused.
    const stranger = await customer(s, 'Tara');
    expect((await rest(s.baseUrl, 'GET', `/products/${fx.kurta.id}/reviews/mine`, undefined, stranger.token)).body.data.canReview).toBe(false);
    expect((await post(good, stranger.token)).status).toBe(403);
  });

  it('a member saving reviews or photos more than 30 times an hour is told to wait (429) — each save empties the catalogue caches', async () => {
    const s = store();
    const pooja = await customer(s, 'Pooja');
    for (let i = 0; i < REVIEW_WRITE_LIMIT.points; i += 1) expect((await post({ ...good, rating: 0 }, pooja.token)).status).toBe(400);
    expect(await post(good, pooja.token)).toMatchObject({ status: 429, body: { message: REVIEW_MESSAGES.tooManyWrites } });
    expect((await post({ ...good, rating: 0 }, asha.token)).status).toBe(400);
  });
}, { env: { WEB_DIST: '/nonexistent-kapda-web' } }); // the API alone: no storefront pages are asked for

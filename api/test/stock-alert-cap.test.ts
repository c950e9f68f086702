import { IsNull } from 'typeorm';
import { beforeAll, expect, it } from 'vitest';
import { ProductVariant } from '../src/modules/catalog/product-variant.entity';
import { StockAlert } from '../src/modules/reviews/stock-alert.entity';
import { STOCK_ALERT_PENDING_MAX } from '../src/modules/reviews/stock-alerts.service';
import { STOCK_ALERT_MESSAGES } from '@kapda/rules/reviews';
import { cartFixtures, customer } from './cart-fixtures';
import { freshIp, restCall } from './client';
import { describeEachDatabase } from './harness';

// "Notify me" holds an address to STOCK_ALERT_PENDING_MAX waiting sizes even when its asks arrive together, and a
// typed address filled by someone else still takes its owner's newest ask (the oldest typed alert makes room).
describeEachDatabase('notify me: the per-address cap under concurrency, and who makes room at the cap', (store) => {
  let fx: Awaited<ReturnType<typeof cartFixtures>>;
  const skus = Array.from({ length: 24 }, (_, i) => `SA-XL-${i}`);
  beforeAll(async () => {
    fx = await cartFixtures(store());
    // 24 sold-out sizes of one product.
    await store().dataSource.getRepository(ProductVariant).insert(skus.map((sku, i) => ({
      productId: fx.kurta.id, sku, size: `XL${i}`, color: 'Red', colorHex: '#aa0000', stock: 0, mrp: 1_999_00, sellingPrice: 1_499_00, position: 100 + i,
    })));
  });
  const notify = (body: unknown, token?: string) => restCall(store().baseUrl, 'POST', `/products/${fx.kurta.id}/notify-me`, body, { token, ip: freshIp() });
  const alerts = () => store().dataSource.getRepository(StockAlert);
  const waiting = (email: string) => alerts().countBy({ email, notifiedAt: IsNull(), unsubscribedAt: IsNull() });

  it('20 typed asks for one address at once: all answered as saved, at most the cap stored', async () => {
    const email = `parallel.${process.pid}@example.in`;
    const answers = await Promise.all(skus.slice(0, 20).map((variantSku) => notify({ email, variantSku })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(await waiting(email)).toBe(STOCK_ALERT_PENDING_MAX);
  });

  it("20 of a member's asks at once: the cap's number stored, the rest told (400), none pushed out", async () => {
    const member = await customer(store(), 'Parul');
    const answers = await Promise.all(skus.slice(0, 20).map((variantSku) => notify({ variantSku }, member.token)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(STOCK_ALERT_PENDING_MAX);
    expect(answers.filter((a) => a.status === 400).map((a) => a.body.message)).toEqual(Array(20 - STOCK_ALERT_PENDING_MAX).fill(STOCK_ALERT_MESSAGES.tooManyAlerts(STOCK_ALERT_PENDING_MAX)));
    expect(await waiting(member.user.email)).toBe(STOCK_ALERT_PENDING_MAX);
    expect(await alerts().countBy({ email: member.user.email, userId: member.user.id })).toBe(STOCK_ALERT_PENDING_MAX);
  });

  it("someone filling a typed address's slots cannot shut out its owner: the newest typed ask is kept, the oldest typed one dropped; a member's alerts are never dropped", async () => {
    const owner = await customer(store(), 'Vidya');
    const email = owner.user.email;
    const idOf = async (sku: string) => (await store().dataSource.getRepository(ProductVariant).findOneByOrFail({ sku })).id;
    // Someone else types the owner's address for 10 sizes.
    for (const variantSku of skus.slice(0, STOCK_ALERT_PENDING_MAX)) expect((await notify({ email, variantSku })).status).toBe(201);
    // The owner, signed out, types it for another size: kept; the oldest typed alert made room.
    expect(await notify({ email, variantSku: skus[20] })).toMatchObject({ status: 201, body: { message: STOCK_ALERT_MESSAGES.saved } });
    expect(await waiting(email)).toBe(STOCK_ALERT_PENDING_MAX);
    expect(await alerts().findOneBy({ email, variantId: await idOf(skus[20]) })).not.toBeNull();
    expect(await alerts().findOneBy({ email, variantId: await idOf(skus[0]) })).toBeNull();

    // Signed in: a new size pushes out the oldest typed one too; asking for a size already waiting makes it theirs.
    expect((await notify({ variantSku: skus[21] }, owner.token)).status).toBe(201);
    expect(await alerts().findOneBy({ email, variantId: await idOf(skus[1]) })).toBeNull();
    expect((await notify({ variantSku: skus[20] }, owner.token)).status).toBe(201);
    expect(await alerts().countBy({ email, userId: owner.user.id })).toBe(2);
    expect(await waiting(email)).toBe(STOCK_ALERT_PENDING_MAX);

    // More typing pushes out typed alerts only, never the member's two.
    for (const variantSku of skus.slice(0, STOCK_ALERT_PENDING_MAX)) expect((await notify({ email, variantSku })).status).toBe(201);
    expect(await waiting(email)).toBe(STOCK_ALERT_PENDING_MAX);
    expect(await alerts().countBy({ email, userId: owner.user.id })).toBe(2);
    expect(await alerts().findOneBy({ email, variantId: await idOf(skus[20]) })).toMatchObject({ userId: owner.user.id });

    // All ten the member's: a typed ask stores nothing (answered as saved), the member is told.
    for (const variantSku of skus.slice(0, 8)) expect((await notify({ variantSku }, owner.token)).status).toBe(201);
    expect(await alerts().countBy({ email, userId: owner.user.id, notifiedAt: IsNull() })).toBe(STOCK_ALERT_PENDING_MAX);
    expect(await notify({ email, variantSku: skus[22] })).toMatchObject({ status: 201, body: { message: STOCK_ALERT_MESSAGES.saved } });
    expect(await alerts().findOneBy({ email, variantId: await idOf(skus[22]) })).toBeNull();
    expect(await notify({ variantSku: skus[22] }, owner.token)).toMatchObject({ status: 400, body: { message: STOCK_ALERT_MESSAGES.tooManyAlerts(STOCK_ALERT_PENDING_MAX) } });
    expect(await waiting(email)).toBe(STOCK_ALERT_PENDING_MAX);
  });
});

import { expect, it } from 'vitest';
import { Coupon } from '../src/modules/coupons/coupon.entity';
import { couponsSeeder, demoCoupons } from '../src/modules/coupons/coupons.seed';
import { describeEachDatabase } from './harness';
import { guestOrder } from './order-fixtures';
import { cartFixtures } from './cart-fixtures';
import { freshIp, restCall } from './client';

describeEachDatabase('the demo coupons in production', (store) => {
  it('SEED_DEMO=true with NODE_ENV=production seeds every published code inactive, and none gives a discount', async () => {
    const production = { ...store().config, NODE_ENV: 'production' as const, SEED_DEMO: true };
    expect(await couponsSeeder.run({ ...store().services, config: production }, { images: false })).toMatch(/all inactive/);
    const coupons = await store().dataSource.getRepository(Coupon).find({ order: { code: 'ASC' } });
    expect(coupons.map((c) => [c.code, c.isActive])).toEqual(demoCoupons().map((c) => [c.code, false]).sort());

    // cartFixtures seeds again as a development start would: codes already there are left alone (still off).
    await cartFixtures(store());
    expect(await store().dataSource.getRepository(Coupon).countBy({ code: 'WELCOME10', isActive: true })).toBe(0);
    const refused = await restCall(store().baseUrl, 'POST', '/orders', guestOrder({ couponCode: 'WELCOME10' }), { ip: freshIp() });
    expect([refused.status, refused.body.message]).toEqual([400, 'Invalid coupon']);

    // The owner turns one on in the back office; then it works.
    await store().dataSource.getRepository(Coupon).update({ code: 'WELCOME10' }, { isActive: true });
    expect((await restCall(store().baseUrl, 'POST', '/orders', guestOrder({ couponCode: 'WELCOME10' }), { ip: freshIp() })).status).toBe(201);
  });

  it('outside production the demo coupons are seeded as the README lists them', async () => {
    const fresh = demoCoupons();
    expect(fresh.filter((c) => c.isActive === false).map((c) => c.code)).toEqual(['STAFF50']);
  });
});

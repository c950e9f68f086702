import { expect, it } from 'vitest';
import { Coupon } from '../src/modules/coupons/coupon.entity';
import { cartFixtures } from './cart-fixtures';
import { describeEachDatabase, rest } from './harness';
import { guestOrder, placeGuest, setStock } from './order-fixtures';

// Cancelling an order that used a coupon gives the use back with the coupon row locked first — the
// order placing takes — so a cancel and a placement with that coupon at the same moment never deadlock.
describeEachDatabase('a cancel and a placement with the same coupon at the same moment', (store) => {
  it('all answer (no 500 from a deadlock) and the coupon count stays right', async () => {
    await cartFixtures(store());
    await store().dataSource.getRepository(Coupon).insert({ code: 'RACETEN', kind: 'flat', value: 1_000, usageLimit: null, usedCount: 0, perCustomerLimit: null });
    await setStock(store(), 'ZS-FREE-GOLD', 500);
    await setStock(store(), 'BK-M-BLUE', 500);
    // Different pieces, so the stock rows do not already put the two in a line.
    const order = (sku = 'ZS-FREE-GOLD') => guestOrder({ couponCode: 'RACETEN', items: [{ variantSku: sku, quantity: 1 }] });
    const placed = [];
    for (let i = 0; i < 12; i++) {
      const answer = await placeGuest(store(), order('BK-M-BLUE'));
      expect(answer.status).toBe(201);
      placed.push(answer.body.data);
    }
    const answers = await Promise.all([
      ...placed.map((p) => rest(store().baseUrl, 'POST', `/orders/${p.order._id}/cancel?token=${p.accessToken}`, {})),
      ...placed.map(() => placeGuest(store(), order())),
    ]);
    expect(answers.map((a) => a.status).filter((s) => s >= 500)).toEqual([]);
    expect(answers.slice(0, 12).map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(answers.slice(12).map((a) => a.status)).toEqual(Array(12).fill(201));
    expect((await store().dataSource.getRepository(Coupon).findOneByOrFail({ code: 'RACETEN' })).usedCount).toBe(12);
  });
}, { env: { ORDER_LIMIT_PER_MINUTE: '0' } });

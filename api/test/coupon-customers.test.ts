import { expect, it } from 'vitest';
import { Coupon, CouponRedemption } from '../src/modules/coupons/coupon.entity';
import { signedInUser } from './accounts';
import { CART_FIELDS, cartFixtures, gqlError, gqlOk } from './cart-fixtures';
import { freshIp, restCall } from './client';
import { describeEachDatabase } from './harness';
import { SURAT, guestOrder } from './order-fixtures';

const USED = 'You have already used this coupon the maximum number of times';
const FIRST_ONLY = 'This coupon is valid on your first order only';
const USED_UP = 'This coupon has reached its usage limit';
const PARALLEL = 10;

const ADD = `mutation($input: AddToCartInput!){ addToCart(input:$input){ ${CART_FIELDS} } }`;
const APPLY = `mutation($code: String!){ applyCoupon(code:$code){ ${CART_FIELDS} } }`;
const PLACE = `mutation($input: PlaceOrderInput!){ placeOrder(input:$input){ order { id couponCode discount } } }`;

/** A guest order from its own client address (so the order and coupon-guess limits never decide). */
const placeAsGuest = (baseUrl: string, body: Record<string, unknown>) => restCall(baseUrl, 'POST', '/orders', body, { ip: freshIp() });

describeEachDatabase('coupon limits count one customer, and hold under parallel orders', (store, kind) => {
  const url = () => store().baseUrl;
  const skus = Array.from({ length: PARALLEL }, (_, i) => `TS-${i}`);
  let run = 0;
  /** An address of its own for each test (the stores live for the whole suite). */
  const fresh = (local: string, domain = 'example.in') => `${local}${++run}${kind}@${domain}`;

  it('prepares a catalogue with ten variants of one saree', async () => {
    await cartFixtures(store());
    const sarees = await store().services.catalog.createCategory({ slug: 'sarees', name: 'Sarees', description: 'Sarees' });
    await store().services.catalog.createProduct({
      description: 'Handwoven', brand: 'Kapda', fabric: 'Silk', care: 'Dry clean', tags: [], slug: 'tussar-saree', title: 'Tussar Saree', categoryId: sarees.id, hsnCode: '5007', gstRate: 5,
      variants: skus.map((sku, i) => ({ sku, size: 'Free Size', color: `Shade ${i}`, colorHex: '#aa7744', stock: 50, mrp: 500_000, sellingPrice: 320_000 })),
      images: [],
    });
  });

  it(`${PARALLEL} parallel guest orders by one email for ${PARALLEL} variants with FESTIVE25 (twice per customer): exactly 2 succeed`, async () => {
    const email = fresh('festive');
    const answers = await Promise.all(skus.map((sku) => placeAsGuest(url(), guestOrder({ email, items: [{ variantSku: sku, quantity: 1 }], couponCode: 'FESTIVE25' }))));
    const statuses = answers.map((a) => a.status);
    console.info(`[${kind}] ${PARALLEL} parallel FESTIVE25 orders by one customer: ${JSON.stringify(statuses)}`);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status !== 201).map((a) => [a.status, a.body.message])).toEqual(Array(PARALLEL - 2).fill([400, USED]));
    const festive = await store().dataSource.getRepository(Coupon).findOneByOrFail({ code: 'FESTIVE25' });
    expect(await store().dataSource.getRepository(CouponRedemption).countBy({ couponId: festive.id })).toBe(2);
    expect(festive.usedCount).toBe(2);
  }, 120_000);

  it(`${PARALLEL} parallel orders by one customer under ${PARALLEL} spellings of the address (+tags, capitals): exactly the limit succeeds`, async () => {
    const local = `spell${kind}`;
    const answers = await Promise.all(skus.map((sku, i) => placeAsGuest(url(), guestOrder({ email: `${i % 2 ? local.toUpperCase() : local}+${i}@example.in`, items: [{ variantSku: sku, quantity: 1 }], couponCode: 'FESTIVE25' }))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 400 && a.body.message === USED)).toBe(true);
  }, 120_000);

  it(`the total limit holds too: ${PARALLEL} parallel orders by ${PARALLEL} customers for a coupon with 3 uses get exactly 3`, async () => {
    await store().dataSource.getRepository(Coupon).insert({ code: `THREE${kind.toUpperCase()}`, kind: 'flat', value: 10_000, usageLimit: 3, usedCount: 0, perCustomerLimit: null });
    const answers = await Promise.all(skus.map((sku) => placeAsGuest(url(), guestOrder({ email: fresh('three'), items: [{ variantSku: sku, quantity: 1 }], couponCode: `three${kind}` }))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 400 && a.body.message === USED_UP)).toBe(true);
    expect((await store().dataSource.getRepository(Coupon).findOneByOrFail({ code: `THREE${kind.toUpperCase()}` })).usedCount).toBe(3);
  }, 120_000);

  it('once per customer: name+1@, name+2@ and NAME@ are one customer', async () => {
    const base = fresh('asha');
    const [local, domain] = base.split('@');
    const first = await placeAsGuest(url(), guestOrder({ email: `${local}+1@${domain}`, couponCode: 'ONCEONLY' }));
    expect(first.status).toBe(201);
    for (const again of [`${local}+2@${domain}`, `${local.toUpperCase()}@${domain.toUpperCase()}`, `${local}+sale+3@${domain}`]) {
      const refused = await placeAsGuest(url(), guestOrder({ email: again, couponCode: 'ONCEONLY' }));
      expect([again, refused.status, refused.body.message]).toEqual([again, 400, USED]);
    }
    // Someone else entirely still may.
    expect((await placeAsGuest(url(), guestOrder({ email: fresh('meera'), couponCode: 'ONCEONLY' }))).status).toBe(201);
  });

  it('Gmail ignores dots, and so do the limits there (not elsewhere)', async () => {
    const name = `ravikumar${++run}${kind}`;
    expect((await placeAsGuest(url(), guestOrder({ email: `${name}@gmail.com`, couponCode: 'ONCEONLY' }))).status).toBe(201);
    const dotted = await placeAsGuest(url(), guestOrder({ email: `${name.slice(0, 4)}.${name.slice(4)}@googlemail.com`, couponCode: 'ONCEONLY' }));
    expect([dotted.status, dotted.body.message]).toEqual([400, USED]);
    expect((await placeAsGuest(url(), guestOrder({ email: `${name}@example.in`, couponCode: 'ONCEONLY' }))).status).toBe(201);
    expect((await placeAsGuest(url(), guestOrder({ email: `${name.slice(0, 4)}.${name.slice(4)}@example.in`, couponCode: 'ONCEONLY' }))).status).toBe(201);
  });

  it('first order only: a guest order, then a member account with that email, gets no WELCOME10', async () => {
    const email = fresh('kiran');
    expect((await placeAsGuest(url(), guestOrder({ email }))).status).toBe(201);
    const { token } = await signedInUser(store(), { email });
    await gqlOk(url(), ADD, { input: { variantSku: 'BK-M-BLUE', quantity: 1 } }, token);
    expect((await gqlError(url(), APPLY, { code: 'WELCOME10' }, token)).message).toBe(FIRST_ONLY);
    // A guest checkout under a +tag of the same address is no first order either.
    const [local, domain] = email.split('@');
    const tagged = await placeAsGuest(url(), guestOrder({ email: `${local}+new@${domain}`, couponCode: 'WELCOME10' }));
    expect([tagged.status, tagged.body.message]).toEqual([400, FIRST_ONLY]);
  });

  it('a member who used a coupon cannot use it again as a guest under a +tag of their address, nor the other way round', async () => {
    const email = fresh('devi');
    const { token } = await signedInUser(store(), { email });
    await gqlOk(url(), ADD, { input: { variantSku: 'BK-M-BLUE', quantity: 1 } }, token);
    await gqlOk(url(), APPLY, { code: 'WELCOME10' }, token);
    expect((await gqlOk(url(), PLACE, { input: { shippingAddress: SURAT, paymentMethod: 'cod' } }, token)).placeOrder.order.couponCode).toBe('WELCOME10');
    const [local, domain] = email.split('@');
    const asGuest = await placeAsGuest(url(), guestOrder({ email: `${local}+again@${domain}`, couponCode: 'WELCOME10' }));
    expect([asGuest.status, asGuest.body.message]).toEqual([400, USED]);

    // A guest's use of a once-per-customer coupon counts for the account they open later.
    const later = fresh('farah');
    expect((await placeAsGuest(url(), guestOrder({ email: later.replace('@', '+shop@'), couponCode: 'ONCEONLY' }))).status).toBe(201);
    const member = await signedInUser(store(), { email: later });
    await gqlOk(url(), ADD, { input: { variantSku: 'BK-M-BLUE', quantity: 1 } }, member.token);
    expect((await gqlError(url(), APPLY, { code: 'ONCEONLY' }, member.token)).message).toBe(USED);
  });
});

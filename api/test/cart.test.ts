import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from './harness';
import { CART_FIELDS, cartFixtures, customer, gqlError, gqlOk } from './cart-fixtures';
import { CartLine } from '../src/modules/cart/cart.entity';
import { CouponRedemption, Coupon } from '../src/modules/coupons/coupon.entity';
import { Order } from '../src/modules/orders/order.entity';

const CART = `query { cart { ${CART_FIELDS} } }`;
const ADD = `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { ${CART_FIELDS} } }`;
const UPDATE = `mutation Update($lineId: ID!, $quantity: Int!) { updateCartLine(lineId: $lineId, quantity: $quantity) { ${CART_FIELDS} } }`;
const REMOVE = `mutation Remove($lineId: ID!) { removeCartLine(lineId: $lineId) { ${CART_FIELDS} } }`;
const CLEAR = `mutation { clearCart { ${CART_FIELDS} } }`;
const APPLY = `mutation Apply($code: String!) { applyCoupon(code: $code) { ${CART_FIELDS} } }`;
const UNAPPLY = `mutation { removeCoupon { ${CART_FIELDS} } }`;

const settled = [(value: unknown) => ({ status: 'fulfilled', value }), (reason: unknown) => ({ status: 'rejected', reason })] as const;

describeEachDatabase('member cart through GraphQL', (store, kind) => {
  let fx: Awaited<ReturnType<typeof cartFixtures>>;
  const url = () => store().baseUrl;
  const add = (token: string, input: Record<string, unknown>) => gqlOk(url(), ADD, { input }, token).then((d) => d.addToCart);

  beforeAll(async () => {
    fx = await cartFixtures(store());
  });

  it('refuses guests with 401', async () => {
    expect(await gqlError(url(), CART)).toMatchObject({ message: 'User not authenticated', status: 401 });
    expect(await gqlError(url(), ADD, { input: { variantSku: 'BK-M-RED' } })).toMatchObject({ status: 401 });
  });

  it('adds a line priced by the server; the same line again raises its quantity', async () => {
    const { token } = await customer(store());
    let cart = await add(token, { productId: String(fx.kurta.id), size: 'M', color: 'Red' });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      productId: String(fx.kurta.id), slug: 'bandhani-kurta', name: 'Bandhani Kurta', size: 'M', color: 'Red', variantSku: 'BK-M-RED',
      quantity: 1, price: 1050, mrp: 1499, gstRate: 5, lineAmount: 1050, stock: 5, image: '/media/products/bandhani-kurta-red-640.webp',
    });
    expect(cart).toMatchObject({ itemCount: 1, subtotal: 1050, shipping: 0, total: 1050, taxAmount: 0, couponCode: null, couponDiscount: 0, gst: { total: 50, cgst: 25, sgst: 25 } });
    cart = await add(token, { variantSku: 'bk-m-red', quantity: 2 });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(3);
    expect(cart.subtotal).toBe(3150);
    cart = await add(token, { productId: String(fx.sherwani.id) });
    expect(cart.items.map((i: any) => [i.variantSku, i.quantity, i.lineAmount, i.image])).toEqual([['BK-M-RED', 3, 3150, expect.any(String)], ['ZS-FREE-GOLD', 1, 3540, null]]);
    expect(cart).toMatchObject({ itemCount: 4, subtotal: 6690, total: 6690, gst: { total: 690, cgst: 345, sgst: 345 } });
  });

  it("answers 'Invalid product' without an id or for an unknown or retired product, and changes nothing", async () => {
    const { token } = await customer(store());
    for (const input of [{}, { productId: '' }, { productId: '999999' }, { productId: 'abc' }, { productId: String(fx.hidden.id) }, { variantSku: 'NOPE' }]) {
      expect(await gqlError(url(), ADD, { input }, token)).toMatchObject({ message: 'Invalid product', status: 400 });
    }
    expect(await gqlError(url(), ADD, { input: { productId: String(fx.kurta.id) } }, token)).toMatchObject({ message: 'Please select a size and colour', status: 400 });
    expect(await gqlError(url(), ADD, { input: { productId: String(fx.kurta.id), size: 'XXL', color: 'Red' } }, token)).toMatchObject({ message: 'This size and colour is not available' });
    expect(await gqlError(url(), ADD, { input: { variantSku: 'BK-M-RED', quantity: 0 } }, token)).toMatchObject({ message: 'Quantity must be a whole number from 1 to 99', status: 400 });
    expect((await gqlOk(url(), CART, {}, token)).cart.items).toEqual([]);
  });

  it('refuses more than is in stock, naming the item and how many are left, and changes nothing', async () => {
    const { token } = await customer(store());
    await add(token, { variantSku: 'BK-M-RED', quantity: 2 });
    expect(await gqlError(url(), ADD, { input: { variantSku: 'BK-M-RED', quantity: 4 } }, token)).toMatchObject({
      message: 'Only 5 left of Bandhani Kurta (M, Red) and 2 are already in your cart', status: 400,
    });
    expect(await gqlError(url(), ADD, { input: { variantSku: 'BK-L-RED' } }, token)).toMatchObject({ message: 'Bandhani Kurta (L, Red) is out of stock' });
    const cart = (await gqlOk(url(), CART, {}, token)).cart;
    expect(cart.items.map((i: any) => [i.variantSku, i.quantity])).toEqual([['BK-M-RED', 2]]);
  });

  it('clamps a line to 99', async () => {
    const { token } = await customer(store());
    await add(token, { variantSku: 'BK-M-BLUE', quantity: 98 });
    const cart = await add(token, { variantSku: 'BK-M-BLUE', quantity: 5 });
    expect(cart.items[0].quantity).toBe(99);
    expect(cart.notices).toContain('Bandhani Kurta (M, Blue) is limited to 99 per order');
  });

  it('updates quantities: 1..99, 0 or less removes, stock checked, unknown line 404', async () => {
    const { token } = await customer(store());
    const line = (await add(token, { variantSku: 'BK-M-RED' })).items[0];
    let cart = (await gqlOk(url(), UPDATE, { lineId: line.id, quantity: 4 }, token)).updateCartLine;
    expect(cart.items[0].quantity).toBe(4);
    expect(await gqlError(url(), UPDATE, { lineId: line.id, quantity: 6 }, token)).toMatchObject({ message: 'Only 5 left of Bandhani Kurta (M, Red)', status: 400 });
    expect((await gqlOk(url(), CART, {}, token)).cart.items[0].quantity).toBe(4);
    expect(await gqlError(url(), UPDATE, { lineId: '99999999', quantity: 1 }, token)).toMatchObject({ message: 'Cart item not found', status: 404 });
    cart = (await gqlOk(url(), UPDATE, { lineId: line.id, quantity: -2 }, token)).updateCartLine;
    expect(cart.items).toEqual([]);
    const again = (await add(token, { variantSku: 'BK-M-RED' })).items[0];
    cart = (await gqlOk(url(), REMOVE, { lineId: again.id }, token)).removeCartLine;
    expect(cart.items).toEqual([]);
    expect(await gqlError(url(), REMOVE, { lineId: again.id }, token)).toMatchObject({ status: 404 });
  });

  it("never lets one member touch another's lines", async () => {
    const a = await customer(store(), 'Meera');
    const b = await customer(store(), 'Ravi');
    const line = (await add(a.token, { variantSku: 'BK-M-BLUE', quantity: 2 })).items[0];
    expect(await gqlError(url(), UPDATE, { lineId: line.id, quantity: 5 }, b.token)).toMatchObject({ status: 404 });
    expect(await gqlError(url(), REMOVE, { lineId: line.id }, b.token)).toMatchObject({ status: 404 });
    await gqlOk(url(), CLEAR, {}, b.token);
    expect((await gqlOk(url(), CART, {}, b.token)).cart.items).toEqual([]);
    expect((await gqlOk(url(), CART, {}, a.token)).cart.items.map((i: any) => i.quantity)).toEqual([2]);
  });

  it('two concurrent adds of the same line make one line with the summed quantity', async () => {
    const { token, user } = await customer(store());
    const results = await Promise.all([
      add(token, { variantSku: 'BK-M-BLUE', quantity: 1 }),
      add(token, { productId: String(fx.kurta.id), size: 'M', color: 'Blue', quantity: 2 }),
      add(token, { variantSku: 'BK-M-BLUE', quantity: 3 }),
      add(token, { variantSku: 'BK-M-BLUE', quantity: 4 }),
    ]);
    expect(results).toHaveLength(4);
    const rows = await store().dataSource.getRepository(CartLine).findBy({ userId: user.id });
    expect(rows.map((r) => r.quantity)).toEqual([10]);
  });

  it('concurrent adds never exceed stock', async () => {
    const { token, user } = await customer(store());
    const outcomes = await Promise.all([1, 2, 3].map(() => store().baseUrl).map((u) => gqlOk(u, ADD, { input: { variantSku: 'BK-M-RED', quantity: 2 } }, token).then(() => 'ok', () => 'refused')));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(2);
    const rows = await store().dataSource.getRepository(CartLine).findBy({ userId: user.id });
    expect(rows.map((r) => r.quantity)).toEqual([4]);
  });

  it('clears the cart and its coupon', async () => {
    const { token } = await customer(store());
    await add(token, { variantSku: 'BK-M-BLUE', quantity: 2 });
    await gqlOk(url(), APPLY, { code: 'WELCOME10' }, token);
    const cart = (await gqlOk(url(), CLEAR, {}, token)).clearCart;
    expect(cart).toMatchObject({ items: [], itemCount: 0, subtotal: 0, total: 0, couponCode: null });
    await add(token, { variantSku: 'BK-M-BLUE' });
    expect((await gqlOk(url(), CART, {}, token)).cart.couponCode).toBeNull();
  });

  describe('coupons', () => {
    it('applies a code case-insensitively and recomputes the discount as the cart changes', async () => {
      const { token } = await customer(store());
      const line = (await add(token, { variantSku: 'BK-M-BLUE', quantity: 2 })).items[0];
      let cart = (await gqlOk(url(), APPLY, { code: ' welcome10 ' }, token)).applyCoupon;
      expect(cart).toMatchObject({ couponCode: 'WELCOME10', couponDiscount: 210, subtotal: 2100, total: 1890, taxAmount: -210, couponError: null, gst: { total: 90, cgst: 45, sgst: 45 } });
      cart = (await gqlOk(url(), UPDATE, { lineId: line.id, quantity: 60 }, token)).updateCartLine;
      expect(cart).toMatchObject({ subtotal: 63000, couponDiscount: 500, total: 62500 });
      cart = (await gqlOk(url(), UNAPPLY, {}, token)).removeCoupon;
      expect(cart).toMatchObject({ couponCode: null, couponDiscount: 0, total: 63000 });
    });

    it("answers 'Invalid coupon' for unknown, expired, not yet started and inactive codes", async () => {
      const { token } = await customer(store());
      await add(token, { variantSku: 'BK-M-BLUE', quantity: 3 });
      for (const code of ['NOPE', 'MONSOON15', 'SOON10', 'STAFF50', '', '   ', 'bad code!']) {
        expect(await gqlError(url(), APPLY, { code }, token)).toMatchObject({ message: 'Invalid coupon', status: 400 });
      }
      expect((await gqlOk(url(), CART, {}, token)).cart.couponCode).toBeNull();
    });

    it("asks for the shortfall of an unmet minimum: 'Add ₹X more to use this coupon'", async () => {
      const { token } = await customer(store());
      await add(token, { variantSku: 'BK-M-BLUE' });
      expect(await gqlError(url(), APPLY, { code: 'FLAT200' }, token)).toMatchObject({ message: 'Add ₹449.00 more to use this coupon', status: 400 });
      expect(await gqlError(url(), APPLY, { code: 'FESTIVE25' }, token)).toMatchObject({ message: 'Add ₹1,949.00 more to use this coupon' });
    });

    it('gives clear messages for used-up, per-customer and first-order limits', async () => {
      const { token, user } = await customer(store());
      await add(token, { variantSku: 'BK-M-BLUE', quantity: 2 });
      expect(await gqlError(url(), APPLY, { code: 'LASTONE' }, token)).toMatchObject({ message: 'This coupon has reached its usage limit', status: 400 });
      const once = await store().dataSource.getRepository(Coupon).findOneByOrFail({ code: 'ONCEONLY' });
      await store().dataSource.getRepository(CouponRedemption).insert({ couponId: once.id, userId: user.id, orderId: null, discount: 10_000 });
      expect(await gqlError(url(), APPLY, { code: 'onceonly' }, token)).toMatchObject({ message: 'You have already used this coupon the maximum number of times' });
      await store().dataSource.getRepository(Order).insert({ orderNumber: `KPD-0101-${user.id}`, userId: user.id, email: user.email, status: 'delivered', subtotal: 100_000, total: 100_000 });
      expect(await gqlError(url(), APPLY, { code: 'WELCOME10' }, token)).toMatchObject({ message: 'This coupon is valid on your first order only' });
    });

    it('removes a coupon that stops applying, with a message', async () => {
      const { token } = await customer(store());
      const line = (await add(token, { variantSku: 'BK-M-BLUE', quantity: 2 })).items[0];
      expect((await gqlOk(url(), APPLY, { code: 'FLAT200' }, token)).applyCoupon).toMatchObject({ couponCode: 'FLAT200', couponDiscount: 200, total: 1900 });
      const cart = (await gqlOk(url(), UPDATE, { lineId: line.id, quantity: 1 }, token)).updateCartLine;
      expect(cart).toMatchObject({ couponCode: null, couponDiscount: 0, total: 1050, couponError: 'Add ₹449.00 more to use this coupon' });
      expect(cart.notices).toContain('Coupon FLAT200 was removed: Add ₹449.00 more to use this coupon');
      const later = (await gqlOk(url(), CART, {}, token)).cart;
      expect(later).toMatchObject({ couponCode: null, couponError: null, notices: [] });
    });

    it('discounts only the lines a category or collection coupon covers', async () => {
      const { token } = await customer(store());
      await add(token, { variantSku: 'BK-M-BLUE' });
      await add(token, { variantSku: 'ZS-FREE-GOLD' });
      // WOMEN20 covers the kurta (Women › Kurtas), not the sherwani: 20% of ₹1,050.
      let cart = (await gqlOk(url(), APPLY, { code: 'women20' }, token)).applyCoupon;
      expect(cart).toMatchObject({ subtotal: 4590, couponDiscount: 210, total: 4380 });
      expect(cart.gst.total).toBe(580); // kurta 50 × 0.8 + sherwani 540
      cart = (await gqlOk(url(), APPLY, { code: 'FESTIVEEDIT' }, token)).applyCoupon;
      expect(cart).toMatchObject({ couponCode: 'FESTIVEEDIT', couponDiscount: 500, total: 4090 });
    });

    it('FESTIVE25 gives 25% up to ₹1,500 over ₹2,999', async () => {
      const { token } = await customer(store());
      await add(token, { variantSku: 'ZS-FREE-GOLD', quantity: 2 });
      expect((await gqlOk(url(), APPLY, { code: 'festive25' }, token)).applyCoupon).toMatchObject({ subtotal: 7080, couponDiscount: 1500, total: 5580 });
    });
  });

  describe('what the checkout issue calls', () => {
    it('checkoutCart re-validates the coupon; useInOrder enforces limits; clearAfterOrder empties the cart', async () => {
      const { token, user } = await customer(store());
      const ctx = { user: await store().services.auth.authenticate(token) };
      await add(token, { variantSku: 'BK-M-BLUE', quantity: 2 });
      await gqlOk(url(), APPLY, { code: 'FLAT200' }, token);
      const snapshot = await store().services.cart.checkoutCart(ctx);
      expect(snapshot.cart).toMatchObject({ couponCode: 'FLAT200', couponDiscount: 200, total: 1900 });
      expect(snapshot.couponId).not.toBeNull();
      expect(snapshot.lines.map((l) => [l.variant.sku, l.quantity])).toEqual([['BK-M-BLUE', 2]]);


      const coupons = store().dataSource.getRepository(Coupon);
      await coupons.insert({ code: 'TWOUSES', kind: 'flat', value: 100, usageLimit: 2, perCustomerLimit: null });
      const two = await coupons.findOneByOrFail({ code: 'TWOUSES' });
      const redeem = (orderId: number) => store().dataSource.transaction((m) => store().services.coupons.useInOrder(m, { couponId: two.id, userId: user.id, email: user.email, orderId, discountPaise: 100 }));
      // Concurrent order transactions on MySQL; on SQLite TypeORM shares one connection, so one at a time.
      const outcomes = kind === 'mysql'
        ? await Promise.allSettled([redeem(1), redeem(2), redeem(3)])
        : [await redeem(1).then(...settled), await redeem(2).then(...settled), await redeem(3).then(...settled)];
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
      expect((await coupons.findOneByOrFail({ code: 'TWOUSES' })).usedCount).toBe(2);
      expect(await store().dataSource.getRepository(CouponRedemption).countBy({ couponId: two.id })).toBe(2);

      await store().services.cart.clearAfterOrder(user.id);
      expect((await gqlOk(url(), CART, {}, token)).cart).toMatchObject({ items: [], couponCode: null });
    });
  });
});

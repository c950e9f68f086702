import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, rest } from './harness';
import { cartFixtures, customer } from './cart-fixtures';
import { CartLine } from '../src/modules/cart/cart.entity';

describeEachDatabase('cart and wishlist REST adapter (SPEC.md §7)', (store) => {
  let fx: Awaited<ReturnType<typeof cartFixtures>>;
  const url = () => store().baseUrl;

  beforeAll(async () => {
    fx = await cartFixtures(store());
  });

  it('answers 401 without a session on every cart and wishlist call', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/cart'], ['POST', '/cart', { productId: String(fx.kurta.id) }], ['PATCH', '/cart/1', { quantity: 2 }], ['DELETE', '/cart/1'],
      ['DELETE', '/cart'], ['POST', '/cart/apply-coupon', { code: 'FLAT200' }], ['POST', '/cart/remove-coupon'],
      ['GET', '/wishlist'], ['POST', '/wishlist', { productId: String(fx.kurta.id) }], ['DELETE', `/wishlist/${fx.kurta.id}`], ['DELETE', '/wishlist'],
    ];
    for (const [method, path, body] of calls) {
      const res = await rest(url(), method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toMatchObject({ success: false, message: 'User not authenticated' });
    }
  });

  it('GET /cart answers items with productDetails, coupon and couponDiscount', async () => {
    const { token } = await customer(store());
    let res = await rest(url(), 'GET', '/cart', undefined, token);
    expect(res).toMatchObject({ status: 200, body: { success: true, data: { items: [], coupon: null, couponDiscount: 0, subtotal: 0, total: 0 } } });
    res = await rest(url(), 'POST', '/cart', { productId: String(fx.kurta.id), quantity: 2, size: 'M', color: 'Blue', variantSku: 'BK-M-BLUE' }, token);
    expect(res).toMatchObject({ status: 200, body: { success: true, message: 'Item added to cart' } });
    res = await rest(url(), 'GET', '/cart', undefined, token);
    const item = res.body.data.items[0];
    expect(item).toMatchObject({ productId: String(fx.kurta.id), quantity: 2, size: 'M', color: 'Blue', variantSku: 'BK-M-BLUE', gstRate: 5, price: 1050, lineAmount: 2100 });
    expect(typeof item._id).toBe('string');
    expect(item.productDetails).toMatchObject({ _id: String(fx.kurta.id), title: 'Bandhani Kurta', slug: 'bandhani-kurta' });
    expect(Array.isArray(item.productDetails.images)).toBe(true);
    expect(res.body.data).toMatchObject({ coupon: null, couponDiscount: 0, subtotal: 2100, total: 2100 });
  });

  it('POST /cart refuses bad input with 400 and the message, changing nothing', async () => {
    const { token, user } = await customer(store());
    for (const body of [{}, { quantity: 1 }, { productId: 'nope' }, { productId: '999999' }]) {
      const res = await rest(url(), 'POST', '/cart', body, token);
      expect(res).toMatchObject({ status: 400, body: { success: false, message: 'Invalid product' } });
    }
    expect((await rest(url(), 'POST', '/cart', { variantSku: 'BK-M-RED', quantity: 'lots' }, token)).status).toBe(400);
    const stock = await rest(url(), 'POST', '/cart', { variantSku: 'BK-M-RED', quantity: 6 }, token);
    expect(stock).toMatchObject({ status: 400, body: { success: false, message: 'Only 5 left of Bandhani Kurta (M, Red)' } });
    expect(await store().dataSource.getRepository(CartLine).countBy({ userId: user.id })).toBe(0);
    // A malformed JSON body is a 400 too, never a 500.
    const raw = await fetch(`${url()}/api/cart`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{"productId":' });
    expect(raw.status).toBe(400);
  });

  it('PATCH and DELETE /cart/{itemId}, DELETE /cart; another member gets 404', async () => {
    const a = await customer(store(), 'Kavya');
    const b = await customer(store(), 'Arjun');
    const added = await rest(url(), 'POST', '/cart', { productId: String(fx.sherwani.id), quantity: 1 }, a.token);
    const itemId = added.body.data.items[0]._id;
    expect((await rest(url(), 'PATCH', `/cart/${itemId}`, { quantity: 3 }, a.token)).body.data.items[0].quantity).toBe(3);
    expect(await rest(url(), 'PATCH', `/cart/${itemId}`, { quantity: 11 }, a.token)).toMatchObject({ status: 400, body: { message: 'Only 10 left of Zari Sherwani (Free Size, Gold)' } });
    expect(await rest(url(), 'PATCH', `/cart/${itemId}`, {}, a.token)).toMatchObject({ status: 400 });
    expect((await rest(url(), 'PATCH', `/cart/${itemId}`, { quantity: 9 }, b.token)).status).toBe(404);
    expect((await rest(url(), 'DELETE', `/cart/${itemId}`, undefined, b.token)).status).toBe(404);
    expect((await rest(url(), 'GET', '/cart', undefined, a.token)).body.data.items[0].quantity).toBe(3);
    expect((await rest(url(), 'DELETE', `/cart/${itemId}`, undefined, a.token)).body.data.items).toEqual([]);
    await rest(url(), 'POST', '/cart', { variantSku: 'BK-M-BLUE' }, a.token);
    expect(await rest(url(), 'DELETE', '/cart', undefined, a.token)).toMatchObject({ status: 200, body: { success: true, data: { items: [] } } });
  });

  it('two concurrent POST /cart of the same line make one line with the summed quantity', async () => {
    const { token, user } = await customer(store());
    await Promise.all([
      rest(url(), 'POST', '/cart', { variantSku: 'BK-M-BLUE', quantity: 2 }, token),
      rest(url(), 'POST', '/cart', { productId: String(fx.kurta.id), size: 'M', color: 'Blue', quantity: 3 }, token),
    ]);
    const rows = await store().dataSource.getRepository(CartLine).findBy({ userId: user.id });
    expect(rows.map((r) => r.quantity)).toEqual([5]);
  });

  it('POST /cart/apply-coupon answers data.couponDetails.discount; remove-coupon drops it', async () => {
    const { token } = await customer(store());
    await rest(url(), 'POST', '/cart', { variantSku: 'BK-M-BLUE', quantity: 2 }, token);
    expect(await rest(url(), 'POST', '/cart/apply-coupon', { code: 'NOPE' }, token)).toMatchObject({ status: 400, body: { success: false, message: 'Invalid coupon' } });
    expect(await rest(url(), 'POST', '/cart/apply-coupon', {}, token)).toMatchObject({ status: 400, body: { message: 'Invalid coupon' } });
    const applied = await rest(url(), 'POST', '/cart/apply-coupon', { code: 'flat200' }, token);
    expect(applied).toMatchObject({ status: 200, body: { success: true, data: { couponDetails: { code: 'FLAT200', discount: 200 }, coupon: { code: 'FLAT200' }, couponDiscount: 200, total: 1900 } } });
    expect((await rest(url(), 'GET', '/cart', undefined, token)).body.data).toMatchObject({ coupon: { code: 'FLAT200' }, couponDiscount: 200 });
    const removed = await rest(url(), 'POST', '/cart/remove-coupon', undefined, token);
    expect(removed).toMatchObject({ status: 200, body: { success: true, data: { coupon: null, couponDiscount: 0, total: 2100 } } });
  });

  it('wishlist: GET items, POST productId (repeat skipped), DELETE one, DELETE all', async () => {
    const { token } = await customer(store());
    expect(await rest(url(), 'POST', '/wishlist', { productId: String(fx.kurta.id) }, token)).toMatchObject({ status: 200, body: { success: true } });
    await rest(url(), 'POST', '/wishlist', { productId: String(fx.kurta.id) }, token);
    await rest(url(), 'POST', '/wishlist', { productId: String(fx.sherwani.id) }, token);
    expect(await rest(url(), 'POST', '/wishlist', {}, token)).toMatchObject({ status: 400, body: { message: 'Invalid product' } });
    let res = await rest(url(), 'GET', '/wishlist', undefined, token);
    expect(res.body.data.items).toHaveLength(2);
    const kurta = res.body.data.items.find((i: any) => i.slug === 'bandhani-kurta');
    expect(kurta).toMatchObject({ _id: String(fx.kurta.id), title: 'Bandhani Kurta', price: 1050, mrp: 1499, hasStock: true, productId: { _id: String(fx.kurta.id), title: 'Bandhani Kurta', slug: 'bandhani-kurta' } });
    expect(Array.isArray(kurta.productId.variants) && Array.isArray(kurta.productId.images)).toBe(true);
    res = await rest(url(), 'DELETE', `/wishlist/${fx.kurta.id}`, undefined, token);
    expect(res.body.data.items.map((i: any) => i.slug)).toEqual(['zari-sherwani']);
    res = await rest(url(), 'DELETE', '/wishlist', undefined, token);
    expect(res).toMatchObject({ status: 200, body: { success: true, data: { items: [] } } });
  });
});

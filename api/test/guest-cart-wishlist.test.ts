import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from './harness';
import { CART_FIELDS, cartFixtures, customer, gqlError, gqlOk } from './cart-fixtures';

const PRICE = `query Price($input: PriceCartInput!) { priceCart(input: $input) { ${CART_FIELDS} } }`;
const ADD = `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { ${CART_FIELDS} } }`;
const WISHLIST_FIELDS = `count notices items { id productId slug title price mrp image hasStock addedAt variants { sku size color stock price mrp } }`;
const MERGE = `mutation Merge($input: MergeGuestCartInput!) { mergeGuestCart(input: $input) { notices cart { ${CART_FIELDS} } wishlist { ${WISHLIST_FIELDS} } } }`;
const WISHLIST = `query { wishlist { ${WISHLIST_FIELDS} } }`;
const PRICE_WISHLIST = `query W($ids: [ID!]!) { priceWishlist(productIds: $ids) { ${WISHLIST_FIELDS} } }`;
const ADD_W = `mutation A($id: ID!) { addToWishlist(productId: $id) { ${WISHLIST_FIELDS} } }`;
const REMOVE_W = `mutation R($id: ID!) { removeFromWishlist(productId: $id) { ${WISHLIST_FIELDS} } }`;
const CLEAR_W = `mutation { clearWishlist { ${WISHLIST_FIELDS} } }`;
const MOVE = `mutation M($input: MoveWishlistItemInput!) { moveWishlistItemToCart(input: $input) { notices cart { ${CART_FIELDS} } wishlist { ${WISHLIST_FIELDS} } } }`;

describeEachDatabase('guest carts, merging on login, and wishlists through GraphQL', (store) => {
  let fx: Awaited<ReturnType<typeof cartFixtures>>;
  const url = () => store().baseUrl;
  const price = (input: Record<string, unknown>) => gqlOk(url(), PRICE, { input }).then((d) => d.priceCart);

  beforeAll(async () => {
    fx = await cartFixtures(store());
  });

  describe('priceCart (guest localStorage carts)', () => {
    it('prices stored lines on the server, adding up duplicates and reading numeric strings', async () => {
      const cart = await price({
        lines: [
          { productId: String(fx.kurta.id), size: 'M', color: 'Blue', quantity: 2 },
          { variantSku: 'BK-M-BLUE', quantity: 1 },
          { productId: String(fx.sherwani.id), size: 'Free Size', color: 'Gold', quantity: 1.9 },
        ],
      });
      expect(cart.id).toBe('guest');
      expect(cart.items.map((i: any) => [i.id, i.quantity, i.price, i.lineAmount])).toEqual([
        [`${fx.kurta.id}|M|Blue`, 3, 1050, 3150],
        [`${fx.sherwani.id}|Free Size|Gold`, 1, 3540, 3540],
      ]);
      expect(cart).toMatchObject({ itemCount: 4, subtotal: 6690, total: 6690, shipping: 0, gst: { total: 690 }, notices: [] });
    });

    it('drops unknown or retired products and cuts quantities to stock, with notices', async () => {
      const cart = await price({
        lines: [
          { productId: '999999', size: 'M', color: 'Red', quantity: 1 },
          { productId: String(fx.hidden.id), quantity: 1 },
          { variantSku: 'BK-M-RED', quantity: 9 },
          { variantSku: 'BK-L-RED', quantity: 1 },
          {},
        ],
      });
      expect(cart.items.map((i: any) => [i.variantSku, i.quantity])).toEqual([['BK-M-RED', 5]]);
      expect(cart.notices).toEqual([
        'An item in your cart is no longer available and was removed',
        'An item in your cart is no longer available and was removed',
        'An item in your cart is no longer available and was removed',
        'Only 5 left of Bandhani Kurta (M, Red), so your cart has 5',
        'Bandhani Kurta (L, Red) is out of stock and was removed from your cart',
      ]);
    });

    it('applies `add` strictly: Invalid product, stock refusal, same line adds up', async () => {
      const lines = [{ variantSku: 'BK-M-RED', quantity: 2 }];
      expect(await gqlError(url(), PRICE, { input: { lines, add: {} } })).toMatchObject({ message: 'Invalid product', status: 400 });
      expect(await gqlError(url(), PRICE, { input: { lines, add: { variantSku: 'BK-M-RED', quantity: 4 } } })).toMatchObject({
        message: 'Only 5 left of Bandhani Kurta (M, Red) and 2 are already in your cart', status: 400,
      });
      const cart = await price({ lines, add: { productId: String(fx.kurta.id), size: 'm', color: 'red', quantity: 3 } });
      expect(cart.items.map((i: any) => [i.variantSku, i.quantity])).toEqual([['BK-M-RED', 5]]);
    });

    it('applies `update` strictly: 0 removes, above stock refused, unknown line 404', async () => {
      const lines = [{ variantSku: 'BK-M-RED', quantity: 2 }, { variantSku: 'ZS-FREE-GOLD', quantity: 1 }];
      const id = `${fx.kurta.id}|M|Red`;
      expect((await price({ lines, update: { lineId: id, quantity: 4 } })).items[0].quantity).toBe(4);
      expect((await price({ lines, update: { lineId: id, quantity: 0 } })).items.map((i: any) => i.variantSku)).toEqual(['ZS-FREE-GOLD']);
      expect(await gqlError(url(), PRICE, { input: { lines, update: { lineId: id, quantity: 6 } } })).toMatchObject({ message: 'Only 5 left of Bandhani Kurta (M, Red)', status: 400 });
      expect(await gqlError(url(), PRICE, { input: { lines, update: { lineId: 'x|y|z', quantity: 1 } } })).toMatchObject({ status: 404 });
    });

    it('prices the coupon for guests, answering refusals as couponError', async () => {
      const lines = [{ variantSku: 'BK-M-BLUE', quantity: 1 }];
      expect(await price({ lines, couponCode: 'flat200' })).toMatchObject({ couponCode: null, couponDiscount: 0, total: 1050, couponError: 'Add ₹449.00 more to use this coupon' });
      expect(await price({ lines, couponCode: 'MONSOON15' })).toMatchObject({ couponCode: null, couponError: 'Invalid coupon' });
      expect(await price({ lines: [{ variantSku: 'BK-M-BLUE', quantity: 3 }], couponCode: 'festive25' })).toMatchObject({ couponCode: 'FESTIVE25', couponDiscount: 788, total: 2362, couponError: null });
      expect(await price({ lines: [{ variantSku: 'BK-M-BLUE', quantity: 2 }], couponCode: 'WELCOME10' })).toMatchObject({ couponCode: 'WELCOME10', couponDiscount: 210, total: 1890 });
    });
  });

  describe('mergeGuestCart (right after login)', () => {
    it('adds guest lines up (clamped to 99 and to stock), adds the wishlist and keeps a valid coupon', async () => {
      const { token } = await customer(store());
      await gqlOk(url(), ADD, { input: { variantSku: 'BK-M-RED', quantity: 2 } }, token);
      await gqlOk(url(), ADD, { input: { variantSku: 'BK-M-BLUE', quantity: 90 } }, token);
      const result = (await gqlOk(url(), MERGE, {
        input: {
          lines: [
            { variantSku: 'BK-M-RED', quantity: 4 },
            { productId: String(fx.kurta.id), size: 'M', color: 'Blue', quantity: 20 },
            { productId: String(fx.sherwani.id), quantity: 1 },
            { productId: '999999', quantity: 1 },
          ],
          couponCode: 'festive25',
          wishlistProductIds: [String(fx.sherwani.id), String(fx.kurta.id), '999999'],
        },
      }, token)).mergeGuestCart;
      expect(result.cart.items.map((i: any) => [i.variantSku, i.quantity])).toEqual([['BK-M-RED', 5], ['BK-M-BLUE', 99], ['ZS-FREE-GOLD', 1]]);
      expect(result.cart).toMatchObject({ couponCode: 'FESTIVE25', couponDiscount: 1500 });
      expect(result.wishlist.items.map((i: any) => i.productId).sort()).toEqual([String(fx.kurta.id), String(fx.sherwani.id)].sort());
      expect(result.notices).toEqual(expect.arrayContaining([
        'Only 5 left of Bandhani Kurta (M, Red), so your cart has 5',
        'Bandhani Kurta (M, Blue) is limited to 99 per order',
        'An item in your cart is no longer available and was removed',
        '1 saved product is no longer available and was not added to your wishlist',
      ]));
    });

    it('keeps the member coupon and reports a guest coupon that does not apply', async () => {
      const { token } = await customer(store());
      const result = (await gqlOk(url(), MERGE, { input: { lines: [{ variantSku: 'BK-M-BLUE', quantity: 1 }], couponCode: 'FLAT200', wishlistProductIds: [] } }, token)).mergeGuestCart;
      expect(result.cart).toMatchObject({ couponCode: null, subtotal: 1050 });
      expect(result.notices).toContain('Coupon FLAT200 was not applied: Add ₹449.00 more to use this coupon');
    });

    it('applies a guest cart once: the same merge key sent again (a reload, a second tab) adds nothing', async () => {
      const { token } = await customer(store());
      const input = { lines: [{ variantSku: 'BK-M-BLUE', quantity: 2 }], wishlistProductIds: [String(fx.kurta.id)], mergeKey: 'tab-7f3a' };
      await Promise.all([gqlOk(url(), MERGE, { input }, token), gqlOk(url(), MERGE, { input }, token)]);
      const again = (await gqlOk(url(), MERGE, { input }, token)).mergeGuestCart;
      expect(again.cart.items.map((i: any) => [i.variantSku, i.quantity])).toEqual([['BK-M-BLUE', 2]]);
      expect(again.notices).toEqual([]);
      // A new guest cart (a new key) merges as usual.
      const next = (await gqlOk(url(), MERGE, { input: { ...input, mergeKey: 'tab-9c21' } }, token)).mergeGuestCart;
      expect(next.cart.items.map((i: any) => [i.variantSku, i.quantity])).toEqual([['BK-M-BLUE', 4]]);
    });

    it('leaves the key unused when the merge is refused, so the same cart can be sent again', async () => {
      const { token } = await customer(store());
      const tooMany = Array.from({ length: 101 }, () => ({ variantSku: 'BK-M-BLUE', quantity: 1 }));
      expect(await gqlError(url(), MERGE, { input: { lines: tooMany, wishlistProductIds: [], mergeKey: 'k1' } }, token)).toMatchObject({ status: 400 });
      const ok = (await gqlOk(url(), MERGE, { input: { lines: [{ variantSku: 'BK-M-BLUE', quantity: 1 }], wishlistProductIds: [], mergeKey: 'k1' } }, token)).mergeGuestCart;
      expect(ok.cart.items.map((i: any) => [i.variantSku, i.quantity])).toEqual([['BK-M-BLUE', 1]]);
    });

    it('needs a session', async () => {
      expect(await gqlError(url(), MERGE, { input: { lines: [], wishlistProductIds: [] } })).toMatchObject({ status: 401 });
    });
  });

  describe('wishlist', () => {
    it('adds (a repeat is skipped), lists with stock and prices, removes and clears', async () => {
      const { token } = await customer(store());
      expect(await gqlError(url(), WISHLIST)).toMatchObject({ status: 401 });
      let w = (await gqlOk(url(), ADD_W, { id: String(fx.kurta.id) }, token)).addToWishlist;
      w = (await gqlOk(url(), ADD_W, { id: String(fx.kurta.id) }, token)).addToWishlist;
      expect(w.count).toBe(1);
      expect(w.items[0]).toMatchObject({ productId: String(fx.kurta.id), title: 'Bandhani Kurta', slug: 'bandhani-kurta', price: 1050, mrp: 1499, hasStock: true, image: '/media/products/bandhani-kurta-red-640.webp' });
      expect(w.items[0].variants.map((v: any) => [v.sku, v.stock])).toEqual([['BK-M-RED', 5], ['BK-L-RED', 0], ['BK-M-BLUE', 120]]);
      expect(typeof w.items[0].addedAt).toBe('string');
      await Promise.all([gqlOk(url(), ADD_W, { id: String(fx.sherwani.id) }, token), gqlOk(url(), ADD_W, { id: String(fx.sherwani.id) }, token)]);
      expect((await gqlOk(url(), WISHLIST, {}, token)).wishlist.count).toBe(2);
      expect(await gqlError(url(), ADD_W, { id: '999999' }, token)).toMatchObject({ message: 'Invalid product', status: 400 });
      expect(await gqlError(url(), ADD_W, { id: String(fx.hidden.id) }, token)).toMatchObject({ message: 'Invalid product' });
      w = (await gqlOk(url(), REMOVE_W, { id: String(fx.kurta.id) }, token)).removeFromWishlist;
      expect(w.items.map((i: any) => i.slug)).toEqual(['zari-sherwani']);
      w = (await gqlOk(url(), CLEAR_W, {}, token)).clearWishlist;
      expect(w).toMatchObject({ count: 0, items: [] });
    });

    it('moves an item to the cart, asking for size and colour when the product has several', async () => {
      const { token } = await customer(store());
      await gqlOk(url(), ADD_W, { id: String(fx.kurta.id) }, token);
      await gqlOk(url(), ADD_W, { id: String(fx.sherwani.id) }, token);
      expect(await gqlError(url(), MOVE, { input: { productId: String(fx.kurta.id) } }, token)).toMatchObject({ message: 'Please select a size and colour', status: 400 });
      expect(await gqlError(url(), MOVE, { input: { productId: String(fx.kurta.id), size: 'L', color: 'Red' } }, token)).toMatchObject({ message: 'Bandhani Kurta (L, Red) is out of stock' });
      expect((await gqlOk(url(), WISHLIST, {}, token)).wishlist.count).toBe(2);
      let moved = (await gqlOk(url(), MOVE, { input: { productId: String(fx.kurta.id), size: 'M', color: 'Blue' } }, token)).moveWishlistItemToCart;
      expect(moved.cart.items.map((i: any) => i.variantSku)).toEqual(['BK-M-BLUE']);
      expect(moved.wishlist.items.map((i: any) => i.slug)).toEqual(['zari-sherwani']);
      moved = (await gqlOk(url(), MOVE, { input: { productId: String(fx.sherwani.id) } }, token)).moveWishlistItemToCart;
      expect(moved.cart.items.map((i: any) => i.variantSku)).toEqual(['BK-M-BLUE', 'ZS-FREE-GOLD']);
      expect(moved.wishlist.count).toBe(0);
      expect(await gqlError(url(), MOVE, { input: { productId: String(fx.sherwani.id) } }, token)).toMatchObject({ message: 'This product is not in your wishlist', status: 404 });
    });

    it('describes a guest wishlist', async () => {
      const w = (await gqlOk(url(), PRICE_WISHLIST, { ids: [String(fx.sherwani.id), 'junk', String(fx.kurta.id)] })).priceWishlist;
      expect(w.items.map((i: any) => [i.slug, i.price, i.addedAt])).toEqual([['zari-sherwani', 3540, null], ['bandhani-kurta', 1050, null]]);
      expect(w.notices).toEqual(['1 saved product is no longer available']);
    });
  });
});

import { expect, it } from 'vitest';
import { Coupon, CouponRedemption } from '../src/modules/coupons/coupon.entity';
import { Order, OrderEvent } from '../src/modules/orders/order.entity';
import { Product } from '../src/modules/catalog/product.entity';
import { signedInUser } from './accounts';
import { CART_FIELDS, cartFixtures, customer, gqlError, gqlOk } from './cart-fixtures';
import { describeEachDatabase, graphql, rest } from './harness';
import { MUMBAI, PORT_BLAIR, SURAT, guestOrder, key, mailsTo, placeGuest, setStock, stockOf } from './order-fixtures';
import { freshIp, restCall } from './client';

const ORDER_FIELDS = `id orderNumber status statusLabel itemCount subtotal discount shipping total taxAmount cgst sgst igst couponCode email paymentMethod paymentStatus canCancel createdAt
  items { productId title variantSku size color quantity unitPrice lineTotal discount hsn gstRate taxableValue cgst sgst igst }
  shippingAddress { fullName phone line1 line2 landmark pincode city state stateCode }`;
const PLACE = `mutation($input: PlaceOrderInput!){ placeOrder(input:$input){ message accessToken order { ${ORDER_FIELDS} } payment { reference gateway redirectUrl } } }`;
const ADD = `mutation($input: AddToCartInput!){ addToCart(input:$input){ ${CART_FIELDS} } }`;
const APPLY = `mutation($code: String!){ applyCoupon(code:$code){ ${CART_FIELDS} } }`;
const CART = `query { cart { ${CART_FIELDS} } }`;
const ORDER = `query($id: ID!, $token: String){ order(id:$id, token:$token){ invoiceSerial invoiceUrl accessToken timeline { fromStatus status actor note at } order { ${ORDER_FIELDS} } } }`;

describeEachDatabase('placing orders', (store) => {
  const url = () => store().baseUrl;

  it('a guest pays cash on delivery: 201 with the order, stock taken, confirmation mailed, order opened by its signed link', async () => {
    await cartFixtures(store());
    const before = await stockOf(store(), 'BK-M-BLUE');
    const body = guestOrder({ items: [{ productId: (await store().dataSource.getRepository(Product).findOneByOrFail({ slug: 'bandhani-kurta' })).id, size: 'M', color: 'Blue', quantity: 2, price: 1 }] });
    const { status, body: answer } = await placeGuest(store(), body);
    expect(status).toBe(201);
    expect(answer).toMatchObject({ success: true, message: 'Order placed successfully' });
    const order = answer.data.order;
    expect(order).toMatchObject({
      orderNumber: expect.stringMatching(/^KPD-\d{4}-\d{6}$/), status: 'confirmed', paymentMethod: 'cod', paymentStatus: 'pending',
      subtotal: 2100, discount: 0, total: 2100, taxAmount: 100,
      shippingAddress: { fullName: 'Asha Patel', pincode: '395001', city: 'Surat', state: 'Gujarat', stateCode: '24' },
    });
    expect(order._id).toEqual(expect.any(String));
    expect(order.createdAt).toEqual(expect.any(String));
    expect(order.items).toEqual([expect.objectContaining({ title: 'Bandhani Kurta', variantSku: 'BK-M-BLUE', size: 'M', color: 'Blue', quantity: 2, unitPrice: 1050, lineTotal: 2100, hsn: '6204', gstRate: 5, cgst: 50, sgst: 50, igst: 0 })]);
    expect(answer.data.payment).toBeUndefined();
    expect(await stockOf(store(), 'BK-M-BLUE')).toBe(before - 2);

    const mails = await mailsTo(store(), body.email);
    expect(mails.map((m) => m.template)).toEqual(['order_confirmed']);
    expect(mails[0].subject).toBe(`Your Kapda order ${order.orderNumber} is confirmed`);
    const link = /\/order\/(\d+)\?token=([\w-]+)/.exec(mails[0].text)!;
    expect(link[1]).toBe(order._id);
    const opened = await rest(url(), 'GET', `/orders/${link[1]}?token=${link[2]}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ orderNumber: order.orderNumber, canCancel: true, timeline: [{ status: 'confirmed', actor: 'guest' }] });
    expect((await rest(url(), 'GET', `/orders/${link[1]}`)).status).toBe(404);
    expect((await rest(url(), 'GET', `/orders/${link[1]}?token=${link[2].slice(0, -2)}xx`)).status).toBe(404);
  });

  it('a member orders from the server cart with a coupon: re-priced, coupon used once, cart and coupon cleared', async () => {
    const { token, user } = await customer(store());
    await gqlOk(url(), ADD, { input: { variantSku: 'BK-M-BLUE', quantity: 2 } }, token);
    await gqlOk(url(), APPLY, { code: 'FLAT200' }, token);
    const placed = (await gqlOk(url(), PLACE, { input: { shippingAddress: MUMBAI, paymentMethod: 'cod', idempotencyKey: key() } }, token)).placeOrder;
    expect(placed.order).toMatchObject({ status: 'confirmed', subtotal: 2100, discount: 200, total: 1900, couponCode: 'FLAT200', email: user.email, igst: 90.48, cgst: 0, sgst: 0, taxAmount: 90.48 });
    expect(placed.order.items[0]).toMatchObject({ discount: 200, taxableValue: 1809.52, gstRate: 5 });
    expect((await gqlOk(url(), CART, {}, token)).cart).toMatchObject({ items: [], couponCode: null, itemCount: 0 });
    const flat = await store().dataSource.getRepository(Coupon).findOneByOrFail({ code: 'FLAT200' });
    expect(await store().dataSource.getRepository(CouponRedemption).countBy({ couponId: flat.id, userId: user.id })).toBe(1);

    // ONCEONLY is once per customer: after one order it is refused with the reason.
    await gqlOk(url(), ADD, { input: { variantSku: 'BK-M-BLUE', quantity: 1 } }, token);
    await gqlOk(url(), APPLY, { code: 'ONCEONLY' }, token);
    expect((await gqlOk(url(), PLACE, { input: { shippingAddress: MUMBAI, paymentMethod: 'cod' } }, token)).placeOrder.order).toMatchObject({ couponCode: 'ONCEONLY', discount: 100, total: 950 });
    await gqlOk(url(), ADD, { input: { variantSku: 'BK-M-BLUE', quantity: 1 } }, token);
    expect((await gqlError(url(), APPLY, { code: 'ONCEONLY' }, token)).message).toBe('You have already used this coupon the maximum number of times');
  });

  it('lists my orders newest first, paged; another customer sees 404', async () => {
    const { token } = await customer(store());
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      await gqlOk(url(), ADD, { input: { variantSku: 'BK-M-BLUE', quantity: 1 } }, token);
      numbers.push((await gqlOk(url(), PLACE, { input: { shippingAddress: SURAT, paymentMethod: 'cod' } }, token)).placeOrder.order.orderNumber);
    }
    const page1 = await rest(url(), 'GET', '/orders?page=1&limit=2', undefined, token);
    expect(page1.body.data.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([numbers[2], numbers[1]]);
    expect(page1.body.data.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const page2 = await gqlOk(url(), 'query { myOrders(page:2, limit:2){ total totalPages orders { orderNumber } } }', {}, token);
    expect(page2.myOrders).toEqual({ total: 3, totalPages: 2, orders: [{ orderNumber: numbers[0] }] });
    const mine = page1.body.data.orders[0]._id;
    const other = await customer(store(), 'Vikram');
    expect((await rest(url(), 'GET', `/orders/${mine}`, undefined, other.token)).status).toBe(404);
    expect((await gqlError(url(), ORDER, { id: mine }, other.token)).message).toBe('Order not found');
    expect((await rest(url(), 'GET', '/orders')).status).toBe(401);
  });

  it('refuses what cannot be delivered or paid, with the reason, and changes nothing', async () => {
    const before = await stockOf(store(), 'BK-M-BLUE');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ shippingAddress: { ...SURAT, pincode: '110001', city: 'New Delhi', state: 'Delhi' } }, 'Sorry, we do not deliver to PIN code 110001 yet'],
      [{ shippingAddress: { ...SURAT, pincode: '999999' } }, 'We could not find this PIN code. Please check it.'],
      [{ shippingAddress: { ...SURAT, state: 'Maharashtra' } }, 'PIN code 395001 is in Gujarat. Please check the PIN code or the state.'],
      [{ shippingAddress: { ...SURAT, pincode: '0395001' } }, 'Please enter a valid 6-digit PIN code'],
      [{ shippingAddress: { ...SURAT, phone: '12345' } }, 'Please enter a valid 10-digit mobile number'],
      [{ shippingAddress: PORT_BLAIR }, 'Cash on delivery is not available for this PIN code. Please pay online.'],
      [{ items: [{ variantSku: 'ZS-FREE-GOLD', quantity: 10 }, { variantSku: 'BK-M-BLUE', quantity: 99 }] }, 'Cash on delivery is available on orders up to ₹50,000.00. Please pay online.'],
      [{ gstin: '27AAPFU0939F1ZW' }, 'This GSTIN is not valid: please check it for a typing error'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ paymentMethod: 'card' }, 'Please choose cash on delivery or pay online'],
      [{ items: [] }, 'Your cart is empty'],
      [{ items: [{ variantSku: 'BK-M-RED', quantity: 6 }] }, 'Only 5 left of Bandhani Kurta (M, Red)'],
      [{ items: [{ variantSku: 'BK-L-RED', quantity: 1 }] }, 'Bandhani Kurta (L, Red) is out of stock'],
      [{ items: [{ variantSku: 'BK-M-BLUE', quantity: 0 }] }, 'Quantity must be a whole number from 1 to 99'],
      [{ items: [{ variantSku: 'NO-SUCH-SKU', quantity: 1 }] }, 'An item in your cart is no longer available and was removed'],
      [{ couponCode: 'MONSOON15' }, 'Invalid coupon'],
      [{ couponCode: 'FLAT200' }, 'Add ₹449.00 more to use this coupon'],
      [{ idempotencyKey: 'short' }, 'The Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores'],
    ];
    for (const [override, message] of cases) {
      const { status, body } = await placeGuest(store(), guestOrder(override));
      expect({ status, message: body.message }).toEqual({ status: 400, message });
    }
    expect(await stockOf(store(), 'BK-M-BLUE')).toBe(before);
    const gql = await gqlError(url(), PLACE, { input: { ...guestOrder({ shippingAddress: PORT_BLAIR }) } });
    expect(gql).toMatchObject({ message: 'Cash on delivery is not available for this PIN code. Please pay online.', status: 400 });
  });

  it('never reads a client price, and taxes by state: CGST+SGST in Gujarat, IGST elsewhere, 18 % above ₹2,500 a piece', async () => {
    const inside = await placeGuest(store(), guestOrder({ items: [{ variantSku: 'ZS-FREE-GOLD', quantity: 1, price: 1, unitPrice: 1 }], total: 1 }));
    expect(inside.body.data.order).toMatchObject({ total: 3540, taxAmount: 540, cgst: 270, sgst: 270, igst: 0 });
    expect(inside.body.data.order.items[0]).toMatchObject({ gstRate: 18, taxableValue: 3000, hsn: '6203' });
    const outside = await placeGuest(store(), guestOrder({ shippingAddress: MUMBAI, items: [{ variantSku: 'ZS-FREE-GOLD', quantity: 1 }], couponCode: 'FESTIVE25' }));
    // ₹3,540 − 25 % (₹885) = ₹2,655 a piece: taxable at 5 % would be ₹2,528.57 > ₹2,500, so still 18 %.
    expect(outside.body.data.order).toMatchObject({ subtotal: 3540, discount: 885, total: 2655, igst: 405, cgst: 0 });
    const gstin = await placeGuest(store(), guestOrder({ gstin: '27aapfu0939f1zv', billingAddress: MUMBAI }));
    expect(gstin.status).toBe(201);
    expect((await store().dataSource.getRepository(Order).findOneByOrFail({ id: Number(gstin.body.data.order._id) })).gstin).toBe('27AAPFU0939F1ZV');
  });

  it('a retried submit with the same Idempotency-Key answers the same order and takes stock once', async () => {
    const k = key();
    const body = guestOrder();
    const before = await stockOf(store(), 'BK-M-BLUE');
    const first = await placeGuest(store(), body, { idempotencyKey: k });
    const second = await placeGuest(store(), body, { idempotencyKey: k });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.data.order._id).toBe(first.body.data.order._id);
    expect(await stockOf(store(), 'BK-M-BLUE')).toBe(before - 1);
    // The same key from someone else is their own order.
    const other = await placeGuest(store(), { ...body, email: 'someone.else@example.in' }, { idempotencyKey: k });
    expect(other.body.data.order._id).not.toBe(first.body.data.order._id);
  });

  it('concurrency: a double submit with one key makes one order', async () => {
    const k = key();
    const body = guestOrder();
    const answers = await Promise.all(Array.from({ length: 8 }, () => placeGuest(store(), body, { idempotencyKey: k })));
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.order._id)).size).toBe(1);
    expect(await store().dataSource.getRepository(Order).countBy({ email: body.email as string })).toBe(1);
  });

  it('concurrency: 200 buyers for the last 5 units make exactly 5 orders and stock 0', async () => {
    await setStock(store(), 'BK-M-RED', 5);
    const answers = await Promise.all(Array.from({ length: 200 }, () => placeGuest(store(), guestOrder({ items: [{ variantSku: 'BK-M-RED', quantity: 1 }] }))));
    const ok = answers.filter((a) => a.status === 201);
    expect(ok).toHaveLength(5);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 400 && /out of stock|Only \d left/.test(a.body.message))).toBe(true);
    expect(await stockOf(store(), 'BK-M-RED')).toBe(0);
    const kurta = await store().dataSource.getRepository(Product).findOneByOrFail({ slug: 'bandhani-kurta' });
    expect(kurta.inStock).toBe(true); // the blue one is still in stock
  }, 120_000);

  it('concurrency: a coupon with one use left goes to exactly one of many buyers', async () => {
    await store().dataSource.getRepository(Coupon).insert({ code: 'LASTSEAT', kind: 'flat', value: 10_000, usageLimit: 1, usedCount: 0, perCustomerLimit: null });
    const answers = await Promise.all(Array.from({ length: 12 }, () => placeGuest(store(), guestOrder({ couponCode: 'LASTSEAT' }))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400).every((a) => a.body.message === 'This coupon has reached its usage limit')).toBe(true);
    expect((await store().dataSource.getRepository(Coupon).findOneByOrFail({ code: 'LASTSEAT' })).usedCount).toBe(1);
  });

  it('records every status change with time and actor', async () => {
    const placed = await placeGuest(store(), guestOrder());
    const events = await store().dataSource.getRepository(OrderEvent).findBy({ orderId: Number(placed.body.data.order._id) });
    expect(events).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'confirmed', actor: 'guest', createdAt: expect.any(Date) })]);
  });

  it('address book: save, default, list, delete (members only)', async () => {
    const { token } = await signedInUser(store());
    const SAVE = 'mutation($input: AddressInput!, $id: ID, $d: Boolean){ saveAddress(input:$input, id:$id, makeDefault:$d){ id fullName city state isDefault } }';
    const first = (await gqlOk(url(), SAVE, { input: SURAT }, token)).saveAddress;
    expect(first).toMatchObject({ city: 'Surat', state: 'Gujarat', isDefault: true });
    const second = (await gqlOk(url(), SAVE, { input: MUMBAI, d: true }, token)).saveAddress;
    expect(second.isDefault).toBe(true);
    const list = (await gqlOk(url(), 'query { myAddresses { id isDefault city } }', {}, token)).myAddresses;
    expect(list.map((a: { city: string; isDefault: boolean }) => [a.city, a.isDefault])).toEqual([['Mumbai', true], ['Surat', false]]);
    expect((await gqlError(url(), SAVE, { input: { ...SURAT, pincode: '12' } }, token)).message).toBe('Please enter a valid 6-digit PIN code');
    await gqlOk(url(), 'mutation($id: ID!){ deleteAddress(id:$id) }', { id: second.id }, token);
    expect((await rest(url(), 'GET', '/addresses', undefined, token)).body.data).toEqual([expect.objectContaining({ city: 'Surat', isDefault: true })]);
    const stranger = await signedInUser(store());
    expect((await rest(url(), 'DELETE', `/addresses/${first.id}`, undefined, stranger.token)).status).toBe(404);
    expect((await graphql(url(), 'query { myAddresses { id } }')).body.errors?.[0].extensions?.status).toBe(401);
  });
}, { env: { UNSERVICEABLE_PINCODES: '110001', ORDER_LIMIT_PER_MINUTE: '0' } });

describeEachDatabase('placing orders, abuse limit', (store) => {
  it('answers 429 after ORDER_LIMIT_PER_MINUTE orders from one IP in a minute, other IPs unaffected', async () => {
    await cartFixtures(store());
    const ip = freshIp();
    const place = (from: string) => restCall(store().baseUrl, 'POST', '/orders', guestOrder(), { ip: from });
    for (let i = 0; i < 3; i++) expect((await place(ip)).status).toBe(201);
    const refused = await place(ip);
    expect(refused).toMatchObject({ status: 429, body: { message: 'Too many attempts. Please wait a minute and try again.' } });
    expect((await place(freshIp())).status).toBe(201);
  });
}, { env: { ORDER_LIMIT_PER_MINUTE: '3' } });

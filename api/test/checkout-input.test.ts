import { expect, it } from 'vitest';
import { Address } from '../src/modules/delivery/address.entity';
import { Order } from '../src/modules/orders/order.entity';
import { User } from '../src/modules/users/user.entity';
import { signedInUser } from './accounts';
import { cartFixtures, gqlOk } from './cart-fixtures';
import { describeEachDatabase, graphql, rest } from './harness';
import { MUMBAI, SURAT, guestOrder, key, placeGuest, stockOf } from './order-fixtures';

const SAVE = 'mutation($input: AddressInput!){ saveAddress(input:$input){ id city state pincode } }';
const NEW_DELHI = { fullName: 'Kabir Singh', phone: '9810012345', line1: '14 Janpath', pincode: '110001', city: 'New Delhi', state: 'Delhi' };

describeEachDatabase('checkout input: idempotency keys, control characters, the PIN decides the city', (store) => {
  const url = () => store().baseUrl;
  const orders = () => store().dataSource.getRepository(Order).count();

  it('sets up', async () => {
    await cartFixtures(store());
  });

  // ------------------------------------------------------------------ Idempotency-Key

  it('an Idempotency-Key sent again with another body is a 422 that reveals nothing of the first order', async () => {
    const k = key();
    const body = guestOrder();
    const first = await placeGuest(store(), body, { idempotencyKey: k });
    expect(first.status).toBe(201);
    // Someone who knows the email and the key, with their own address.
    const attacker = await placeGuest(store(), { ...body, shippingAddress: { ...MUMBAI }, items: [{ variantSku: 'BK-M-BLUE', quantity: 2 }] }, { idempotencyKey: k });
    expect(attacker.status).toBe(422);
    expect(attacker.body).toMatchObject({ success: false, message: 'This Idempotency-Key was already used for a different order. Please send a new key with a new order.' });
    expect(attacker.body.data).toBeUndefined();
    expect(JSON.stringify(attacker.body)).not.toContain(first.body.data.order.orderNumber);
    // GraphQL answers the same refusal, without data.
    const gql = await graphql(url(), 'mutation($i: PlaceOrderInput!){ placeOrder(input:$i){ accessToken order { id } } }', { i: { ...body, paymentMethod: 'online', idempotencyKey: k } });
    expect(gql.body.data?.placeOrder ?? null).toBeNull();
    expect(gql.body.errors?.[0]).toMatchObject({ message: 'This Idempotency-Key was already used for a different order. Please send a new key with a new order.', extensions: { status: 422 } });
    // The same body is still the same order (a retried submit), and only one order was made.
    const retry = await placeGuest(store(), body, { idempotencyKey: k });
    expect(retry.status).toBe(200);
    expect(retry.body.data.order._id).toBe(first.body.data.order._id);
    expect(await store().dataSource.getRepository(Order).countBy({ email: body.email as string })).toBe(1);
  });

  it('race: one key, two bodies at once — one order, the other body refused', async () => {
    const k = key();
    const a = guestOrder();
    const b = { ...a, items: [{ variantSku: 'BK-M-BLUE', quantity: 3 }] };
    const answers = await Promise.all([a, b, a, b, a, b].map((body) => placeGuest(store(), body, { idempotencyKey: k })));
    const made = answers.filter((x) => x.status === 201);
    expect(made).toHaveLength(1);
    const winner = made[0].body.data.order;
    for (const x of answers) {
      if (x.status === 201) continue;
      const sameBody = x.status === 200;
      expect(sameBody ? x.body.data.order._id : x.status).toBe(sameBody ? winner._id : 422);
    }
    expect(await store().dataSource.getRepository(Order).countBy({ email: a.email as string })).toBe(1);
  });

  // --------------------------------------------------------- control characters

  it('names and addresses with NUL or other control characters are a 400 naming the field, and nothing is stored', async () => {
    const before = await orders();
    const stock = await stockOf(store(), 'BK-M-BLUE');
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ fullName: 'Asha\u0000Patel' }, 'shippingAddress.fullName', 'The full name cannot contain control characters (such as NUL, tabs or line breaks)'],
      [{ line1: '12 Nanpura\nMain Road' }, 'shippingAddress.line1', 'Address line 1 cannot contain control characters (such as NUL, tabs or line breaks)'],
      [{ landmark: 'Near \u202EetaG awhtA' }, 'shippingAddress.landmark', 'The landmark cannot contain control characters (such as NUL, tabs or line breaks)'],
      [{ city: 'Surat\u0007' }, 'shippingAddress.city', 'The town or city cannot contain control characters (such as NUL, tabs or line breaks)'],
    ];
    for (const [change, field, message] of cases) {
      const rest = await placeGuest(store(), guestOrder({ shippingAddress: { ...SURAT, ...change } }));
      expect(rest, field).toMatchObject({ status: 400, body: { success: false, message } });
      const gql = await graphql(url(), 'mutation($i: PlaceOrderInput!){ placeOrder(input:$i){ order { id } } }', { i: guestOrder({ shippingAddress: { ...SURAT, ...change } }) });
      expect(gql.body.errors?.[0]).toMatchObject({ message, extensions: { status: 400, field } });
    }
    const billing = await placeGuest(store(), guestOrder({ billingAddress: { ...MUMBAI, fullName: 'Rohan\u0000' } }));
    expect(billing).toMatchObject({ status: 400, body: { message: 'The full name cannot contain control characters (such as NUL, tabs or line breaks)' } });
    expect((await placeGuest(store(), guestOrder({ email: 'asha\u0000@example.in' }))).status).toBe(400);
    expect(await orders()).toBe(before);
    expect(await stockOf(store(), 'BK-M-BLUE')).toBe(stock);
  });

  it('the address book, registration and the profile refuse control characters too, storing nothing', async () => {
    const { token, user } = await signedInUser(store());
    const refused = await graphql(url(), SAVE, { input: { ...SURAT, fullName: 'Asha\u0000' } }, token);
    expect(refused.body.errors?.[0]).toMatchObject({ message: 'The full name cannot contain control characters (such as NUL, tabs or line breaks)', extensions: { status: 400, field: 'fullName' } });
    expect((await rest(url(), 'POST', '/addresses', { ...SURAT, line2: 'Flat\t4B' }, token)).status).toBe(400);
    expect(await store().dataSource.getRepository(Address).countBy({ userId: user.id })).toBe(0);

    const register = await rest(url(), 'POST', '/auth/register', { firstName: 'Asha\u0000', lastName: 'Patel', email: 'nul.name@example.in', password: 'Kurta-Pajama-2025' });
    expect(register).toMatchObject({ status: 400, body: { message: 'Names cannot contain control characters (such as NUL, tabs or line breaks).' } });
    expect(await store().dataSource.getRepository(User).countBy({ email: 'nul.name@example.in' })).toBe(0);

    const profile = await graphql(url(), 'mutation($i: UpdateProfileInput!){ updateProfile(input:$i){ message } }', { i: { lastName: 'Pa\u0000tel' } }, token);
    expect(profile.body.errors?.[0]).toMatchObject({ message: 'Names cannot contain control characters (such as NUL, tabs or line breaks).', extensions: { status: 400 } });
    expect((await store().dataSource.getRepository(User).findOneByOrFail({ id: user.id })).lastName).toBe(user.lastName);
  });

  // ------------------------------------------------------------ PIN → city

  it('the PIN check names its places; a town or city that is not one of them is a 400 naming shippingAddress.city', async () => {
    const delhi = (await rest(url(), 'GET', '/pincodes/check/110001')).body.data;
    expect(delhi).toMatchObject({ city: 'New Delhi', state: 'Delhi', places: ['New Delhi', 'Chanakya Puri'] });
    const gql = await graphql(url(), 'query { pincodeCheck(pincode: "395007") { city state places } }');
    expect(gql.body.data.pincodeCheck).toEqual({ city: 'Surat', state: 'Gujarat', places: ['Surat', 'Surat City'] });
    // A PIN with post offices in two districts knows both.
    expect((await rest(url(), 'GET', '/pincodes/check/110009')).body.data.places).toEqual(['Central Delhi', 'Civil Lines', 'North Delhi', 'Model Town']);

    const before = await orders();
    // What the shopper met: Surat kept after the PIN changed to 110001.
    const wrong = await placeGuest(store(), guestOrder({ shippingAddress: { ...NEW_DELHI, city: 'Surat' } }));
    expect(wrong).toMatchObject({ status: 400, body: { success: false, message: 'PIN code 110001 is in New Delhi / Chanakya Puri. Please choose the town or city of this PIN code, or check the PIN code.' } });
    const wrongGql = await graphql(url(), 'mutation($i: PlaceOrderInput!){ placeOrder(input:$i){ order { id } } }', { i: guestOrder({ shippingAddress: { ...NEW_DELHI, city: 'Surat' } }) });
    expect(wrongGql.body.errors?.[0].extensions).toMatchObject({ status: 400, field: 'shippingAddress.city' });
    const billing = await graphql(url(), 'mutation($i: PlaceOrderInput!){ placeOrder(input:$i){ order { id } } }', { i: guestOrder({ billingAddress: { ...MUMBAI, city: 'Pune' } }) });
    expect(billing.body.errors?.[0].extensions).toMatchObject({ status: 400, field: 'billingAddress.city' });
    expect(await orders()).toBe(before);

    // One of the PIN's places, however it is written, is kept as the directory spells it — on the order, its mail and its invoice.
    const placed = await placeGuest(store(), guestOrder({ shippingAddress: { ...NEW_DELHI, city: 'new  delhi' } }));
    expect(placed.status).toBe(201);
    expect(placed.body.data.order.shippingAddress).toMatchObject({ city: 'New Delhi', state: 'Delhi', pincode: '110001' });
    const surat = await placeGuest(store(), guestOrder({ shippingAddress: { ...SURAT, pincode: '395007', city: 'SURAT CITY' } }));
    expect(surat.body.data.order.shippingAddress).toMatchObject({ city: 'Surat City', state: 'Gujarat' });
  });

  it('the address book refuses a city that is not the PIN\'s, and an unknown PIN, naming the field', async () => {
    const { token, user } = await signedInUser(store());
    expect((await graphql(url(), SAVE, { input: { ...NEW_DELHI, city: 'Surat' } }, token)).body.errors?.[0]).toMatchObject({
      message: 'PIN code 110001 is in New Delhi / Chanakya Puri. Please choose the town or city of this PIN code, or check the PIN code.', extensions: { status: 400, field: 'city' },
    });
    expect((await rest(url(), 'POST', '/addresses', { ...SURAT, state: 'Maharashtra' }, token)).body).toMatchObject({ success: false, message: 'PIN code 395001 is in Gujarat. Please check the PIN code or the state.' });
    expect((await rest(url(), 'POST', '/addresses', { ...SURAT, pincode: '999999' }, token)).body).toMatchObject({ success: false, message: 'We could not find this PIN code. Please check it.' });
    expect(await store().dataSource.getRepository(Address).countBy({ userId: user.id })).toBe(0);
    const saved = (await gqlOk(url(), SAVE, { input: { ...NEW_DELHI, city: 'chanakya puri' } }, token)).saveAddress;
    expect(saved).toMatchObject({ city: 'Chanakya Puri', state: 'Delhi', pincode: '110001' });
  });
}, { env: { ORDER_LIMIT_PER_MINUTE: '0' } });

import { expect, it } from 'vitest';
import { Order } from '../src/modules/orders/order.entity';
import { Payment } from '../src/modules/payments/payment.entity';
import { StoreCreditAccount, StoreCreditEntry } from '../src/modules/store-credit/store-credit.entity';
import { signedInUser } from './accounts';
import { CART_FIELDS, cartFixtures, customer, gqlError, gqlOk } from './cart-fixtures';
import { describeEachDatabase, rest } from './harness';
import { SURAT, guestOrder, key, mailsTo, placeGuest, setStock, stockOf } from './order-fixtures';

const ADD = `mutation($input: AddToCartInput!){ addToCart(input:$input){ ${CART_FIELDS} } }`;
const PLACE = `mutation($input: PlaceOrderInput!){ placeOrder(input:$input){ order { id orderNumber status paymentMethod paymentStatus total taxAmount storeCreditUsed amountDue } payment { reference redirectUrl } } }`;
const MINE = 'query { myStoreCredit { balance entries { id amount balanceAfter reason label reference note createdAt } } }';

describeEachDatabase('store credit', (store) => {
  const url = () => store().baseUrl;
  let admin: string;

  const grant = (userId: number, rupees: number, reference: string | number) =>
    store().dataSource.transaction((m) => store().services.storeCredit.grant(m, { userId, amountPaise: rupees * 100, reason: 'return', reference, note: `Return ${reference}` }));
  const balanceOf = async (userId: number) => (await rest(url(), 'GET', '/account/store-credit', undefined, await tokenOf(userId))).body.data.balance as number;
  const tokens = new Map<number, string>();
  const tokenOf = async (userId: number) => tokens.get(userId)!;
  async function member() {
    const c = await customer(store());
    tokens.set(c.user.id, c.token);
    return c;
  }
  /** The ledger adds up: the balance row is the sum of the entries, never below zero. */
  async function ledgerAddsUp(userId: number) {
    const entries = await store().dataSource.getRepository(StoreCreditEntry).findBy({ userId });
    const account = await store().dataSource.getRepository(StoreCreditAccount).findOneBy({ userId });
    expect(account?.balance ?? 0).toBe(entries.reduce((s, e) => s + e.amount, 0));
    expect(account?.balance ?? 0).toBeGreaterThanOrEqual(0);
  }

  it('a member reads an empty balance; a visitor is asked to sign in; a guest cannot use credit and a member without any is told so, nothing placed', async () => {
    await cartFixtures(store());
    admin = (await signedInUser(store(), { role: 'admin' })).token;
    const { user, token } = await member();
    expect((await rest(url(), 'GET', '/account/store-credit', undefined, token)).body).toEqual({ success: true, data: { balance: 0, entries: [] } });
    expect((await rest(url(), 'GET', '/account/store-credit')).status).toBe(401);
    expect((await gqlError(url(), MINE)).message).toMatch(/auth/i);

    const guest = await placeGuest(store(), guestOrder({ useStoreCredit: true }));
    expect(guest.status).toBe(400);
    expect(guest.body.message).toBe('Sign in to use your store credit');

    await gqlOk(url(), ADD, { input: { variantSku: 'BK-M-BLUE', quantity: 1 } }, token);
    const stock = await stockOf(store(), 'BK-M-BLUE');
    const none = await rest(url(), 'POST', '/orders', { shippingAddress: SURAT, paymentMethod: 'cod', useStoreCredit: true }, token);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('You have no store credit to use');
    const bad = await rest(url(), 'POST', '/orders', { shippingAddress: SURAT, paymentMethod: 'cod', useStoreCredit: 'yes' }, token);
    expect(bad.status).toBe(400);
    expect(await stockOf(store(), 'BK-M-BLUE')).toBe(stock);
    expect(await store().dataSource.getRepository(Order).countBy({ userId: user.id })).toBe(0);
  });

  it('a return refunded as credit adds to the balance once; a COD order spends part of it (GST unchanged) and a cancel gives it back once', async () => {
    const { user, token } = await member();
    await grant(user.id, 500, 901);
    await grant(user.id, 500, 901); // the same return again: written once
    const statement = (await rest(url(), 'GET', '/account/store-credit', undefined, token)).body.data;
    expect(statement).toMatchObject({ balance: 500, entries: [{ amount: 500, balanceAfter: 500, reason: 'return', label: 'Refund for a return', reference: '901', note: 'Return 901' }] });
    expect(statement.entries).toHaveLength(1);

    await gqlOk(url(), ADD, { input: { variantSku: 'BK-M-BLUE', quantity: 2 } }, token);
    const placed = (await gqlOk(url(), PLACE, { input: { shippingAddress: SURAT, paymentMethod: 'cod', useStoreCredit: true, idempotencyKey: key() } }, token)).placeOrder;
    expect(placed.order).toMatchObject({ status: 'confirmed', paymentMethod: 'cod', paymentStatus: 'pending', total: 2100, taxAmount: 100, storeCreditUsed: 500, amountDue: 1600 });
    expect(placed.payment).toBeNull();
    expect(await balanceOf(user.id)).toBe(0);
    const confirmed = (await mailsTo(store(), user.email)).find((m) => m.template === 'order_confirmed')!;
    expect(confirmed.text).toContain('Store credit used: ₹500.00 · to pay on delivery: ₹1,600.00');
    const gql = (await gqlOk(url(), MINE, {}, token)).myStoreCredit;
    expect(gql.balance).toBe(0);
    expect(gql.entries.map((e: { amount: number; reason: string }) => [e.amount, e.reason])).toEqual([[-500, 'order_payment'], [500, 'return']]);
    expect(gql.entries[0].note).toBe(`Order ${placed.order.orderNumber}`);

    const cancelled = await rest(url(), 'POST', `/orders/${placed.order.id}/cancel`, {}, token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', paymentStatus: 'not_collected', storeCreditUsed: 500 });
    expect(await balanceOf(user.id)).toBe(500);
    expect((await rest(url(), 'POST', `/orders/${placed.order.id}/cancel`, {}, token)).status).toBe(400);
    expect(await balanceOf(user.id)).toBe(500);
    const reasons = (await store().dataSource.getRepository(StoreCreditEntry).find({ where: { userId: user.id }, order: { id: 'ASC' } })).map((e) => e.reason);
    expect(reasons).toEqual(['return', 'order_payment', 'order_cancelled']);
    await ledgerAddsUp(user.id);
  });

  it('credit that covers the whole order pays it: store_credit, paid, no gateway; the invoice shows the payment with the same GST', async () => {
    const { user, token } = await member();
    await grant(user.id, 2000, 902);
    await gqlOk(url(), ADD, { input: { variantSku: 'BK-M-BLUE', quantity: 1 } }, token);
    const placed = await rest(url(), 'POST', '/orders', { shippingAddress: SURAT, paymentMethod: 'online', useStoreCredit: true }, token);
    expect(placed.status).toBe(201);
    expect(placed.body.data.order).toMatchObject({ status: 'confirmed', paymentMethod: 'store_credit', paymentStatus: 'paid', total: 1050, storeCreditUsed: 1050, amountDue: 0, taxAmount: 50 });
    expect(placed.body.data.payment).toBeUndefined();
    const id = placed.body.data.order._id;
    expect(await store().dataSource.getRepository(Payment).countBy({ orderId: Number(id) })).toBe(0);
    expect(await balanceOf(user.id)).toBe(950);

    for (const status of ['packed', 'shipped']) {
      const moved = await rest(url(), 'PATCH', `/admin/orders/${id}/status`, { status, courier: 'Delhivery', trackingNumber: 'DL123456' }, admin);
      expect(moved.status).toBe(200);
    }
    const invoice = await fetch(`${url()}/api/orders/${id}/invoice`, { headers: { authorization: `Bearer ${token}` } });
    const html = await invoice.text();
    expect(html).toContain('Payment: Paid with store credit');
    expect(html).toContain('Paid from store credit: ₹1,050.00; the rest: ₹0.00');
    expect(html).toContain('₹25.00'); // CGST 2.5 % of the same ₹1,050 as without credit
    const pdf = await fetch(`${url()}/api/orders/${id}/invoice?format=pdf`, { headers: { authorization: `Bearer ${token}` } });
    expect(pdf.headers.get('content-type')).toContain('application/pdf');

    // "store_credit" as the method is refused when the credit does not cover the order.
    await gqlOk(url(), ADD, { input: { variantSku: 'BK-M-BLUE', quantity: 1 } }, token);
    const short = await rest(url(), 'POST', '/orders', { shippingAddress: SURAT, paymentMethod: 'store_credit', useStoreCredit: true }, token);
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Your store credit does not cover this order: choose how to pay the rest');
    expect(await balanceOf(user.id)).toBe(950);
  });

  it('online with part credit: the gateway is asked for the rest only; cancelling the unpaid order gives the credit back', async () => {
    const { user, token } = await member();
    await grant(user.id, 400, 903);
    await gqlOk(url(), ADD, { input: { variantSku: 'BK-M-BLUE', quantity: 2 } }, token);
    const placed = await rest(url(), 'POST', '/orders', { shippingAddress: SURAT, paymentMethod: 'online', useStoreCredit: true }, token);
    expect(placed.status).toBe(201);
    expect(placed.body.data.order).toMatchObject({ status: 'pending_payment', paymentMethod: 'online', storeCreditUsed: 400, amountDue: 1700 });
    const attempt = await store().dataSource.getRepository(Payment).findOneByOrFail({ orderId: Number(placed.body.data.order._id) });
    expect(attempt.amount).toBe(170_000);
    expect(await balanceOf(user.id)).toBe(0);
    const cancelled = await rest(url(), 'PATCH', `/admin/orders/${placed.body.data.order._id}/status`, { status: 'cancelled' }, admin);
    expect(cancelled.status).toBe(200);
    expect(await balanceOf(user.id)).toBe(400);

    // Not paid in time: the hold runs out, the order fails and the credit comes back too.
    await gqlOk(url(), ADD, { input: { variantSku: 'BK-M-BLUE', quantity: 1 } }, token);
    const again = await rest(url(), 'POST', '/orders', { shippingAddress: SURAT, paymentMethod: 'online', useStoreCredit: true }, token);
    expect(again.body.data.order).toMatchObject({ status: 'pending_payment', storeCreditUsed: 400, amountDue: 650 });
    expect(await balanceOf(user.id)).toBe(0);
    await store().dataSource.getRepository(Order).update({ id: Number(again.body.data.order._id) }, { holdExpiresAt: new Date(Date.now() - 60_000) });
    expect(await store().services.orders.releaseExpiredHolds()).toBeGreaterThanOrEqual(1);
    expect((await store().dataSource.getRepository(Order).findOneByOrFail({ id: Number(again.body.data.order._id) })).status).toBe('payment_failed');
    expect(await balanceOf(user.id)).toBe(400);
    await ledgerAddsUp(user.id);
  });

  it('two orders at once cannot spend the same credit: one is placed with it, the others are refused with nothing kept', async () => {
    const { user, token } = await member();
    await grant(user.id, 300, 904);
    await setStock(store(), 'BK-M-BLUE', 500);
    await gqlOk(url(), ADD, { input: { variantSku: 'BK-M-BLUE', quantity: 1 } }, token);
    const stock = await stockOf(store(), 'BK-M-BLUE');
    const answers = await Promise.all(Array.from({ length: 5 }, () => rest(url(), 'POST', '/orders', { shippingAddress: SURAT, paymentMethod: 'cod', useStoreCredit: true }, token)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    // Refused by the credit's lock (409), or — once the winner cleared the cart — for an empty cart (400).
    for (const r of refused) expect([400, 409]).toContain(r.status);
    expect(refused.some((r) => r.status === 409 && r.body.message === 'Your store credit changed while you were checking out. Please review your order and place it again') || refused.every((r) => r.status === 400)).toBe(true);
    expect(await balanceOf(user.id)).toBe(0);
    const orders = await store().dataSource.getRepository(Order).findBy({ userId: user.id });
    expect(orders).toHaveLength(1);
    expect(orders[0].storeCreditUsed).toBe(30_000);
    expect(await stockOf(store(), 'BK-M-BLUE')).toBe(stock - 1);
    await ledgerAddsUp(user.id);
  });

  it('spends under the lock: two transactions spending one balance at once — exactly one succeeds and the balance never goes below zero', async () => {
    const { user } = await member();
    await grant(user.id, 100, 905);
    const spend = (orderId: number) => store().dataSource.transaction((m) => store().services.storeCredit.spendOnOrder(m, { userId: user.id, amountPaise: 8_000, orderId, orderNumber: `T-${orderId}` }));
    const results = await Promise.allSettled([spend(990_001), spend(990_002), spend(990_003)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as { status?: number }).status).toBe(409);
    expect(await store().services.storeCredit.balanceOf(user.id)).toBe(2_000);
    await ledgerAddsUp(user.id);
  });
}, { env: { ORDER_LIMIT_PER_MINUTE: '0' } });

import { expect, it } from 'vitest';
import { Coupon } from '../src/modules/coupons/coupon.entity';
import { Invoice } from '../src/modules/invoices/invoice.entity';
import { Order, OrderEvent } from '../src/modules/orders/order.entity';
import { Payment } from '../src/modules/payments/payment.entity';
import { signedInUser } from './accounts';
import { cartFixtures, gqlError, gqlOk } from './cart-fixtures';
import { describeEachDatabase, graphql, rest } from './harness';
import { MUMBAI, guestOrder, mailsTo, placeGuest, stockOf } from './order-fixtures';

const sandboxQuery = (redirectUrl: string) => Object.fromEntries(new URL(redirectUrl, 'http://shop.test').searchParams) as Record<string, string>;
const callbackQuery = (returnUrl: string) => Object.fromEntries(new URL(returnUrl, 'http://shop.test').searchParams) as Record<string, string>;

describeEachDatabase('payments, order states and invoices', (store) => {
  const url = () => store().baseUrl;
  let admin: string;

  async function payOnline(approve: boolean, body = guestOrder({ paymentMethod: 'online' })) {
    const placed = await placeGuest(store(), body);
    expect(placed.status).toBe(201);
    const page = sandboxQuery(placed.body.data.payment.redirectUrl);
    const decided = await rest(url(), 'POST', '/payments/sandbox/decide', { ...page, decision: approve ? 'approve' : 'decline' });
    expect(decided.status).toBe(200);
    return { placed, page, callback: callbackQuery(decided.body.data.returnUrl), body };
  }

  it('online payment in the sandbox: the order waits with stock held, then the signed return confirms it once', async () => {
    await cartFixtures(store());
    admin = (await signedInUser(store(), { role: 'admin' })).token;
    const before = await stockOf(store(), 'BK-M-BLUE');
    const { placed, page, callback, body } = await payOnline(true);
    const order = placed.body.data.order;
    expect(order).toMatchObject({ status: 'pending_payment', paymentStatus: 'awaiting', paymentMethod: 'online' });
    expect(placed.body.data.payment).toMatchObject({ gateway: 'sandbox', redirectUrl: expect.stringMatching(/^\/payment\/sandbox\?/) });
    expect(await stockOf(store(), 'BK-M-BLUE')).toBe(before - 1);
    expect((await mailsTo(store(), body.email as string)).length).toBe(0);
    const sandbox = await rest(url(), 'GET', `/payments/sandbox?${new URLSearchParams(page)}`);
    expect(sandbox.body.data).toMatchObject({ orderNumber: order.orderNumber, amountPaise: 105_000, status: 'created' });
    expect((await rest(url(), 'GET', `/payments/sandbox?${new URLSearchParams({ ...page, amount: '100' })}`)).status).toBe(400);

    // The shopper's browser replays the callback, and the webhook arrives too: one confirmation.
    const answers = await Promise.all(Array.from({ length: 6 }, () => rest(url(), 'POST', '/payments/verify', callback)));
    expect(answers.every((a) => a.status === 200 && a.body.data.outcome === 'paid' && a.body.data.order.status === 'confirmed')).toBe(true);
    expect(answers[0].body.message).toBe('Payment received. Your order is confirmed.');
    const events = await store().dataSource.getRepository(OrderEvent).findBy({ orderId: Number(order._id), toStatus: 'confirmed' });
    expect(events).toHaveLength(1);
    expect(events[0].actor).toBe('system:sandbox-return');
    expect((await mailsTo(store(), body.email as string)).map((m) => m.template)).toEqual(['order_confirmed']);
    expect(await store().dataSource.getRepository(Order).findOneByOrFail({ id: Number(order._id) })).toMatchObject({ paymentStatus: 'paid', holdExpiresAt: null });

    // A forged return (failed turned into paid, or any edit) is refused.
    expect((await rest(url(), 'POST', '/payments/verify', { ...callback, amount: '1' })).body.message).toBe('This payment answer could not be verified');
    const gql = await graphql(url(), 'mutation($i: PaymentReturnInput!){ verifyPayment(input:$i){ outcome message order { status } } }', { i: callback });
    expect(gql.body.data.verifyPayment).toMatchObject({ outcome: 'paid', order: { status: 'confirmed' } });
  });

  it('declined, then retried and approved: failure with retry, then confirmed', async () => {
    const { placed, callback } = await payOnline(false);
    const id = placed.body.data.order._id;
    const token = placed.body.data.accessToken;
    const failed = await rest(url(), 'POST', '/payments/verify', callback);
    expect(failed.body).toMatchObject({ message: 'Your payment did not go through. No money was taken; you can try again.', data: { outcome: 'failed', order: { status: 'pending_payment', paymentStatus: 'failed' } } });
    const retry = await rest(url(), 'POST', `/orders/${id}/retry-payment?token=${token}`, {});
    expect(retry.status).toBe(200);
    const page = sandboxQuery(retry.body.data.redirectUrl);
    const decided = await rest(url(), 'POST', '/payments/sandbox/decide', { ...page, decision: 'approve' });
    const ok = await rest(url(), 'POST', '/payments/verify', callbackQuery(decided.body.data.returnUrl));
    expect(ok.body.data).toMatchObject({ outcome: 'paid', order: { status: 'confirmed', paymentStatus: 'paid' } });
    expect(await store().dataSource.getRepository(Payment).find({ where: { orderId: Number(id) }, order: { id: 'ASC' } })).toEqual([
      expect.objectContaining({ status: 'failed' }), expect.objectContaining({ status: 'paid' }),
    ]);
    expect((await rest(url(), 'POST', `/orders/${id}/retry-payment?token=${token}`, {})).body.message).toBe('This order does not need a payment now');
  });

  it('a signed webhook confirms too; a bad signature is refused', async () => {
    const placed = await placeGuest(store(), guestOrder({ paymentMethod: 'online' }));
    const reference = placed.body.data.payment.reference;
    const payment = await store().dataSource.getRepository(Payment).findOneByOrFail({ reference });
    const { webhookBody, webhookSignature } = store().services.payments.sandbox!.decide({ reference, amountPaise: payment.amount }, true);
    const send = (signature: string) => fetch(`${url()}/api/payments/webhook/sandbox`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': signature }, body: webhookBody });
    expect((await send('0'.repeat(64))).status).toBe(400);
    const res = await send(webhookSignature);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({ outcome: 'paid', status: 'confirmed' });
  });

  it('an unpaid order is released when its hold runs out; a payment after that is refunded', async () => {
    const before = await stockOf(store(), 'BK-M-BLUE');
    const { placed, callback } = await payOnline(true);
    const id = Number(placed.body.data.order._id);
    expect(await stockOf(store(), 'BK-M-BLUE')).toBe(before - 1);
    await store().dataSource.getRepository(Order).update({ id }, { holdExpiresAt: new Date(Date.now() - 1000) });
    expect(await store().services.orders.releaseExpiredHolds()).toBeGreaterThanOrEqual(1);
    expect(await store().dataSource.getRepository(Order).findOneByOrFail({ id })).toMatchObject({ status: 'payment_failed', paymentStatus: 'failed' });
    expect(await stockOf(store(), 'BK-M-BLUE')).toBe(before);
    const late = await rest(url(), 'POST', '/payments/verify', callback);
    expect(late.body.data).toMatchObject({ outcome: 'late_refunded', order: { status: 'payment_failed' } });
    expect((await store().dataSource.getRepository(Payment).findOneByOrFail({ orderId: id })).status).toBe('refunded');
  });

  it('admin moves an order along; shipping issues the tax invoice and mails the tracking number', async () => {
    const placed = await placeGuest(store(), guestOrder({ shippingAddress: MUMBAI, gstin: '27AAPFU0939F1ZV' }));
    const id = placed.body.data.order._id;
    const email = placed.body.data.order.email;
    const move = (body: Record<string, unknown>, token = admin) => rest(url(), 'PATCH', `/admin/orders/${id}/status`, body, token);

    const customerToken = (await signedInUser(store())).token;
    expect((await move({ status: 'packed' }, customerToken)).status).toBe(403);
    const catalog = (await signedInUser(store(), { role: 'subadmin', permissions: ['manage_products'], department: 'Catalog' })).token;
    expect((await move({ status: 'packed' }, catalog)).status).toBe(403);
    expect((await rest(url(), 'PATCH', `/admin/orders/${id}/status`, { status: 'packed' })).status).toBe(401);

    const illegal = await move({ status: 'delivered' });
    expect(illegal).toMatchObject({ status: 400, body: { message: 'An order that is confirmed cannot become delivered. Allowed: packed, cancelled' } });
    expect((await rest(url(), 'GET', `/orders/${id}/invoice?token=${placed.body.data.accessToken}`)).status).toBe(404);

    const orders = (await signedInUser(store(), { role: 'subadmin', permissions: ['manage_orders'], department: 'Orders' })).token;
    expect((await move({ status: 'packed', note: 'Packed at Surat' }, orders)).body.data.status).toBe('packed');
    expect((await move({ status: 'shipped' })).body.message).toBe('Please give the courier and the tracking number to ship an order');
    const shipped = await gqlOk(url(), 'mutation($id: ID!, $i: OrderStatusInput!){ updateOrderStatus(id:$id, input:$i){ status courier trackingNumber } }', { id, i: { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DLV123456789' } }, admin);
    expect(shipped.updateOrderStatus).toEqual({ status: 'shipped', courier: 'Delhivery', trackingNumber: 'DLV123456789' });
    const mails = await mailsTo(store(), email);
    expect(mails.map((m) => m.template)).toEqual(['order_confirmed', 'order_shipped']);
    expect(mails[1].text).toContain('DLV123456789');

    const detail = await gqlOk(url(), 'query($id: ID!, $t: String){ order(id:$id, token:$t){ invoiceSerial invoiceUrl timeline { status actor note } } }', { id, t: placed.body.data.accessToken });
    expect(detail.order.invoiceSerial).toMatch(/^KPD\/\d{2}-\d{2}\/\d{6}$/);
    expect(detail.order.timeline.map((e: { status: string; actor: string }) => `${e.status}:${e.actor}`)).toEqual(['confirmed:guest', 'packed:admin', 'shipped:admin']);
    const html = await fetch(`${url()}${detail.order.invoiceUrl}`);
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    const page = await html.text();
    for (const words of ['Tax Invoice', detail.order.invoiceSerial, '27AAPFU0939F1ZV', 'Maharashtra (code 27)', 'Reverse charge: No', '6204', 'IGST', '24AAACK1234F1Z6', 'SAMPLE', 'Rupees One Thousand Fifty Only']) expect(page).toContain(words);
    const pdf = await fetch(`${url()}${detail.order.invoiceUrl}&format=pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/FontFile2|FontFile3|NotoSans/);

    // Cannot cancel once shipped; delivered mails and marks COD collected.
    expect((await rest(url(), 'POST', `/orders/${id}/cancel?token=${placed.body.data.accessToken}`, {})).body.message).toBe('An order that is shipped cannot become cancelled. Allowed: none');
    expect((await move({ status: 'delivered' })).body.data).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect((await mailsTo(store(), email)).map((m) => m.template)).toEqual(['order_confirmed', 'order_shipped', 'order_delivered']);
  });

  it('out for delivery: shipped → out_for_delivery → delivered over REST; the refusal names it; it mails once and stays counted', async () => {
    const placed = await placeGuest(store(), guestOrder({ shippingAddress: MUMBAI }));
    const id = placed.body.data.order._id;
    const token = placed.body.data.accessToken;
    const move = (body: Record<string, unknown>) => rest(url(), 'PATCH', `/admin/orders/${id}/status`, body, admin);
    expect((await move({ status: 'out_for_delivery' })).body.message).toBe('An order that is confirmed cannot become out_for_delivery. Allowed: packed, cancelled');
    await move({ status: 'packed' });
    await move({ status: 'shipped', courier: 'Delhivery', trackingNumber: 'DLV555666777' });
    const illegal = await move({ status: 'cancelled' });
    expect(illegal).toMatchObject({ status: 400, body: { message: 'An order that is shipped cannot become cancelled. Allowed: out_for_delivery, delivered' } });
    const out = await move({ status: 'out_for_delivery' });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.data).toMatchObject({ status: 'out_for_delivery', courier: 'Delhivery', trackingNumber: 'DLV555666777' });
    expect((await rest(url(), 'POST', `/orders/${id}/cancel?token=${token}`, {})).body.message).toBe('An order that is out_for_delivery cannot become cancelled. Allowed: none');
    expect((await move({ status: 'shipped', courier: 'Delhivery', trackingNumber: 'DLV555666777' })).body.message).toBe('An order that is out_for_delivery cannot become shipped. Allowed: delivered');
    const seen = await gqlOk(url(), 'query($id: ID!, $t: String){ order(id:$id, token:$t){ order { status statusLabel } timeline { status } } }', { id, t: token });
    expect(seen.order.order).toMatchObject({ status: 'out_for_delivery', statusLabel: 'Out for delivery' });
    expect(seen.order.timeline.map((e: { status: string }) => e.status)).toEqual(['confirmed', 'packed', 'shipped', 'out_for_delivery']);
    expect((await move({ status: 'delivered' })).body.data).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    const mails = await mailsTo(store(), placed.body.data.order.email);
    expect(mails.map((m) => m.template)).toEqual(['order_confirmed', 'order_shipped', 'order_out_for_delivery', 'order_delivered']);
    expect(mails[2].subject).toContain('is out for delivery');
  });

  it('a customer cancels: stock and coupon use come back, an online payment is refunded', async () => {
    const { token, user } = await signedInUser(store());
    await store().dataSource.getRepository(Coupon).insert({ code: 'CANCELME', kind: 'flat', value: 10_000, usageLimit: 5, perCustomerLimit: 1 });
    await gqlOk(url(), 'mutation { addToCart(input:{variantSku:"BK-M-BLUE", quantity:2}){ itemCount } }', {}, token);
    await gqlOk(url(), 'mutation { applyCoupon(code:"CANCELME"){ couponCode } }', {}, token);
    const before = await stockOf(store(), 'BK-M-BLUE');
    const placed = (await gqlOk(url(), 'mutation($i: PlaceOrderInput!){ placeOrder(input:$i){ order { id status discount } } }', { i: { shippingAddress: MUMBAI, paymentMethod: 'cod' } }, token)).placeOrder.order;
    expect(placed).toMatchObject({ status: 'confirmed', discount: 100 });
    // Its signed token opens a member's order for reading, but only the member may change it.
    const memberToken = store().services.orders.accessTokenFor({ id: Number(placed.id) });
    expect((await rest(url(), 'GET', `/orders/${placed.id}?token=${memberToken}`)).status).toBe(200);
    expect((await rest(url(), 'POST', `/orders/${placed.id}/cancel?token=${memberToken}`, {})).status).toBe(404);
    expect((await store().dataSource.getRepository(Coupon).findOneByOrFail({ code: 'CANCELME' })).usedCount).toBe(1);
    const cancelled = await gqlOk(url(), 'mutation($id: ID!){ cancelOrder(id:$id, reason:"Ordered the wrong size"){ order { status canCancel paymentStatus } timeline { status actor note } } }', { id: placed.id }, token);
    expect(cancelled.cancelOrder.order).toEqual({ status: 'cancelled', canCancel: false, paymentStatus: 'not_collected' });
    expect(cancelled.cancelOrder.timeline.at(-1)).toEqual({ status: 'cancelled', actor: 'customer', note: 'Ordered the wrong size' });
    expect(await stockOf(store(), 'BK-M-BLUE')).toBe(before);
    expect((await store().dataSource.getRepository(Coupon).findOneByOrFail({ code: 'CANCELME' })).usedCount).toBe(0);
    expect((await mailsTo(store(), user.email)).map((m) => m.template)).toEqual(['order_confirmed', 'order_cancelled']);
    expect((await gqlError(url(), 'mutation($id: ID!){ cancelOrder(id:$id){ order { status } } }', { id: placed.id }, token)).message).toBe('An order that is cancelled cannot become cancelled. Allowed: none');

    const { placed: online, callback } = await payOnline(true);
    await rest(url(), 'POST', '/payments/verify', callback);
    const gone = await rest(url(), 'POST', `/orders/${online.body.data.order._id}/cancel?token=${online.body.data.accessToken}`, {});
    expect(gone.body.data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it('the desk cancels an unpaid online order: its open gateway try is closed, not left "created"', async () => {
    const placed = await placeGuest(store(), guestOrder({ paymentMethod: 'online' }));
    const id = Number(placed.body.data.order._id);
    const payments = store().dataSource.getRepository(Payment);
    expect((await payments.findBy({ orderId: id })).map((p) => p.status)).toEqual(['created']);
    const cancelled = await rest(url(), 'PATCH', `/admin/orders/${id}/status`, { status: 'cancelled' }, admin);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', paymentStatus: 'not_collected' });
    expect((await payments.findBy({ orderId: id })).map((p) => p.status)).toEqual(['abandoned']);
  });

  it('concurrency: invoices shipped at once get consecutive serials with no gaps', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const placed = await placeGuest(store(), guestOrder());
      ids.push(placed.body.data.order._id);
      await rest(url(), 'PATCH', `/admin/orders/${placed.body.data.order._id}/status`, { status: 'packed' }, admin);
    }
    const before = await store().dataSource.getRepository(Invoice).count();
    const answers = await Promise.all(ids.map((id, i) => rest(url(), 'PATCH', `/admin/orders/${id}/status`, { status: 'shipped', courier: 'Blue Dart', trackingNumber: `BD10000${i}` }, admin)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const invoices = await store().dataSource.getRepository(Invoice).find({ order: { sequence: 'ASC' } });
    const sequences = invoices.map((i) => i.sequence);
    expect(sequences).toEqual(Array.from({ length: before + 8 }, (_, i) => i + 1));
    expect(new Set(invoices.map((i) => i.serial)).size).toBe(invoices.length);
    expect(invoices.every((i) => i.serial.length <= 16)).toBe(true);
  });
}, { env: { ORDER_LIMIT_PER_MINUTE: '0' } });

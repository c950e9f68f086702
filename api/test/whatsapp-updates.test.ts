import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Store } from '../src/boot';
import { Order } from '../src/modules/orders/order.entity';
import { MessagingService } from '../src/modules/messaging/messaging.service';
import { MessageAttempt, OutboxMessage } from '../src/modules/messaging/outbox-message.entity';
import { WhatsAppCloudChannel } from '../src/modules/messaging/whatsapp-cloud.channel';
import { signedInUser } from './accounts';
import { cartFixtures } from './cart-fixtures';
import { describeEachDatabase, graphql, rest } from './harness';
import { SURAT, guestOrder, placeGuest } from './order-fixtures';
import { WhatsAppStandIn } from './whatsapp-standin';

type S = Store & { baseUrl: string };

// Started before the suites' stores boot (their settings read the stand-in's address then).
const whatsapp = new WhatsAppStandIn();
beforeAll(async () => {
  await whatsapp.start();
});
afterAll(async () => {
  await whatsapp.stop();
});

/** SURAT's mobile, 9825012345, as WhatsApp wants it. */
const ASHA = '919825012345';
let phoneSeq = 0;
/** A fresh Indian mobile per order, so each test reads only its own messages. */
const freshMobile = () => `98${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(5, '0')}`;

const messagesOf = (s: S, orderId: string | number) => s.dataSource.getRepository(OutboxMessage).find({ where: { orderId: Number(orderId) }, order: { id: 'ASC' } });

/** Wait until the order's messages are all past 'queued'/'sending' at least once (the worker runs after the commit). */
async function settled(s: S, orderId: string | number, count: number): Promise<OutboxMessage[]> {
  for (let i = 0; i < 100; i++) {
    const rows = await messagesOf(s, orderId);
    if (rows.length >= count && rows.every((m) => m.attempts > 0 && m.status !== 'sending')) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  return messagesOf(s, orderId);
}

/** A member's cash-on-delivery order of one piece from their server cart, with the WhatsApp box ticked. */
async function memberOrder(s: S, token: string, productId: number): Promise<string> {
  const added = await rest(s.baseUrl, 'POST', '/cart', { productId: String(productId), quantity: 1, size: 'M', color: 'Blue', variantSku: 'BK-M-BLUE' }, token);
  expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
  const placed = await rest(s.baseUrl, 'POST', '/orders', { shippingAddress: { ...SURAT, phone: freshMobile() }, paymentMethod: 'cod', whatsappOptIn: true }, token);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data.order._id as string;
}

async function move(s: S, admin: string, id: string, body: Record<string, unknown>) {
  const moved = await rest(s.baseUrl, 'PATCH', `/admin/orders/${id}/status`, body, admin);
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

describeEachDatabase('WhatsApp order updates: consent, the outbox, the Cloud API', (store) => {
  let admin: string;
  let kurtaId: number;
  beforeAll(async () => {
    kurtaId = (await cartFixtures(store())).kurta.id;
    admin = (await signedInUser(store(), { role: 'admin' })).token;
  });

  it('an opted-in order sends confirmed, shipped (with tracking) and delivered as template messages to 91XXXXXXXXXX with the bearer token; attempts are logged', async () => {
    const s = store();
    const placed = await placeGuest(s, guestOrder({ whatsappOptIn: true, shippingAddress: { ...SURAT, phone: '+91 98250 12345' } }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.data.order._id as string;
    const orderNumber = placed.body.data.order.orderNumber as string;
    const row = await s.dataSource.query('SELECT whatsappOptIn FROM orders WHERE id = ?', [Number(id)]);
    expect(placed.body.data.order.whatsappOptIn, JSON.stringify(row)).toBe(true);
    expect(await s.dataSource.getRepository(Order).findOneByOrFail({ id: Number(id) })).toMatchObject({ whatsappOptIn: true });

    const [confirmed] = await settled(s, id, 1);
    expect(confirmed).toMatchObject({ status: 'sent', transport: 'whatsapp', to: ASHA, template: 'order_confirmed', attempts: 1, providerMessageId: expect.stringMatching(/^wamid\./) });
    const call = whatsapp.calls.find((c) => c.body?.to === ASHA && c.body.template.name === 'order_confirmed')!;
    expect(call.path).toBe(`/v21.0/${whatsapp.phoneNumberId}/messages`);
    expect(call.method).toBe('POST');
    expect(call.headers.authorization).toBe(`Bearer ${whatsapp.token}`);
    expect(call.headers['content-type']).toMatch(/^application\/json/);
    expect(call.body).toEqual({
      messaging_product: 'whatsapp', recipient_type: 'individual', to: ASHA, type: 'template',
      template: { name: 'order_confirmed', language: { code: 'en_IN' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'Asha' }, { type: 'text', text: orderNumber }, { type: 'text', text: '₹1,050.00' }] }] },
    });

    await move(s, admin, id, { status: 'packed' });
    await move(s, admin, id, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL998877665IN' });
    await move(s, admin, id, { status: 'delivered' });
    const rows = await settled(s, id, 3);
    expect(rows.map((m) => [m.template, m.status])).toEqual([['order_confirmed', 'sent'], ['order_shipped', 'sent'], ['order_delivered', 'sent']]);
    const shipped = whatsapp.sentTo(ASHA).find((b) => b.template.name === 'order_shipped');
    expect(shipped.template.components[0].parameters.map((p: { text: string }) => p.text)).toEqual(['Asha', orderNumber, 'Delhivery', 'DL998877665IN', 'https://www.delhivery.com/track/package/DL998877665IN']);
    expect(rows[1].preview).toBe(`Hi Asha, your Kapda order ${orderNumber} has shipped with Delhivery (tracking number DL998877665IN). Follow your parcel at https://www.delhivery.com/track/package/DL998877665IN and we will tell you here when it is out for delivery.`);
    const attempts = await s.dataSource.getRepository(MessageAttempt).find({ where: { messageId: rows[2].id } });
    expect(attempts).toEqual([expect.objectContaining({ statusCode: 200, outcome: 'sent', detail: rows[2].providerMessageId })]);
  });

  it('out for delivery (the optional step between shipped and delivered) sends order_out_for_delivery once when opted in, nothing when not', async () => {
    const s = store();
    const mobile = freshMobile();
    const placed = await placeGuest(s, guestOrder({ whatsappOptIn: true, shippingAddress: { ...SURAT, phone: mobile } }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.data.order._id as string;
    const orderNumber = placed.body.data.order.orderNumber as string;
    await move(s, admin, id, { status: 'packed' });
    await move(s, admin, id, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL100200300IN' });
    await move(s, admin, id, { status: 'out_for_delivery' });
    await move(s, admin, id, { status: 'delivered' });
    const rows = await settled(s, id, 4);
    expect(rows.map((m) => [m.template, m.status])).toEqual([['order_confirmed', 'sent'], ['order_shipped', 'sent'], ['order_out_for_delivery', 'sent'], ['order_delivered', 'sent']]);
    const sent = whatsapp.sentTo(`91${mobile}`).filter((b) => b.template.name === 'order_out_for_delivery');
    expect(sent).toHaveLength(1);
    expect(sent[0].template.components[0].parameters.map((p: { text: string }) => p.text)).toEqual(['Asha', orderNumber]);

    const quiet = await placeGuest(s, guestOrder({ shippingAddress: { ...SURAT, phone: freshMobile() } }));
    const quietId = quiet.body.data.order._id as string;
    for (const body of [{ status: 'packed' }, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL100200301IN' }, { status: 'out_for_delivery' }]) await move(s, admin, quietId, body);
    expect(await messagesOf(s, quietId)).toEqual([]);
  });

  it('an order that did not opt in (left out, or false) sends nothing at any step; a consent that is not true/false is refused with nothing placed', async () => {
    const s = store();
    const before = whatsapp.calls.length;
    for (const extra of [{}, { whatsappOptIn: false }]) {
      const placed = await placeGuest(s, guestOrder({ ...extra, shippingAddress: { ...SURAT, phone: freshMobile() } }));
      expect(placed.status).toBe(201);
      expect(placed.body.data.order.whatsappOptIn).toBe(false);
      const id = placed.body.data.order._id as string;
      await move(s, admin, id, { status: 'packed' });
      await move(s, admin, id, { status: 'shipped', courier: 'Blue Dart', trackingNumber: 'BD123456' });
      await move(s, admin, id, { status: 'delivered' });
      expect(await messagesOf(s, id)).toEqual([]);
    }
    const orders = await s.dataSource.getRepository(Order).count();
    const bad = await placeGuest(s, guestOrder({ whatsappOptIn: 'yes' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: 'whatsappOptIn must be true or false' });
    expect(await s.dataSource.getRepository(Order).count()).toBe(orders);
    await new Promise((r) => setTimeout(r, 200));
    expect(whatsapp.calls.length).toBe(before);
  });

  it('a 500 is retried with backoff and then sent once; a 400 (unknown template) is not retried', async () => {
    const s = store();
    const mobile = freshMobile();
    whatsapp.failNext(500, { error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1, fbtrace_id: 'Ax' } });
    const placed = await placeGuest(s, guestOrder({ whatsappOptIn: true, shippingAddress: { ...SURAT, phone: mobile } }));
    const id = placed.body.data.order._id as string;
    let [message] = await settled(s, id, 1);
    expect(message).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringMatching(/^WhatsApp: 500 \(code 1\) An unknown error occurred/) });
    expect(message.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await s.services.messaging.deliverDue()).toBe(0); // not due yet
    expect(await s.services.messaging.deliverDue(new Date(Date.now() + 31_000))).toBe(1);
    [message] = await messagesOf(s, id);
    expect(message).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(whatsapp.sentTo(`91${mobile}`)).toHaveLength(1);
    expect((await s.dataSource.getRepository(MessageAttempt).find({ where: { messageId: message.id }, order: { id: 'ASC' } })).map((a) => [a.statusCode, a.outcome])).toEqual([[500, 'retry'], [200, 'sent']]);

    // 400 with Meta's "template does not exist": given up at once, never asked again.
    await move(s, admin, id, { status: 'packed' });
    whatsapp.failNext(400, { error: { message: '(#132001) Template name does not exist in the translation', type: 'OAuthException', code: 132001, fbtrace_id: 'Ay' } });
    const calls = whatsapp.calls.length;
    await move(s, admin, id, { status: 'shipped', courier: 'DTDC', trackingNumber: 'DTDC12345' });
    const shipped = (await settled(s, id, 2))[1];
    expect(shipped).toMatchObject({ template: 'order_shipped', status: 'failed', attempts: 1, lastError: expect.stringMatching(/^WhatsApp: 400 \(code 132001\)/) });
    expect(await s.services.messaging.deliverDue(new Date(Date.now() + 86_400_000))).toBe(0);
    expect(whatsapp.calls.length).toBe(calls + 1);
    expect((await s.dataSource.getRepository(MessageAttempt).findBy({ messageId: shipped.id })).map((a) => [a.statusCode, a.outcome])).toEqual([[400, 'failed']]);
  });

  it('several workers at once (processes sharing the database): each message is sent exactly once', async () => {
    const s = store();
    await s.services.messaging.stop(); // this process's own worker stays out of it; three others race
    try {
      const ids: number[] = [];
      for (let i = 0; i < 6; i++) {
        const placed = await placeGuest(s, guestOrder({ whatsappOptIn: true, shippingAddress: { ...SURAT, phone: freshMobile() } }));
        ids.push(Number(placed.body.data.order._id));
      }
      const channel = () => new WhatsAppCloudChannel({ apiUrl: `${whatsapp.url}/v21.0`, phoneNumberId: whatsapp.phoneNumberId, token: whatsapp.token });
      const workers = [1, 2, 3].map(() => new MessagingService(s.dataSource, channel()));
      const sent = await Promise.all(workers.flatMap((w) => [w.deliverDue(), w.deliverDue()]));
      expect(sent.reduce((a, b) => a + b, 0)).toBe(6);
      for (const id of ids) {
        const [m] = await messagesOf(s, id);
        expect(m).toMatchObject({ status: 'sent', attempts: 1 });
        expect(whatsapp.sentTo(m.to)).toHaveLength(1);
      }
    } finally {
      s.services.messaging.start();
    }
  });

  it('a courier not on the list: the shipped message links the order page (a guest\'s with its signed token)', async () => {
    const s = store();
    const mobile = freshMobile();
    const placed = await placeGuest(s, guestOrder({ whatsappOptIn: true, shippingAddress: { ...SURAT, phone: mobile } }));
    const id = placed.body.data.order._id as string;
    await move(s, admin, id, { status: 'packed' });
    await move(s, admin, id, { status: 'shipped', courier: 'Surat Local Runner', trackingNumber: 'SLR123456' });
    const [, shipped] = await settled(s, id, 2);
    expect(shipped.parameters[4]).toBe(`${s.config.publicUrl}/order/${id}?token=${placed.body.data.accessToken}`);
  });

  it('stopping updates for one order (guest token; member signed in): nothing more is queued or sent, a queued message is withdrawn', async () => {
    const s = store();
    const mobile = freshMobile();
    const placed = await placeGuest(s, guestOrder({ whatsappOptIn: true, shippingAddress: { ...SURAT, phone: mobile } }));
    const id = placed.body.data.order._id as string;
    const token = placed.body.data.accessToken as string;
    await settled(s, id, 1);
    // Without the token (or with another order's) nobody may change it.
    expect((await rest(s.baseUrl, 'POST', `/orders/${id}/whatsapp-opt-out`, {})).status).toBe(404);
    // A message queued but not yet sent when the shopper says stop is not sent.
    await s.services.messaging.stop();
    try {
      await move(s, admin, id, { status: 'packed' });
      await move(s, admin, id, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL500600700IN' });
      expect((await messagesOf(s, id)).map((m) => [m.template, m.status])).toEqual([['order_confirmed', 'sent'], ['order_shipped', 'queued']]);
      const stopped = await rest(s.baseUrl, 'POST', `/orders/${id}/whatsapp-opt-out?token=${token}`, {});
      expect(stopped.status, JSON.stringify(stopped.body)).toBe(200);
      expect(stopped.body).toMatchObject({ success: true, message: 'WhatsApp updates for this order are off', data: { whatsappOptIn: false } });
      expect(await s.services.messaging.deliverDue()).toBe(0);
    } finally {
      s.services.messaging.start();
    }
    await move(s, admin, id, { status: 'delivered' });
    expect((await messagesOf(s, id)).map((m) => [m.template, m.status])).toEqual([['order_confirmed', 'sent'], ['order_shipped', 'withdrawn']]);
    expect(whatsapp.sentTo(`91${mobile}`).map((b) => b.template.name)).toEqual(['order_confirmed']);

    // GraphQL, a member's own order: only its member signed in.
    const member = await signedInUser(s, {});
    const other = await signedInUser(s, {});
    const memberOrderId = await memberOrder(s, member.token, kurtaId);
    const stop = 'mutation($id: ID!){ stopOrderWhatsapp(id: $id) { order { id whatsappOptIn } } }';
    expect((await graphql(s.baseUrl, stop, { id: memberOrderId }, other.token)).body.errors?.[0].message).toBe('Order not found');
    expect((await graphql(s.baseUrl, stop, { id: memberOrderId }, member.token)).body.data?.stopOrderWhatsapp.order).toEqual({ id: memberOrderId, whatsappOptIn: false });
    await move(s, admin, memberOrderId, { status: 'packed' });
    await move(s, admin, memberOrderId, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL500600701IN' });
    expect((await messagesOf(s, memberOrderId)).map((m) => m.template)).toEqual(['order_confirmed']);
  });

  it("turning WhatsApp updates off in the account stops them for the member's orders already placed, queued ones included", async () => {
    const s = store();
    const member = await signedInUser(s, {});
    expect((await rest(s.baseUrl, 'PUT', '/auth/profile', { whatsappOptIn: true }, member.token)).status).toBe(200);
    const place = () => memberOrder(s, member.token, kurtaId);
    const first = await place();
    const second = await place();
    await settled(s, first, 1);
    await settled(s, second, 1);
    await s.services.messaging.stop();
    try {
      await move(s, admin, first, { status: 'packed' });
      await move(s, admin, first, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL700800900IN' });
      // Saving the profile with the box still on changes nothing; turning it off withdraws consent.
      expect((await rest(s.baseUrl, 'PUT', '/auth/profile', { whatsappOptIn: true, firstName: 'Asha' }, member.token)).status).toBe(200);
      expect((await messagesOf(s, first)).map((m) => m.status)).toEqual(['sent', 'queued']);
      expect((await rest(s.baseUrl, 'PUT', '/auth/profile', { whatsappOptIn: false }, member.token)).status).toBe(200);
      expect(await s.services.messaging.deliverDue()).toBe(0);
    } finally {
      s.services.messaging.start();
    }
    expect((await messagesOf(s, first)).map((m) => [m.template, m.status])).toEqual([['order_confirmed', 'sent'], ['order_shipped', 'withdrawn']]);
    for (const id of [first, second]) {
      const order = await graphql(s.baseUrl, 'query($id: ID!){ order(id: $id) { order { whatsappOptIn } } }', { id }, member.token);
      expect(order.body.data?.order.order.whatsappOptIn).toBe(false);
    }
    await move(s, admin, second, { status: 'packed' });
    await move(s, admin, second, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL700800901IN' });
    await move(s, admin, first, { status: 'delivered' });
    expect((await messagesOf(s, second)).map((m) => m.template)).toEqual(['order_confirmed']);
    expect((await messagesOf(s, first)).map((m) => m.template)).toEqual(['order_confirmed', 'order_shipped']);
  });

  it("a member's default is kept on the profile (REST and GraphQL; the checkout pre-ticks from it); GraphQL placeOrder takes whatsappOptIn", async () => {
    const s = store();
    const member = await signedInUser(s, {});
    expect((await graphql(s.baseUrl, '{ me { whatsappOptIn } }', {}, member.token)).body.data.me.whatsappOptIn).toBe(false);
    const saved = await rest(s.baseUrl, 'PUT', '/auth/profile', { whatsappOptIn: true }, member.token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await graphql(s.baseUrl, '{ me { whatsappOptIn } }', {}, member.token)).body.data.me.whatsappOptIn).toBe(true);
    expect((await rest(s.baseUrl, 'PUT', '/auth/profile', { whatsappOptIn: 'on' }, member.token)).status).toBe(400);
    const off = await graphql(s.baseUrl, 'mutation { updateProfile(input: { whatsappOptIn: false }) { user { whatsappOptIn } } }', {}, member.token);
    expect(off.body.data?.updateProfile.user.whatsappOptIn, JSON.stringify(off.body)).toBe(false);

    const mobile = freshMobile();
    const placed = await graphql(
      s.baseUrl,
      'mutation($i: PlaceOrderInput!){ placeOrder(input:$i){ order { id orderNumber whatsappOptIn } } }',
      { i: { email: 'gql.whatsapp@example.in', paymentMethod: 'cod', shippingAddress: { ...SURAT, phone: mobile }, items: [{ variantSku: 'BK-M-BLUE', quantity: 1 }], whatsappOptIn: true } },
    );
    const order = placed.body.data?.placeOrder.order;
    expect(order?.whatsappOptIn, JSON.stringify(placed.body)).toBe(true);
    const [m] = await settled(s, order.id, 1);
    expect(m).toMatchObject({ to: `91${mobile}`, template: 'order_confirmed', status: 'sent' });
  });

  it("a refunded return sends refund_processed with the amount and where it went, in the return's transaction", async () => {
    const s = store();
    const mobile = freshMobile();
    const placed = await placeGuest(s, guestOrder({ whatsappOptIn: true, shippingAddress: { ...SURAT, phone: mobile } }));
    const id = placed.body.data.order._id as string;
    const token = placed.body.data.accessToken as string;
    for (const body of [{ status: 'packed' }, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL100001' }, { status: 'delivered' }]) await move(s, admin, id, body);
    const asked = await rest(s.baseUrl, 'POST', `/orders/${id}/returns?token=${token}`, { items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'size_too_large' }], resolution: 'refund', refundUpiId: 'guest@okhdfcbank' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const rid = asked.body.data.return._id as string;
    const step = async (body: Record<string, unknown>) => expect((await rest(s.baseUrl, 'POST', `/admin/returns/${rid}/status`, body, admin)).status).toBe(200);
    await step({ status: 'approved', courier: 'Delhivery', trackingNumber: 'RP-1' });
    await step({ status: 'picked_up' });
    await step({ status: 'received', qc: 'pass' });
    await step({ status: 'refunded', reference: 'UPI-123456' });
    const rows = await settled(s, id, 4);
    expect(rows.map((m) => m.template)).toEqual(['order_confirmed', 'order_shipped', 'order_delivered', 'refund_processed']);
    expect(rows[3]).toMatchObject({ status: 'sent', eventKey: `return:${rid}:refund_processed` });
    expect(whatsapp.sentTo(`91${mobile}`).at(-1).template.components[0].parameters.map((p: { text: string }) => p.text)).toEqual(['Asha', placed.body.data.order.orderNumber, '₹1,050.00', 'by bank/UPI transfer']);
  });
  it('a paid online order: confirmed when the payment is, and refund_processed once the gateway settles the refund of its cancellation', async () => {
    const s = store();
    const mobile = freshMobile();
    const placed = await placeGuest(s, guestOrder({ paymentMethod: 'online', whatsappOptIn: true, shippingAddress: { ...SURAT, phone: mobile } }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.data.order._id as string;
    const token = placed.body.data.accessToken as string;
    expect(await messagesOf(s, id)).toEqual([]); // waiting for payment: nothing yet
    const page = Object.fromEntries(new URL(placed.body.data.payment.redirectUrl, 'http://shop.test').searchParams);
    const decided = await rest(s.baseUrl, 'POST', '/payments/sandbox/decide', { ...page, decision: 'approve' });
    const callback = Object.fromEntries(new URL(decided.body.data.returnUrl, 'http://shop.test').searchParams);
    expect((await rest(s.baseUrl, 'POST', '/payments/verify', callback)).body.data.order.status).toBe('confirmed');
    expect((await settled(s, id, 1)).map((m) => m.template)).toEqual(['order_confirmed']);
    const cancelled = await rest(s.baseUrl, 'POST', `/orders/${id}/cancel?token=${token}`, { reason: 'Ordered the wrong size' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const rows = await settled(s, id, 2);
    expect(rows.map((m) => [m.template, m.status])).toEqual([['order_confirmed', 'sent'], ['refund_processed', 'sent']]);
    expect(rows[1].eventKey).toMatch(/^refund:\d+$/);
    expect(whatsapp.sentTo(`91${mobile}`).at(-1).template.components[0].parameters.map((p: { text: string }) => p.text)).toEqual(['Asha', placed.body.data.order.orderNumber, '₹1,050.00', 'to your original payment method']);
  });
}, { env: whatsapp.env() });

// Not configured: the message is kept in the outbox and shown on the developer page instead of sent.
describeEachDatabase('WhatsApp order updates without WHATSAPP_TOKEN: the local outbox', (store) => {
  it('keeps the message (transport local) and shows it at /dev/messages', async () => {
    const s = store();
    await cartFixtures(s);
    const before = whatsapp.calls.length;
    const placed = await placeGuest(s, guestOrder({ whatsappOptIn: true }));
    const [m] = await settled(s, placed.body.data.order._id, 1);
    expect(m).toMatchObject({ status: 'sent', transport: 'local', to: ASHA, template: 'order_confirmed', providerMessageId: null });
    expect(whatsapp.calls.length).toBe(before);
    const page = await fetch(`${s.baseUrl}/dev/messages`, { headers: { host: 'localhost' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are not set');
    expect(html).toContain(`Hi Asha, your Kapda order ${placed.body.data.order.orderNumber} is confirmed.`);
    const json = (await (await fetch(`${s.baseUrl}/dev/messages.json`)).json()) as Array<{ template: string }>;
    expect(json[0]).toMatchObject({ template: 'order_confirmed', to: ASHA });
  });
});

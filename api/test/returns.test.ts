import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Store } from '../src/boot';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { Product } from '../src/modules/catalog/product.entity';
import { StockMovement } from '../src/modules/catalog/stock-movement.entity';
import { WebhookDelivery, WebhookEndpoint } from '../src/modules/integrations/webhook.entity';
import { Order, OrderEvent } from '../src/modules/orders/order.entity';
import { PaymentEvent, PaymentRefund } from '../src/modules/payments/payment.entity';
import { OrderReturn } from '../src/modules/returns/return.entity';
import { StoreCreditEntry } from '../src/modules/store-credit/store-credit.entity';
import { signedInUser } from './accounts';
import { cartFixtures, customer } from './cart-fixtures';
import { CashfreeStandIn, RazorpayStandIn } from './gateway-standins';
import { describeEachDatabase, graphql, rest } from './harness';
import { SURAT, guestOrder, mailsTo, placeGuest, setStock, stockOf } from './order-fixtures';
import { ask, deliver, deliveredGuestOrder, deliveredMemberOrder, move, type S } from './return-fixtures';

describeEachDatabase('returns: requests, the desk, stock, refunds, exchanges', (store) => {
  let admin: string;
  let adminEmail: string;
  let fx: Awaited<ReturnType<typeof cartFixtures>>;
  beforeAll(async () => {
    fx = await cartFixtures(store());
    const signed = await signedInUser(store(), { role: 'admin' });
    admin = signed.token;
    adminEmail = signed.user.email;
  });

  it('refuses before delivery, strangers (404), unknown lines, too many pieces, products not returnable and past the window — nothing stored', async () => {
    const s = store();
    const placed = await placeGuest(s, guestOrder({ items: [{ variantSku: 'BK-M-BLUE', quantity: 2 }, { variantSku: 'ZS-FREE-GOLD', quantity: 1 }] }));
    const id = placed.body.data.order._id as string;
    const token = placed.body.data.accessToken as string;
    const one = { items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'size_too_small' }], resolution: 'refund' };
    expect(await ask(s, id, one, { token })).toMatchObject({ status: 400, body: { success: false, message: 'This order can be returned once it is delivered' } });
    await deliver(s, admin, id);

    const stranger = await customer(s, 'Ravi');
    expect((await ask(s, id, one)).status).toBe(404);
    expect((await ask(s, id, one, { bearer: stranger.token })).status).toBe(404);
    expect((await ask(s, id, one, { token: 'x'.repeat(43) })).status).toBe(404);
    expect((await rest(s.baseUrl, 'GET', `/orders/${id}/returns`, undefined, stranger.token)).status).toBe(404);

    expect((await ask(s, id, { ...one, items: [{ variantSku: 'NOPE-1', quantity: 1, reason: 'other' }] }, { token })).body.message).toBe('This order has no item NOPE-1');
    expect((await ask(s, id, { ...one, items: [{ variantSku: 'BK-M-BLUE', quantity: 3, reason: 'other' }] }, { token })).body.message).toBe('Only 2 pieces of Bandhani Kurta (M, Blue) can still be returned');
    expect((await ask(s, id, { ...one, items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'bored' }] }, { token })).body.message).toMatch(/^Choose a reason for the return: size_too_small/);
    expect((await ask(s, id, { ...one, refundTo: 'store_credit' }, { token })).body.message).toMatch(/^Store credit needs an account/);
    expect((await ask(s, id, { ...one, refundTo: 'wallet' }, { token }))).toMatchObject({ status: 400, body: { field: 'refundTo' } });

    await s.dataSource.getRepository(Product).update({ id: fx.sherwani.id }, { returnable: false });
    expect((await graphql(s.baseUrl, '{ product(slug: "zari-sherwani") { returnable } }')).body.data.product).toEqual({ returnable: false });
    const sherwani = await ask(s, id, { ...one, items: [{ variantSku: 'ZS-FREE-GOLD', quantity: 1, reason: 'damaged' }] }, { token });
    expect(sherwani).toMatchObject({ status: 400, body: { message: 'Zari Sherwani (Free Size, Gold) cannot be returned or exchanged' } });
    await s.dataSource.getRepository(Product).update({ id: fx.sherwani.id }, { returnable: true });
    expect(await s.dataSource.getRepository(OrderReturn).countBy({ orderId: Number(id) })).toBe(0);

    // A bank/UPI refund (a guest's cash-on-delivery default) takes the UPI ID to pay if given: nothing stored with a malformed one.
    expect(await ask(s, id, { ...one, refundTo: 'bank', refundUpiId: 'priya at hdfc' }, { token })).toMatchObject({ status: 400, body: { message: 'Please give a valid UPI ID, like name@okhdfcbank', field: 'refundUpiId' } });
    expect(await s.dataSource.getRepository(OrderReturn).countBy({ orderId: Number(id) })).toBe(0);

    // The guest with the order's token: 201 and the SPEC-style envelope; the shopper sees their UPI ID masked, the desk whole.
    const ok = await ask(s, id, { ...one, refundTo: 'bank', refundUpiId: 'priya.s@okhdfcbank' }, { token });
    expect(ok.status).toBe(201);
    expect((await s.dataSource.getRepository(OrderReturn).findOneByOrFail({ orderId: Number(id) })).refundUpiId).toBe('priya.s@okhdfcbank');
    expect((await rest(s.baseUrl, 'GET', `/admin/returns/${ok.body.data.return._id}`, undefined, admin)).body.data.return.refundUpiId).toBe('priya.s@okhdfcbank');
    expect((await graphql(s.baseUrl, 'query($id: ID!){ adminReturn(id: $id){ refundUpiId } }', { id: ok.body.data.return._id }, admin)).body.data.adminReturn.refundUpiId).toBe('priya.s@okhdfcbank');
    expect(ok.body).toMatchObject({ success: true, data: { return: { _id: expect.any(String), returnNumber: expect.stringMatching(/^RTN-\d{4}-\d{6}$/), status: 'requested', resolution: 'refund', refundTo: 'bank', refundUpiId: 'pr***@okhdfcbank', refundAmount: 1050, items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'size_too_small', refundShare: 1050 }] } } });
    expect((await rest(s.baseUrl, 'GET', `/orders/${id}/returns?token=${token}`)).body.data.returns).toMatchObject([{ refundUpiId: 'pr***@okhdfcbank' }]);
    expect((await mailsTo(s, placed.body.data.order.email)).map((m) => m.template)).toContain('return_requested');

    // Past the window: delivered 31 India days ago.
    await s.dataSource.getRepository(OrderEvent).update({ orderId: Number(id), toStatus: 'delivered' }, { createdAt: new Date(Date.now() - 32 * 86_400_000) });
    const late = await ask(s, id, { ...one, items: [{ variantSku: 'ZS-FREE-GOLD', quantity: 1, reason: 'other' }] }, { token });
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/^The return window for this order closed on \d{1,2} \w{3} \d{4} \(30 days after delivery\)$/);
    expect(await s.dataSource.getRepository(OrderReturn).countBy({ orderId: Number(id) })).toBe(1);
  });

  it('the desk: illegal moves name the allowed ones, view_orders only looks, QC pass restocks with a stock movement, a bank refund needs its reference; timeline, audit, webhooks, mails', async () => {
    const s = store();
    await s.dataSource.getRepository(WebhookEndpoint).insert({ url: 'https://hooks.example.in/kapda', events: ['return.requested', 'return.status_changed'], secret: 'whsec_test_0123456789', isActive: true, disabledAt: null, createdByEmail: 'admin@example.in', createdByKeyId: null });
    const { id, token, email } = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 2 }]);
    const asked = await ask(s, id, { items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'size_too_large', comment: 'Too loose' }], resolution: 'refund', comment: 'Please pick up after 5 pm' }, { token });
    const rid = asked.body.data.return._id as string;

    const illegal = await move(s, rid, { status: 'refunded' }, admin);
    expect(illegal).toMatchObject({ status: 400, body: { message: 'A return that is requested cannot become refunded. Allowed: approved, rejected' } });
    const viewer = (await signedInUser(s, { role: 'subadmin', permissions: ['view_orders'], department: 'Orders' })).token;
    expect((await rest(s.baseUrl, 'GET', `/admin/returns/${rid}`, undefined, viewer)).body.data.return).toMatchObject({ status: 'requested', allowedMoves: ['approved', 'rejected'] });
    expect((await move(s, rid, { status: 'approved' }, viewer)).status).toBe(403);
    expect((await rest(s.baseUrl, 'GET', '/admin/returns')).status).toBe(401);

    // qc only when the pieces arrive; nothing changes on a refusal.
    expect(await move(s, rid, { status: 'approved', qc: 'pass' }, admin)).toMatchObject({ status: 400, body: { message: "qc (the quality check) is given only when the pieces arrive: a return that is picked_up becoming received or rejected" } });
    expect((await move(s, rid, { status: 'approved', courier: 'Delhivery', trackingNumber: 'RP-778899' }, admin)).body.data.return).toMatchObject({ status: 'approved', courier: 'Delhivery', allowedMoves: ['picked_up', 'rejected'] });
    expect((await move(s, rid, { status: 'picked_up' }, admin)).status).toBe(200);
    const before = await stockOf(s, 'BK-M-BLUE');
    // The courier and tracking number come only with the pickup (approved, picked_up): 400, nothing changed.
    expect(await move(s, rid, { status: 'received', qc: 'pass', courier: 'Ekart', trackingNumber: 'EK-1' }, admin)).toMatchObject({ status: 400, body: { message: 'courier and trackingNumber are given only with the pickup: when the return becomes approved or picked_up' } });
    expect((await rest(s.baseUrl, 'GET', `/admin/returns/${rid}`, undefined, admin)).body.data.return).toMatchObject({ status: 'picked_up', courier: 'Delhivery', trackingNumber: 'RP-778899' });
    expect(await stockOf(s, 'BK-M-BLUE')).toBe(before);
    expect((await move(s, rid, { status: 'received', qc: 'pass' }, admin)).status).toBe(200);
    expect(await move(s, rid, { status: 'refunded', qc: 'pass', reference: 'UPI-1' }, admin)).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^qc \(the quality check\) is given only when the pieces arrive/) } });
    expect(await move(s, rid, { status: 'refunded', trackingNumber: 'X', reference: 'UPI-1' }, admin)).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^courier and trackingNumber are given only with the pickup/) } });
    expect(await stockOf(s, 'BK-M-BLUE')).toBe(before + 1);
    const movement = await s.dataSource.getRepository(StockMovement).findOneByOrFail({ sku: 'BK-M-BLUE', reason: 'returned' });
    expect(movement).toMatchObject({ delta: 1, stockAfter: before + 1, note: expect.stringMatching(/^Return RTN-/) });

    expect((await move(s, rid, { status: 'refunded' }, admin))).toMatchObject({ status: 400, body: { message: 'Please give the bank/UPI transfer reference of the refund' } });
    const done = await move(s, rid, { status: 'refunded', reference: 'UPI-4455667788' }, admin);
    expect(done.body).toMatchObject({ success: true, message: 'Return updated', data: { return: { status: 'refunded', refundReference: 'UPI-4455667788', allowedMoves: [] } } });
    expect((await move(s, rid, { status: 'approved' }, admin)).body.message).toBe('A return that is refunded cannot become approved. Allowed: none');

    const detail = (await rest(s.baseUrl, 'GET', `/admin/returns/${rid}`, undefined, admin)).body.data.return;
    expect(detail.timeline.map((e: { status: string }) => e.status)).toEqual(['requested', 'approved', 'picked_up', 'received', 'refunded']);
    expect(detail.timeline.map((e: { actor: string }) => e.actor)).toEqual(['guest', 'admin', 'admin', 'admin', 'admin']);
    // The desk's REST timeline names the staff member, as GraphQL's actorEmail does; the shopper's never.
    expect(detail.timeline.map((e: { actorEmail: string | null }) => e.actorEmail)).toEqual([null, adminEmail, adminEmail, adminEmail, adminEmail]);
    const shopperTimeline = (await rest(s.baseUrl, 'GET', `/orders/${id}/returns?token=${token}`)).body.data.returns[0].timeline;
    expect(shopperTimeline.map((e: { actor: string }) => e.actor)).toEqual(['guest', 'admin', 'admin', 'admin', 'admin']);
    for (const e of shopperTimeline) expect(e).not.toHaveProperty('actorEmail');
    expect(await s.dataSource.getRepository(AuditEntry).countBy({ entityType: 'return', entityId: rid })).toBe(4);
    expect((await s.dataSource.getRepository(WebhookDelivery).findBy({ resource: `return:${rid}` })).map((d) => d.eventType).sort()).toEqual(['return.requested', ...Array(4).fill('return.status_changed')]);
    expect((await mailsTo(s, email)).map((m) => m.template).filter((t) => t.startsWith('return_'))).toEqual(['return_requested', 'return_approved', 'return_refunded']);
    const refundedMail = (await mailsTo(s, email)).find((m) => m.template === 'return_refunded')!;
    expect(refundedMail.subject).toBe(`Refund of ₹1,050.00 for your return ${detail.returnNumber}`);

    // The list, its search and the CSV.
    const list = await rest(s.baseUrl, 'GET', `/admin/returns?status=refunded&search=${detail.returnNumber}`, undefined, viewer);
    expect(list.body.data.returns.map((r: { _id: string }) => r._id)).toEqual([rid]);
    expect((await rest(s.baseUrl, 'GET', '/admin/returns?status=lost', undefined, admin)).status).toBe(400);
    const csv = await fetch(`${s.baseUrl}/api/admin/returns/export.csv?search=${email}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await csv.text()).toContain(detail.returnNumber);
  });

  it("QC fail ends it rejected (no stock back) — asked as received with qc 'fail', as the issue words it, or as rejected — and those pieces cannot be asked for again; a rejection before pickup needs a reason and leaves them askable", async () => {
    const s = store();
    const { id, token, email } = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 2 }]);
    const piece = { items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'damaged' }], resolution: 'refund' };
    const rid = (await ask(s, id, piece, { token })).body.data.return._id;
    await move(s, rid, { status: 'approved' }, admin);
    await move(s, rid, { status: 'picked_up' }, admin);
    const before = await stockOf(s, 'BK-M-BLUE');
    // The issue's own body: accepted, and it ends rejected with the QC reason.
    const failed = await move(s, rid, { status: 'received', qc: 'fail' }, admin);
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    expect(failed.body.data.return).toMatchObject({ status: 'rejected', rejectionReason: 'The pieces did not pass our quality check', allowedMoves: [] });
    expect(failed.body.data.return.timeline.at(-1)).toMatchObject({ fromStatus: 'picked_up', status: 'rejected', note: 'QC failed; to be sent back' });
    expect(await stockOf(s, 'BK-M-BLUE')).toBe(before);
    expect((await mailsTo(s, email)).find((m) => m.template === 'return_rejected')!.text).toContain('Reason: The pieces did not pass our quality check.');

    // The second piece through 'rejected' from picked_up (with the desk's reason) still works.
    const rid2 = (await ask(s, id, piece, { token })).body.data.return._id;
    await move(s, rid2, { status: 'approved' }, admin);
    await move(s, rid2, { status: 'picked_up' }, admin);
    const rejected = await move(s, rid2, { status: 'rejected', qc: 'fail', note: 'Worn, tags removed' }, admin);
    expect(rejected.body.data.return).toMatchObject({ status: 'rejected', rejectionReason: 'Worn, tags removed' });
    expect((await mailsTo(s, email)).filter((m) => m.template === 'return_rejected').at(-1)!.text).toContain('Reason: Worn, tags removed.');

    // Both pieces were sent back after failing QC: neither may be asked for again.
    const again = await ask(s, id, piece, { token });
    expect(again).toMatchObject({ status: 400, body: { message: 'Every piece of Bandhani Kurta (M, Blue) is already returned or being returned' } });
    const options = await graphql(s.baseUrl, 'query($o: ID!, $t: String){ orderReturnOptions(orderId: $o, token: $t){ canReturn lines { piecesLeft } } }', { o: id, t: token });
    expect(options.body.data.orderReturnOptions).toEqual({ canReturn: false, lines: [{ piecesLeft: 0 }] });

    // A rejection before the pickup needs the desk's reason, and the piece stays askable.
    const other = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 1 }]);
    const rid3 = (await ask(s, other.id, piece, { token: other.token })).body.data.return._id;
    expect((await move(s, rid3, { status: 'rejected' }, admin)).body.message).toBe('Please give the reason for rejecting the return (the customer is told)');
    expect((await move(s, rid3, { status: 'rejected', note: 'Outside policy' }, admin)).status).toBe(200);
    expect((await ask(s, other.id, piece, { token: other.token })).status).toBe(201);
  });

  it('refunds exactly what was paid for the pieces after the coupon: one piece at a time, the last takes the rounding, the sum is the line', async () => {
    const s = store();
    const { id, token, order } = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 3 }, { variantSku: 'ZS-FREE-GOLD', quantity: 1 }], { couponCode: 'WOMEN20' });
    const line = order.items.find((i: { variantSku: string }) => i.variantSku === 'BK-M-BLUE');
    expect(line.discount).toBeGreaterThan(0);
    const paid = Math.round((line.lineTotal - line.discount) * 100);
    // The order page's dialog shows what 1, 2 or 3 pieces refund: the server's own arithmetic, the last piece taking the rounding.
    const offered = await graphql(s.baseUrl, 'query($o: ID!, $t: String){ orderReturnOptions(orderId: $o, token: $t){ lines { variantSku refundForPieces } } }', { o: id, t: token });
    const forPieces = (offered.body.data.orderReturnOptions.lines as Array<{ variantSku: string; refundForPieces: number[] }>).find((l) => l.variantSku === 'BK-M-BLUE')!.refundForPieces.map((r) => Math.round(r * 100));
    expect(forPieces).toEqual([Math.floor(paid / 3), 2 * Math.floor(paid / 3), paid]);
    const refunds: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await ask(s, id, { items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'changed_mind' }], resolution: 'refund' }, { token });
      expect(r.status).toBe(201);
      refunds.push(Math.round(r.body.data.return.refundAmount * 100));
    }
    expect(refunds.slice(0, 2)).toEqual([Math.floor(paid / 3), Math.floor(paid / 3)]);
    expect(refunds.reduce((a, b) => a + b, 0)).toBe(paid);
    const after = await graphql(s.baseUrl, 'query($o: ID!, $t: String){ orderReturnOptions(orderId: $o, token: $t){ lines { variantSku piecesLeft refundForPieces } } }', { o: id, t: token });
    expect(after.body.data.orderReturnOptions.lines.find((l: { variantSku: string }) => l.variantSku === 'BK-M-BLUE')).toEqual({ variantSku: 'BK-M-BLUE', piecesLeft: 0, refundForPieces: [] });
    expect((await ask(s, id, { items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'other' }], resolution: 'refund' }, { token })).body.message).toBe('Every piece of Bandhani Kurta (M, Blue) is already returned or being returned');
  });

  it('cash on delivery, a member: refunded as store credit they can see', async () => {
    const s = store();
    const { id, member } = await deliveredMemberOrder(s, admin, fx.kurta.id, 'BK-M-BLUE', 2);
    const asked = await ask(s, id, { items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'size_too_small' }], resolution: 'refund' }, { bearer: member.token });
    expect(asked.body.data.return).toMatchObject({ refundTo: 'store_credit', refundAmount: 1050 });
    const rid = asked.body.data.return._id;
    for (const body of [{ status: 'approved' }, { status: 'picked_up' }, { status: 'received', qc: 'pass' }, { status: 'refunded' }]) expect((await move(s, rid, body, admin)).status).toBe(200);
    const entries = await s.dataSource.getRepository(StoreCreditEntry).findBy({ userId: member.user.id });
    expect(entries.map((e) => [e.amount, e.reason])).toEqual([[105_000, 'return']]);
    expect((await rest(s.baseUrl, 'GET', '/account/store-credit', undefined, member.token)).body.data.balance).toBe(1050);
    const mine = await graphql(s.baseUrl, '{ myReturns { total returns { returnNumber status refundToLabel refundAmount } } }', {}, member.token);
    expect(mine.body.data.myReturns).toMatchObject({ total: 1, returns: [{ status: 'refunded', refundToLabel: 'Kapda store credit', refundAmount: 1050 }] });
  });

  it('an order partly paid with store credit: the credit part goes back as credit, the rest to the bank (cash on delivery) or the payment (online)', async () => {
    const s = store();
    const grant = (userId: number, paise: number, reference: string) =>
      s.dataSource.transaction((m) => s.services.storeCredit.grant(m, { userId, amountPaise: paise, reason: 'adjustment', reference, note: 'Goodwill' }));
    const placeWithCredit = async (paymentMethod: 'cod' | 'online') => {
      const member = await customer(s, 'Meera');
      await grant(member.user.id, 50_000, `test-${member.user.id}`);
      expect((await rest(s.baseUrl, 'POST', '/cart', { productId: String(fx.kurta.id), quantity: 2, size: 'M', color: 'Blue', variantSku: 'BK-M-BLUE' }, member.token)).status).toBeLessThan(300);
      const placed = await rest(s.baseUrl, 'POST', '/orders', { shippingAddress: SURAT, paymentMethod, useStoreCredit: true }, member.token);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      return { member, id: placed.body.data.order._id as string, placed };
    };
    const through = async (id: string, member: { token: string }, quantity: number, refundTo: string, reference?: string) => {
      const asked = await ask(s, id, { items: [{ variantSku: 'BK-M-BLUE', quantity, reason: 'size_too_small' }], resolution: 'refund', refundTo }, { bearer: member.token });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      const rid = asked.body.data.return._id as string;
      for (const body of [{ status: 'approved' }, { status: 'picked_up' }, { status: 'received', qc: 'pass' }, { status: 'refunded', reference }]) expect((await move(s, rid, body, admin)).status).toBe(200);
      return rid;
    };
    const creditFor = async (userId: number, rid: string) => (await s.dataSource.getRepository(StoreCreditEntry).findBy({ userId, reason: 'return', reference: rid })).reduce((n, e) => n + e.amount, 0);

    // Cash on delivery: ₹2,100 with ₹500 of credit, ₹1,600 collected. One piece back by bank: all of it by bank;
    // the second: ₹550 by bank (what is left of the cash) and ₹500 as credit.
    const cod = await placeWithCredit('cod');
    await deliver(s, admin, cod.id);
    const first = await through(cod.id, cod.member, 1, 'bank', 'UPI-1');
    expect(await creditFor(cod.member.user.id, first)).toBe(0);
    const second = await through(cod.id, cod.member, 1, 'bank', 'UPI-2');
    expect(await creditFor(cod.member.user.id, second)).toBe(50_000);
    const detail = (await rest(s.baseUrl, 'GET', `/admin/returns/${second}`, undefined, admin)).body.data.return;
    expect(detail.timeline.at(-1).note).toBe('Reference UPI-2 · ₹550.00 to bank/UPI, ₹500.00 as store credit (paid with it)');
    const mail = (await mailsTo(s, cod.member.user.email)).filter((m) => m.template === 'return_refunded').at(-1)!;
    expect(mail.text).toContain('₹550.00 to bank/UPI transfer and ₹500.00 as Kapda store credit');

    // Online (the sandbox): ₹1,600 paid online; both pieces back: ₹1,600 to the payment, ₹500 as credit.
    const online = await placeWithCredit('online');
    const page = Object.fromEntries(new URL(online.placed.body.data.payment.redirectUrl, 'http://shop.test').searchParams);
    const decided = await rest(s.baseUrl, 'POST', '/payments/sandbox/decide', { ...page, decision: 'approve' });
    const callback = Object.fromEntries(new URL(decided.body.data.returnUrl, 'http://shop.test').searchParams);
    expect((await rest(s.baseUrl, 'POST', '/payments/verify', callback)).body.data.outcome).toBe('paid');
    await deliver(s, admin, online.id);
    const both = await through(online.id, online.member, 2, 'original');
    expect(await creditFor(online.member.user.id, both)).toBe(50_000);
    const refunds = await s.dataSource.getRepository(PaymentRefund).findBy({ orderId: Number(online.id), reason: 'return' });
    expect(refunds.map((r) => r.amount)).toEqual([160_000]);
  });

  it('exchange end to end: refused while the size is sold out; approval holds the piece; exchanged ships a replacement order paid by the exchange through the usual desk', async () => {
    const s = store();
    await setStock(s, 'BK-L-RED', 0);
    const { id, token, email } = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-RED', quantity: 1 }]);
    const body = { items: [{ variantSku: 'BK-M-RED', quantity: 1, reason: 'size_too_small', exchangeFor: 'BK-L-RED' }], resolution: 'exchange' };
    expect((await ask(s, id, body, { token })).body.message).toBe('Bandhani Kurta (L, Red) is sold out; please ask for a refund instead');
    expect((await ask(s, id, { ...body, items: [{ ...body.items[0], exchangeFor: 'ZS-FREE-GOLD' }] }, { token })).body.message).toBe('An exchange is for another size or colour of the same product');
    await setStock(s, 'BK-L-RED', 1);
    const options = await graphql(s.baseUrl, 'query($o: ID!, $t: String){ orderReturnOptions(orderId: $o, token: $t){ canReturn lines { variantSku piecesLeft returnable exchangeOptions { variantSku inStock } } reasons { value } defaultRefundTo } }', { o: id, t: token });
    expect(options.body.data.orderReturnOptions).toMatchObject({ canReturn: true, defaultRefundTo: 'bank', lines: [{ variantSku: 'BK-M-RED', piecesLeft: 1, returnable: true, exchangeOptions: expect.arrayContaining([{ variantSku: 'BK-L-RED', inStock: true }]) }] });

    const asked = await ask(s, id, body, { token });
    expect(asked.body.data.return).toMatchObject({ resolution: 'exchange', refundAmount: 0, items: [{ exchangeFor: 'BK-L-RED', refundShare: 1050 }] });
    const rid = asked.body.data.return._id;
    const m0 = await stockOf(s, 'BK-M-RED');
    // Three approvals at once (a double click, two desks): one moves it and holds one piece; the others are told it moved.
    const approvals = await Promise.all(Array.from({ length: 3 }, () => move(s, rid, { status: 'approved', courier: 'Ekart' }, admin)));
    expect(approvals.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    expect(approvals.find((a) => a.status === 400)!.body.message).toBe('A return that is approved cannot become approved. Allowed: picked_up, rejected');
    expect(await stockOf(s, 'BK-L-RED')).toBe(0);
    await move(s, rid, { status: 'picked_up' }, admin);
    await move(s, rid, { status: 'received', qc: 'pass' }, admin);
    expect(await stockOf(s, 'BK-M-RED')).toBe(m0 + 1);
    expect((await move(s, rid, { status: 'refunded' }, admin)).body.message).toBe('A return that is received cannot become refunded. Allowed: exchanged');
    const exchanged = await move(s, rid, { status: 'exchanged' }, admin);
    expect(exchanged.body.data.return).toMatchObject({ status: 'exchanged', replacementOrder: { orderNumber: expect.stringMatching(/^KPD-/), status: 'confirmed' } });
    const replacementId = exchanged.body.data.return.replacementOrder._id;
    const replacement = await s.dataSource.getRepository(Order).findOneByOrFail({ id: Number(replacementId) });
    expect(replacement).toMatchObject({ total: 105_000, email, status: 'confirmed', paymentMethod: 'exchange', paymentStatus: 'paid' });
    expect(await stockOf(s, 'BK-L-RED')).toBe(0);
    await deliver(s, admin, replacementId);
    expect((await s.dataSource.getRepository(Order).findOneByOrFail({ id: Number(replacementId) })).status).toBe('delivered');
    expect((await mailsTo(s, email)).map((m) => m.template)).toEqual(expect.arrayContaining(['return_approved', 'return_exchanged']));
    const confirmation = (await mailsTo(s, email)).filter((m) => m.template === 'order_confirmed').at(-1)!;
    expect(confirmation.text).toContain('Total ₹1,050.00');
    expect(confirmation.text).toContain('Payment: paid by your exchange (the pieces you sent back): nothing to pay');
  });

  it('the new size sold out before approval: the desk turns the exchange into a refund; a rejected exchange gives its held piece back (after QC or when the pickup never happens)', async () => {
    const s = store();
    await setStock(s, 'BK-L-RED', 1);
    const a = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-RED', quantity: 1 }]);
    const rid = (await ask(s, a.id, { items: [{ variantSku: 'BK-M-RED', quantity: 1, reason: 'size_too_small', exchangeFor: 'BK-L-RED' }], resolution: 'exchange' }, { token: a.token })).body.data.return._id;
    await setStock(s, 'BK-L-RED', 0);
    expect((await move(s, rid, { status: 'approved' }, admin)).body.message).toBe("Bandhani Kurta (L, Red) is sold out now: approve it as a refund (resolution: 'refund') or reject it");
    expect((await move(s, rid, { status: 'picked_up', resolution: 'refund' }, admin)).status).toBe(400);
    const turned = await move(s, rid, { status: 'approved', resolution: 'refund' }, admin);
    expect(turned.body.data.return).toMatchObject({ status: 'approved', resolution: 'refund', refundTo: 'bank', refundAmount: 1050 });

    await setStock(s, 'BK-L-RED', 1);
    const b = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-RED', quantity: 1 }]);
    const rid2 = (await ask(s, b.id, { items: [{ variantSku: 'BK-M-RED', quantity: 1, reason: 'size_too_small', exchangeFor: 'BK-L-RED' }], resolution: 'exchange' }, { token: b.token })).body.data.return._id;
    await move(s, rid2, { status: 'approved' }, admin);
    expect(await stockOf(s, 'BK-L-RED')).toBe(0);
    await move(s, rid2, { status: 'picked_up' }, admin);
    await move(s, rid2, { status: 'rejected', qc: 'fail', note: 'Stained' }, admin);
    expect(await stockOf(s, 'BK-L-RED')).toBe(1);

    // A pickup that never happens: the desk rejects the approved exchange and its held piece is sold again.
    const c = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-RED', quantity: 1 }]);
    const rid3 = (await ask(s, c.id, { items: [{ variantSku: 'BK-M-RED', quantity: 1, reason: 'size_too_small', exchangeFor: 'BK-L-RED' }], resolution: 'exchange' }, { token: c.token })).body.data.return._id;
    await move(s, rid3, { status: 'approved' }, admin);
    expect(await stockOf(s, 'BK-L-RED')).toBe(0);
    const noPickup = await move(s, rid3, { status: 'rejected', note: 'Customer unreachable for pickup three times' }, admin);
    expect(noPickup.body.data.return).toMatchObject({ status: 'rejected', allowedMoves: [] });
    expect(await stockOf(s, 'BK-L-RED')).toBe(1);
  });

  it('two returns for the last piece at once: exactly one is stored', async () => {
    const s = store();
    const { id, token } = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 1 }]);
    const body = { items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'other' }], resolution: 'refund' };
    const answers = await Promise.all(Array.from({ length: 4 }, () => ask(s, id, body, { token })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400]);
    for (const a of answers.filter((x) => x.status === 400)) expect(a.body.message).toBe('Every piece of Bandhani Kurta (M, Blue) is already returned or being returned');
    expect(await s.dataSource.getRepository(OrderReturn).countBy({ orderId: Number(id) })).toBe(1);
  });

  it('who may reach the desk: Orders staff and keys with orders:read look, manage_orders or orders:write move, other departments and shoppers cannot', async () => {
    const s = store();
    const { id, token } = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 1 }]);
    const rid = (await ask(s, id, { items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'other' }], resolution: 'refund' }, { token })).body.data.return._id;
    const key = async (scopes: string[]) => (await rest(s.baseUrl, 'POST', '/admin/api-keys', { name: 'Returns sync', scopes }, admin)).body.data.key as string;
    const reader = await key(['orders:read']);
    const writer = await key(['orders:write']);
    const catalogStaff = (await signedInUser(s, { role: 'subadmin', permissions: ['manage_orders'], department: 'Catalog' })).token;
    const shopper = (await customer(s)).token;
    expect((await rest(s.baseUrl, 'GET', '/admin/returns', undefined, reader)).status).toBe(200);
    expect((await rest(s.baseUrl, 'GET', `/admin/returns/${rid}`, undefined, reader)).status).toBe(200);
    expect((await move(s, rid, { status: 'approved' }, reader))).toMatchObject({ status: 403, body: { message: expect.stringMatching(/orders:write/) } });
    for (const who of [catalogStaff, shopper]) {
      expect((await rest(s.baseUrl, 'GET', '/admin/returns', undefined, who)).status).toBe(403);
      expect((await move(s, rid, { status: 'approved' }, who)).status).toBe(403);
    }
    const moved = await move(s, rid, { status: 'approved' }, writer);
    expect(moved.status).toBe(200);
    expect(moved.body.data.return.timeline.at(-1)).toMatchObject({ status: 'approved', actor: 'api-key' });
    expect((await rest(s.baseUrl, 'GET', '/admin/returns/999999', undefined, admin))).toMatchObject({ status: 404, body: { message: 'Return not found' } });
  });

  it('GraphQL: requestReturn, orderReturns, adminReturns, adminReturn, moveReturn', async () => {
    const s = store();
    const { id, token } = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 1 }]);
    const requested = await graphql(s.baseUrl, 'mutation($o: ID!, $t: String, $i: RequestReturnInput!){ requestReturn(orderId: $o, token: $t, input: $i){ id returnNumber status statusLabel refundAmount items { variantSku reasonLabel } } }',
      { o: id, t: token, i: { items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'wrong_item' }], resolution: 'refund', refundUpiId: 'ravi@ybl' } });
    const ret = requested.body.data.requestReturn;
    expect(ret).toMatchObject({ status: 'requested', statusLabel: 'Requested', refundAmount: 1050, items: [{ variantSku: 'BK-M-BLUE', reasonLabel: 'Wrong item delivered' }] });
    expect((await graphql(s.baseUrl, 'query($o: ID!){ orderReturns(orderId: $o){ id } }', { o: id })).body.errors?.[0].message).toBe('Order not found');
    expect((await graphql(s.baseUrl, 'query($o: ID!, $t: String){ orderReturns(orderId: $o, token: $t){ id } }', { o: id, t: token })).body.data.orderReturns).toEqual([{ id: ret.id }]);
    const listed = await graphql(s.baseUrl, 'query($s: String){ adminReturns(search: $s){ total returns { id allowedMoves } } }', { s: ret.returnNumber }, admin);
    expect(listed.body.data.adminReturns).toEqual({ total: 1, returns: [{ id: ret.id, allowedMoves: ['approved', 'rejected'] }] });
    const illegal = await graphql(s.baseUrl, 'mutation($id: ID!){ moveReturn(id: $id, input: { status: "received" }){ status } }', { id: ret.id }, admin);
    expect(illegal.body.errors?.[0].message).toBe('A return that is requested cannot become received. Allowed: approved, rejected');
    const moved = await graphql(s.baseUrl, 'mutation($id: ID!){ moveReturn(id: $id, input: { status: "rejected", note: "Outside policy" }){ status rejectionReason timeline { status actor actorEmail } } }', { id: ret.id }, admin);
    expect(moved.body.data.moveReturn).toMatchObject({ status: 'rejected', rejectionReason: 'Outside policy', timeline: [{ status: 'requested', actor: 'guest', actorEmail: null }, { status: 'rejected', actor: 'admin', actorEmail: expect.stringContaining('@') }] });
    // The shopper's view never names the staff member.
    const shopperView = await graphql(s.baseUrl, 'query($o: ID!, $t: String){ orderReturns(orderId: $o, token: $t){ timeline { actor actorEmail } } }', { o: id, t: token });
    expect(shopperView.body.data.orderReturns[0].timeline).toEqual([{ actor: 'guest', actorEmail: null }, { actor: 'admin', actorEmail: null }]);
    expect((await graphql(s.baseUrl, 'query($id: ID!){ adminReturn(id: $id){ status } }', { id: ret.id })).body.errors?.[0]).toBeTruthy();
  });
});

// ------------------------------------------------------------------ partial refunds through the gateways

const razorpay = new RazorpayStandIn();
const cashfree = new CashfreeStandIn();
beforeAll(async () => {
  await razorpay.start();
  await cashfree.start();
});
afterAll(async () => {
  await razorpay.stop();
  await cashfree.stop();
});

async function returnOnePiece(s: S, admin: string, id: string, token: string) {
  const asked = await ask(s, id, { items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'size_too_large' }], resolution: 'refund' }, { token });
  expect(asked.body.data.return).toMatchObject({ refundTo: 'original', refundAmount: 1050 });
  const rid = asked.body.data.return._id;
  for (const body of [{ status: 'approved' }, { status: 'picked_up' }, { status: 'received', qc: 'pass' }]) expect((await move(s, rid, body, admin)).status).toBe(200);
  const refunded = await move(s, rid, { status: 'refunded' }, admin);
  expect(refunded.status).toBe(200);
  return { rid, refunded: refunded.body.data.return };
}

describeEachDatabase('returns: a partial refund through Razorpay', (store) => {
  it('refunds one of two pieces through Razorpay with the return’s idempotency key; the webhook settles it as partially refunded', async () => {
    const s = store();
    await cartFixtures(s);
    const admin = (await signedInUser(s, { role: 'admin' })).token;
    const placed = await placeGuest(s, guestOrder({ paymentMethod: 'online', items: [{ variantSku: 'BK-M-BLUE', quantity: 2 }] }));
    const id = placed.body.data.order._id as string;
    const token = placed.body.data.accessToken as string;
    const { handler } = razorpay.pay(placed.body.data.payment.gatewayOrderId);
    expect((await rest(s.baseUrl, 'POST', '/payments/verify', { gateway: 'razorpay', ...handler })).body.data.outcome).toBe('paid');
    await deliver(s, admin, id);
    const { rid, refunded } = await returnOnePiece(s, admin, id, token);
    expect(refunded).toMatchObject({ status: 'refunded', refund: { status: 'pending', amount: 1050, gateway: 'razorpay' } });
    const calls = razorpay.calls.filter((c) => c.path === `/v1/payments/${handler.razorpay_payment_id}/refund`);
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toMatchObject({ amount: 105_000 });
    expect(calls[0].headers['x-refund-idempotency']).toMatch(new RegExp(`^rf_pay_.+_ret${rid}$`));
    const refund = [...razorpay.refunds.values()].find((r) => r.payment_id === handler.razorpay_payment_id)!;
    const w = razorpay.webhook('refund.processed', { refund: { ...refund, status: 'processed' }, payment: razorpay.payments.get(handler.razorpay_payment_id) });
    expect((await fetch(`${s.baseUrl}/api/payments/webhook/razorpay`, { method: 'POST', headers: w.headers, body: w.body }).then((r) => r.json()) as any).data).toEqual({ outcome: 'refund_settled' });
    expect(await s.dataSource.getRepository(Order).findOneByOrFail({ id: Number(id) })).toMatchObject({ paymentStatus: 'partially_refunded' });
    expect((await rest(s.baseUrl, 'GET', `/admin/returns/${rid}`, undefined, admin)).body.data.return.refund).toMatchObject({ status: 'processed' });
  });

  it('a refund the gateway refuses: the return is not refunded (no refund mail), the desk sees why; the worker leaves it; Retry refund asks again with the same key and only then refunds', async () => {
    const s = store();
    const admin = (await signedInUser(s, { role: 'admin' })).token;
    const placed = await placeGuest(s, guestOrder({ paymentMethod: 'online', items: [{ variantSku: 'BK-M-BLUE', quantity: 2 }] }));
    const id = placed.body.data.order._id as string;
    const email = placed.body.data.order.email as string;
    const { handler } = razorpay.pay(placed.body.data.payment.gatewayOrderId);
    expect((await rest(s.baseUrl, 'POST', '/payments/verify', { gateway: 'razorpay', ...handler })).body.data.outcome).toBe('paid');
    await deliver(s, admin, id);
    const asked = await ask(s, id, { items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'damaged' }], resolution: 'refund' }, { token: placed.body.data.accessToken });
    const rid = asked.body.data.return._id;
    for (const body of [{ status: 'approved' }, { status: 'picked_up' }, { status: 'received', qc: 'pass' }]) await move(s, rid, body, admin);
    const refundCalls = () => razorpay.calls.filter((c) => c.path === `/v1/payments/${handler.razorpay_payment_id}/refund`);
    razorpay.failNext(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment is under dispute and cannot be refunded' } });
    const refused = await move(s, rid, { status: 'refunded' }, admin);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.message).toMatch(/^Razorpay refused the refund of ₹1,050\.00: .*under dispute.*\. The return is not refunded yet: retry the refund, or refund it as store credit or by bank\/UPI/);
    let detail = (await rest(s.baseUrl, 'GET', `/admin/returns/${rid}`, undefined, admin)).body.data.return;
    expect(detail).toMatchObject({ status: 'received', allowedMoves: ['refunded'], refund: { status: 'failed', amount: 1050, failure: expect.stringMatching(/under dispute/) } });
    expect(detail.timeline.at(-1)).toMatchObject({ status: 'received', note: expect.stringMatching(/^Refund of ₹1,050\.00 to the original payment refused by Razorpay: .*under dispute/) });
    expect((await mailsTo(s, email)).map((m) => m.template)).not.toContain('return_refunded');
    expect(await s.dataSource.getRepository(OrderReturn).findOneByOrFail({ id: Number(rid) })).toMatchObject({ status: 'received', refundedAt: null });
    // The shopper's copy shows no gateway words.
    const shoppers = (await rest(s.baseUrl, 'GET', `/orders/${id}/returns?token=${placed.body.data.accessToken}`)).body.data.returns[0];
    expect(shoppers.refund).toMatchObject({ status: 'failed', failure: null });
    // Nor does their timeline: the refusal's entry is the desk's only (REST and GraphQL).
    expect(shoppers.timeline.at(-1)).toMatchObject({ status: 'received', note: 'QC passed; pieces back in stock' });
    expect(JSON.stringify(shoppers)).not.toMatch(/dispute|refused/);
    const shoppersGql = await graphql(s.baseUrl, 'query($o: ID!, $t: String){ orderReturns(orderId: $o, token: $t){ timeline { note } refund { failure } } }', { o: id, t: placed.body.data.accessToken });
    expect(JSON.stringify(shoppersGql.body.data)).not.toMatch(/dispute|refused/);
    // The worker does not ask a refused refund on its own: the desk decides.
    await s.services.payments.reconcile();
    expect(refundCalls()).toHaveLength(1);

    // Retry refund: the same key, taken now — and only now refunded, with the mail.
    const retried = await rest(s.baseUrl, 'POST', `/admin/returns/${rid}/refund`, {}, admin);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.data.return).toMatchObject({ status: 'refunded', refund: { status: 'pending', amount: 1050, failure: null } });
    const keys = refundCalls().map((c) => c.headers['x-refund-idempotency']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect((await mailsTo(s, email)).filter((m) => m.template === 'return_refunded')).toHaveLength(1);
    expect(await s.dataSource.getRepository(PaymentRefund).countBy({ orderId: Number(id) })).toBe(1);
  });

  it("a refused refund does not count as paid out: a later return of the same order's payment can still use all of it", async () => {
    const s = store();
    const admin = (await signedInUser(s, { role: 'admin' })).token;
    // ₹2,100 with ₹500 of store credit: ₹1,600 paid through Razorpay.
    const member = await customer(s, 'Nisha');
    await s.dataSource.transaction((m) => s.services.storeCredit.grant(m, { userId: member.user.id, amountPaise: 50_000, reason: 'adjustment', reference: `t-${member.user.id}`, note: 'Goodwill' }));
    expect((await rest(s.baseUrl, 'POST', '/cart', { variantSku: 'BK-M-BLUE', quantity: 2 }, member.token)).status).toBeLessThan(300);
    const placed = await rest(s.baseUrl, 'POST', '/orders', { shippingAddress: SURAT, paymentMethod: 'online', useStoreCredit: true }, member.token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.data.order._id as string;
    const { handler } = razorpay.pay(placed.body.data.payment.gatewayOrderId);
    expect((await rest(s.baseUrl, 'POST', '/payments/verify', { gateway: 'razorpay', ...handler })).body.data.outcome).toBe('paid');
    await deliver(s, admin, id);
    const returnOne = async () => {
      const r = await ask(s, id, { items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'size_too_small' }], resolution: 'refund' }, { bearer: member.token });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      for (const body of [{ status: 'approved' }, { status: 'picked_up' }, { status: 'received', qc: 'pass' }]) expect((await move(s, r.body.data.return._id, body, admin)).status).toBe(200);
      return r.body.data.return._id as string;
    };
    const first = await returnOne();
    razorpay.failNext(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'Refund refused' } });
    expect((await move(s, first, { status: 'refunded' }, admin)).status).toBe(409);
    // The second piece: ₹1,050 of the ₹1,600 paid online is still refundable — the refused ₹1,050 gave nothing back.
    const second = await returnOne();
    expect((await move(s, second, { status: 'refunded' }, admin)).status).toBe(200);
    const rows = await s.dataSource.getRepository(PaymentRefund).findBy({ orderId: Number(id), reason: 'return' });
    expect(rows.filter((r) => r.refundKey.endsWith(`_ret${second}`)).map((r) => r.amount)).toEqual([105_000]);
    expect(await s.dataSource.getRepository(StoreCreditEntry).countBy({ userId: member.user.id, reason: 'return' })).toBe(0);
    // The first one refunded as store credit instead (the fallback for members): its refused row is withdrawn.
    const fallback = await move(s, first, { status: 'refunded', refundTo: 'store_credit' }, admin);
    expect(fallback.status, JSON.stringify(fallback.body)).toBe(200);
    expect(fallback.body.data.return).toMatchObject({ status: 'refunded', refundTo: 'store_credit', refundAmount: 1050 });
    expect(fallback.body.data.return.timeline.at(-1).note).toBe('The gateway refused the refund: ₹1,050.00 refunded as store credit instead');
    expect((await s.dataSource.getRepository(StoreCreditEntry).findBy({ userId: member.user.id, reason: 'return' })).map((e) => e.amount)).toEqual([105_000]);
    expect(rows.filter((r) => r.refundKey.endsWith(`_ret${first}`)).map((r) => r.status)).toEqual(['failed']);
    expect((await s.dataSource.getRepository(PaymentRefund).findBy({ orderId: Number(id), reason: 'return' })).filter((r) => r.refundKey.endsWith(`_ret${first}`)).map((r) => r.status)).toEqual(['withdrawn']);
    // A fallback is only for a refused refund.
    expect(await move(s, second, { status: 'refunded', refundTo: 'store_credit' }, admin)).toMatchObject({ status: 400 });
  });

  /** A member's order paid ₹2,100 through Razorpay, one piece of it returned and received: ready to refund ₹1,050. */
  async function memberReturnReady(s: S, admin: string, name: string) {
    const member = await customer(s, name);
    expect((await rest(s.baseUrl, 'POST', '/cart', { variantSku: 'BK-M-BLUE', quantity: 2 }, member.token)).status).toBeLessThan(300);
    const placed = await rest(s.baseUrl, 'POST', '/orders', { shippingAddress: SURAT, paymentMethod: 'online' }, member.token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.data.order._id as string;
    const { handler } = razorpay.pay(placed.body.data.payment.gatewayOrderId);
    expect((await rest(s.baseUrl, 'POST', '/payments/verify', { gateway: 'razorpay', ...handler })).body.data.outcome).toBe('paid');
    await deliver(s, admin, id);
    const r = await ask(s, id, { items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'size_too_small' }], resolution: 'refund' }, { bearer: member.token });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const rid = r.body.data.return._id as string;
    for (const body of [{ status: 'approved' }, { status: 'picked_up' }, { status: 'received', qc: 'pass' }]) expect((await move(s, rid, body, admin)).status).toBe(200);
    const refundCalls = () => razorpay.calls.filter((c) => c.path === `/v1/payments/${handler.razorpay_payment_id}/refund`);
    const madeRefunds = () => [...razorpay.refunds.values()].filter((x) => x.payment_id === handler.razorpay_payment_id);
    const credits = () => s.dataSource.getRepository(StoreCreditEntry).countBy({ userId: member.user.id, reason: 'return' });
    return { member, id, rid, handler, refundCalls, madeRefunds, credits };
  }

  it('Razorpay makes the refund but its answer never comes: not refused — no store credit offered or given, the worker asks again with the same key, one refund; a webhook for a withdrawn refund is flagged', async () => {
    const s = store();
    const admin = (await signedInUser(s, { role: 'admin' })).token;
    const { member, id, rid, refundCalls, madeRefunds, credits } = await memberReturnReady(s, admin, 'Leela');
    razorpay.afterCarryingOut({ then: 'hang_up' });
    const unanswered = await move(s, rid, { status: 'refunded' }, admin);
    expect(unanswered.status, JSON.stringify(unanswered.body)).toBe(409);
    expect(unanswered.body.message).toMatch(/^Razorpay did not confirm the refund of ₹1,050\.00 .*Do not refund it another way\.$/);
    expect(madeRefunds()).toHaveLength(1);
    const row = await s.dataSource.getRepository(PaymentRefund).findOneByOrFail({ orderId: Number(id), reason: 'return' });
    expect(row).toMatchObject({ status: 'failed', failure: null, gatewayRefundId: null });
    const detail = (await rest(s.baseUrl, 'GET', `/admin/returns/${rid}`, undefined, admin)).body.data.return;
    // The desk's page offers no fallback (a refusal is failed with the gateway's words).
    expect(detail).toMatchObject({ status: 'received', refund: { status: 'failed', failure: null } });
    expect(detail.timeline.at(-1).note).toMatch(/^Refund of ₹1,050\.00 to the original payment not confirmed by Razorpay \(Razorpay POST .*could not be reached\)/);
    expect(JSON.stringify((await rest(s.baseUrl, 'GET', `/orders/${id}/returns`, undefined, member.token)).body.data.returns[0].timeline)).not.toMatch(/Razorpay|confirmed/);
    // Store credit instead (move or Retry refund) is refused while the gateway's word is not known.
    const credit = await move(s, rid, { status: 'refunded', refundTo: 'store_credit' }, admin);
    expect(credit.status, JSON.stringify(credit.body)).toBe(409);
    expect(credit.body.message).toMatch(/^The refund is being asked of Razorpay right now \(or its answer is not known yet\)/);
    expect((await rest(s.baseUrl, 'POST', `/admin/returns/${rid}/refund`, { refundTo: 'store_credit' }, admin)).status).toBe(409);
    expect(await credits()).toBe(0);
    // The worker asks again with the same key: Razorpay answers the refund it made.
    await s.services.payments.reconcile();
    const keys = refundCalls().map((c) => c.headers['x-refund-idempotency']);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(await s.dataSource.getRepository(PaymentRefund).findOneByOrFail({ id: row.id })).toMatchObject({ status: 'pending', gatewayRefundId: madeRefunds()[0].id, failure: null });
    const done = await move(s, rid, { status: 'refunded' }, admin);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.return).toMatchObject({ status: 'refunded', refundTo: 'original', refund: { status: 'pending', amount: 1050 } });
    expect(madeRefunds()).toHaveLength(1);
    expect(await credits()).toBe(0);

    // A refund the gateway says it made for a row withdrawn meanwhile (refunded another way) is flagged, not ignored quietly.
    await s.dataSource.getRepository(PaymentRefund).update({ id: row.id }, { status: 'withdrawn' });
    const w = razorpay.webhook('refund.processed', { refund: { ...madeRefunds()[0], status: 'processed' } });
    expect((await fetch(`${s.baseUrl}/api/payments/webhook/razorpay`, { method: 'POST', headers: w.headers, body: w.body }).then((r) => r.json()) as any).data).toEqual({ outcome: 'ignored' });
    expect(await s.dataSource.getRepository(PaymentEvent).findOneBy({ orderId: Number(id), name: 'refunded twice — check' })).toMatchObject({ ok: false, amount: 105_000 });
  });

  it('a 5xx answer is not a refusal either; a definite refusal then Retry refund and store credit at once: exactly one payout', async () => {
    const s = store();
    const admin = (await signedInUser(s, { role: 'admin' })).token;
    const five = await memberReturnReady(s, admin, 'Ritu');
    razorpay.afterCarryingOut({ then: 502 });
    expect(await move(s, five.rid, { status: 'refunded' }, admin)).toMatchObject({ status: 409, body: { message: expect.stringMatching(/^Razorpay did not confirm/) } });
    expect(await s.dataSource.getRepository(PaymentRefund).findOneByOrFail({ orderId: Number(five.id), reason: 'return' })).toMatchObject({ status: 'failed', failure: null });
    expect(await s.dataSource.getRepository(Order).findOneByOrFail({ id: Number(five.id) })).toMatchObject({ paymentStatus: 'refund_pending' });

    const { rid, madeRefunds, credits } = await memberReturnReady(s, admin, 'Sana');
    razorpay.failNext(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment is under dispute and cannot be refunded' } });
    expect(await move(s, rid, { status: 'refunded' }, admin)).toMatchObject({ status: 409, body: { message: expect.stringMatching(/^Razorpay refused the refund/) } });
    // The dispute is over: Razorpay takes the refund now, slowly — while the desk presses Retry refund and store credit at once.
    razorpay.afterCarryingOut({ delayMs: 400 });
    const [retry, credit] = await Promise.all([
      rest(s.baseUrl, 'POST', `/admin/returns/${rid}/refund`, {}, admin),
      move(s, rid, { status: 'refunded', refundTo: 'store_credit' }, admin),
    ]);
    expect(madeRefunds().length + (await credits())).toBe(1);
    expect(madeRefunds()).toHaveLength(1);
    expect(credit.status, JSON.stringify(credit.body)).toBe(409);
    expect([200, 409]).toContain(retry.status);
    const ret = await s.dataSource.getRepository(OrderReturn).findOneByOrFail({ id: Number(rid) });
    if (ret.status !== 'refunded') expect((await rest(s.baseUrl, 'POST', `/admin/returns/${rid}/refund`, {}, admin)).status).toBe(200);
    expect(await s.dataSource.getRepository(OrderReturn).findOneByOrFail({ id: Number(rid) })).toMatchObject({ status: 'refunded', refundTo: 'original' });
    expect(madeRefunds()).toHaveLength(1);
    expect(await credits()).toBe(0);
  });
}, { env: razorpay.env() });

describeEachDatabase('returns: a partial refund through Cashfree', (store) => {
  it('refunds one of two pieces through Cashfree with our refund_id', async () => {
    const s = store();
    await cartFixtures(s);
    const admin = (await signedInUser(s, { role: 'admin' })).token;
    const placed = await placeGuest(s, guestOrder({ paymentMethod: 'online', items: [{ variantSku: 'BK-M-BLUE', quantity: 2 }] }));
    const id = placed.body.data.order._id as string;
    const token = placed.body.data.accessToken as string;
    const payment = placed.body.data.payment;
    cashfree.pay(payment.gatewayOrderId);
    expect((await rest(s.baseUrl, 'POST', '/payments/verify', { gateway: 'cashfree', order_id: payment.gatewayOrderId, token })).body.data.outcome).toBe('paid');
    await deliver(s, admin, id);
    const { rid } = await returnOnePiece(s, admin, id, token);
    const refunds = [...cashfree.refunds.values()].filter((r) => r.order_id === payment.gatewayOrderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ refund_amount: 1050, refund_id: expect.stringMatching(new RegExp(`^rf_pay_.+_ret${rid}$`)) });
    expect(await s.dataSource.getRepository(Order).findOneByOrFail({ id: Number(id) })).toMatchObject({ paymentStatus: expect.stringMatching(/^refund_pending|partially_refunded$/) });
  });

  it('Cashfree refuses a refund: a guest\'s is refunded by a recorded bank/UPI transfer instead; one Cashfree fails after taking it is asked again under a new refund_id', async () => {
    const s = store();
    const admin = (await signedInUser(s, { role: 'admin' })).token;
    const placed = await placeGuest(s, guestOrder({ paymentMethod: 'online', items: [{ variantSku: 'BK-M-BLUE', quantity: 2 }] }));
    const id = placed.body.data.order._id as string;
    const token = placed.body.data.accessToken as string;
    const payment = placed.body.data.payment;
    cashfree.pay(payment.gatewayOrderId);
    expect((await rest(s.baseUrl, 'POST', '/payments/verify', { gateway: 'cashfree', order_id: payment.gatewayOrderId, token })).body.data.outcome).toBe('paid');
    await deliver(s, admin, id);
    const returnOne = async () => {
      const r = await ask(s, id, { items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'damaged' }], resolution: 'refund' }, { token });
      for (const body of [{ status: 'approved' }, { status: 'picked_up' }, { status: 'received', qc: 'pass' }]) expect((await move(s, r.body.data.return._id, body, admin)).status).toBe(200);
      return r.body.data.return._id as string;
    };
    const rid = await returnOne();
    cashfree.failNext(400, { message: 'Refund amount exceeds the settled amount', code: 'refund_invalid', type: 'invalid_request_error' });
    expect((await move(s, rid, { status: 'refunded' }, admin)).status).toBe(409);
    // A guest has no account for store credit; a bank/UPI transfer needs its reference.
    expect(await move(s, rid, { status: 'refunded', refundTo: 'store_credit' }, admin)).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^Store credit needs an account/) } });
    expect(await move(s, rid, { status: 'refunded', refundTo: 'bank' }, admin)).toMatchObject({ status: 400, body: { message: 'Please give the bank/UPI transfer reference of the refund' } });
    // Asked again with its refund_id before the transfer is recorded, Cashfree still refuses it.
    cashfree.failNext(400, { message: 'Refund amount exceeds the settled amount', code: 'refund_invalid', type: 'invalid_request_error' });
    const paid = await move(s, rid, { status: 'refunded', refundTo: 'bank', reference: 'UPI-778' }, admin);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.return).toMatchObject({ status: 'refunded', refundTo: 'bank', refundReference: 'UPI-778', refund: null });
    expect(await s.dataSource.getRepository(Order).findOneByOrFail({ id: Number(id) })).toMatchObject({ paymentStatus: 'paid' });

    // The second piece: Cashfree takes the refund (pending) — refunded — then fails it by webhook.
    const rid2 = await returnOne();
    const refunded = await move(s, rid2, { status: 'refunded' }, admin);
    expect(refunded.body.data.return).toMatchObject({ status: 'refunded', refund: { status: 'pending' } });
    const taken = [...cashfree.refunds.values()].find((r) => r.order_id === payment.gatewayOrderId && r.refund_id.endsWith(`_ret${rid2}`))!;
    const failed = cashfree.webhook('REFUND_STATUS_WEBHOOK', { refund: { ...taken, refund_status: 'FAILED', status_description: 'Beneficiary account closed' } });
    expect((await fetch(`${s.baseUrl}/api/payments/webhook/cashfree`, { method: 'POST', headers: failed.headers, body: failed.body })).status).toBe(200);
    const shown = (await rest(s.baseUrl, 'GET', `/admin/returns/${rid2}`, undefined, admin)).body.data.return;
    expect(shown).toMatchObject({ status: 'refunded', refund: { status: 'failed', failure: 'Beneficiary account closed' } });
    // Retry refund: Cashfree would answer the failed refund again for the same refund_id, so a new one is asked.
    const retried = await rest(s.baseUrl, 'POST', `/admin/returns/${rid2}/refund`, {}, admin);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.data.return).toMatchObject({ status: 'refunded', refund: { status: 'pending', amount: 1050 } });
    expect([...cashfree.refunds.values()].filter((r) => r.order_id === payment.gatewayOrderId).map((r) => r.refund_id.replace(/^.*_ret\d+/, ''))).toEqual(['', '_2']);
    expect(retried.body.data.return.timeline.at(-1).note).toBe('Refund of ₹1,050.00 asked of the gateway again: taken');
    expect(await rest(s.baseUrl, 'POST', `/admin/returns/${rid2}/refund`, {}, admin)).toMatchObject({ status: 400, body: { message: 'This return has no refused refund to retry' } });
  });

}, { env: cashfree.env() });

import { beforeAll, expect, it, vi } from 'vitest';
import { CreditNote } from '../src/modules/invoices/credit-note.entity';
import { Invoice } from '../src/modules/invoices/invoice.entity';
import { Order, OrderLine } from '../src/modules/orders/order.entity';
import { PaymentRefund } from '../src/modules/payments/payment.entity';
import { OrderReturn } from '../src/modules/returns/return.entity';
import { StoreCreditEntry } from '../src/modules/store-credit/store-credit.entity';
import { signedInUser } from './accounts';
import { cartFixtures, customer } from './cart-fixtures';
import { describeEachDatabase, graphql, rest } from './harness';
import { SURAT, mailsTo, setStock, stockOf } from './order-fixtures';
import { ask, deliver, deliveredGuestOrder, move, type S } from './return-fixtures';

/**
 * Exchanges (issue 18, audit): the returned piece gets a GST credit note, the replacement order carries what the
 * customer paid for it — paid by the exchange, never cash on delivery — and a tax invoice when it ships (net zero);
 * only the desk may cancel a replacement, and then the value goes back by the return's refund route; a replacement
 * returned later refunds its value the way the original order was paid.
 */

const EXCHANGE = (exchangeFor = 'BK-M-RED') => ({ items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'size_too_small', exchangeFor }], resolution: 'exchange' });

/** Ask for an exchange and take it through the desk to exchanged: the return and its replacement order's id. */
async function exchanged(s: S, admin: string, orderId: string, auth: { token?: string; bearer?: string }) {
  const asked = await ask(s, orderId, EXCHANGE(), auth);
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const rid = asked.body.data.return._id as string;
  for (const body of [{ status: 'approved' }, { status: 'picked_up' }, { status: 'received', qc: 'pass' }, { status: 'exchanged' }]) {
    const moved = await move(s, rid, body, admin);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  const ret = (await rest(s.baseUrl, 'GET', `/admin/returns/${rid}`, undefined, admin)).body.data.return;
  return { rid, replacementId: ret.replacementOrder._id as string, ret };
}

/** A member's order paid online through the sandbox gateway, delivered. */
async function paidOnline(s: S, admin: string, member: { token: string }, quantity: number) {
  expect((await rest(s.baseUrl, 'POST', '/cart', { variantSku: 'BK-M-BLUE', quantity }, member.token)).status).toBeLessThan(300);
  const placed = await rest(s.baseUrl, 'POST', '/orders', { shippingAddress: SURAT, paymentMethod: 'online' }, member.token);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const page = Object.fromEntries(new URL(placed.body.data.payment.redirectUrl, 'http://shop.test').searchParams);
  const decided = await rest(s.baseUrl, 'POST', '/payments/sandbox/decide', { ...page, decision: 'approve' });
  const callback = Object.fromEntries(new URL(decided.body.data.returnUrl, 'http://shop.test').searchParams);
  expect((await rest(s.baseUrl, 'POST', '/payments/verify', callback)).body.data.outcome).toBe('paid');
  const id = placed.body.data.order._id as string;
  await deliver(s, admin, id);
  return id;
}

describeEachDatabase('returns: an exchange is credited and its replacement invoiced (net zero); replacements cancelled or returned', (store) => {
  let admin: string;
  beforeAll(async () => {
    await cartFixtures(store());
    admin = (await signedInUser(store(), { role: 'admin' })).token;
    await setStock(store(), 'BK-M-BLUE', 200);
    await setStock(store(), 'BK-M-RED', 200);
  });

  it('the returned piece gets a credit note; the replacement carries what was paid for it (paid by the exchange), and its tax invoice matches the credit note when it ships; returned later it refunds that value (cash on delivery: bank/UPI)', async () => {
    const s = store();
    // Two kurtas under WOMEN20: ₹2,100 less ₹420 → ₹840 paid per piece.
    const order = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 2 }], { couponCode: 'WOMEN20' });
    const { rid, replacementId, ret } = await exchanged(s, admin, order.id, { token: order.token });
    expect(ret).toMatchObject({ status: 'exchanged', resolution: 'exchange', refundAmount: 0, items: [{ refundShare: 840 }] });

    // The credit note for the returned piece, against the order's invoice.
    const note = await s.dataSource.getRepository(CreditNote).findOneByOrFail({ returnId: Number(rid) });
    const invoice = await s.dataSource.getRepository(Invoice).findOneByOrFail({ orderId: Number(order.id) });
    expect(note).toMatchObject({ invoiceId: invoice.id, value: 84_000 });
    expect(note.document).toMatchObject({ resolution: 'exchange', invoice: { serial: invoice.serial }, totals: { value: 84_000 } });
    expect((await fetch(`${s.baseUrl}/api/admin/returns/${rid}/credit-note`, { headers: { authorization: `Bearer ${admin}` } })).status).toBe(200);

    // The replacement: the real value, paid by the exchange — not cash on delivery, not ₹0.
    const replacement = await s.dataSource.getRepository(Order).findOneByOrFail({ id: Number(replacementId) });
    expect(replacement).toMatchObject({ paymentMethod: 'exchange', paymentStatus: 'paid', subtotal: 105_000, discount: 21_000, total: 84_000, storeCreditUsed: 0, couponCode: null });
    const [line] = await s.dataSource.getRepository(OrderLine).findBy({ orderId: Number(replacementId) });
    const credited = note.document.lines[0];
    expect(line).toMatchObject({ variantSku: 'BK-M-RED', quantity: 1, unitPrice: 105_000, lineTotal: 105_000, discount: 21_000, taxableValue: credited.taxableValue, cgst: credited.cgst, sgst: credited.sgst, igst: 0 });
    expect(replacement.taxAmount).toBe(credited.cgst + credited.sgst);
    expect((await rest(s.baseUrl, 'GET', `/orders/${replacementId}?token=${s.services.orders.accessTokenFor({ id: Number(replacementId) })}`)).body.data).toMatchObject({ paymentMethod: 'exchange', total: 840, amountDue: 840, canCancel: false });

    // It ships with a tax invoice for the same value under the same heads: with the credit note, net zero.
    await deliver(s, admin, replacementId);
    const replacementInvoice = await s.dataSource.getRepository(Invoice).findOneByOrFail({ orderId: Number(replacementId) });
    expect(replacementInvoice.document.totals).toMatchObject({ total: note.document.totals.value, taxableValue: note.document.totals.taxableValue, cgst: note.document.totals.cgst, sgst: note.document.totals.sgst, igst: 0 });
    expect(replacementInvoice.document.paymentMethod).toBe('Paid by exchange: the returned goods (credit note)');

    // The replacement comes back: the guest's default is the original order's route — cash on delivery, so a bank/UPI transfer of ₹840.
    const token = s.services.orders.accessTokenFor({ id: Number(replacementId) });
    const back = await ask(s, replacementId, { items: [{ variantSku: 'BK-M-RED', quantity: 1, reason: 'changed_mind' }], resolution: 'refund', refundUpiId: undefined }, { token });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    expect(back.body.data.return).toMatchObject({ refundTo: 'bank', refundAmount: 840 });
    const back2 = back.body.data.return._id as string;
    for (const body of [{ status: 'approved' }, { status: 'picked_up' }, { status: 'received', qc: 'pass' }]) expect((await move(s, back2, body, admin)).status).toBe(200);
    const refunded = await move(s, back2, { status: 'refunded', reference: 'UPI-REPL-1' }, admin);
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data.return).toMatchObject({ status: 'refunded', refundAmount: 840, refundReference: 'UPI-REPL-1' });
    // Credited against the replacement's own invoice.
    expect(await s.dataSource.getRepository(CreditNote).findOneByOrFail({ returnId: Number(back2) })).toMatchObject({ invoiceId: replacementInvoice.id, value: 84_000 });
  });

  it('an online order: a replacement returned later refunds through the original payment; a replacement the desk cancels refunds there at once', async () => {
    const s = store();
    const member = await customer(s, 'Kavya');
    const orderId = await paidOnline(s, admin, member, 2);
    const first = await exchanged(s, admin, orderId, { bearer: member.token });
    await deliver(s, admin, first.replacementId);
    // The replacement's page offers what the order it replaced was paid with.
    const offered = await graphql(s.baseUrl, 'query($o: ID!){ orderReturnOptions(orderId: $o){ canReturn refundDestinations defaultRefundTo } }', { o: first.replacementId }, member.token);
    expect(offered.body.data.orderReturnOptions).toEqual({ canReturn: true, refundDestinations: ['original', 'store_credit'], defaultRefundTo: 'original' });
    // The member returns the replacement from their account: refundTo 'original' is the online payment of the order it replaced.
    const back = await ask(s, first.replacementId, { items: [{ variantSku: 'BK-M-RED', quantity: 1, reason: 'changed_mind' }], resolution: 'refund', refundTo: 'original' }, { bearer: member.token });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    expect(back.body.data.return).toMatchObject({ refundTo: 'original', refundAmount: 1050 });
    const rid = back.body.data.return._id as string;
    for (const body of [{ status: 'approved' }, { status: 'picked_up' }, { status: 'received', qc: 'pass' }, { status: 'refunded' }]) expect((await move(s, rid, body, admin)).status).toBe(200);
    const shown = (await rest(s.baseUrl, 'GET', `/admin/returns/${rid}`, undefined, admin)).body.data.return;
    expect(shown).toMatchObject({ status: 'refunded', refund: { status: 'processed', amount: 1050, gateway: 'sandbox' } });
    const rows = await s.dataSource.getRepository(PaymentRefund).findBy({ reason: 'return', orderId: Number(orderId) });
    expect(rows.map((r) => r.amount)).toEqual([105_000]);

    // The second piece: exchanged, then the desk cancels the replacement before it ships — ₹1,050 back to the payment.
    const second = await exchanged(s, admin, orderId, { bearer: member.token });
    const cancelled = await rest(s.baseUrl, 'PATCH', `/admin/orders/${second.replacementId}/status`, { status: 'cancelled', note: 'Customer no longer wants it' }, admin);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = (await rest(s.baseUrl, 'GET', `/admin/returns/${second.rid}`, undefined, admin)).body.data.return;
    expect(after).toMatchObject({ status: 'refunded', resolution: 'exchange', refundTo: 'original', refundAmount: 1050, refund: { status: 'processed', amount: 1050 } });
    expect(after.timeline.slice(-2).map((e: { status: string; note: string }) => [e.status, e.note])).toEqual([
      ['exchanged', `Replacement order ${second.ret.replacementOrder.orderNumber} cancelled by the desk: the ₹1,050.00 the pieces were worth goes back to the original payment`],
      ['refunded', null],
    ]);
    expect((await s.dataSource.getRepository(PaymentRefund).findBy({ reason: 'return', orderId: Number(orderId) })).map((r) => r.amount)).toEqual([105_000, 105_000]);
    // Credited once, when exchanged; the refund adds no second credit note.
    expect(await s.dataSource.getRepository(CreditNote).countBy({ returnId: Number(second.rid) })).toBe(1);
  });

  it('the shopper cannot cancel a replacement; the desk can, and the value goes back by the return\'s route (a member\'s store credit at once, a guest\'s bank/UPI once the desk records it)', async () => {
    const s = store();
    const member = await customer(s, 'Ira');
    expect((await rest(s.baseUrl, 'POST', '/cart', { variantSku: 'BK-M-BLUE', quantity: 1 }, member.token)).status).toBeLessThan(300);
    const placed = await rest(s.baseUrl, 'POST', '/orders', { shippingAddress: SURAT, paymentMethod: 'cod' }, member.token);
    const orderId = placed.body.data.order._id as string;
    await deliver(s, admin, orderId);
    const { rid, replacementId, ret } = await exchanged(s, admin, orderId, { bearer: member.token });
    expect(ret.refundTo).toBe('store_credit');

    // The shopper: no cancel (REST and GraphQL), nothing changes.
    const refused = await rest(s.baseUrl, 'POST', `/orders/${replacementId}/cancel`, { reason: 'Changed my mind' }, member.token);
    expect(refused).toMatchObject({ status: 400, body: { message: 'A replacement order cannot be cancelled here: once it arrives you can return it, or contact us' } });
    const gql = await graphql(s.baseUrl, 'query($id: ID!){ order(id: $id){ order { canCancel paymentMethod } } }', { id: replacementId }, member.token);
    expect(gql.body.data.order.order).toEqual({ canCancel: false, paymentMethod: 'exchange' });
    expect((await s.dataSource.getRepository(Order).findOneByOrFail({ id: Number(replacementId) })).status).toBe('confirmed');

    // The desk cancels it: the held piece is back on the shelf and ₹1,050 is the member's store credit.
    const red = await stockOf(s, 'BK-M-RED');
    expect((await rest(s.baseUrl, 'PATCH', `/admin/orders/${replacementId}/status`, { status: 'cancelled' }, admin)).status).toBe(200);
    expect(await stockOf(s, 'BK-M-RED')).toBe(red + 1);
    expect(await s.dataSource.getRepository(Order).findOneByOrFail({ id: Number(replacementId) })).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const done = (await rest(s.baseUrl, 'GET', `/admin/returns/${rid}`, undefined, admin)).body.data.return;
    expect(done).toMatchObject({ status: 'refunded', refundTo: 'store_credit', refundAmount: 1050, allowedMoves: [] });
    expect(done.timeline.at(-2).note).toMatch(/^Replacement order KPD-\S+ cancelled by the desk: the ₹1,050\.00 the pieces were worth goes back as store credit$/);
    expect((await s.dataSource.getRepository(StoreCreditEntry).findBy({ userId: member.user.id, reason: 'return' })).map((e) => e.amount)).toEqual([105_000]);
    expect((await mailsTo(s, member.user.email)).map((m) => m.template)).toContain('return_refunded');

    // A guest's cash-on-delivery exchange: the return waits for the desk's bank/UPI transfer.
    const guest = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 1 }]);
    const g = await exchanged(s, admin, guest.id, { token: guest.token });
    expect(g.ret).toMatchObject({ refundTo: 'bank', refundUpiId: 'guest@okhdfcbank' });
    expect((await rest(s.baseUrl, 'POST', `/orders/${g.replacementId}/cancel?token=${s.services.orders.accessTokenFor({ id: Number(g.replacementId) })}`, {})).status).toBe(400);
    expect((await rest(s.baseUrl, 'PATCH', `/admin/orders/${g.replacementId}/status`, { status: 'cancelled' }, admin)).status).toBe(200);
    const waiting = (await rest(s.baseUrl, 'GET', `/admin/returns/${g.rid}`, undefined, admin)).body.data.return;
    expect(waiting).toMatchObject({ status: 'exchanged', allowedMoves: ['refunded'] });
    expect(waiting.timeline.at(-1).note).toMatch(/cancelled by the desk: the ₹1,050\.00 the pieces were worth goes back to be paid by bank\/UPI to guest@okhdfcbank: record the transfer's reference to mark it refunded$/);
    // The shopper's copy of that note masks the UPI ID (REST and GraphQL).
    const mine = (await rest(s.baseUrl, 'GET', `/orders/${guest.id}/returns?token=${guest.token}`)).body.data.returns[0];
    expect(mine.timeline.at(-1).note).toMatch(/to be paid by bank\/UPI to gu\*\*\*@okhdfcbank: /);
    expect(JSON.stringify(mine)).not.toContain('guest@okhdfcbank');
    const mineGql = await graphql(s.baseUrl, 'query($o: ID!, $t: String){ orderReturns(orderId: $o, token: $t){ refundUpiId timeline { note } } }', { o: guest.id, t: guest.token });
    expect(JSON.stringify(mineGql.body.data)).toContain('gu***@okhdfcbank');
    expect(JSON.stringify(mineGql.body.data)).not.toContain('guest@okhdfcbank');
    expect(await move(s, g.rid, { status: 'refunded' }, admin)).toMatchObject({ status: 400, body: { message: 'Please give the bank/UPI transfer reference of the refund' } });
    const paid = await move(s, g.rid, { status: 'refunded', reference: 'UPI-CANCEL-9' }, admin);
    expect(paid.body.data.return).toMatchObject({ status: 'refunded', refundAmount: 1050, refundReference: 'UPI-CANCEL-9' });
    // Before its replacement is cancelled, an exchanged return does not move.
    const third = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 1 }]);
    const h = await exchanged(s, admin, third.id, { token: third.token });
    expect(await move(s, h.rid, { status: 'refunded', reference: 'X' }, admin)).toMatchObject({ status: 400, body: { message: 'A return that is exchanged cannot become refunded. Allowed: none' } });
    expect(await s.dataSource.getRepository(OrderReturn).countBy({ id: Number(h.rid), status: 'exchanged' })).toBe(1);
  });

  it('the refund after a cancelled replacement fails on our side: the cancel stands (200), the desk\'s timeline says to retry, Retry refund makes it', async () => {
    const s = store();
    const member = await customer(s, 'Tara');
    expect((await rest(s.baseUrl, 'POST', '/cart', { variantSku: 'BK-M-BLUE', quantity: 1 }, member.token)).status).toBeLessThan(300);
    const placed = await rest(s.baseUrl, 'POST', '/orders', { shippingAddress: SURAT, paymentMethod: 'cod' }, member.token);
    const orderId = placed.body.data.order._id as string;
    await deliver(s, admin, orderId);
    const { rid, replacementId } = await exchanged(s, admin, orderId, { bearer: member.token });
    const broken = vi.spyOn(s.services.returns, 'move').mockRejectedValueOnce(new Error('Connection lost: The server closed the connection.'));
    try {
      const cancelled = await rest(s.baseUrl, 'PATCH', `/admin/orders/${replacementId}/status`, { status: 'cancelled' }, admin);
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    } finally {
      broken.mockRestore();
    }
    expect((await s.dataSource.getRepository(Order).findOneByOrFail({ id: Number(replacementId) })).status).toBe('cancelled');
    const waiting = (await rest(s.baseUrl, 'GET', `/admin/returns/${rid}`, undefined, admin)).body.data.return;
    expect(waiting).toMatchObject({ status: 'exchanged', allowedMoves: ['refunded'] });
    expect(waiting.timeline.at(-1).note).toBe('Refund after the cancelled replacement not made (an error on our side) — retry: Retry refund, or move the return to refunded');
    // The shopper does not read the desk's note.
    const mine = (await rest(s.baseUrl, 'GET', `/orders/${orderId}/returns`, undefined, member.token)).body.data.returns[0];
    expect(JSON.stringify(mine.timeline)).not.toContain('not made');
    expect(await s.dataSource.getRepository(StoreCreditEntry).countBy({ userId: member.user.id, reason: 'return' })).toBe(0);
    // Retry refund: the value goes back as store credit now.
    const retried = await rest(s.baseUrl, 'POST', `/admin/returns/${rid}/refund`, {}, admin);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.data.return).toMatchObject({ status: 'refunded', refundTo: 'store_credit', refundAmount: 1050 });
    expect((await s.dataSource.getRepository(StoreCreditEntry).findBy({ userId: member.user.id, reason: 'return' })).map((e) => e.amount)).toEqual([105_000]);
  });
}, { env: { ORDER_LIMIT_PER_MINUTE: '0' } });

import { beforeAll, expect, it } from 'vitest';
import type { Store } from '../src/boot';
import { CreditNote } from '../src/modules/invoices/credit-note.entity';
import { Invoice } from '../src/modules/invoices/invoice.entity';
import { signedInUser } from './accounts';
import { cartFixtures } from './cart-fixtures';
import { describeEachDatabase, graphql, rest } from './harness';
import { MUMBAI, guestOrder, placeGuest, setStock } from './order-fixtures';

type S = Store & { baseUrl: string };

async function deliveredGuestOrder(s: S, admin: string, items: Array<{ variantSku: string; quantity: number }>, extra: Record<string, unknown> = {}) {
  const placed = await placeGuest(s, guestOrder({ items, ...extra }));
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body.data.order._id as string;
  for (const body of [{ status: 'packed' }, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL123456' }, { status: 'delivered' }]) {
    const moved = await rest(s.baseUrl, 'PATCH', `/admin/orders/${id}/status`, body, admin);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return { id, token: placed.body.data.accessToken as string };
}

/** A return asked for by the guest and taken by the desk to received (QC passed): its id. */
async function receivedReturn(s: S, admin: string, order: { id: string; token: string }, items: Array<{ variantSku: string; quantity: number; reason: string }>, resolution = 'refund') {
  const asked = await rest(s.baseUrl, 'POST', `/orders/${order.id}/returns?token=${order.token}`, { items, resolution, refundUpiId: 'guest@okhdfcbank' });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const rid = asked.body.data.return._id as string;
  for (const body of [{ status: 'approved' }, { status: 'picked_up' }, { status: 'received', qc: 'pass' }]) {
    const moved = await rest(s.baseUrl, 'POST', `/admin/returns/${rid}/status`, body, admin);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return rid;
}

const refund = (s: S, admin: string, rid: string) => rest(s.baseUrl, 'POST', `/admin/returns/${rid}/status`, { status: 'refunded', reference: `UPI-${rid}-0001` }, admin);

describeEachDatabase('GST credit notes for refunded returns', (store) => {
  let admin: string;
  beforeAll(async () => {
    await cartFixtures(store());
    admin = (await signedInUser(store(), { role: 'admin' })).token;
    await setStock(store(), 'BK-M-BLUE', 500);
    await setStock(store(), 'ZS-FREE-GOLD', 500);
  });

  it('one per refund, against the invoice: its serial and date, the same parties, and lines that add up to the invoice line by line across returns', async () => {
    const s = store();
    // Three kurtas under a 20 % coupon and a sherwani, delivered in Gujarat (CGST + SGST).
    const order = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 3 }, { variantSku: 'ZS-FREE-GOLD', quantity: 1 }], { couponCode: 'WOMEN20' });
    const invoice = await s.dataSource.getRepository(Invoice).findOneByOrFail({ orderId: Number(order.id) });
    const first = await receivedReturn(s, admin, order, [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'size_too_small' }]);
    // Nothing to read before the refund.
    const early = await rest(s.baseUrl, 'GET', `/admin/returns/${first}/credit-note`, undefined, admin);
    expect(early).toMatchObject({ status: 404, body: { success: false, message: 'No credit note has been issued for this return' } });

    const done = await refund(s, admin, first);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const refundAmount = Math.round(done.body.data.return.refundAmount * 100);
    const note1 = await s.dataSource.getRepository(CreditNote).findOneByOrFail({ returnId: Number(first) });
    expect(note1.serial).toMatch(/^KCN\/\d{2}-\d{2}\/\d{6}$/);
    expect(note1.serial.length).toBeLessThanOrEqual(16);
    expect(note1.value).toBe(refundAmount);
    expect(note1.document).toMatchObject({
      invoice: { serial: invoice.serial, issuedAt: invoice.document.issuedAt }, supplier: invoice.document.supplier, recipient: invoice.document.recipient,
      placeOfSupply: invoice.document.placeOfSupply, intraState: true, orderNumber: invoice.document.orderNumber,
      lines: [{ description: invoice.document.lines[0].description, hsn: '6204', quantity: 1, value: refundAmount, rate: 5, cgstRate: 2.5, sgstRate: 2.5, igst: 0 }],
    });
    expect(note1.document.lines[0].cgst).toBe(note1.document.lines[0].sgst);

    // The rest of the order comes back in a second return: the two notes together are the invoice.
    const second = await receivedReturn(s, admin, order, [{ variantSku: 'BK-M-BLUE', quantity: 2, reason: 'size_too_small' }, { variantSku: 'ZS-FREE-GOLD', quantity: 1, reason: 'damaged' }]);
    expect((await refund(s, admin, second)).status).toBe(200);
    const note2 = await s.dataSource.getRepository(CreditNote).findOneByOrFail({ returnId: Number(second) });
    expect(note2.sequence).toBe(note1.sequence + 1);
    const credited = [...note1.document.lines, ...note2.document.lines];
    invoice.document.lines.forEach((line, i) => {
      const mine = credited.filter((l) => l.description === line.description);
      const sum = (f: (l: (typeof credited)[number]) => number) => mine.reduce((t, l) => t + f(l), 0);
      expect([sum((l) => l.quantity), sum((l) => l.value), sum((l) => l.taxableValue), sum((l) => l.cgst), sum((l) => l.sgst), sum((l) => l.igst)], `line ${i + 1}`)
        .toEqual([line.quantity, line.total, line.taxableValue, line.cgst, line.sgst, line.igst]);
    });
    expect(note1.value + note2.value).toBe(invoice.document.totals.total);

    // The desk's page and PDF; the customer's copy with the order's token; nobody else.
    const page = await fetch(`${s.baseUrl}/api/admin/returns/${first}/credit-note`, { headers: { authorization: `Bearer ${admin}` } });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain(note1.serial);
    expect(html).toContain(`No. <strong>${invoice.serial}</strong>`);
    expect(html).toContain('CGST');
    const pdf = await fetch(`${s.baseUrl}/api/admin/returns/${first}/credit-note?format=pdf`, { headers: { authorization: `Bearer ${admin}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const viewer = (await signedInUser(s, { role: 'subadmin', permissions: ['view_orders'], department: 'Orders' })).token;
    expect((await fetch(`${s.baseUrl}/api/admin/returns/${first}/credit-note`, { headers: { authorization: `Bearer ${viewer}` } })).status).toBe(200);
    expect((await rest(s.baseUrl, 'GET', `/admin/returns/${first}/credit-note`)).status).toBe(401);
    const shopper = (await signedInUser(s)).token;
    expect((await rest(s.baseUrl, 'GET', `/admin/returns/${first}/credit-note`, undefined, shopper)).status).toBe(403);

    const mine = await fetch(`${s.baseUrl}/api/orders/${order.id}/returns/${first}/credit-note?token=${order.token}`);
    expect(mine.status).toBe(200);
    expect(await mine.text()).toContain(note1.serial);
    expect((await fetch(`${s.baseUrl}/api/orders/${order.id}/returns/${first}/credit-note?token=${order.token}&format=pdf`)).headers.get('content-type')).toBe('application/pdf');
    expect((await rest(s.baseUrl, 'GET', `/orders/${order.id}/returns/${first}/credit-note`)).status).toBe(404);
    const other = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 1 }]);
    expect((await rest(s.baseUrl, 'GET', `/orders/${other.id}/returns/${first}/credit-note?token=${other.token}`)).status).toBe(404);

    const gql = await graphql(s.baseUrl, 'query($o: ID!, $r: ID!, $t: String){ returnCreditNote(orderId:$o, returnId:$r, token:$t){ serial invoiceSerial value tax htmlUrl pdfUrl } }', { o: order.id, r: first, t: order.token });
    expect(gql.body.data.returnCreditNote).toMatchObject({ serial: note1.serial, invoiceSerial: invoice.serial, value: refundAmount / 100, pdfUrl: expect.stringContaining('format=pdf') });
    const desk = await graphql(s.baseUrl, 'query($r: ID!){ adminReturnCreditNote(returnId:$r){ serial htmlUrl } }', { r: second }, viewer);
    expect(desk.body.data.adminReturnCreditNote).toEqual({ serial: note2.serial, htmlUrl: `/api/admin/returns/${second}/credit-note` });
  });

  it('IGST alone for a delivery to another state', async () => {
    const s = store();
    const order = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 2 }], { shippingAddress: MUMBAI });
    const rid = await receivedReturn(s, admin, order, [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'not_as_described' }]);
    expect((await refund(s, admin, rid)).status).toBe(200);
    const note = await s.dataSource.getRepository(CreditNote).findOneByOrFail({ returnId: Number(rid) });
    expect(note.document.intraState).toBe(false);
    expect(note.document.lines[0]).toMatchObject({ cgst: 0, sgst: 0, igstRate: 5, value: 105_000, igst: 5_000, taxableValue: 100_000 });
    expect(note.document.placeOfSupply).toEqual({ state: 'Maharashtra', stateCode: '27' });
  });

  it('an exchange issues one for the returned piece (the replacement is invoiced when it ships)', async () => {
    const s = store();
    const order = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 1 }]);
    const asked = await rest(s.baseUrl, 'POST', `/orders/${order.id}/returns?token=${order.token}`, { items: [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'size_too_large', exchangeFor: 'BK-M-RED' }], resolution: 'exchange' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const rid = asked.body.data.return._id as string;
    for (const body of [{ status: 'approved' }, { status: 'picked_up' }, { status: 'received', qc: 'pass' }, { status: 'exchanged' }]) {
      const moved = await rest(s.baseUrl, 'POST', `/admin/returns/${rid}/status`, body, admin);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const note = await s.dataSource.getRepository(CreditNote).findOneByOrFail({ returnId: Number(rid) });
    expect(note).toMatchObject({ value: 105_000, document: { resolution: 'exchange', lines: [{ quantity: 1, value: 105_000 }] } });
    const html = await (await fetch(`${s.baseUrl}/api/orders/${order.id}/returns/${rid}/credit-note?token=${order.token}`)).text();
    expect(html).toContain('Goods returned for exchange (the replacement is invoiced when it ships)');
  });

  it("the desk sees a credit note's last date to declare (30 Nov after the invoice's year) once it is near or passed — the return page and the accountant's copy; the customer's copy does not", async () => {
    const s = store();
    const order = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 1 }]);
    const rid = await receivedReturn(s, admin, order, [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'damaged' }]);
    const deskView = async () => (await graphql(s.baseUrl, 'query($id: ID!){ adminReturn(id: $id){ creditNoteDeadline creditNoteWarning } }', { id: rid }, admin)).body.data.adminReturn;
    const fy = (await s.dataSource.getRepository(Invoice).findOneByOrFail({ orderId: Number(order.id) })).financialYear;
    expect(await deskView()).toMatchObject({ creditNoteDeadline: `20${fy.slice(3)}-11-30` });
    // An invoice of FY 2020-21: its credit notes had to be declared by 30 Nov 2021.
    const invoice = await s.dataSource.getRepository(Invoice).findOneByOrFail({ orderId: Number(order.id) });
    await s.dataSource.getRepository(Invoice).update({ id: invoice.id }, { financialYear: '20-21', document: { ...invoice.document, issuedAt: '2020-12-01T06:00:00.000Z' } });
    const warned = await deskView();
    expect(warned).toEqual({ creditNoteDeadline: '2021-11-30', creditNoteWarning: expect.stringMatching(/^The last date to declare a credit note against this invoice \(FY 2020-21\) was 30 Nov 2021 \(CGST Act s\.34\(2\)\): it can no longer reduce the output tax/) });
    expect((await rest(s.baseUrl, 'GET', `/admin/returns/${rid}`, undefined, admin)).body.data.return.creditNoteDeadline).toEqual({ lastDay: '2021-11-30', state: 'passed', warning: warned.creditNoteWarning });
    // The shopper's views carry none of it.
    expect((await rest(s.baseUrl, 'GET', `/orders/${order.id}/returns?token=${order.token}`)).body.data.returns[0]).not.toHaveProperty('creditNoteDeadline');
    // Refunded: the note is still issued (the refund stands); the accountant's copy says it cannot reduce the tax.
    expect((await refund(s, admin, rid)).status).toBe(200);
    const deskHtml = await (await fetch(`${s.baseUrl}/api/admin/returns/${rid}/credit-note`, { headers: { authorization: `Bearer ${admin}` } })).text();
    expect(deskHtml).toContain('<strong>For the accountant:</strong> The last date to declare a credit note against this invoice (FY 2020-21) was 30 Nov 2021');
    const customerHtml = await (await fetch(`${s.baseUrl}/api/orders/${order.id}/returns/${rid}/credit-note?token=${order.token}`)).text();
    expect(customerHtml).not.toContain('For the accountant');
    const gql = await graphql(s.baseUrl, 'query($id: ID!){ adminReturnCreditNote(returnId: $id){ lastDayToDeclare deadlineWarning } }', { id: rid }, admin);
    expect(gql.body.data.adminReturnCreditNote).toEqual({ lastDayToDeclare: '2021-11-30', deadlineWarning: warned.creditNoteWarning });
  });

  it('refunds at the same moment get consecutive serials with no gaps and no repeats', async () => {
    const s = store();
    const rids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const order = await deliveredGuestOrder(s, admin, [{ variantSku: 'BK-M-BLUE', quantity: 1 }]);
      rids.push(await receivedReturn(s, admin, order, [{ variantSku: 'BK-M-BLUE', quantity: 1, reason: 'changed_mind' }]));
    }
    const answers = await Promise.all(rids.map((rid) => refund(s, admin, rid)));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    const notes = await s.dataSource.getRepository(CreditNote).find({ order: { sequence: 'ASC' } });
    const fy = notes[notes.length - 1].financialYear;
    const sequences = notes.filter((n) => n.financialYear === fy).map((n) => n.sequence);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
    expect(new Set(notes.map((n) => n.serial)).size).toBe(notes.length);
  });
}, { env: { ORDER_LIMIT_PER_MINUTE: '0' } });

import { expect, it } from 'vitest';
import { signedInUser } from './accounts';
import { cartFixtures, gqlOk } from './cart-fixtures';
import { describeEachDatabase, rest } from './harness';
import { guestOrder, mailsTo, placeGuest } from './order-fixtures';

/**
 * Every date a person or the GST law reads is India's (issue 16): the store runs on a pinned clock
 * and the order, its mail, its tax invoice, the order desk's CSV and the dashboard's day are read at
 * the moments where UTC and India disagree.
 */
let now = new Date();
const at = (iso: string) => {
  now = new Date(iso);
};

describeEachDatabase('dates in India', (store) => {
  const url = () => store().baseUrl;
  let admin: string;

  async function place(placedAt: string) {
    at(placedAt);
    const placed = await placeGuest(store(), guestOrder());
    expect(placed.status).toBe(201);
    return placed.body.data as { order: { _id: string; orderNumber: string; email: string; createdAt: string }; accessToken: string };
  }

  async function ship(id: string, shippedAt: string) {
    at(shippedAt);
    for (const status of ['packed', 'shipped']) {
      const moved = await rest(url(), 'PATCH', `/admin/orders/${id}/status`, { status, courier: 'Delhivery', trackingNumber: `DLV${id}0001` }, admin);
      expect(moved.status).toBe(200);
    }
  }

  async function invoice(id: string, token: string) {
    const detail = await gqlOk(url(), 'query($id: ID!, $t: String){ order(id:$id, token:$t){ invoiceSerial invoiceUrl } }', { id, t: token });
    const page = await (await fetch(`${url()}${detail.order.invoiceUrl}`)).text();
    return { serial: detail.order.invoiceSerial as string, page };
  }

  it('an order placed at 04:03 IST on 25 Nov is dated 25 Nov: its number, mail, invoice, the CSV and the dashboard day', async () => {
    await cartFixtures(store());
    admin = (await signedInUser(store(), { role: 'admin' })).token;
    const placed = await place('2026-11-24T22:33:00Z'); // 04:03 IST on 25 Nov
    expect(placed.order.orderNumber).toMatch(/^KPD-2511-/);
    const [confirmed] = await mailsTo(store(), placed.order.email);
    expect(confirmed.text).toContain('placed 25 Nov 2026, 4:03 am IST');
    expect(confirmed.text).not.toContain('24 Nov');

    await ship(placed.order._id, '2026-11-24T22:40:00Z');
    const { page } = await invoice(placed.order._id, placed.accessToken);
    expect(page).toContain('Date: 25 Nov 2026');
    expect(page).toContain(`${placed.order.orderNumber} (25 Nov 2026)`);
    expect(page).not.toContain('2026-11-24');

    const csv = await gqlOk(url(), 'query{ orderDeskCsv }', {}, admin);
    const [header, row] = (csv.orderDeskCsv as string).split('\r\n');
    expect(header).toContain('Placed (IST)');
    expect(row).toContain(`${placed.order.orderNumber},2026-11-25 04:03:00,`);

    // The dashboard's "today" is India's 25 Nov, and the order counts on it.
    const dashboard = await gqlOk(url(), 'query{ dashboard(from: null, to: null){ range { to } sales { byDay { day orders } } } }', {}, admin);
    expect(dashboard.dashboard.range.to).toBe('2026-11-25');
    const days = dashboard.dashboard.sales.byDay as Array<{ day: string; orders: number }>;
    expect(days.find((d) => d.day === '2026-11-25')?.orders).toBe(1);
    expect(days.find((d) => d.day === '2026-11-24')?.orders).toBe(0);
  });

  it('the financial year turns at 1 April 00:00 IST: the serial and the invoice date agree', async () => {
    const late = await place('2026-03-31T18:20:00Z'); // 23:50 IST on 31 Mar
    const early = await place('2026-03-31T18:25:00Z');
    await ship(late.order._id, '2026-03-31T18:29:00Z'); // 23:59 IST on 31 Mar
    await ship(early.order._id, '2026-03-31T18:40:00Z'); // 00:10 IST on 1 Apr, still 31 Mar in UTC

    const lastOfYear = await invoice(late.order._id, late.accessToken);
    expect(lastOfYear.serial).toBe('KPD/25-26/000001');
    expect(lastOfYear.page).toContain('Date: 31 Mar 2026');

    const firstOfYear = await invoice(early.order._id, early.accessToken);
    expect(firstOfYear.serial).toMatch(/^KPD\/26-27\/\d{6}$/);
    expect(firstOfYear.page).toContain('Date: 1 Apr 2026');
    expect(firstOfYear.page).toContain(`${early.order.orderNumber} (31 Mar 2026)`);
  });
}, { clock: () => now });

import { expect, it, vi } from 'vitest';
import { dialectOf } from '../src/kernel/dialect';
import { signedInUser } from './accounts';
import { cartFixtures } from './cart-fixtures';
import { describeEachDatabase, graphql, rest } from './harness';
import { MUMBAI, SURAT, guestOrder, placeGuest } from './order-fixtures';

const YEAR = { from: '2025-11-24', to: '2026-11-24' };
const aliases = (field: string, selection: string, ranges: Array<{ from: string; to: string }>) =>
  `query { ${ranges.map((r, i) => `a${i}: ${field}(from: "${r.from}", to: "${r.to}") { ${selection} }`).join(' ')} }`;
const DASHBOARD_FIELDS = 'range { from to days } sales { revenue { current } orders { current } }';
const CITY_FIELDS = 'range { days } cities { city orders } states { state orders }';
const DESK = 'query($f: OrderDeskFilter) { orderDesk(filter: $f) { orders { orderNumber city state } } }';

describeEachDatabase('back office: what one request may ask for', (store) => {
  const url = () => store().baseUrl;
  let admin: string;
  const numbers: Record<string, string> = {};

  it('fifteen aliases of the dashboard over 366 days compute it once and all get the same answer', async () => {
    await cartFixtures(store());
    admin = (await signedInUser(store(), { role: 'admin' })).token;
    const computed = vi.spyOn(store().services.dashboard, 'dashboard');
    try {
      const answer = await graphql(url(), aliases('dashboard', DASHBOARD_FIELDS, Array(15).fill(YEAR)), {}, admin);
      expect(answer.body.errors).toBeUndefined();
      expect(computed).toHaveBeenCalledTimes(1);
      const views = Object.values(answer.body.data);
      expect(views).toHaveLength(15);
      expect(views[0]).toMatchObject({ range: { from: YEAR.from, to: YEAR.to, days: 366 } });
      for (const view of views) expect(view).toEqual(views[0]);
    } finally {
      computed.mockRestore();
    }
  });

  it('fifteen aliases of city analytics compute them once', async () => {
    const computed = vi.spyOn(store().services.dashboard, 'cityAnalytics');
    try {
      const answer = await graphql(url(), aliases('cityAnalytics', CITY_FIELDS, Array(15).fill(YEAR)), {}, admin);
      expect(answer.body.errors).toBeUndefined();
      expect(computed).toHaveBeenCalledTimes(1);
      expect(Object.keys(answer.body.data)).toHaveLength(15);
    } finally {
      computed.mockRestore();
    }
  });

  it('aliases asking for other ranges in the same request are refused (400); the first range is computed once', async () => {
    const computed = vi.spyOn(store().services.dashboard, 'cityAnalytics');
    try {
      const ranges = Array.from({ length: 15 }, (_, i) => ({ from: `2025-11-${String(10 + i).padStart(2, '0')}`, to: '2026-11-09' }));
      const answer = await graphql(url(), aliases('cityAnalytics', CITY_FIELDS, ranges), {}, admin);
      expect(computed).toHaveBeenCalledTimes(1);
      // The fields are non-null, so the refusal empties the whole answer (GraphQL's rule); each error says why.
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors?.length).toBeGreaterThan(0);
      for (const error of answer.body.errors!) expect(error).toMatchObject({ message: 'Ask for cityAnalytics once per request', extensions: { status: 400 } });
    } finally {
      computed.mockRestore();
    }
  });

  it('the order desk finds a city or state by any case and by its beginning ("surat", "SUR", "guj")', async () => {
    for (const [name, address] of [['surat', SURAT], ['mumbai', MUMBAI]] as const) {
      const placed = await placeGuest(store(), guestOrder({ shippingAddress: address }));
      expect(placed.status).toBe(201);
      numbers[name] = placed.body.data.order.orderNumber;
    }
    const find = async (f: Record<string, unknown>) => (await graphql(url(), DESK, { f }, admin)).body.data.orderDesk.orders.map((o: { orderNumber: string }) => o.orderNumber);
    expect(await find({ city: 'surat' })).toEqual([numbers.surat]);
    expect(await find({ city: 'SUR' })).toEqual([numbers.surat]);
    expect(await find({ city: ' Mum ' })).toEqual([numbers.mumbai]);
    expect(await find({ state: 'guj' })).toEqual([numbers.surat]);
    expect(await find({ state: 'MAHARASHTRA', city: 'mumbai' })).toEqual([numbers.mumbai]);
    // A beginning, not anywhere inside; LIKE's own wildcards are plain characters.
    expect(await find({ city: 'urat' })).toEqual([]);
    expect(await find({ city: '%' })).toEqual([]);
    expect(await find({ city: '_urat' })).toEqual([]);
    const csv = await fetch(`${url()}/api/admin/orders/export?city=surat`, { headers: { authorization: `Bearer ${admin}` } });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(numbers.surat);
    expect((await rest(url(), 'GET', '/admin/orders?city=sUrAt', undefined, admin)).body.data.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([numbers.surat]);
  });

  it('the city prefix reads an index range, not every order', async () => {
    const ds = store().dataSource;
    if (dialectOf(ds) === 'sqlite') {
      const plan = (await ds.query(`EXPLAIN QUERY PLAN SELECT id FROM orders o WHERE o.shipCity LIKE ? ESCAPE '!' ORDER BY id DESC LIMIT 21`, ['sur%'])) as Array<{ detail: string }>;
      expect(plan.map((row) => row.detail).join(' | ')).toMatch(/USING (COVERING )?INDEX IDX_orders_(city|place)_nocase \(shipCity>\? AND shipCity<\?\)/);
    } else {
      const [plan] = (await ds.query(`EXPLAIN SELECT id FROM orders o WHERE o.shipCity LIKE ? ESCAPE '!'`, ['sur%'])) as Array<{ possible_keys: string | null; type: string }>;
      expect(plan.possible_keys ?? '').toContain('IDX_orders_city');
    }
  });
});

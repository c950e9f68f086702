import { crc32 } from 'node:zlib';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { badRequest } from '../../kernel/errors';
import { requireUser } from '../auth/guards';
import { meetsRequirement } from '@kapda/rules/permissions';
import type { OrderAddress } from '../orders/order.entity';
import { STATUS_LABELS, type OrderStatus } from '../orders/order-state.rules';
import { RETURN_REASON_LABELS } from '../returns/returns.rules';
import { DASHBOARD_WIDGETS, type DashboardWidget } from './backoffice.access';
import { changePercent, eachDay, readRange, type DayRange } from './backoffice.rules';

/** The statuses whose orders wait for someone in the back office. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['pending_payment', 'confirmed', 'packed', 'shipped', 'out_for_delivery'];
export const LOW_STOCK_AT = 5;

export interface Totals {
  /** ₹, GST-inclusive, net of cancellations. */
  revenue: number;
  orders: number;
  paidOrders: number;
  averageOrderValue: number;
  units: number;
  newCustomers: number;
  /** ₹ refunded for returns (on the day of the refund). */
  refunds: number;
  /** Pieces that came back (refunded or exchanged). */
  returnedUnits: number;
}

export interface ReturnsWidget {
  units: Kpi;
  returnRate: Kpi;
  topReasons: Array<{ reason: string; label: string; units: number }>;
}

export interface Kpi {
  current: number;
  previous: number;
  changePercent: number | null;
}

export interface SalesWidget {
  revenue: Kpi;
  orders: Kpi;
  averageOrderValue: Kpi;
  units: Kpi;
  newCustomers: Kpi;
  refunds: Kpi;
  netSales: Kpi;
  byDay: Array<{ day: string; revenue: number; orders: number; refunds: number }>;
}

export interface Dashboard {
  range: DayRange;
  sales: SalesWidget | null;
  ordersByStatus: Array<{ status: string; label: string; count: number }> | null;
  topProducts: Array<{ productId: number; title: string; slug: string; units: number; revenue: number | null }> | null;
  lowStock: Array<{ variantId: number; productId: number; title: string; sku: string; size: string; color: string; stock: number }> | null;
  latestOrders: Array<{ id: number; orderNumber: string; status: string; customerName: string; city: string; total: number; createdAt: Date }> | null;
  returns: ReturnsWidget | null;
}

export interface PlaceRow {
  state: string;
  city: string | null;
  orders: number;
  paidOrders: number;
  /** ₹ */
  revenue: number;
  averageOrderValue: number;
  customers: number;
}

export interface CityAnalytics {
  range: DayRange;
  cities: PlaceRow[];
  states: PlaceRow[];
}

const rupees = (paise: unknown) => Math.round(Number(paise ?? 0)) / 100;
const kpi = (current: number, previous: number): Kpi => ({ current, previous, changePercent: changePercent(current, previous) });
const aov = (revenue: number, orders: number) => (orders > 0 ? Math.round((revenue / orders) * 100) / 100 : 0);
/** Pieces returned per 100 sold, one decimal. */
export const returnRate = (returned: number, sold: number) => (sold > 0 ? Math.round((returned * 1000) / sold) / 10 : 0);

/**
 * The dashboard and city analytics. Ranges are read from the daily summaries (orders/sales-ledger.ts),
 * never by adding up orders; each widget is answered only to those whose permissions cover it. Who
 * may call each operation is checked by the adapters (backoffice.access.ts).
 */
export class DashboardService {
  constructor(private readonly dataSource: DataSource, private readonly clock: () => Date = () => new Date()) {}

  private range(input: { from?: unknown; to?: unknown }): DayRange {
    const range = readRange(input.from, input.to, this.clock());
    if ('problem' in range) throw badRequest(range.problem);
    return range;
  }

  async dashboard(ctx: RequestContext, input: { from?: unknown; to?: unknown }): Promise<Dashboard> {
    const user = requireUser(ctx);
    const range = this.range(input);
    const may = (w: DashboardWidget) => DASHBOARD_WIDGETS[w].some((r) => meetsRequirement(user, r));
    const seesRevenue = may('revenue');
    const [sales, ordersByStatus, topProducts, lowStock, latestOrders, returns] = await Promise.all([
      may('sales') ? this.sales(range) : null,
      may('ordersByStatus') ? this.ordersByStatus() : null,
      may('topProducts') ? this.topProducts(range, seesRevenue) : null,
      may('lowStock') ? this.lowStock() : null,
      may('latestOrders') ? this.latestOrders() : null,
      may('returns') ? this.returns(range) : null,
    ]);
    return { range, sales, ordersByStatus, topProducts, lowStock, latestOrders, returns };
  }

  private async totals(from: string, to: string): Promise<Totals> {
    const [[row], [back]] = await Promise.all([
      this.dataSource.query(
        'SELECT COALESCE(SUM(orders), 0) AS orders, COALESCE(SUM(paidOrders), 0) AS paid, COALESCE(SUM(revenue), 0) AS revenue, COALESCE(SUM(units), 0) AS units, COALESCE(SUM(newCustomers), 0) AS newCustomers FROM sales_days WHERE day BETWEEN ? AND ?',
        [from, to],
      ),
      this.dataSource.query('SELECT COALESCE(SUM(units), 0) AS units, COALESCE(SUM(refunded), 0) AS refunded FROM sales_day_returns WHERE day BETWEEN ? AND ?', [from, to]),
    ]);
    const revenue = rupees(row.revenue);
    const orders = Number(row.orders);
    return {
      revenue, orders, paidOrders: Number(row.paid), averageOrderValue: aov(revenue, orders), units: Number(row.units), newCustomers: Number(row.newCustomers),
      refunds: rupees(back.refunded), returnedUnits: Number(back.units),
    };
  }

  private async sales(range: DayRange): Promise<SalesWidget> {
    const [now, before, days, refundDays] = await Promise.all([
      this.totals(range.from, range.to),
      this.totals(range.previous.from, range.previous.to),
      this.dataSource.query('SELECT day, orders, revenue FROM sales_days WHERE day BETWEEN ? AND ? ORDER BY day', [range.from, range.to]) as Promise<Array<{ day: string; orders: number; revenue: string }>>,
      this.dataSource.query('SELECT day, SUM(refunded) AS refunded FROM sales_day_returns WHERE day BETWEEN ? AND ? GROUP BY day', [range.from, range.to]) as Promise<Array<{ day: string; refunded: string }>>,
    ]);
    const byDay = new Map(days.map((d) => [d.day, d]));
    const refundsOn = new Map(refundDays.map((d) => [d.day, rupees(d.refunded)]));
    const net = (t: Totals) => Math.round((t.revenue - t.refunds) * 100) / 100;
    return {
      revenue: kpi(now.revenue, before.revenue),
      orders: kpi(now.orders, before.orders),
      averageOrderValue: kpi(now.averageOrderValue, before.averageOrderValue),
      units: kpi(now.units, before.units),
      newCustomers: kpi(now.newCustomers, before.newCustomers),
      refunds: kpi(now.refunds, before.refunds),
      netSales: kpi(net(now), net(before)),
      byDay: eachDay(range.from, range.to).map((day) => ({ day, revenue: rupees(byDay.get(day)?.revenue), orders: Number(byDay.get(day)?.orders ?? 0), refunds: refundsOn.get(day) ?? 0 })),
    };
  }

  /** Pieces returned against pieces sold, and the reasons with most pieces — from the daily summaries (three grouped reads). */
  private async returns(range: DayRange): Promise<ReturnsWidget> {
    const [now, before, reasons] = await Promise.all([
      this.totals(range.from, range.to),
      this.totals(range.previous.from, range.previous.to),
      this.dataSource.query('SELECT reason, SUM(units) AS units FROM sales_day_returns WHERE day BETWEEN ? AND ? GROUP BY reason ORDER BY SUM(units) DESC, reason LIMIT 5', [range.from, range.to]) as Promise<Array<{ reason: string; units: string }>>,
    ]);
    return {
      units: kpi(now.returnedUnits, before.returnedUnits),
      returnRate: kpi(returnRate(now.returnedUnits, now.units), returnRate(before.returnedUnits, before.units)),
      topReasons: reasons.filter((r) => Number(r.units) > 0).map((r) => ({ reason: r.reason, label: (RETURN_REASON_LABELS as Record<string, string>)[r.reason] ?? r.reason, units: Number(r.units) })),
    };
  }

  private async ordersByStatus() {
    const rows: Array<{ status: string; n: number }> = await this.dataSource.query(
      `SELECT status, COUNT(*) AS n FROM orders WHERE status IN (${OPEN_STATUSES.map(() => '?').join(', ')}) GROUP BY status`,
      [...OPEN_STATUSES],
    );
    const counts = new Map(rows.map((r) => [r.status, Number(r.n)]));
    return OPEN_STATUSES.map((status) => ({ status, label: STATUS_LABELS[status], count: counts.get(status) ?? 0 }));
  }

  private async topProducts(range: DayRange, withRevenue: boolean) {
    const rows: Array<{ productId: number; units: string; revenue: string; title: string | null; slug: string | null }> = await this.dataSource.query(
      `SELECT t.productId, t.units, t.revenue, p.title, p.slug FROM (
         SELECT productId, SUM(units) AS units, SUM(revenue) AS revenue FROM sales_day_products WHERE day BETWEEN ? AND ? GROUP BY productId ORDER BY SUM(units) DESC, productId LIMIT 5
       ) t LEFT JOIN products p ON p.id = t.productId ORDER BY t.units DESC, t.productId`,
      [range.from, range.to],
    );
    return rows
      .filter((r) => Number(r.units) > 0)
      .map((r) => ({ productId: Number(r.productId), title: r.title ?? 'Removed product', slug: r.slug ?? '', units: Number(r.units), revenue: withRevenue ? rupees(r.revenue) : null }));
  }

  private async lowStock() {
    const rows: Array<{ id: number; productId: number; sku: string; size: string; color: string; stock: number; title: string }> = await this.dataSource.query(
      'SELECT v.id, v.productId, v.sku, v.size, v.color, v.stock, p.title FROM product_variants v JOIN products p ON p.id = v.productId WHERE v.stock <= ? ORDER BY v.stock, v.id LIMIT 10',
      [LOW_STOCK_AT],
    );
    return rows.map((r) => ({ variantId: Number(r.id), productId: Number(r.productId), title: r.title, sku: r.sku, size: r.size, color: r.color, stock: Number(r.stock) }));
  }

  private async latestOrders() {
    const rows: Array<{ id: number; orderNumber: string; status: string; total: number; createdAt: Date | string; shipCity: string; shippingAddress: string | null }> = await this.dataSource.query(
      'SELECT id, orderNumber, status, total, createdAt, shipCity, shippingAddress FROM orders ORDER BY id DESC LIMIT 8',
    );
    return rows.map((r) => ({
      id: Number(r.id), orderNumber: r.orderNumber, status: r.status, total: rupees(r.total), city: r.shipCity,
      customerName: nameOf(r.shippingAddress), createdAt: asDate(r.createdAt),
    }));
  }

  /** The caller checked view_analytics (backoffice.access.ts). */
  async cityAnalytics(input: { from?: unknown; to?: unknown }): Promise<CityAnalytics> {
    const range = this.range(input);
    const [sums, customersIn, customersOfState] = await Promise.all([
      this.dataSource.query('SELECT state, city, SUM(orders) AS orders, SUM(paidOrders) AS paid, SUM(revenue) AS revenue FROM sales_day_cities WHERE day BETWEEN ? AND ? GROUP BY state, city', [range.from, range.to]) as Promise<Array<{ state: string; city: string; orders: string; paid: string; revenue: string }>>,
      this.distinctCustomers(range.from, range.to, 'city'),
      this.distinctCustomers(range.from, range.to, 'state'),
    ]);
    const cities: PlaceRow[] = [];
    const states = new Map<string, PlaceRow>();
    for (const r of sums) {
      const orders = Number(r.orders);
      if (orders <= 0) continue;
      const revenue = rupees(r.revenue);
      cities.push({ state: r.state, city: r.city, orders, paidOrders: Number(r.paid), revenue, averageOrderValue: aov(revenue, orders), customers: customersIn(r.state, r.city) });
      const s = states.get(r.state) ?? { state: r.state, city: null, orders: 0, paidOrders: 0, revenue: 0, averageOrderValue: 0, customers: customersOfState(r.state) };
      s.orders += orders;
      s.paidOrders += Number(r.paid);
      s.revenue = Math.round((s.revenue + revenue) * 100) / 100;
      states.set(r.state, s);
    }
    for (const s of states.values()) s.averageOrderValue = aov(s.revenue, s.orders);
    const byRevenue = (a: PlaceRow, b: PlaceRow) => b.revenue - a.revenue || b.orders - a.orders || (a.city ?? a.state).localeCompare(b.city ?? b.state);
    return { range, cities: cities.sort(byRevenue), states: [...states.values()].sort(byRevenue) };
  }

  /**
   * Distinct customers (by email) per city or per state among the range's counted orders, from the
   * customer summary (sales_day_customers): a hash DISTINCT over integer keys, CRC32s of 'state|city',
   * of the state and of the email. Two emails of one place sharing a CRC32 would count once (at
   * 30,000 customers in a city, about a 1-in-10 chance of being one short).
   */
  private async distinctCustomers(from: string, to: string, level: 'city' | 'state'): Promise<(state: string, city?: string) => number> {
    const key = level === 'city' ? 'placeKey' : 'stateKey';
    const rows: Array<{ k: string | number; n: string | number }> = await this.dataSource.query(
      `SELECT k, COUNT(*) AS n FROM (SELECT DISTINCT ${key} AS k, customerKey AS c FROM sales_day_customers WHERE day BETWEEN ? AND ? AND orders > 0) d GROUP BY k`,
      [from, to],
    );
    const counts = new Map(rows.map((r) => [Number(r.k), Number(r.n)]));
    return (state, city) => counts.get(crc32(city === undefined ? state : `${state}|${city}`) >>> 0) ?? 0;
  }
}

export function nameOf(address: string | OrderAddress | null): string {
  if (!address) return '';
  try {
    const a = typeof address === 'string' ? (JSON.parse(address) as OrderAddress) : address;
    return a.fullName ?? '';
  } catch {
    return '';
  }
}

/** MySQL answers a Date, SQLite the stored text (UTC). */
export function asDate(v: Date | string): Date {
  if (v instanceof Date) return v;
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(v) ? v : `${v.replace(' ', 'T')}Z`);
}

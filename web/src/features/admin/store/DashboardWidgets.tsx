import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { DashboardQuery, KpiFieldsFragment } from '../../../gql/graphql';
import { useDashboardQuery } from '../../../gql/hooks/Dashboard';
import { formatDateTime } from '../back-office-errors';
import { RangePicker } from './RangePicker';
import { changeText, count, longDay, money, presetRange, rupeesWhole, type DayRange } from './store-format';

const SalesChart = lazy(() => import('./SalesChart').then((m) => ({ default: m.SalesChart })));

type Dashboard = DashboardQuery['dashboard'];

function KpiCard({ label, kpi, format }: { label: string; kpi: KpiFieldsFragment; format: (n: number) => string }) {
  const up = (kpi.changePercent ?? 0) > 0;
  const down = (kpi.changePercent ?? 0) < 0;
  return (
    <div className="bo-kpi">
      <dt className="bo-kpi__label">{label}</dt>
      <dd className="bo-kpi__value">{format(kpi.current)}</dd>
      <dd className={`bo-kpi__change${up ? ' bo-kpi__change--up' : ''}${down ? ' bo-kpi__change--down' : ''}`}>
        {changeText(kpi.changePercent)} <span className="muted">vs {format(kpi.previous)} before</span>
      </dd>
    </div>
  );
}

function SalesCard({ d }: { d: Dashboard }) {
  const s = d.sales!;
  const empty = s.orders.current === 0;
  return (
    <section className="bo-card bo-widget--wide" aria-labelledby="w-sales">
      <h2 id="w-sales" className="bo-card__title">Sales</h2>
      <p className="muted bo-small">{longDay(d.range.from)} – {longDay(d.range.to)}, compared with {longDay(d.range.previousFrom)} – {longDay(d.range.previousTo)}. Revenue includes GST, net of cancellations.</p>
      <dl className="bo-kpis">
        <KpiCard label="Revenue" kpi={s.revenue} format={money} />
        <KpiCard label="Orders" kpi={s.orders} format={count} />
        <KpiCard label="Average order value" kpi={s.averageOrderValue} format={rupeesWhole} />
        <KpiCard label="Pieces sold" kpi={s.units} format={count} />
        <KpiCard label="New customers" kpi={s.newCustomers} format={count} />
        <KpiCard label="Refunds for returns" kpi={s.refunds} format={money} />
        <KpiCard label="Net sales" kpi={s.netSales} format={money} />
      </dl>
      <p className="muted bo-small">Net sales are revenue less the refunds for returned goods, counted on the day of the refund (India time).</p>
      {empty ? (
        <p className="bo-empty">No orders in these days yet.</p>
      ) : (
        <Suspense fallback={<p className="bo-empty">Loading the chart…</p>}>
          <SalesChart points={s.byDay} />
        </Suspense>
      )}
    </section>
  );
}

function StatusCard({ d, ordersPath }: { d: Dashboard; ordersPath: string }) {
  return (
    <section className="bo-card" aria-labelledby="w-status">
      <h2 id="w-status" className="bo-card__title">Waiting on us</h2>
      <ul className="bo-status-list">
        {d.ordersByStatus!.map((s) => (
          <li key={s.status}>
            <Link to={`${ordersPath}?status=${s.status}`}>
              <span className="bo-status-list__count">{count(s.count)}</span> <span>{s.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TopProductsCard({ d }: { d: Dashboard }) {
  const rows = d.topProducts!;
  const withRevenue = rows.some((r) => r.revenue !== null);
  return (
    <section className="bo-card" aria-labelledby="w-top">
      <h2 id="w-top" className="bo-card__title">Top products</h2>
      {rows.length === 0 ? <p className="bo-empty">Nothing sold in these days yet.</p> : (
        <ol className="bo-rank">
          {rows.map((p) => (
            <li key={p.productId}>
              <Link to={`/product/${p.slug}`}>{p.title}</Link>
              <span className="muted"> · {count(p.units)} pcs{withRevenue && p.revenue !== null ? ` · ${money(p.revenue)}` : ''}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function LowStockCard({ d }: { d: Dashboard }) {
  const rows = d.lowStock!;
  return (
    <section className="bo-card" aria-labelledby="w-stock">
      <h2 id="w-stock" className="bo-card__title">Low stock</h2>
      {rows.length === 0 ? <p className="bo-empty">Every variant has more than 5 pieces.</p> : (
        <ul className="bo-rank">
          {rows.map((v) => (
            <li key={v.variantId}>
              <span className={v.stock === 0 ? 'bo-badge bo-badge--overdue' : 'bo-badge'}>{v.stock === 0 ? 'Sold out' : `${v.stock} left`}</span>
              {v.title} <span className="muted">· {v.size} · {v.color} · {v.sku}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Pieces returned (refunded or exchanged) against pieces sold, and why. */
function ReturnsCard({ d }: { d: Dashboard }) {
  const r = d.returns!;
  const percent = (n: number) => `${n.toLocaleString('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
  return (
    <section className="bo-card" aria-labelledby="w-returns">
      <div className="bo-card__head">
        <h2 id="w-returns" className="bo-card__title">Returns</h2>
        <Link to="/admin/returns" className="button button--small button--outline">All returns</Link>
      </div>
      <dl className="bo-kpis">
        <KpiCard label="Return rate" kpi={r.returnRate} format={percent} />
        <KpiCard label="Pieces returned" kpi={r.units} format={count} />
      </dl>
      <h3 className="bo-small">Top reasons</h3>
      {r.topReasons.length === 0 ? <p className="bo-empty">No returns in these days.</p> : (
        <ol className="bo-rank" aria-label="Top return reasons">
          {r.topReasons.map((x) => <li key={x.reason}>{x.label} <span className="muted">· {count(x.units)} pcs</span></li>)}
        </ol>
      )}
    </section>
  );
}

function LatestOrdersCard({ d, ordersPath }: { d: Dashboard; ordersPath: string }) {
  const rows = d.latestOrders!;
  return (
    <section className="bo-card bo-widget--wide" aria-labelledby="w-latest">
      <div className="bo-card__head">
        <h2 id="w-latest" className="bo-card__title">Latest orders</h2>
        <Link to={ordersPath} className="button button--small button--outline">All orders</Link>
      </div>
      {rows.length === 0 ? <p className="bo-empty">No orders yet.</p> : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead><tr><th scope="col">Order</th><th scope="col">Customer</th><th scope="col">City</th><th scope="col">Status</th><th scope="col">Total</th><th scope="col">Placed</th></tr></thead>
            <tbody>
              {rows.map((o) => (
                <tr key={o.id}>
                  <td><Link to={`/admin/orders/${o.id}`}>{o.orderNumber}</Link></td>
                  <td>{o.customerName}</td>
                  <td>{o.city}</td>
                  <td><span className={`bo-status bo-status--${o.status}`}>{o.statusLabel}</span></td>
                  <td>{money(o.total)}</td>
                  <td>{formatDateTime(o.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * The dashboard's widgets for a date range. The server answers each widget only to those whose
 * permissions cover it (null otherwise), so a Catalog sub-admin sees stock and products, not revenue.
 */
export function DashboardWidgets() {
  const [range, setRange] = useState<DayRange>(() => presetRange('30d'));
  const { data, previousData, loading, error, refetch } = useDashboardQuery({ variables: { from: range.from, to: range.to }, fetchPolicy: 'cache-and-network' });
  const d = (data ?? previousData)?.dashboard;
  const ordersPath = '/admin/orders';
  const nothing = d && !d.sales && !d.ordersByStatus && !d.topProducts && !d.lowStock && !d.latestOrders && !d.returns;
  return (
    <div className="bo-dashboard" aria-busy={loading}>
      <RangePicker value={range} onChange={setRange} />
      {error && !d && (
        <div className="bo-card" role="alert">
          <p>Failed to load the dashboard</p>
          <button type="button" className="button button--outline" onClick={() => void refetch()}>Try again</button>
        </div>
      )}
      {!d && loading && <div className="bo-card"><p className="bo-empty">Loading the dashboard…</p></div>}
      {d && (
        <div className="bo-widgets">
          {d.sales && <SalesCard d={d} />}
          {d.ordersByStatus && <StatusCard d={d} ordersPath={ordersPath} />}
          {d.topProducts && <TopProductsCard d={d} />}
          {d.lowStock && <LowStockCard d={d} />}
          {d.returns && <ReturnsCard d={d} />}
          {d.latestOrders && <LatestOrdersCard d={d} ordersPath={ordersPath} />}
          {nothing && <p className="bo-empty">Your permissions open no figures here; the sections below are yours.</p>}
        </div>
      )}
    </div>
  );
}

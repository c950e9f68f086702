import { lazy, Suspense, useMemo, useState } from 'react';
import type { PlaceSalesFieldsFragment } from '../../../gql/graphql';
import { useCityAnalyticsQuery } from '../../../gql/hooks/CityAnalytics';
import { describeFailure } from '../../auth';
import { RangePicker } from './RangePicker';
import { count, downloadFile, longDay, money, presetRange, rupeesWhole, type DayRange } from './store-format';
import { toCsv } from '@kapda/rules/csv';

const PlaceChart = lazy(() => import('./PlaceChart').then((m) => ({ default: m.PlaceChart })));

type SortKey = 'place' | 'orders' | 'paidOrders' | 'revenue' | 'averageOrderValue' | 'customers';
const COLUMNS: ReadonlyArray<{ key: SortKey; label: string }> = [
  { key: 'orders', label: 'Orders' },
  { key: 'paidOrders', label: 'Paid orders' },
  { key: 'revenue', label: 'Revenue' },
  { key: 'averageOrderValue', label: 'Avg. order' },
  { key: 'customers', label: 'Customers' },
];

const nameOf = (r: PlaceSalesFieldsFragment) => r.city ?? r.state;

/**
 * City analytics: orders, paid orders, revenue, average order value and customers by city or by
 * state (from the shipping PIN's directory entry), a sortable table, a bar chart of the top ten and
 * a CSV of exactly what the table shows.
 */
export function CityAnalytics() {
  const [range, setRange] = useState<DayRange>(() => presetRange('30d'));
  const [level, setLevel] = useState<'city' | 'state'>('city');
  const [sort, setSort] = useState<{ key: SortKey; down: boolean }>({ key: 'revenue', down: true });
  const { data, previousData, loading, error, refetch } = useCityAnalyticsQuery({ variables: { from: range.from, to: range.to }, fetchPolicy: 'cache-and-network' });
  const result = (data ?? previousData)?.cityAnalytics;

  const rows = useMemo(() => {
    const list = [...((level === 'city' ? result?.cities : result?.states) ?? [])];
    const dir = sort.down ? -1 : 1;
    list.sort((a, b) => {
      const diff = sort.key === 'place' ? nameOf(a).localeCompare(nameOf(b)) : (a[sort.key] as number) - (b[sort.key] as number);
      return diff * dir || nameOf(a).localeCompare(nameOf(b));
    });
    return list;
  }, [result, level, sort]);

  const top = useMemo(() => [...((level === 'city' ? result?.cities : result?.states) ?? [])].sort((a, b) => b.revenue - a.revenue).slice(0, 10).map((r) => ({ name: nameOf(r), revenue: r.revenue })), [result, level]);

  const sortBy = (key: SortKey) => setSort((s) => ({ key, down: s.key === key ? !s.down : key !== 'place' }));
  const ariaSort = (key: SortKey) => (sort.key === key ? (sort.down ? 'descending' : 'ascending') : 'none');

  const exportCsv = () => {
    const header = level === 'city' ? ['City', 'State', 'Orders', 'Paid orders', 'Revenue (₹)', 'Average order value (₹)', 'Customers'] : ['State', 'Orders', 'Paid orders', 'Revenue (₹)', 'Average order value (₹)', 'Customers'];
    const body = rows.map((r) => [...(level === 'city' ? [r.city, r.state] : [r.state]), r.orders, r.paidOrders, r.revenue.toFixed(2), r.averageOrderValue.toFixed(2), r.customers]);
    downloadFile(`kapda-${level === 'city' ? 'cities' : 'states'}-${range.from}-to-${range.to}.csv`, toCsv(header, body));
  };

  const forbidden = error && describeFailure(error).status === 403;
  return (
    <div aria-busy={loading}>
      <RangePicker value={range} onChange={setRange} />
      {forbidden && <div className="bo-card" role="alert"><p>City analytics needs the View analytics permission. An admin can grant it.</p></div>}
      {error && !forbidden && !result && (
        <div className="bo-card" role="alert">
          <p>Failed to load city analytics</p>
          <button type="button" className="button button--outline" onClick={() => void refetch()}>Try again</button>
        </div>
      )}
      {!result && loading && <div className="bo-card"><p className="bo-empty">Loading city analytics…</p></div>}
      {result && (
        <>
          <section className="bo-card" aria-labelledby="ca-chart">
            <div className="bo-card__head">
              <h2 id="ca-chart" className="bo-card__title">Top {level === 'city' ? 'cities' : 'states'} by revenue</h2>
              <div className="bo-tabs" role="group" aria-label="Show by">
                <button type="button" className={`button button--small ${level === 'city' ? 'button--primary' : 'button--outline'}`} aria-pressed={level === 'city'} onClick={() => setLevel('city')}>Cities</button>
                <button type="button" className={`button button--small ${level === 'state' ? 'button--primary' : 'button--outline'}`} aria-pressed={level === 'state'} onClick={() => setLevel('state')}>States</button>
              </div>
            </div>
            <p className="muted bo-small">{longDay(result.range.from)} – {longDay(result.range.to)}. Places are the shipping PIN code's city and state; revenue includes GST, net of cancellations.</p>
            {top.length === 0 ? <p className="bo-empty">No orders in these days yet.</p> : (
              <Suspense fallback={<p className="bo-empty">Loading the chart…</p>}>
                <PlaceChart rows={top} />
              </Suspense>
            )}
          </section>
          <section className="bo-card" aria-labelledby="ca-table">
            <div className="bo-card__head">
              <h2 id="ca-table" className="bo-card__title">{level === 'city' ? 'By city' : 'By state'}</h2>
              <button type="button" className="button button--small button--outline" onClick={exportCsv} disabled={rows.length === 0}>Export CSV</button>
            </div>
            {rows.length === 0 ? <p className="bo-empty">No orders in these days yet.</p> : (
              <div className="bo-table-wrap">
                <table className="bo-table bo-table--numbers">
                  <thead>
                    <tr>
                      <th scope="col" aria-sort={ariaSort('place')}><button type="button" className="bo-sort" onClick={() => sortBy('place')}>{level === 'city' ? 'City' : 'State'}</button></th>
                      {COLUMNS.map((c) => (
                        <th key={c.key} scope="col" aria-sort={ariaSort(c.key)}>
                          <button type="button" className="bo-sort" onClick={() => sortBy(c.key)}>{c.label}{sort.key === c.key ? (sort.down ? ' ▼' : ' ▲') : ''}</button>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => (
                      <tr key={`${r.state}|${r.city ?? ''}`}>
                        <th scope="row">{nameOf(r)}{r.city && <span className="muted bo-small"> {r.state}</span>}</th>
                        <td>{count(r.orders)}</td>
                        <td>{count(r.paidOrders)}</td>
                        <td>{money(r.revenue)}</td>
                        <td>{rupeesWhole(r.averageOrderValue)}</td>
                        <td>{count(r.customers)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}

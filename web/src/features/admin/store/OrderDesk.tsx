import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSnackbar } from 'notistack';
import type { BulkOrderResultFieldsFragment, OrderDeskFilter, OrderDeskRowFieldsFragment } from '../../../gql/graphql';
import { useMarkOrdersPackedMutation } from '../../../gql/hooks/MarkOrdersPacked';
import { useMarkOrdersShippedMutation } from '../../../gql/hooks/MarkOrdersShipped';
import { useOrderDeskQuery } from '../../../gql/hooks/OrderDesk';
import { useOrderDeskCsvLazyQuery } from '../../../gql/hooks/OrderDeskCsv';
import { useAuth } from '../../auth';
import { formatDateTime, serverErrorOr } from '../back-office-errors';
import { meetsAny } from '../back-office-sections';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, downloadFile, money } from './store-format';
import { OTHER_COURIER, checkShipment } from '@kapda/rules/couriers';
import { CourierPicker } from './CourierPicker';

const PAGE_SIZE = 25;
const STATUSES = [
  ['', 'Any status'], ['pending_payment', 'Awaiting payment'], ['confirmed', 'Confirmed'], ['packed', 'Packed'], ['shipped', 'Shipped'], ['out_for_delivery', 'Out for delivery'],
  ['delivered', 'Delivered'], ['cancelled', 'Cancelled'], ['payment_failed', 'Payment failed'],
] as const;
const FILTER_KEYS = ['status', 'from', 'to', 'paymentMethod', 'state', 'city', 'search'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const MANAGE = ['perm:manage_orders@Orders'];

function ShipForm({ orders, onDone, onCancel }: { orders: OrderDeskRowFieldsFragment[]; onDone: (results: BulkOrderResultFieldsFragment[]) => void; onCancel: () => void }) {
  const id = useId();
  const [values, setValues] = useState<Record<string, { courier: string; trackingNumber: string }>>(() => Object.fromEntries(orders.map((o) => [o.id, { courier: '', trackingNumber: '' }])));
  const [problem, setProblem] = useState<string | null>(null);
  const [ship, { loading }] = useMarkOrdersShippedMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = orders.find((o) => !values[o.id].courier.trim() || !values[o.id].trackingNumber.trim());
    if (missing) {
      setProblem(`Give the courier and the tracking number for ${missing.orderNumber}`);
      document.getElementById(`${id}-${missing.id}-${values[missing.id].courier.trim() ? 'tracking' : 'courier'}`)?.focus();
      return;
    }
    // The server's check of each courier and AWB (@kapda/rules/couriers), so a typo is caught before any order moves.
    const checked = orders.map((o) => ({ o, c: checkShipment(values[o.id].courier, values[o.id].trackingNumber) }));
    const bad = checked.find((x) => !x.c.ok);
    if (bad && !bad.c.ok) {
      setProblem(`${bad.o.orderNumber}: ${bad.c.message}`);
      document.getElementById(`${id}-${bad.o.id}-${bad.c.field === 'courier' ? (values[bad.o.id].courier === OTHER_COURIER ? 'courier-other' : 'courier') : 'tracking'}`)?.focus();
      return;
    }
    setProblem(null);
    try {
      const res = await ship({ variables: { orders: checked.map(({ o, c }) => ({ orderId: o.id, courier: c.ok ? c.courier : '', trackingNumber: c.ok ? c.trackingNumber : '' })) } });
      onDone(res.data?.markOrdersShipped ?? []);
    } catch (error) {
      setProblem(serverErrorOr(error, 'Failed to mark the orders shipped'));
    }
  };
  const set = (orderId: string, field: 'courier' | 'trackingNumber', value: string) => setValues((v) => ({ ...v, [orderId]: { ...v[orderId], [field]: value } }));
  return (
    <form className="bo-form bo-ship" onSubmit={submit} aria-label="Mark shipped" noValidate>
      <h3>Mark shipped: courier and tracking number for each order</h3>
      {orders.map((o) => (
        <fieldset key={o.id} className="bo-fieldset bo-ship__row">
          <legend>{o.orderNumber} · {o.customerName} · {o.city}</legend>
          <CourierPicker id={`${id}-${o.id}-courier`} value={values[o.id].courier} onChange={(name) => set(o.id, 'courier', name)} />
          <div className="field">
            <label className="field__label" htmlFor={`${id}-${o.id}-tracking`}>Tracking number</label>
            <input id={`${id}-${o.id}-tracking`} className="field__input" value={values[o.id].trackingNumber} maxLength={40} autoComplete="off" spellCheck={false} onChange={(e) => set(o.id, 'trackingNumber', e.target.value)} />
          </div>
        </fieldset>
      ))}
      {problem && <p className="field__error" role="alert">{problem}</p>}
      <div className="bo-form__actions">
        <button type="submit" className="button button--primary" disabled={loading}>{loading ? 'Marking shipped…' : `Mark ${orders.length} shipped`}</button>
        <button type="button" className="button button--outline" onClick={onCancel} disabled={loading}>Cancel</button>
      </div>
    </form>
  );
}

/**
 * The order desk: filters (status, dates, COD or prepaid, state, city), search by order number,
 * email or phone, pages of 25 (keyset: "Next" follows the last order shown), CSV of the filter, and
 * bulk "Mark packed" / "Mark shipped" (courier and tracking number per order) for manage_orders.
 */
export function OrderDesk() {
  const { user } = useAuth();
  const canManage = meetsAny(user, MANAGE);
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => {
    const f: Record<string, string> = {};
    for (const key of FILTER_KEYS) {
      const v = params.get(key);
      if (v) f[key] = v;
    }
    return f as OrderDeskFilter;
  }, [params]);
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const cursor = cursors[cursors.length - 1];
  const { data, previousData, loading, error, refetch } = useOrderDeskQuery({ variables: { filter, cursor, limit: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const page = (data ?? previousData)?.orderDesk;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [shipping, setShipping] = useState(false);
  const [results, setResults] = useState<BulkOrderResultFieldsFragment[] | null>(null);
  const [pack, packing] = useMarkOrdersPackedMutation();
  const [loadCsv, csv] = useOrderDeskCsvLazyQuery({ fetchPolicy: 'network-only' });
  const [draft, setDraft] = useState<Record<FilterKey, string>>(() => Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as Record<FilterKey, string>);
  const [moreOpen, setMoreOpen] = useState(() => ['from', 'to', 'city', 'state'].some((k) => params.get(k)) || window.matchMedia?.('(min-width: 900px)').matches === true);

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) if (draft[key].trim()) next.set(key, draft[key].trim());
    setParams(next);
    setCursors([null]);
    setSelected(new Set());
  };
  const clear = () => {
    setDraft(Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])) as Record<FilterKey, string>);
    setParams(new URLSearchParams());
    setCursors([null]);
    setSelected(new Set());
  };

  const rows = page?.orders ?? [];
  const chosen = rows.filter((o) => selected.has(o.id));
  const toggle = (id: string) => setSelected((s) => {
    const next = new Set(s);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });
  const allChosen = rows.length > 0 && rows.every((o) => selected.has(o.id));

  const finished = (done: BulkOrderResultFieldsFragment[]) => {
    setResults(done);
    setShipping(false);
    setSelected(new Set());
    const ok = done.filter((r) => r.ok).length;
    enqueueSnackbar(`${ok} of ${done.length} ${done.length === 1 ? 'order' : 'orders'} updated`, { variant: ok === done.length ? 'success' : 'warning' });
    void refetch();
  };
  const markPacked = async () => {
    try {
      const res = await pack({ variables: { orderIds: chosen.map((o) => o.id) } });
      finished(res.data?.markOrdersPacked ?? []);
    } catch (e) {
      enqueueSnackbar(serverErrorOr(e, 'Failed to mark the orders packed'), { variant: 'error' });
    }
  };
  const exportCsv = async () => {
    const res = await loadCsv({ variables: { filter } });
    if (res.data?.orderDeskCsv !== undefined) downloadFile('kapda-orders.csv', res.data.orderDeskCsv);
    else enqueueSnackbar('Failed to export the orders', { variant: 'error' });
  };
  const input = (key: FilterKey, label: string, type = 'text') => (
    <div className="field">
      <label className="field__label" htmlFor={`od-${key}`}>{label}</label>
      <input id={`od-${key}`} className="field__input" type={type} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />
    </div>
  );

  return (
    <div aria-busy={loading}>
      <form className="bo-card bo-filters bo-filters--desk" onSubmit={apply} role="search" aria-label="Find orders">
        <div className="field bo-filters__search">
          <label className="field__label" htmlFor="od-search">Order number, email or phone</label>
          <input id="od-search" className="field__input" type="search" value={draft.search} onChange={(e) => setDraft({ ...draft, search: e.target.value })} placeholder="KPD-2311-482193" />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="od-status">Status</label>
          <select id="od-status" className="field__input" value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
            {STATUSES.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="od-paymentMethod">Payment</label>
          <select id="od-paymentMethod" className="field__input" value={draft.paymentMethod} onChange={(e) => setDraft({ ...draft, paymentMethod: e.target.value })}>
            <option value="">COD and prepaid</option>
            <option value="cod">COD</option>
            <option value="online">Prepaid</option>
            <option value="store_credit">Store credit</option>
            <option value="exchange">Exchange (replacements)</option>
          </select>
        </div>
        <details className="bo-more-filters" open={moreOpen} onToggle={(e) => setMoreOpen((e.target as HTMLDetailsElement).open)}>
          <summary>More filters: dates, city, state</summary>
          <div className="bo-filters">
            {input('from', 'From', 'date')}
            {input('to', 'To', 'date')}
            {input('city', 'City')}
            {input('state', 'State')}
          </div>
        </details>
        <div className="bo-form__actions">
          <button type="submit" className="button button--primary">Find</button>
          <button type="button" className="button button--ghost" onClick={clear}>Clear</button>
        </div>
      </form>

      <section className="bo-card" aria-label="Orders">
        <div className="bo-card__head">
          <p className="muted bo-small" aria-live="polite">{page ? `${rows.length} ${rows.length === 1 ? 'order' : 'orders'} on this page` : ''}{selected.size > 0 ? ` · ${selected.size} chosen` : ''}</p>
          <div className="bo-list__actions">
            {canManage && (
              <>
                <button type="button" className="button button--small button--outline" disabled={chosen.length === 0 || packing.loading} onClick={() => void markPacked()}>Mark packed</button>
                <button type="button" className="button button--small button--outline" disabled={chosen.length === 0} onClick={() => { setResults(null); setShipping(true); }}>Mark shipped</button>
              </>
            )}
            <button type="button" className="button button--small button--outline" disabled={csv.loading} onClick={() => void exportCsv()}>{csv.loading ? 'Exporting…' : 'Export CSV'}</button>
          </div>
        </div>
        {shipping && chosen.length > 0 && <ShipForm orders={chosen} onDone={finished} onCancel={() => setShipping(false)} />}
        {results && results.some((r) => !r.ok) && (
          <div className="bo-notice" role="status">
            <p><strong>Some orders were not changed:</strong></p>
            <ul>{results.filter((r) => !r.ok).map((r) => <li key={r.orderId}>{r.orderNumber ?? r.orderId}: {r.message}</li>)}</ul>
          </div>
        )}
        {error && !page && (
          <div role="alert">
            <p>{serverErrorOr(error, 'Failed to load orders')}</p>
            <button type="button" className="button button--outline" onClick={() => void refetch()}>Try again</button>
          </div>
        )}
        {!page && loading && <p className="bo-empty">Loading orders…</p>}
        {page && rows.length === 0 && <p className="bo-empty">No orders match.</p>}
        {rows.length > 0 && (
          <div className="bo-table-wrap">
            <table className="bo-table bo-table--orders">
              <thead>
                <tr>
                  {canManage && <th scope="col"><input type="checkbox" aria-label="Choose every order on this page" checked={allChosen} onChange={() => setSelected(allChosen ? new Set() : new Set(rows.map((o) => o.id)))} /></th>}
                  <th scope="col">Order</th><th scope="col">Placed</th><th scope="col">Customer</th><th scope="col">City</th>
                  <th scope="col">Status</th><th scope="col">Payment</th><th scope="col">Total</th><th scope="col">Tracking</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((o) => (
                  <tr key={o.id} className={selected.has(o.id) ? 'bo-table__row--chosen' : undefined}>
                    {canManage && <td><input type="checkbox" aria-label={`Choose ${o.orderNumber}`} checked={selected.has(o.id)} onChange={() => toggle(o.id)} /></td>}
                    <td data-label="Order"><Link to={`/admin/orders/${o.id}`}>{o.orderNumber}</Link></td>
                    <td data-label="Placed">{formatDateTime(o.createdAt)}</td>
                    <td data-label="Customer">{o.customerName}<span className="muted bo-small bo-block">{o.phone} · {o.email}</span></td>
                    <td data-label="City">{o.city}<span className="muted bo-small bo-block">{o.state} {o.pincode}</span></td>
                    <td data-label="Status"><span className={`bo-status bo-status--${o.status}`}>{o.statusLabel}</span></td>
                    <td data-label="Payment">{PAYMENT_METHOD_LABELS[o.paymentMethod] ?? o.paymentMethod}<span className="muted bo-small bo-block">{PAYMENT_STATUS_LABELS[o.paymentStatus] ?? o.paymentStatus}</span></td>
                    <td data-label="Total">{money(o.total)}<span className="muted bo-small bo-block">{o.units} pcs</span></td>
                    <td data-label="Tracking">{o.trackingNumber ? <>{o.courier}<span className="muted bo-small bo-block">{o.trackingNumber}</span></> : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {page && (cursors.length > 1 || page.nextCursor) && (
          <nav className="bo-pager" aria-label="Pages">
            <button type="button" className="button button--small button--outline" disabled={cursors.length <= 1} onClick={() => { setCursors(cursors.slice(0, -1)); setSelected(new Set()); }}>Previous</button>
            <span>Page {cursors.length}</span>
            <button type="button" className="button button--small button--outline" disabled={!page.nextCursor} onClick={() => { setCursors([...cursors, page.nextCursor!]); setSelected(new Set()); }}>Next</button>
          </nav>
        )}
      </section>
    </div>
  );
}

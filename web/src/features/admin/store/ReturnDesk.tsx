import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSnackbar } from 'notistack';
import { useAdminReturnsQuery } from '../../../gql/hooks/AdminReturns';
import { readAccessToken } from '../../auth';
import { formatDateTime, serverErrorOr } from '../back-office-errors';
import { saveFile } from '../../../ui/save-file';
import { money } from './store-format';
import './returns-desk.css';

const PAGE_SIZE = 25;
export const RETURN_STATUSES = [
  ['', 'Any status'], ['requested', 'Requested'], ['approved', 'Approved: pickup arranged'], ['picked_up', 'Picked up'], ['received', 'Received and checked'],
  ['refunded', 'Refunded'], ['exchanged', 'Exchanged'], ['rejected', 'Rejected'],
] as const;
export const REFUND_TO_WORDS: Record<string, string> = { original: 'to the payment', store_credit: 'store credit', bank: 'bank/UPI' };

/** The filtered returns as CSV from the REST export, with the desk's session (the route checks view_orders). */
async function downloadCsv(status: string, search: string): Promise<void> {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (search) query.set('search', search);
  const token = readAccessToken();
  const res = await fetch(`/api/admin/returns/export.csv${query.size ? `?${query}` : ''}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(String(res.status));
  saveFile(await res.blob(), 'kapda-returns.csv');
}

/**
 * /admin/returns: returns and exchanges, newest first — filter by status, search by return or order
 * number or the customer's email, pages of 25, CSV of the filter. Each opens its page, where the desk
 * moves it (manage_orders) or looks (view_orders).
 */
export function ReturnDesk() {
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState({ status, search });
  const [exporting, setExporting] = useState(false);
  const { data, previousData, loading, error, refetch } = useAdminReturnsQuery({ variables: { status: status || null, search: search || null, page, limit: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const result = (data ?? previousData)?.adminReturns;
  const rows = result?.returns ?? [];

  const go = (next: { status?: string; search?: string; page?: number }) => {
    const p = new URLSearchParams();
    const s = next.status ?? status;
    const q = next.search ?? search;
    if (s) p.set('status', s);
    if (q) p.set('search', q);
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    go({ status: draft.status, search: draft.search.trim(), page: 1 });
  };
  const clear = () => {
    setDraft({ status: '', search: '' });
    setParams(new URLSearchParams());
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(status, search);
    } catch {
      enqueueSnackbar('Failed to export the returns', { variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div aria-busy={loading}>
      <form className="bo-card bo-filters bo-filters--desk" onSubmit={apply} role="search" aria-label="Find returns">
        <div className="field bo-filters__search">
          <label className="field__label" htmlFor="rd-search">Return or order number, or email</label>
          <input id="rd-search" className="field__input" type="search" value={draft.search} onChange={(e) => setDraft({ ...draft, search: e.target.value })} placeholder="RTN-2611-000012" />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="rd-status">Status</label>
          <select id="rd-status" className="field__input" value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
            {RETURN_STATUSES.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
          </select>
        </div>
        <div className="bo-form__actions">
          <button type="submit" className="button button--primary">Find</button>
          <button type="button" className="button button--ghost" onClick={clear}>Clear</button>
        </div>
      </form>

      <section className="bo-card" aria-label="Returns">
        <div className="bo-card__head">
          <p className="muted bo-small" aria-live="polite">{result ? `${result.total} ${result.total === 1 ? 'return' : 'returns'}${status || search ? ' match' : ''}` : ''}</p>
          <div className="bo-list__actions">
            <button type="button" className="button button--small button--outline" disabled={exporting} onClick={() => void exportCsv()}>{exporting ? 'Exporting…' : 'Export CSV'}</button>
          </div>
        </div>
        {error && !result && (
          <div role="alert">
            <p>{serverErrorOr(error, 'Failed to load returns')}</p>
            <button type="button" className="button button--outline" onClick={() => void refetch()}>Try again</button>
          </div>
        )}
        {!result && loading && <p className="bo-empty">Loading returns…</p>}
        {result && rows.length === 0 && <p className="bo-empty">{status || search ? 'No returns match.' : 'No returns yet.'}</p>}
        {rows.length > 0 && (
          <div className="bo-table-wrap">
            <table className="bo-table bo-table--orders">
              <thead>
                <tr>
                  <th scope="col">Return</th><th scope="col">Asked</th><th scope="col">Order</th><th scope="col">Customer</th>
                  <th scope="col">Pieces and reasons</th><th scope="col">Wants</th><th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td data-label="Return"><Link to={`/admin/returns/${r.id}`}>{r.returnNumber}</Link></td>
                    <td data-label="Asked">{formatDateTime(r.createdAt)}</td>
                    <td data-label="Order"><Link to={`/admin/orders/${r.orderId}`}>{r.orderNumber}</Link></td>
                    <td data-label="Customer">{r.email}</td>
                    <td data-label="Pieces">{r.items.map((i) => <span key={i.variantSku} className="bo-block">{i.quantity} × {i.title} <span className="muted bo-small">· {i.reasonLabel}</span></span>)}</td>
                    <td data-label="Wants">{r.resolution === 'exchange' ? 'Exchange' : <>Refund {money(r.refundAmount)}<span className="muted bo-small bo-block">{REFUND_TO_WORDS[r.refundTo] ?? r.refundTo}</span></>}</td>
                    <td data-label="Status"><span className={`bo-status bo-status--return-${r.status}`}>{r.statusLabel}</span></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {result && result.totalPages > 1 && (
          <nav className="bo-pager" aria-label="Pages">
            <button type="button" className="button button--small button--outline" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>Previous</button>
            <span>Page {page} of {result.totalPages}</span>
            <button type="button" className="button button--small button--outline" disabled={page >= result.totalPages} onClick={() => go({ page: page + 1 })}>Next</button>
          </nav>
        )}
      </section>
    </div>
  );
}

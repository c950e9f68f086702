import { useState } from 'react';
import { useAuditLogQuery } from '../../../gql/hooks/AuditLog';
import { formatDateTime } from '../back-office-errors';

const PAGE_SIZE = 20;
const KINDS = [
  { value: '', label: 'Everything' },
  { value: 'promoBanner', label: 'Promo banners' },
  { value: 'siteContent', label: 'Site content' },
  { value: 'enquiry', label: 'Enquiries' },
  { value: 'subAdmin', label: 'Sub-admins' },
  { value: 'product', label: 'Products' },
  { value: 'coupon', label: 'Coupons' },
  { value: 'order', label: 'Orders' },
];

/** /admin/audit-log: every back-office write, newest first, with what it changed. */
export function AuditLogTable() {
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState('');
  const { data, loading, error, refetch } = useAuditLogQuery({ variables: { page, limit: PAGE_SIZE, entityType: kind || null }, fetchPolicy: 'cache-and-network' });
  const result = data?.auditLog;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.limit)) : 1;
  return (
    <section className="bo-card" aria-label="Audit log">
      <div className="bo-filters">
        <div className="field">
          <label className="field__label" htmlFor="audit-kind">Show</label>
          <select id="audit-kind" className="field__input" value={kind} onChange={(event) => { setKind(event.target.value); setPage(1); }}>
            {KINDS.map((k) => <option key={k.value} value={k.value}>{k.label}</option>)}
          </select>
        </div>
      </div>
      {error && !data && (
        <div role="alert">
          <p>Failed to load the audit log</p>
          <button type="button" className="button button--outline" onClick={() => void refetch()}>Try again</button>
        </div>
      )}
      {loading && !data && <p className="bo-empty">Loading…</p>}
      {result && result.items.length === 0 && <p className="bo-empty">Nothing recorded yet.</p>}
      <ul className="bo-audit">
        {result?.items.map((entry) => (
          <li key={entry.id}>
            <details>
              <summary>
                <strong>{entry.action}</strong> {entry.entityType} {entry.entityId} · {entry.actorEmail} · {formatDateTime(entry.createdAt)}
              </summary>
              {entry.changes.length === 0 ? (
                <p className="muted">No field changed.</p>
              ) : (
                <ul className="bo-audit__changes" aria-label="Changes">
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      <code>{change.field}</code>: {change.before === null ? change.after : <>{change.before} → {change.after ?? <em>removed</em>}</>}
                    </li>
                  ))}
                </ul>
              )}
            </details>
          </li>
        ))}
      </ul>
      {result && result.total > result.limit && (
        <nav className="bo-pager" aria-label="Pages">
          <button type="button" className="button button--small button--outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</button>
          <span>Page {result.page} of {pages}</span>
          <button type="button" className="button button--small button--outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>Next</button>
        </nav>
      )}
    </section>
  );
}

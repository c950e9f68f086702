import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSnackbar } from 'notistack';
import { ACKNOWLEDGE_WITHIN_HOURS, describeAge, ENQUIRY_DESK_MESSAGES, ENQUIRY_PAGE, ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, RESOLVE_WITHIN_DAYS, type EnquiryStatus } from '@kapda/rules/enquiry-desk';
import type { EnquiryRowFragment } from '../../../gql/graphql';
import { useEnquiriesQuery } from '../../../gql/hooks/Enquiries';
import { useEnquiryDetailQuery } from '../../../gql/hooks/EnquiryDetail';
import { useUpdateEnquiryStatusMutation } from '../../../gql/hooks/UpdateEnquiryStatus';
import { formatDateTime, serverErrorOr } from '../back-office-errors';

const statusLabel = (status: string) => ENQUIRY_STATUS_LABELS[status as EnquiryStatus] ?? status;

function Flags({ enquiry }: { enquiry: EnquiryRowFragment }) {
  return (
    <>
      {enquiry.acknowledgementOverdue && <span className="bo-badge bo-badge--overdue" title={`Not taken up within ${ACKNOWLEDGE_WITHIN_HOURS} hours`}>Acknowledge: over {ACKNOWLEDGE_WITHIN_HOURS} h</span>}
      {enquiry.resolutionOverdue && <span className="bo-badge bo-badge--overdue" title={`Not resolved within ${RESOLVE_WITHIN_DAYS} days`}>Resolve: over {RESOLVE_WITHIN_DAYS} days</span>}
    </>
  );
}

function historyLine(entry: { action: string; before?: string | null; after?: string | null }): string {
  const after = entry.after ? (JSON.parse(entry.after) as { status?: string }) : {};
  const before = entry.before ? (JSON.parse(entry.before) as { status?: string }) : {};
  if (entry.action === 'enquiry.reply') return `Replied to the customer (${statusLabel(before.status ?? '')} → ${statusLabel(after.status ?? '')})`;
  return `Status ${statusLabel(before.status ?? '')} → ${statusLabel(after.status ?? '')}`;
}

/** One enquiry: the message, the customer's account, its history, and the status/reply box. */
function EnquiryPanel({ id, onChanged, onClose }: { id: string; onChanged(): void; onClose(): void }) {
  const { data, loading, error, refetch } = useEnquiryDetailQuery({ variables: { id }, fetchPolicy: 'network-only' });
  const [update, updating] = useUpdateEnquiryStatusMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [status, setStatus] = useState<string>('');
  const [response, setResponse] = useState('');
  const statusId = useId();
  const responseId = useId();
  const enquiry = data?.enquiry.enquiry;
  useEffect(() => {
    if (enquiry) setStatus(enquiry.status === 'new' ? 'in_progress' : enquiry.status);
  }, [enquiry?.id, enquiry?.status]);

  if (loading && !data) return <p className="bo-empty">Loading the enquiry…</p>;
  if (error || !data || !enquiry) return <p role="alert">{ENQUIRY_DESK_MESSAGES.loadFailed}</p>;
  const { customer, history } = data.enquiry;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await update({ variables: { id, status, responseMessage: status === 'replied' ? response : null } });
      enqueueSnackbar(result.data?.updateEnquiryStatus.message ?? ENQUIRY_DESK_MESSAGES.statusUpdated, { variant: 'success' });
      setResponse('');
      onChanged();
      void refetch();
    } catch (failure) {
      enqueueSnackbar(serverErrorOr(failure, ENQUIRY_DESK_MESSAGES.updateFailed), { variant: 'error' });
    }
  };

  return (
    <section className="bo-card bo-enquiry" aria-labelledby="enquiry-title">
      <div className="bo-card__head">
        <h2 id="enquiry-title" className="bo-card__title">#{enquiry.id}: {enquiry.subject}</h2>
        <button type="button" className="button button--small button--outline" onClick={onClose}>Back to the list</button>
      </div>
      <p>
        <strong>{enquiry.name}</strong> · <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>{enquiry.phone ? ` · +91 ${enquiry.phone}` : ''}
      </p>
      <p className="muted">
        Received {formatDateTime(enquiry.createdAt)} ({describeAge(enquiry.ageHours)} ago) · {statusLabel(enquiry.status)} <Flags enquiry={enquiry} />
      </p>
      <blockquote className="bo-quote">{enquiry.message}</blockquote>

      <h3>Customer account</h3>
      {customer ? (
        <p>
          {customer.firstName} {customer.lastName} · <a href={`mailto:${customer.email}`}>{customer.email}</a>{customer.phone ? ` · +91 ${customer.phone}` : ''} · customer since {formatDateTime(customer.createdAt)}
        </p>
      ) : (
        <p className="muted">Sent without logging in.</p>
      )}

      {enquiry.responseMessage && (
        <>
          <h3>Reply sent</h3>
          <p className="muted">{formatDateTime(enquiry.respondedAt)} by {enquiry.respondedByEmail}</p>
          <blockquote className="bo-quote">{enquiry.responseMessage}</blockquote>
        </>
      )}

      <h3>History</h3>
      <ol className="bo-history">
        <li>{formatDateTime(enquiry.createdAt)}: received from the contact page</li>
        {history.map((entry) => <li key={entry.id}>{formatDateTime(entry.createdAt)}: {historyLine(entry)} — {entry.actorEmail}</li>)}
      </ol>

      <form className="bo-form" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={statusId}>Status</label>
          <select id={statusId} className="field__input" value={status} onChange={(event) => setStatus(event.target.value)}>
            {ENQUIRY_STATUSES.map((s) => <option key={s} value={s}>{ENQUIRY_STATUS_LABELS[s]}</option>)}
          </select>
        </div>
        {status === 'replied' && (
          <div className="field">
            <label className="field__label" htmlFor={responseId}>Reply to {enquiry.name}</label>
            <textarea id={responseId} className="field__input" rows={6} value={response} onChange={(event) => setResponse(event.target.value)} maxLength={5000} required />
            <div className="field__hint">Mailed to {enquiry.email} with reference #{enquiry.id}.</div>
          </div>
        )}
        <div className="bo-form__actions">
          <button type="submit" className="button button--primary" disabled={updating.loading} aria-busy={updating.loading || undefined}>{status === 'replied' ? 'Send reply' : 'Update status'}</button>
        </div>
      </form>
    </section>
  );
}

/** /admin/enquiries: the list (status filter, search, paging, age and overdue flags) and the chosen enquiry. */
export function EnquiryDesk() {
  const [status, setStatus] = useState('');
  const [searchBox, setSearchBox] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState<number>(ENQUIRY_PAGE.defaultPage);
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, loading, error, refetch } = useEnquiriesQuery({ variables: { page, limit: ENQUIRY_PAGE.defaultLimit, status: status || null, search: search || null }, fetchPolicy: 'cache-and-network' });
  const { enqueueSnackbar } = useSnackbar();
  const filterId = useId();
  const searchId = useId();
  useEffect(() => {
    if (error) enqueueSnackbar(ENQUIRY_DESK_MESSAGES.loadFailed, { variant: 'error', preventDuplicate: true });
  }, [error, enqueueSnackbar]);

  if (openId) return <EnquiryPanel id={openId} onChanged={() => void refetch()} onClose={() => setOpenId(null)} />;
  const result = data?.enquiries;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.limit)) : 1;

  return (
    <section className="bo-card" aria-label="Enquiries">
      <form className="bo-filters" onSubmit={(event) => { event.preventDefault(); setSearch(searchBox.trim()); setPage(1); }}>
        <div className="field">
          <label className="field__label" htmlFor={filterId}>Status</label>
          <select id={filterId} className="field__input" value={status} onChange={(event) => { setStatus(event.target.value); setPage(1); }}>
            <option value="">All</option>
            {ENQUIRY_STATUSES.map((s) => <option key={s} value={s}>{ENQUIRY_STATUS_LABELS[s]}</option>)}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={searchId}>Search</label>
          <input id={searchId} className="field__input" type="search" value={searchBox} onChange={(event) => setSearchBox(event.target.value)} placeholder="Name, email, subject or words" />
        </div>
        <button type="submit" className="button button--outline">Search</button>
      </form>
      <p className="muted">The Consumer Protection (E-Commerce) Rules, 2020 ask us to acknowledge a complaint within {ACKNOWLEDGE_WITHIN_HOURS} hours and resolve it within a month; enquiries past either limit are flagged.</p>

      {error && !data && (
        <div role="alert">
          <p>{ENQUIRY_DESK_MESSAGES.loadFailed}</p>
          <button type="button" className="button button--outline" onClick={() => void refetch()}>Try again</button>
        </div>
      )}
      {loading && !data && <p className="bo-empty">Loading enquiries…</p>}
      {result && result.items.length === 0 && <p className="bo-empty">No enquiries{status || search ? ' match' : ' yet'}.</p>}
      {result && result.items.length > 0 && (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr><th scope="col">Received</th><th scope="col">From</th><th scope="col">Subject</th><th scope="col">Status</th><th scope="col">Age</th></tr>
            </thead>
            <tbody>
              {result.items.map((enquiry) => (
                <tr key={enquiry.id} className={enquiry.acknowledgementOverdue || enquiry.resolutionOverdue ? 'bo-table__row--overdue' : undefined}>
                  <td>{formatDateTime(enquiry.createdAt)}</td>
                  <td>{enquiry.name}<br /><span className="muted">{enquiry.email}</span></td>
                  <td><button type="button" className="bo-link-button" onClick={() => setOpenId(enquiry.id)}>{enquiry.subject}</button></td>
                  <td>{statusLabel(enquiry.status)}</td>
                  <td>{describeAge(enquiry.ageHours)} <Flags enquiry={enquiry} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result && result.total > result.limit && (
        <nav className="bo-pager" aria-label="Pages">
          <button type="button" className="button button--small button--outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</button>
          <span>Page {result.page} of {pages} ({result.total} enquiries)</span>
          <button type="button" className="button button--small button--outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>Next</button>
        </nav>
      )}
    </section>
  );
}

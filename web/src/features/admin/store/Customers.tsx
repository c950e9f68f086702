import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useCustomerQuery } from '../../../gql/hooks/Customer';
import { useCustomersQuery } from '../../../gql/hooks/Customers';
import { formatDateTime, serverErrorOr } from '../back-office-errors';
import { PAYMENT_METHOD_LABELS, count, money } from './store-format';

const REFUND_TO_LABELS: Record<string, string> = { original: 'to the payment', store_credit: 'as store credit', bank: 'by bank/UPI' };

const PAGE_SIZE = 25;

/** Customers, newest accounts first: search by name, email or phone; orders, spending and last order for each. */
export function CustomerList() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const { data, previousData, loading, error, refetch } = useCustomersQuery({ variables: { search: search || null, cursor: cursors[cursors.length - 1], limit: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const page = (data ?? previousData)?.customers;
  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setCursors([null]);
  };
  return (
    <div aria-busy={loading}>
      <form className="bo-card bo-filters" role="search" aria-label="Find customers" onSubmit={find}>
        <div className="field bo-filters__search">
          <label className="field__label" htmlFor="cust-search">Name, email or phone</label>
          <input id="cust-search" className="field__input" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <div className="bo-form__actions"><button type="submit" className="button button--primary">Find</button></div>
      </form>
      <section className="bo-card" aria-label="Customers">
        {error && !page && (
          <div role="alert">
            <p>{serverErrorOr(error, 'Failed to load customers')}</p>
            <button type="button" className="button button--outline" onClick={() => void refetch()}>Try again</button>
          </div>
        )}
        {!page && loading && <p className="bo-empty">Loading customers…</p>}
        {page && page.customers.length === 0 && <p className="bo-empty">{search ? 'No customer matches.' : 'No customers yet.'}</p>}
        {page && page.customers.length > 0 && (
          <div className="bo-table-wrap">
            <table className="bo-table">
              <thead><tr><th scope="col">Customer</th><th scope="col">Phone</th><th scope="col">Orders</th><th scope="col">Spent</th><th scope="col">Last order</th><th scope="col">Joined</th></tr></thead>
              <tbody>
                {page.customers.map((c) => (
                  <tr key={c.id}>
                    <td data-label="Customer"><Link to={`/admin/customers/${c.id}`}>{c.firstName} {c.lastName}</Link><span className="muted bo-small bo-block">{c.email}</span></td>
                    <td data-label="Phone">{c.phone ?? '—'}</td>
                    <td data-label="Orders">{count(c.orderCount)}</td>
                    <td data-label="Spent">{money(c.totalSpent)}</td>
                    <td data-label="Last order">{c.lastOrderAt ? formatDateTime(c.lastOrderAt) : '—'}</td>
                    <td data-label="Joined">{formatDateTime(c.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {page && (cursors.length > 1 || page.nextCursor) && (
          <nav className="bo-pager" aria-label="Pages">
            <button type="button" className="button button--small button--outline" disabled={cursors.length <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>Previous</button>
            <span>Page {cursors.length}</span>
            <button type="button" className="button button--small button--outline" disabled={!page.nextCursor} onClick={() => setCursors([...cursors, page.nextCursor!])}>Next</button>
          </nav>
        )}
      </section>
    </div>
  );
}

/** One customer: who they are, their orders, saved addresses and enquiries. */
export function CustomerDetail({ customerId }: { customerId: string }) {
  const { data, loading, error, refetch } = useCustomerQuery({ variables: { id: customerId }, fetchPolicy: 'cache-and-network' });
  const d = data?.customer;
  if (!d) {
    if (loading) return <div className="bo-card"><p className="bo-empty">Loading the customer…</p></div>;
    return (
      <div className="bo-card" role="alert">
        <p>{serverErrorOr(error, 'Failed to load the customer')}</p>
        <div className="bo-list__actions">
          <button type="button" className="button button--outline" onClick={() => void refetch()}>Try again</button>
          <Link to="/admin/customers" className="button button--ghost">All customers</Link>
        </div>
      </div>
    );
  }
  const c = d.customer;
  return (
    <div className="bo-order">
      <section className="bo-card" aria-labelledby="cu-who">
        <div className="bo-card__head">
          <h2 id="cu-who" className="bo-card__title">{c.firstName} {c.lastName}</h2>
          <Link to="/admin/customers" className="button button--small button--ghost">All customers</Link>
        </div>
        <p><a href={`mailto:${c.email}`}>{c.email}</a>{c.phone ? <> · <a href={`tel:+91${c.phone}`}>{c.phone}</a></> : null}</p>
        <dl className="bo-kpis">
          <div className="bo-kpi"><dt className="bo-kpi__label">Orders</dt><dd className="bo-kpi__value">{count(c.orderCount)}</dd></div>
          <div className="bo-kpi"><dt className="bo-kpi__label">Spent</dt><dd className="bo-kpi__value">{money(c.totalSpent)}</dd></div>
          <div className="bo-kpi"><dt className="bo-kpi__label">Last order</dt><dd className="bo-kpi__value bo-kpi__value--small">{c.lastOrderAt ? formatDateTime(c.lastOrderAt) : '—'}</dd></div>
          <div className="bo-kpi"><dt className="bo-kpi__label">Customer since</dt><dd className="bo-kpi__value bo-kpi__value--small">{formatDateTime(c.createdAt)}</dd></div>
          <div className="bo-kpi"><dt className="bo-kpi__label">Store credit</dt><dd className="bo-kpi__value">{money(d.storeCredit)}</dd></div>
        </dl>
      </section>
      <section className="bo-card" aria-labelledby="cu-orders">
        <h2 id="cu-orders" className="bo-card__title">Orders</h2>
        {d.orders.length === 0 ? <p className="bo-empty">No orders yet.</p> : (
          <div className="bo-table-wrap">
            <table className="bo-table">
              <thead><tr><th scope="col">Order</th><th scope="col">Placed</th><th scope="col">City</th><th scope="col">Status</th><th scope="col">Payment</th><th scope="col">Total</th></tr></thead>
              <tbody>
                {d.orders.map((o) => (
                  <tr key={o.id}>
                    <td data-label="Order"><Link to={`/admin/orders/${o.id}`}>{o.orderNumber}</Link></td>
                    <td data-label="Placed">{formatDateTime(o.createdAt)}</td>
                    <td data-label="City">{o.city}</td>
                    <td data-label="Status"><span className={`bo-status bo-status--${o.status}`}>{o.statusLabel}</span></td>
                    <td data-label="Payment">{PAYMENT_METHOD_LABELS[o.paymentMethod] ?? o.paymentMethod}</td>
                    <td data-label="Total">{money(o.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="bo-card" aria-labelledby="cu-returns">
        <h2 id="cu-returns" className="bo-card__title">Returns</h2>
        {d.returns.length === 0 ? <p className="bo-empty">No returns.</p> : (
          <div className="bo-table-wrap">
            <table className="bo-table">
              <thead><tr><th scope="col">Return</th><th scope="col">Order</th><th scope="col">Asked</th><th scope="col">Pieces</th><th scope="col">Status</th><th scope="col">Outcome</th></tr></thead>
              <tbody>
                {d.returns.map((r) => (
                  <tr key={r.id}>
                    <td data-label="Return"><Link to={`/admin/returns/${r.id}`}>{r.returnNumber}</Link></td>
                    <td data-label="Order"><Link to={`/admin/orders/${r.orderId}`}>{r.orderNumber}</Link></td>
                    <td data-label="Asked">{formatDateTime(r.createdAt)}</td>
                    <td data-label="Pieces">{count(r.units)}</td>
                    <td data-label="Status"><span className="bo-badge">{r.statusLabel}</span></td>
                    <td data-label="Outcome">{r.resolution === 'exchange' ? 'Exchange' : `Refund ${money(r.refundAmount)} · ${REFUND_TO_LABELS[r.refundTo] ?? r.refundTo}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <div className="bo-order__grid">
        <section className="bo-card" aria-labelledby="cu-addresses">
          <h2 id="cu-addresses" className="bo-card__title">Saved addresses</h2>
          {d.addresses.length === 0 ? <p className="bo-empty">None saved.</p> : (
            <ul className="bo-rank">
              {d.addresses.map((a) => <li key={a.id}><address className="bo-address">{a.fullName}{a.isDefault ? ' (default)' : ''}<br />{a.line1}{a.line2 ? `, ${a.line2}` : ''}<br />{a.city}, {a.state} {a.pincode} · {a.phone}</address></li>)}
            </ul>
          )}
        </section>
        <section className="bo-card" aria-labelledby="cu-enquiries">
          <h2 id="cu-enquiries" className="bo-card__title">Enquiries</h2>
          {d.enquiries.length === 0 ? <p className="bo-empty">No enquiries.</p> : (
            <ul className="bo-rank">
              {d.enquiries.map((e) => <li key={e.id}>{e.subject} <span className="bo-badge">{e.status}</span><span className="muted bo-small bo-block">{formatDateTime(e.createdAt)}</span></li>)}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

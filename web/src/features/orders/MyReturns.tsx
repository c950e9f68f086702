import { useState } from 'react';
import { Link } from 'react-router';
import { formatIndiaDate } from '@kapda/rules/dates';
import { formatRupees } from '@kapda/rules/pricing';
import { useMyReturnsQuery } from '../../gql/hooks/MyReturns';

const PAGE_SIZE = 10;

/** My Orders' "My returns": each return or exchange the member asked for, newest first, with its order. Nothing while there are none. */
export function MyReturns() {
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useMyReturnsQuery({ variables: { page, limit: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const result = data?.myReturns;
  if (error && !result) {
    return (
      <section aria-labelledby="my-returns-title" className="my-returns">
        <h2 id="my-returns-title">My returns</h2>
        <p role="alert">We could not load your returns. <button type="button" className="link-button" onClick={() => void refetch()}>Try again</button></p>
      </section>
    );
  }
  if (!result || result.total === 0) return null;
  return (
    <section aria-labelledby="my-returns-title" className="my-returns">
      <h2 id="my-returns-title">My returns</h2>
      <ul className="order-list">
        {result.returns.map((r) => (
          <li key={r.id} className="order-card">
            <div className="order-card__top">
              <strong>{r.returnNumber}</strong>
              <span className={`order-status return-status--${r.status}`}>{r.statusLabel}</span>
            </div>
            <span>
              {formatIndiaDate(r.createdAt)} · order <Link to={`/account/orders/${r.orderId}`}>{r.orderNumber}</Link> ·{' '}
              {r.resolution === 'exchange' ? 'exchange' : `refund ${formatRupees(r.refundAmount)} · ${r.refundToLabel}`}
            </span>
            <small>{r.items.map((i) => `${i.quantity} × ${i.title} (${i.size}, ${i.color})`).join(', ')}</small>
          </li>
        ))}
      </ul>
      {result.totalPages > 1 && (
        <nav className="pagination" aria-label="Return pages">
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</button>
          <span>Page {page} of {result.totalPages}</span>
          <button type="button" className="button" disabled={page >= result.totalPages} onClick={() => setPage(page + 1)}>Next</button>
        </nav>
      )}
    </section>
  );
}

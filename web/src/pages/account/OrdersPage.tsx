import { Link, useSearchParams } from 'react-router';
import { formatIndiaDate } from '@kapda/rules/dates';
import { formatRupees } from '@kapda/rules/pricing';
import { MyReturns } from '../../features/orders';
import { useMyOrdersQuery } from '../../gql/hooks/MyOrders';
import { PageSpinner } from '../../ui/PageSpinner';
import { usePageTitle } from '../../ui/usePageTitle';
import '../../features/orders/orders.css';

/** The day in India the order was placed, wherever the browser is. */
const date = formatIndiaDate;

/** /account/orders: my orders, newest first, ten a page. */
export default function OrdersPage() {
  usePageTitle('My Orders');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading, error, refetch } = useMyOrdersQuery({ variables: { page, limit: 10 }, fetchPolicy: 'cache-and-network' });
  const result = data?.myOrders;

  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title" className="account__title">My Orders</h1>
      {loading && !result && <PageSpinner label="Loading your orders…" />}
      {error && !result && (
        <div className="empty-state" role="alert">
          <p>We could not load your orders.</p>
          <button type="button" className="button" onClick={() => void refetch()}>Try again</button>
        </div>
      )}
      {result && result.orders.length === 0 && (
        <div className="empty-state">
          <p className="empty-state__title">No orders yet</p>
          <p>When you place an order, you can follow it here from packing to your doorstep.</p>
          <Link to="/shop" className="button button--primary">Start shopping</Link>
        </div>
      )}
      {result && result.orders.length > 0 && (
        <>
          <ul className="order-list">
            {result.orders.map((o) => (
              <li key={o.id} className="order-card">
                <div className="order-card__top">
                  <Link to={`/account/orders/${o.id}`}><strong>{o.orderNumber}</strong></Link>
                  <span className={`order-status order-status--${o.status}`}>{o.statusLabel}</span>
                </div>
                <span>{date(o.createdAt)} · {o.itemCount} {o.itemCount === 1 ? 'item' : 'items'} · {formatRupees(o.total)}</span>
                <small>{o.items.map((l) => l.title).join(', ')}</small>
              </li>
            ))}
          </ul>
          {result.totalPages > 1 && (
            <nav className="pagination" aria-label="Order pages">
              <button type="button" className="button" disabled={page <= 1} onClick={() => setParams({ page: String(page - 1) })}>Previous</button>
              <span>Page {page} of {result.totalPages}</span>
              <button type="button" className="button" disabled={page >= result.totalPages} onClick={() => setParams({ page: String(page + 1) })}>Next</button>
            </nav>
          )}
        </>
      )}
      <MyReturns />
    </section>
  );
}

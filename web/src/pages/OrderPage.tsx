import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { OrderDetail } from '../features/orders';
import type { OrderDetailFieldsFragment } from '../gql/graphql';
import { useOrderDetailQuery } from '../gql/hooks/OrderDetail';
import { PageSpinner } from '../ui/PageSpinner';
import { usePageTitle } from '../ui/usePageTitle';

/**
 * One order: /account/orders/{id} for members, /order/{id}?token=… for the guest link in the
 * confirmation mail. `placed=1` is the confirmation page right after checkout.
 */
export default function OrderPage() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { data, loading, error } = useOrderDetailQuery({ variables: { id: orderId, token }, fetchPolicy: 'network-only' });
  const [detail, setDetail] = useState<OrderDetailFieldsFragment | null>(null);
  useEffect(() => setDetail(data?.order ?? null), [data]);
  usePageTitle(detail ? `Order ${detail.order.orderNumber}` : 'Your order');

  if (loading && !detail) return <PageSpinner label="Loading your order…" />;
  if (error || !detail) {
    return (
      <div className="container empty-state">
        <p className="empty-state__title">Order not found</p>
        <p>Check the link in your email, or log in to see your orders.</p>
        <Link to="/shop" className="button button--primary">Continue Shopping</Link>
      </div>
    );
  }
  const inAccount = !token;
  return (
    <div className={inAccount ? '' : 'container'}>
      {params.get('placed') && (
        <div className="order-placed" role="status">
          <strong>Thank you! Your order {detail.order.orderNumber} is placed.</strong> A confirmation is on its way to {detail.order.email}.
        </div>
      )}
      <OrderDetail detail={detail} token={token ?? detail.accessToken} onChange={setDetail} />
      {inAccount && <p><Link to="/account/orders">← All my orders</Link></p>}
    </div>
  );
}

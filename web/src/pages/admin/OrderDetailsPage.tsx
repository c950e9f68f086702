import { useParams } from 'react-router';
import { BackOfficeLayout, BackOfficeOrderDetail } from '../../features/admin';

/** /admin/orders/:orderId (view_orders to look, manage_orders to act). */
export default function OrderDetailsPage() {
  const { orderId = '' } = useParams();
  return (
    <BackOfficeLayout title="Order">
      <BackOfficeOrderDetail key={orderId} orderId={orderId} />
    </BackOfficeLayout>
  );
}

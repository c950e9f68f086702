import { useParams } from 'react-router';
import { UpcomingSection } from '../../features/admin';

/** /admin/orders/:orderId. */
export default function OrderDetailsPage() {
  const { orderId } = useParams();
  return (
    <UpcomingSection title={`Order ${orderId ?? ''}`.trim()}>
      <p>The full order: the customer, delivery address, items with sizes and GST, payment and its status, and the order’s progress from placed to delivered.</p>
      <p>Order details open here once checkout is live.</p>
    </UpcomingSection>
  );
}

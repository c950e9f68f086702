import { useParams } from 'react-router';
import { BackOfficeLayout, CustomerDetail } from '../../features/admin';

/** /admin/customers/:customerId (view_orders). */
export default function CustomerPage() {
  const { customerId = '' } = useParams();
  return (
    <BackOfficeLayout title="Customer">
      <CustomerDetail key={customerId} customerId={customerId} />
    </BackOfficeLayout>
  );
}

import { BackOfficeLayout, CustomerList } from '../../features/admin';

/** /admin/customers (view_orders). */
export default function CustomersPage() {
  return (
    <BackOfficeLayout title="Customers">
      <CustomerList />
    </BackOfficeLayout>
  );
}

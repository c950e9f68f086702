import { BackOfficeLayout, OrderDesk } from '../../features/admin';

/** /admin/orders: the order desk (view_orders; bulk packing and shipping with manage_orders). */
export default function OrdersPage() {
  return (
    <BackOfficeLayout title="Orders">
      <OrderDesk />
    </BackOfficeLayout>
  );
}

import { BackOfficeDashboard } from '../../features/admin';

/** /admin/dashboard, /subadmin/dashboard, /products/manage and /orders/manage. */
export default function DashboardPage() {
  return <BackOfficeDashboard />;
}

import { BackOfficeLayout, CouponsManager } from '../../features/admin';

/** /admin/coupons (manage_coupons). */
export default function CouponsPage() {
  return (
    <BackOfficeLayout title="Coupons">
      <CouponsManager />
    </BackOfficeLayout>
  );
}

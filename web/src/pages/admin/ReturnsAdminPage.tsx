import { BackOfficeLayout, ReturnDesk } from '../../features/admin';

/** /admin/returns: returns and exchanges (view_orders to look; moving them needs manage_orders). */
export default function ReturnsAdminPage() {
  return (
    <BackOfficeLayout title="Returns">
      <ReturnDesk />
    </BackOfficeLayout>
  );
}

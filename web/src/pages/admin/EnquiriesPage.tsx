import { BackOfficeLayout, EnquiryDesk } from '../../features/admin';

/** /admin/enquiries (manage_enquiries, Support). */
export default function EnquiriesPage() {
  return (
    <BackOfficeLayout title="Enquiries">
      <EnquiryDesk />
    </BackOfficeLayout>
  );
}

import { BackOfficeLayout } from '../../features/admin/BackOfficeLayout';
import { EnquiryDesk } from '../../features/admin/enquiries/EnquiryDesk';

/** /admin/enquiries (manage_enquiries, Support). */
export default function EnquiriesPage() {
  return (
    <BackOfficeLayout title="Enquiries">
      <EnquiryDesk />
    </BackOfficeLayout>
  );
}

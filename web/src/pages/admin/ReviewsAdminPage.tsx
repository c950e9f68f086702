import { BackOfficeLayout, ReviewDesk } from '../../features/admin';

/** /admin/reviews (manage_products, Catalog): moderate verified buyers' reviews. */
export default function ReviewsAdminPage() {
  return (
    <BackOfficeLayout title="Reviews">
      <ReviewDesk />
    </BackOfficeLayout>
  );
}

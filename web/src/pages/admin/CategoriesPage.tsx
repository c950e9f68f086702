import { BackOfficeLayout, CategoriesManager } from '../../features/admin';

/** /admin/categories (manage_products, Catalog): the category tree. */
export default function CategoriesPage() {
  return (
    <BackOfficeLayout title="Categories">
      <CategoriesManager />
    </BackOfficeLayout>
  );
}

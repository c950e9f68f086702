import { BackOfficeLayout, CollectionsManager } from '../../features/admin';

/** /admin/collections (manage_products, Catalog). */
export default function CollectionsAdminPage() {
  return (
    <BackOfficeLayout title="Collections">
      <CollectionsManager />
    </BackOfficeLayout>
  );
}

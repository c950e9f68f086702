import { BackOfficeLayout, ProductImport } from '../../features/admin';

/** /admin/products/import (manage_products, Catalog): CSV export, template and import. */
export default function ProductImportPage() {
  return (
    <BackOfficeLayout title="Import and export products">
      <ProductImport />
    </BackOfficeLayout>
  );
}

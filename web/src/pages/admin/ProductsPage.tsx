import { BackOfficeLayout, ProductList } from '../../features/admin';

/** /admin/products (manage_products, Catalog): the product list. */
export default function ProductsPage() {
  return (
    <BackOfficeLayout title="Products">
      <ProductList />
    </BackOfficeLayout>
  );
}

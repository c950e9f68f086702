import { useParams } from 'react-router';
import { BackOfficeLayout, ProductEditor } from '../../features/admin';

/** /admin/products/new and /admin/products/{id} (manage_products, Catalog): the product editor. */
export default function ProductEditPage() {
  const { productId } = useParams();
  const isNew = !productId || productId === 'new';
  return (
    <BackOfficeLayout title={isNew ? 'New product' : 'Edit product'}>
      <ProductEditor productId={isNew ? null : productId} />
    </BackOfficeLayout>
  );
}

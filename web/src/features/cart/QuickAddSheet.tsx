import { useQuickAddProductQuery } from '../../gql/hooks/QuickAddProduct';
import { ChooseVariantDialog } from './ChooseVariantDialog';
import { useAddToCart } from './useAddToCart';

export interface QuickAddProduct {
  slug: string;
  title: string;
  inStock: boolean;
  images: ReadonlyArray<{ url: string }>;
}

/**
 * The sheet reads the product's sizes and colours when it opens (cards carry none). Its own chunk,
 * loaded at the first tap (QuickAddButton): no listing's first load carries the dialog and the picker.
 */
export default function QuickAddSheet({ product, onClose }: { product: QuickAddProduct; onClose(): void }) {
  const addToCart = useAddToCart();
  const { data, error } = useQuickAddProductQuery({ variables: { slug: product.slug } });
  const found = data?.product;
  return (
    <ChooseVariantDialog
      title={product.title}
      image={product.images[0]?.url ?? null}
      variants={found?.variants}
      loadError={error || (data && !found) ? 'Could not load the sizes. Please try again.' : null}
      confirmLabel="Add to Cart"
      onConfirm={(variant) => addToCart(found, variant)}
      onClose={onClose}
    />
  );
}

import type { ProductCardFieldsFragment } from '../../gql/graphql';
import { QuickAddButton } from '../cart';
import { WishlistHeart, heartProduct } from '../wishlist';

/** The corner of a product card: the wishlist heart and a quick Add to Cart that asks for size and colour. */
export function ProductCardActions({ product }: { product: ProductCardFieldsFragment }) {
  return (
    <div className="card-shortcuts">
      <WishlistHeart product={heartProduct(product)} />
      <QuickAddButton product={product} compact />
    </div>
  );
}

import { useState } from 'react';
import { CHOOSE_MESSAGES } from '@kapda/rules/pricing';
import { useAddToCart } from '../cart';
import type { ProductDetailQuery } from '../../gql/graphql';

type Product = NonNullable<ProductDetailQuery['product']>;
type Variant = Product['variants'][number];

interface AddToCartProps {
  product: Product;
  /** The variant for the chosen size and colour, or null until both are chosen. */
  variant: Variant | null;
  /** What the shopper still has to pick, for the hint under the button. */
  missing: { size: boolean; color: boolean };
}

function hintFor(missing: AddToCartProps['missing']) {
  if (missing.size && missing.color) return CHOOSE_MESSAGES.sizeAndColour;
  if (missing.size) return CHOOSE_MESSAGES.size;
  if (missing.color) return CHOOSE_MESSAGES.colour;
  return null;
}

/**
 * 'Add to Cart' on the product page: disabled until a size and colour are chosen (and while that
 * variant is sold out). Adds one piece through the cart, says so in a toast and opens the cart drawer.
 */
export function AddToCart({ product, variant, missing }: AddToCartProps) {
  const addToCart = useAddToCart();
  const [adding, setAdding] = useState(false);
  const soldOut = !product.inStock || (variant !== null && !variant.inStock);

  const add = async () => {
    if (!variant) return;
    setAdding(true);
    try {
      // The picture of the chosen colour goes with the cart line; the toast and the drawer follow.
      await addToCart({ ...product, image: product.images.find((image) => image.color === variant.color)?.url ?? product.images[0]?.url ?? null }, variant);
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="add-to-cart">
      <button type="button" className="button button--block add-to-cart__button" disabled={!variant || soldOut || adding} aria-busy={adding || undefined} onClick={add}>
        {soldOut ? 'Sold Out' : 'Add to Cart'}
      </button>
      {!soldOut && hintFor(missing) && <p className="add-to-cart__hint">{hintFor(missing)}</p>}
    </div>
  );
}

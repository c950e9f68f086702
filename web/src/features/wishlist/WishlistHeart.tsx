import type { MouseEvent } from 'react';
import { useSnackbar } from 'notistack';
import { useWishlist, type WishlistProduct } from './WishlistContext';
import './wishlist.css';

const HeartIcon = ({ filled }: { filled: boolean }) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
    <path d="M12 20s-7.5-4.6-9.3-9.1C1.5 7.7 3.6 4.5 7 4.5c2 0 3.6 1.2 5 3 1.4-1.8 3-3 5-3 3.4 0 5.5 3.2 4.3 6.4C19.5 15.4 12 20 12 20Z" />
  </svg>
);

/** The heart's view of a catalogue product (cards and the product page carry these fields). */
export function heartProduct(product: { id: string; slug: string; title: string; price: number; mrp: number; images: ReadonlyArray<{ url: string }> }): WishlistProduct {
  return { id: product.id, slug: product.slug, title: product.title, price: product.price, mrp: product.mrp, image: product.images[0]?.url ?? null };
}

interface WishlistHeartProps {
  product: WishlistProduct;
  /** The product page's outlined button with words beside the heart; cards show the heart alone. */
  labelled?: boolean;
  className?: string;
}

/** The heart on product cards and the product page: adds to or removes from the wishlist. */
export function WishlistHeart({ product, labelled = false, className = '' }: WishlistHeartProps) {
  const { isWishlisted, add, remove } = useWishlist();
  const { enqueueSnackbar } = useSnackbar();
  const saved = isWishlisted(product.id);

  const toggle = async (event: MouseEvent) => {
    // Hearts sit on product cards, which are links.
    event.preventDefault();
    event.stopPropagation();
    if (saved) {
      if (await remove(product.id)) enqueueSnackbar(`${product.title} removed from your wishlist`, { variant: 'info' });
    } else if (await add(product)) {
      enqueueSnackbar(`${product.title} added to your wishlist`, { variant: 'success' });
    }
  };

  return (
    <button
      type="button"
      className={`wishlist-heart${labelled ? ' wishlist-heart--labelled button button--outline' : ''}${saved ? ' wishlist-heart--saved' : ''} ${className}`}
      onClick={toggle}
      aria-label={saved ? `Remove ${product.title} from wishlist` : `Add ${product.title} to wishlist`}
    >
      <HeartIcon filled={saved} />
      {labelled && <span aria-hidden="true">{saved ? 'Wishlisted' : 'Wishlist'}</span>}
    </button>
  );
}

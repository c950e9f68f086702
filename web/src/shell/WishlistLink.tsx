import { Link } from 'react-router';
import { useWishlist } from '../features/wishlist';
import { HeartIcon } from '../ui/icons';

export const wishlistLabel = (count: number) => (count === 1 ? 'Wishlist, 1 item' : `Wishlist, ${count} items`);

/** The count on a header or tab icon (cart, wishlist); nothing while it is 0. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return <span className="count-badge" aria-hidden="true">{count > 99 ? '99+' : count}</span>;
}

/**
 * The header's wishlist icon with its count (/account/wishlist; a guest is asked to log in there,
 * and the hearts saved as a guest come along). Phones have it in the bottom tabs instead.
 */
export function WishlistLink() {
  const { count } = useWishlist();
  return (
    <Link to="/account/wishlist" className="icon-button header-wishlist" aria-label={wishlistLabel(count)}>
      <HeartIcon />
      <CountBadge count={count} />
    </Link>
  );
}

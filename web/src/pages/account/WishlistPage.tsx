import { useState } from 'react';
import { Link } from 'react-router';
import { useWishlist, WishlistItemCard } from '../../features/wishlist';
import { PageSpinner } from '../../ui/PageSpinner';
import { usePageTitle } from '../../ui/usePageTitle';
import '../../features/wishlist/wishlist.css';

/** 'Failed to load wishlist. Please try again.' with a retry button whose spinner lasts 800 ms. */
function WishlistLoadError() {
  const { error, retrying, retry } = useWishlist();
  return (
    <div className="wishlist-error" role="alert">
      <p>{error}</p>
      <button type="button" className="button button--outline" onClick={retry} disabled={retrying} aria-busy={retrying || undefined}>
        {retrying && <span className="spinner spinner--small" aria-hidden="true" />}
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}

function ClearWishlistButton() {
  const { clear, count } = useWishlist();
  const [asking, setAsking] = useState(false);
  if (!asking) return <button type="button" className="link-button" onClick={() => setAsking(true)}>Clear wishlist</button>;
  return (
    <span className="wishlist-page__confirm" role="group" aria-label="Clear wishlist">
      Remove all {count} saved {count === 1 ? 'piece' : 'pieces'}?{' '}
      <button type="button" className="link-button" onClick={() => { setAsking(false); void clear(); }} autoFocus>Yes, clear</button>{' '}
      <button type="button" className="link-button" onClick={() => setAsking(false)}>Keep them</button>
    </span>
  );
}

/** /account/wishlist: the saved pieces, each movable to the cart (asking for size and colour) or removable. */
export default function WishlistPage() {
  usePageTitle('My Wishlist');
  const { items, count, loading, error } = useWishlist();

  return (
    <div className="wishlist-page">
      <div className="wishlist-page__header">
        <h1 className="page-title">My Wishlist{count > 0 && <span className="wishlist-page__count"> ({count})</span>}</h1>
        {count > 0 && <ClearWishlistButton />}
      </div>
      {error && <WishlistLoadError />}
      {count === 0 && loading && !error && <PageSpinner label="Loading your wishlist…" />}
      {count === 0 && !loading && !error && (
        <div className="empty-state">
          <p className="empty-state__title">Your wishlist is empty</p>
          <p>Tap the heart on any piece you love to save it here for later.</p>
          <Link to="/shop" className="button">Continue Shopping</Link>
        </div>
      )}
      {count > 0 && (
        <ul className="wishlist-grid" aria-busy={loading || undefined}>
          {items.map((item) => <WishlistItemCard key={item.productId} item={item} />)}
        </ul>
      )}
    </div>
  );
}

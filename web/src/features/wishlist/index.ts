export { WishlistProvider, useWishlist } from './WishlistContext';
export { WishlistHeart, heartProduct } from './WishlistHeart';
export { WishlistItemCard } from './WishlistItemCard';

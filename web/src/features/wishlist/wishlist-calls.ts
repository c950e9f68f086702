/**
 * The wishlist's GraphQL calls, a chunk of their own (issue 19): loaded with the first call — a
 * guest's stored wishlist priced, a member's loaded after hydration, a change — so a first page load
 * carries none of their documents.
 */
export { mutateAddToWishlist } from '../../gql/hooks/AddToWishlist';
export { mutateClearWishlist } from '../../gql/hooks/ClearWishlist';
export { queryGuestWishlist } from '../../gql/hooks/GuestWishlist';
export { queryMemberWishlist } from '../../gql/hooks/MemberWishlist';
export { mutateMoveWishlistItemToCart } from '../../gql/hooks/MoveWishlistItemToCart';
export { mutateRemoveFromWishlist } from '../../gql/hooks/RemoveFromWishlist';

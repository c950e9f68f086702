/**
 * The cart's GraphQL calls, a chunk of their own (issue 19): cart-source.ts loads it with the first
 * call, so a first page load — where a guest with an empty cart asks nothing, and a member's cart is
 * asked only after hydration — carries none of the cart's documents.
 */
export { mutateAddToCart } from '../../gql/hooks/AddToCart';
export { mutateApplyCoupon } from '../../gql/hooks/ApplyCoupon';
export { mutateClearCart } from '../../gql/hooks/ClearCart';
export { queryMemberCart } from '../../gql/hooks/MemberCart';
export { queryPriceGuestCart } from '../../gql/hooks/PriceGuestCart';
export { mutateRemoveCartLine } from '../../gql/hooks/RemoveCartLine';
export { mutateRemoveCoupon } from '../../gql/hooks/RemoveCoupon';
export { mutateUpdateCartLine } from '../../gql/hooks/UpdateCartLine';

export { moveToCart } from './move-to-cart';
export { reachesIntoCart } from './reaches-into-cart';
export { placesTheLayout } from './places-the-layout';

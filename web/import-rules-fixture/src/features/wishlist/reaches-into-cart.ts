// Forbidden (feature-through-its-entry): another feature's internals.
import { addToCart } from '../cart/add-to-cart';

export const reachesIntoCart = () => addToCart();

// Allowed: another feature through its public entry.
import { addToCart } from '../cart';

export const moveToCart = () => addToCart();

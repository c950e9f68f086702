// Forbidden (ui-is-the-kit): the kit importing a feature.
import { addToCart } from '../features/cart';

export const button = () => addToCart();

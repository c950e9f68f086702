// Allowed: a page using a feature's entry. Forbidden (pages-and-shell-use-feature-entries): its internals.
import { addToCart } from '../features/cart';
import { addToCart as sameThing } from '../features/cart/add-to-cart';

export const page = () => [addToCart(), sameThing()];

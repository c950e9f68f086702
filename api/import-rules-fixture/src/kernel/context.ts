// Deliberately broken: the kernel reaches up into a domain.
import { cartRule } from '../modules/cart/cart.rules';
export const context = cartRule;

// Allowed: an entry point composes everything.
import { createServices } from '../services';
import { cartRule } from '../modules/cart/cart.rules';
export const run = () => [createServices(), cartRule];

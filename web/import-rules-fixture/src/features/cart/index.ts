export { addToCart } from './add-to-cart';

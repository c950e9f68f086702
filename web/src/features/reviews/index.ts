export { ProductReviews } from './ProductReviews';
export { ReviewForm } from './ReviewForm';

import type { DomainModule } from '../../kernel/rest';
import type { ReviewService } from './reviews.service';
import type { StockAlertService } from './stock-alerts.service';
import { ProductReviewFields, ReviewsResolver } from './reviews.resolver';
import { productReviewRoutes, reviewDeskRoutes, reviewVoteRoutes, stockAlertRoutes } from './reviews.rest';

declare module '../../kernel/registry' {
  interface Services {
    reviews: ReviewService;
    stockAlerts: StockAlertService;
  }
}

/** Ratings and reviews, and back-in-stock alerts (issue 20), as the adapters see them. */
export const reviewsModule: DomainModule = {
  name: 'reviews',
  resolvers: [ReviewsResolver, ProductReviewFields],
  rest: [
    { path: '/products', routes: productReviewRoutes },
    { path: '/reviews', routes: reviewVoteRoutes },
    { path: '/back-in-stock', routes: stockAlertRoutes },
    { path: '/admin/reviews', routes: reviewDeskRoutes },
  ],
};

import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { RatingSummaryView } from '../catalog/catalog.types';

export enum ReviewSortOrder {
  HELPFUL = 'helpful',
  NEWEST = 'newest',
}
registerEnumType(ReviewSortOrder, { name: 'ReviewSort', description: 'Most helpful first (votes, then newest) or newest first.' });

@ObjectType('ReviewPhoto')
export class ReviewPhotoView {
  @Field(() => String)
  url: string;

  @Field(() => String, { description: 'The smallest rendering (320 px wide).' })
  thumbnailUrl: string;

  @Field(() => String)
  srcSet: string;
}

@ObjectType('ProductReview', { description: 'A verified buyer’s rating and review.' })
export class ProductReviewView {
  @Field(() => ID)
  id: string;

  @Field(() => Int, { description: '1–5 stars.' })
  rating: number;

  @Field(() => String)
  title: string;

  @Field(() => String)
  body: string;

  @Field(() => String, { description: 'First name and initial ("Asha K.").' })
  authorName: string;

  @Field(() => Boolean, { description: 'Always true: only a buyer whose order was delivered can review.' })
  verifiedBuyer: boolean;

  @Field(() => [ReviewPhotoView])
  photos: ReviewPhotoView[];

  @Field(() => Int)
  helpfulCount: number;

  @Field(() => String, { nullable: true, description: 'The store’s reply.' })
  reply: string | null;

  @Field(() => Date, { nullable: true })
  repliedAt: Date | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}

@ObjectType('OwnReview', { description: 'The member’s own review, with what editing it needs.' })
export class OwnReviewView extends ProductReviewView {
  @Field(() => Boolean, { description: 'Hidden by the store: not shown in the shop.' })
  hidden: boolean;

  @Field(() => [String], { description: 'Media keys of the photos, to send back unchanged when editing.' })
  photoKeys: string[];
}

@ObjectType('ProductReviewPage')
export class ProductReviewPageView {
  @Field(() => [ProductReviewView])
  items: ProductReviewView[];

  @Field(() => Int)
  total: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  pageCount: number;

  @Field(() => RatingSummaryView)
  rating: RatingSummaryView;
}

@ObjectType('MyProductReview')
export class MyProductReviewView {
  @Field(() => Boolean, { description: 'A delivered order with this product (or a review already written).' })
  canReview: boolean;

  @Field(() => OwnReviewView, { nullable: true })
  review: OwnReviewView | null;
}

@InputType('ReviewInput')
export class ReviewInput {
  @Field(() => Int)
  rating: number;

  @Field(() => String)
  title: string;

  @Field(() => String)
  body: string;

  @Field(() => [String], { nullable: true, description: 'Keys from POST /api/products/{id}/reviews/photos; left out keeps the review’s photos, [] removes them.' })
  photos?: string[] | null;
}

@ObjectType('DeskReview')
export class DeskReviewView extends ProductReviewView {
  @Field(() => Boolean)
  hidden: boolean;

  @Field(() => ID)
  productId: string;

  @Field(() => String, { nullable: true })
  productSlug: string | null;

  @Field(() => String)
  productTitle: string;

  @Field(() => String, { nullable: true })
  reviewerEmail: string | null;
}

@ObjectType('DeskReviewPage')
export class DeskReviewPageView {
  @Field(() => [DeskReviewView])
  items: DeskReviewView[];

  @Field(() => Int)
  total: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  pageCount: number;
}

@ObjectType('StockAlertRequest')
export class StockAlertRequestView {
  @Field(() => String)
  email: string;

  @Field(() => String)
  variantSku: string;

  @Field(() => String)
  message: string;
}

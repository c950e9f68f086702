import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ProductView } from '../catalog/catalog.types';
import type { ApiContext } from '../../kernel/context';
import { STOCK_ALERT_MESSAGES } from '@kapda/rules/reviews';
import { REVIEWS_ACCESS as A } from './reviews.access';
import { DeskReviewPageView, DeskReviewView, MyProductReviewView, OwnReviewView, ProductReviewPageView, ProductReviewView, ReviewInput, ReviewSortOrder, StockAlertRequestView } from './reviews.types';
import { deskReviewView, ownReviewView, reviewView } from './reviews.views';

/** Reviews and back-in-stock alerts over GraphQL: the same services and checks as the REST routes. */
@Resolver()
export class ReviewsResolver {
  @Query(() => ProductReviewPageView, { description: 'Visible reviews of a product (10 a page) and its rating. Public.' })
  async productReviews(
    @Ctx() ctx: ApiContext,
    @Arg('slug', () => String) slug: string,
    @Arg('sort', () => ReviewSortOrder, { nullable: true, defaultValue: ReviewSortOrder.HELPFUL }) sort: ReviewSortOrder | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
  ): Promise<ProductReviewPageView> {
    const result = await ctx.services.reviews.list(slug, sort ?? undefined, page ?? undefined);
    return { items: result.items.map(reviewView), total: result.total, page: result.page, pageCount: result.pageCount, rating: result.rating };
  }

  @Authorized(...A.myReview)
  @Query(() => MyProductReviewView, { description: 'Whether the member may review the product, and their review.' })
  async myProductReview(@Ctx() ctx: ApiContext, @Arg('slug', () => String) slug: string): Promise<MyProductReviewView> {
    const mine = await ctx.services.reviews.mine(ctx, slug);
    return { canReview: mine.canReview, review: mine.review ? ownReviewView(mine.review) : null };
  }

  @Authorized(...A.writeReview)
  @Mutation(() => OwnReviewView, { description: 'Write or replace the member’s review (a delivered order with the product needed).' })
  async submitReview(@Ctx() ctx: ApiContext, @Arg('slug', () => String) slug: string, @Arg('input', () => ReviewInput) input: ReviewInput): Promise<OwnReviewView> {
    return ownReviewView((await ctx.services.reviews.submit(ctx, slug, input)).review);
  }

  @Authorized(...A.vote)
  @Mutation(() => ProductReviewView, { description: '“Helpful” on a review: once per member (again changes nothing).' })
  async voteReviewHelpful(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string): Promise<ProductReviewView> {
    return reviewView(await ctx.services.reviews.voteHelpful(ctx, id));
  }

  @Authorized(...A.moderate)
  @Query(() => DeskReviewPageView, { description: 'The back office’s reviews, newest first (20 a page). manage_products.' })
  async deskReviews(
    @Ctx() ctx: ApiContext,
    @Arg('status', () => String, { nullable: true, description: 'all, visible or hidden' }) status: string | null,
    @Arg('rating', () => Int, { nullable: true }) rating: number | null,
    @Arg('search', () => String, { nullable: true, description: 'Product title, review title or reviewer email' }) search: string | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
  ): Promise<DeskReviewPageView> {
    const result = await ctx.services.reviews.deskList({ status: status ?? undefined, rating: rating ?? undefined, search: search ?? undefined, page: page ?? undefined });
    return { ...result, items: result.items.map(deskReviewView) };
  }

  @Authorized(...A.moderate)
  @Mutation(() => DeskReviewView, { description: 'Hide or show a review, and/or write the store’s reply ("" removes it). Audit-logged. manage_products.' })
  async moderateReview(
    @Ctx() ctx: ApiContext,
    @Arg('id', () => ID) id: string,
    @Arg('hidden', () => Boolean, { nullable: true }) hidden: boolean | null,
    @Arg('reply', () => String, { nullable: true }) reply: string | null,
  ): Promise<DeskReviewView> {
    await ctx.services.reviews.moderate(ctx, id, { hidden: hidden ?? undefined, reply: reply ?? undefined });
    const found = (await ctx.services.reviews.deskItem(id))!;
    return deskReviewView(found);
  }

  @Mutation(() => StockAlertRequestView, { description: 'Notify me when a sold-out size is back (one mail). A member’s own email is used. Public, limited per address.' })
  async notifyMeWhenInStock(
    @Ctx() ctx: ApiContext,
    @Arg('slug', () => String) slug: string,
    @Arg('variantSku', () => String) variantSku: string,
    @Arg('email', () => String, { nullable: true }) email: string | null,
  ): Promise<StockAlertRequestView> {
    return { ...(await ctx.services.stockAlerts.request(ctx, slug, { email, variantSku })), message: STOCK_ALERT_MESSAGES.saved };
  }

  @Mutation(() => Boolean, { description: 'The one-click unsubscribe of a back-in-stock mail.' })
  async unsubscribeStockAlerts(@Ctx() ctx: ApiContext, @Arg('email', () => String) email: string, @Arg('token', () => String) token: string): Promise<boolean> {
    await ctx.services.stockAlerts.unsubscribe(email, token);
    return true;
  }
}

/** A product's most helpful visible reviews, for its page's first paint and its structured data (JSON-LD `review`). */
@Resolver(() => ProductView)
export class ProductReviewFields {
  @FieldResolver(() => [ProductReviewView], { description: 'The most helpful visible reviews (limit 1–5; none when the product has no reviews).' })
  async topReviews(@Ctx() ctx: ApiContext, @Root() product: ProductView, @Arg('limit', () => Int, { nullable: true, defaultValue: 3 }) limit: number | null): Promise<ProductReviewView[]> {
    if (product.rating.count === 0) return [];
    const n = Math.min(5, Math.max(1, limit ?? 3));
    return (await ctx.services.reviews.top(product.productId, n)).map(reviewView);
  }
}

import { RestReply, type RestRoute, type UploadSpec } from '../../kernel/rest';
import { REVIEW_LIMITS, REVIEW_MESSAGES as M, STOCK_ALERT_MESSAGES as S } from '@kapda/rules/reviews';
import { PICTURE_MESSAGES } from '../catalog/product-pictures';
import { REVIEWS_ACCESS as A } from './reviews.access';
import { deskReviewView, ownReviewView, reviewPhotoView, reviewView } from './reviews.views';

/** Review photos: up to 4 files of UPLOAD_MAX_MB each in the field `photos` (JPEG, PNG or WebP, checked by sharp). */
const PHOTOS: UploadSpec = { field: 'photos', limits: (c) => ({ maxFiles: REVIEW_LIMITS.photosMax, maxMb: c.UPLOAD_MAX_MB }), tooLarge: PICTURE_MESSAGES.tooLarge, tooMany: () => M.tooManyPhotos };

/**
 * /api/products/{id}/… ({id} is the product's id or slug):
 *   GET  /{id}/reviews?sort=helpful|newest&page=   public: visible reviews, the product's rating
 *   POST /{id}/reviews {rating, title, body, photos?: [key]}   signed in, verified buyer: write or replace theirs
 *   GET  /{id}/reviews/mine                      signed in: {canReview, review}
 *   POST /{id}/reviews/photos  multipart `photos` signed in, verified buyer → [{key, url}]
 *   POST /{id}/notify-me {email, variantSku}     public (a member's own email): one mail when the size is back
 */
export const productReviewRoutes: RestRoute[] = [
  { method: 'get', path: '/:id/reviews', access: A.reviews, handle: async (ctx, { params, query }) => {
    const page = await ctx.services.reviews.list(params.id, query.sort, query.page);
    return { items: page.items.map(reviewView), total: page.total, page: page.page, pageCount: page.pageCount, limit: page.limit, sort: page.sort, rating: page.rating };
  } },
  { method: 'get', path: '/:id/reviews/mine', access: A.myReview, handle: async (ctx, { params }) => {
    const mine = await ctx.services.reviews.mine(ctx, params.id);
    return { canReview: mine.canReview, review: mine.review ? ownReviewView(mine.review) : null };
  } },
  { method: 'post', path: '/:id/reviews/photos', access: A.writeReview, upload: PHOTOS, status: 201, handle: async (ctx, { params, files }) => {
    const keys = await ctx.services.reviews.uploadPhotos(ctx, params.id, files);
    return { message: M.photosUploaded(keys.length), data: keys.map((key) => ({ key, ...reviewPhotoView(key) })) };
  } },
  { method: 'post', path: '/:id/reviews', access: A.writeReview, status: 201, handle: async (ctx, { params, body }) => {
    const { review, created } = await ctx.services.reviews.submit(ctx, params.id, body);
    return created ? { message: M.saved, data: ownReviewView(review) } : RestReply.envelope(200, M.updated, ownReviewView(review));
  } },
  { method: 'post', path: '/:id/notify-me', access: A.notifyMe, status: 201, handle: async (ctx, { params, body }) => ({ message: S.saved, data: await ctx.services.stockAlerts.request(ctx, params.id, body) }) },
];

/** POST /api/reviews/{id}/helpful — a member's "helpful" vote (once each). */
export const reviewVoteRoutes: RestRoute[] = [
  { method: 'post', path: '/:id/helpful', access: A.vote, handle: async (ctx, { params }) => {
    const review = await ctx.services.reviews.voteHelpful(ctx, params.id);
    return { message: M.voted, data: { id: String(review.id), helpfulCount: review.helpfulCount } };
  } },
];

/**
 * POST /api/back-in-stock/unsubscribe {email, token} — the unsubscribe page's button; the same with ?email=&token= in
 * the address is the mail's List-Unsubscribe one-click POST (RFC 8058: the client sends List-Unsubscribe=One-Click as a form).
 */
export const stockAlertRoutes: RestRoute[] = [
  { method: 'post', path: '/unsubscribe', access: A.unsubscribe, handle: async (ctx, { body, query }) => {
    await ctx.services.stockAlerts.unsubscribe(body.email ?? query.email, body.token ?? query.token);
    return { message: S.unsubscribed, data: null };
  } },
];

/** /api/admin/reviews — GET ?status=all|visible|hidden&rating&search&page; PATCH /{id} {hidden?, reply?} (manage_products, Catalog). */
export const reviewDeskRoutes: RestRoute[] = [
  { method: 'get', path: '/', access: A.moderate, handle: async (ctx, { query }) => {
    const page = await ctx.services.reviews.deskList(query);
    return { ...page, items: page.items.map(deskReviewView) };
  } },
  { method: 'patch', path: '/:id', access: A.moderate, handle: async (ctx, { params, body }) => {
    const review = await ctx.services.reviews.moderate(ctx, params.id, body);
    const message = body.hidden === true ? M.hidden : body.hidden === false ? M.shown : M.replied;
    return { message, data: { id: String(review.id), hidden: review.hidden, reply: review.reply, repliedAt: review.repliedAt } };
  } },
];

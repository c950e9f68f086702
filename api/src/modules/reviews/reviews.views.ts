import { mediaUrl } from '../catalog/catalog.views';
import { IMAGE_WIDTHS } from '../catalog/product-pictures';
import type { ProductReview } from './review.entity';
import type { DeskReview } from './reviews.service';

/** A review photo: the card width by default, every width in srcSet, the smallest as a thumbnail. */
export function reviewPhotoView(key: string) {
  return {
    url: mediaUrl(key, IMAGE_WIDTHS[1]),
    thumbnailUrl: mediaUrl(key, IMAGE_WIDTHS[0]),
    srcSet: IMAGE_WIDTHS.map((w) => `${mediaUrl(key, w)} ${w}w`).join(', '),
  };
}

/** A review as the shop shows it (GraphQL and REST). Every review is a verified buyer's: no other may be written. */
export function reviewView(r: ProductReview) {
  return {
    id: String(r.id),
    rating: r.rating,
    title: r.title,
    body: r.body,
    authorName: r.authorName,
    verifiedBuyer: true,
    photos: r.photos.map(reviewPhotoView),
    helpfulCount: r.helpfulCount,
    reply: r.reply,
    repliedAt: r.repliedAt,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** The member's own review: the shop's view, whether the desk hid it, and the photo keys to send back when editing. */
export function ownReviewView(r: ProductReview) {
  return { ...reviewView(r), hidden: r.hidden, photoKeys: [...r.photos] };
}

/** A review on the back office's desk: the shop's view, the product, the reviewer's email, hidden or not. */
export function deskReviewView(d: DeskReview) {
  return {
    ...reviewView(d.review),
    hidden: d.review.hidden,
    productId: d.product ? String(d.product.id) : String(d.review.productId),
    productSlug: d.product?.slug ?? null,
    productTitle: d.product?.title ?? '(deleted product)',
    reviewerEmail: d.email,
  };
}


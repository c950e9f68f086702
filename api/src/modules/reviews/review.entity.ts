import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A shopper's rating and review of a product (issue 20): one per member per product (a second
 * review replaces the first), written only by a member whose order with it was delivered. The
 * product row keeps the count and star total of its visible reviews (Product.ratingCount/ratingStars),
 * changed in the same transaction as a review, so listings read the rating without a join.
 */
@Entity('product_reviews')
@Index('UQ_product_reviews_member', ['productId', 'userId'], { unique: true })
@Index('IDX_product_reviews_helpful', ['productId', 'hidden', 'helpfulCount', 'id'])
@Index('IDX_product_reviews_newest', ['productId', 'hidden', 'createdAt'])
@Index('IDX_product_reviews_desk', ['hidden', 'createdAt'])
export class ProductReview {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  productId: number;

  @Column({ type: 'int' })
  userId: number;

  /** The delivered order that makes the reviewer a verified buyer. */
  @Column({ type: 'int' })
  orderId: number;

  /** 1–5 stars. */
  @Column({ type: 'int' })
  rating: number;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'text' })
  body: string;

  /** How the shop names the reviewer ("Asha K."), as it was when they wrote. */
  @Column({ type: 'varchar', length: 80 })
  authorName: string;

  /** Media keys of the review's photos (each rendered at the product pictures' widths), in order. */
  @Column({ type: 'simple-json' })
  photos: string[];

  /** Hidden by the back office: out of the shop and of the product's average. */
  @Column({ type: 'boolean', default: false })
  hidden: boolean;

  /** Members who found it helpful (one vote each, product_review_votes). */
  @Column({ type: 'int', default: 0 })
  helpfulCount: number;

  /** The store's public answer under the review. */
  @Column({ type: 'text', nullable: true })
  reply: string | null;

  @Column({ type: 'datetime', nullable: true })
  repliedAt: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}

/** One member's "helpful" on one review: the primary key makes it once. */
@Entity('product_review_votes')
export class ReviewVote {
  @PrimaryColumn({ type: 'int' })
  reviewId: number;

  @PrimaryColumn({ type: 'int' })
  userId: number;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}

/**
 * A review photo a member uploaded (its media key, rendered at the product pictures' widths): whose
 * it is, and the review it is on once attached. A review names only its member's own photos that are
 * on no other review; a photo taken out of a review is deleted from the media store, and one never
 * attached is deleted by housekeeping a day after its upload.
 */
@Entity('review_photo_uploads')
@Index('IDX_review_photo_uploads_loose', ['reviewId', 'createdAt'])
export class ReviewPhotoUpload {
  /** reviews/upload-<hash>: the hash covers the bytes and the member, so two members never share one. */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  photoKey: string;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'int', nullable: true })
  reviewId: number | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}

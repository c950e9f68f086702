import { In, IsNull, LessThan, type DataSource, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { dialectOf, isDuplicateKey } from '../../kernel/dialect';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../kernel/errors';
import { parseId } from '../../kernel/ids';
import type { MediaStore } from '../../infra/media-store';
import type { Limit, RateLimitStore } from '../../infra/rate-limits';
import {
  checkReply, cleanReview, parseReviewPage, parseReviewSort, ratingSummary, reviewerName, reviewProblems, REVIEW_LIMITS, REVIEW_MESSAGES as M,
  type RatingSummary, type ReviewSort,
} from '@kapda/rules/reviews';
import { requireUser } from '../auth/guards';
import type { AuditLog } from '../audit/audit.service';
import { Product } from '../catalog/product.entity';
import { IMAGE_WIDTHS, type PictureStore } from '../catalog/product-pictures';
import { likePrefix } from '../backoffice/sql';
import { ProductReview, ReviewPhotoUpload, ReviewVote } from './review.entity';

/** A review's photos live in the media store under reviews/, named by a hash of the upload and its member (PictureStore). */
const PHOTO_KEY = /^reviews\/upload-[0-9a-f]{16}$/;
/** A photo uploaded and never put on a review is deleted (row and files) by housekeeping after this long. */
export const LOOSE_PHOTO_HOURS = 24;

/**
 * Review saves and photo uploads per member: each save empties every catalogue answer and rendered page,
 * and each upload is resized by sharp — generous for a shopper, a wall for a script.
 */
export const REVIEW_WRITE_LIMIT: Limit = { points: 30, durationSeconds: 3600 };
/** "Helpful" presses a member may make an hour (each one a write; counted or not). */
export const REVIEW_VOTE_LIMIT: Limit = { points: 60, durationSeconds: 3600 };

export interface ReviewedProduct {
  id: number;
  slug: string;
  title: string;
}

export interface ReviewPage {
  items: ProductReview[];
  total: number;
  page: number;
  pageCount: number;
  limit: number;
  sort: ReviewSort;
  rating: RatingSummary;
}

export interface DeskReviewFilter {
  status?: unknown;
  rating?: unknown;
  search?: unknown;
  page?: unknown;
}

export interface DeskReview {
  review: ProductReview;
  product: ReviewedProduct | null;
  email: string | null;
}

/**
 * Ratings and reviews (issue 20). Only a member whose order with the product was delivered may
 * review it, once (a second review replaces theirs). Every change that moves the product's rating —
 * a review written or edited, hidden or shown — rewrites the product's kept count and star total in
 * the same transaction, with the product row locked, and drops the catalogue's kept answers.
 */
export class ReviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: { changed(): void },
    private readonly audit: AuditLog,
    private readonly pictures: PictureStore,
    private readonly media: MediaStore,
    private readonly limits: RateLimitStore,
  ) {}

  private async countWrite(userId: number): Promise<void> {
    const state = await this.limits.hit('review-write:user', String(userId), REVIEW_WRITE_LIMIT);
    if (!state.allowed) throw tooManyRequests(M.tooManyWrites, state.retryAfterSeconds);
  }

  /** An active product by id or slug (the REST path's {id} may be either). */
  async product(ref: unknown): Promise<ReviewedProduct> {
    const id = parseId(ref);
    const repo = this.dataSource.getRepository(Product);
    const where = id !== null ? { id } : typeof ref === 'string' && ref.length <= 200 ? { slug: ref } : null;
    const found = where ? await repo.findOne({ where: { ...where, isActive: true }, select: { id: true, slug: true, title: true, archivedAt: true } }) : null;
    if (!found || found.archivedAt) throw notFound(M.productNotFound);
    return { id: found.id, slug: found.slug, title: found.title };
  }

  /** A page of a product's visible reviews, most helpful or newest first, with the product's rating. */
  async list(productRef: unknown, sortInput: unknown, pageInput: unknown): Promise<ReviewPage & { product: ReviewedProduct }> {
    const sort = parseReviewSort(sortInput);
    if (!sort) throw badRequest(M.sort, { field: 'sort' });
    const page = parseReviewPage(pageInput);
    if (!page) throw badRequest(M.page, { field: 'page' });
    const product = await this.product(productRef);
    const limit = REVIEW_LIMITS.pageSize;
    const q = this.dataSource.getRepository(ProductReview).createQueryBuilder('r').where('r.productId = :id AND r.hidden = :hidden', { id: product.id, hidden: false });
    if (sort === 'helpful') q.orderBy('r.helpfulCount', 'DESC').addOrderBy('r.id', 'DESC');
    else q.orderBy('r.createdAt', 'DESC').addOrderBy('r.id', 'DESC');
    const [items, total] = await q.skip((page - 1) * limit).take(limit).getManyAndCount();
    const row = await this.dataSource.getRepository(Product).findOne({ where: { id: product.id }, select: { id: true, ratingCount: true, ratingStars: true } });
    return { product, items, total, page, limit, sort, pageCount: Math.max(1, Math.ceil(total / limit)), rating: ratingSummary(row?.ratingCount ?? 0, row?.ratingStars ?? 0) };
  }

  /** A product's most helpful visible reviews (the product page's structured data). */
  top(productId: number, limit: number): Promise<ProductReview[]> {
    return this.dataSource.getRepository(ProductReview).find({ where: { productId, hidden: false }, order: { helpfulCount: 'DESC', id: 'DESC' }, take: limit });
  }

  /** The delivered order that makes this member a verified buyer of the product, or null. */
  private async deliveredOrder(manager: EntityManager, userId: number, productId: number): Promise<number | null> {
    const rows: Array<{ id: number | string }> = await manager.query(
      `SELECT o.id AS id FROM orders o WHERE o.userId = ? AND o.status = 'delivered' AND EXISTS (SELECT 1 FROM order_lines l WHERE l.orderId = o.id AND l.productId = ?) ORDER BY o.id DESC LIMIT 1`,
      [userId, productId],
    );
    return rows[0] ? Number(rows[0].id) : null;
  }

  /** Whether the signed-in member may review the product, and their review when they have written one. */
  async mine(ctx: RequestContext, productRef: unknown): Promise<{ product: ReviewedProduct; canReview: boolean; review: ProductReview | null }> {
    const user = requireUser(ctx);
    const product = await this.product(productRef);
    const [orderId, review] = await Promise.all([
      this.deliveredOrder(this.dataSource.manager, user.id, product.id),
      this.dataSource.getRepository(ProductReview).findOneBy({ productId: product.id, userId: user.id }),
    ]);
    // A member with a review may edit it even when its order no longer counts as delivered (the review was verified
    // when written): the same rule as submit's, so the page never offers an Edit the API refuses.
    return { product, canReview: orderId !== null || review !== null, review };
  }

  /** The order a review rests on: the member's delivered order with the product, else the one their existing review was verified by. */
  private async verifiedBy(manager: EntityManager, userId: number, productId: number): Promise<{ orderId: number; existing: ProductReview | null } | null> {
    const [orderId, existing] = await Promise.all([
      this.deliveredOrder(manager, userId, productId),
      manager.getRepository(ProductReview).findOneBy({ productId, userId }),
    ]);
    if (orderId !== null) return { orderId, existing };
    return existing ? { orderId: existing.orderId, existing } : null;
  }

  /** Photos for a review, checked and rendered like product pictures (refused unless the member may review). */
  async uploadPhotos(ctx: RequestContext, productRef: unknown, files: Array<{ name: string; bytes: Buffer }>): Promise<string[]> {
    const user = requireUser(ctx);
    const product = await this.product(productRef);
    if ((await this.verifiedBy(this.dataSource.manager, user.id, product.id)) === null) throw forbidden(M.notVerified);
    await this.countWrite(user.id);
    if (files.length === 0) throw badRequest('Choose at least one photo to upload.', { field: 'photos' });
    if (files.length > REVIEW_LIMITS.photosMax) throw badRequest(M.tooManyPhotos, { field: 'photos' });
    // The member and the product are in the name's hash: the same picture from two members (or for two of one member's
    // reviews) is two photos, each with one owner and at most one review.
    const { pictures } = await this.pictures.renderAll(files, 'reviews', `member:${user.id}:product:${product.id}`);
    const keys = pictures.map((p) => p.basePath);
    // Recorded as this member's, on no review yet (INSERT IGNORE: the same photo again keeps its row).
    await this.dataSource.createQueryBuilder().insert().into(ReviewPhotoUpload)
      .values(keys.map((photoKey) => ({ photoKey, userId: user.id, reviewId: null }))).orIgnore().execute();
    return keys;
  }

  /** The photos a review names: well-formed keys, at most photosMax; undefined keeps what the review had. */
  private checkPhotoKeys(input: unknown): string[] | undefined {
    if (input === undefined || input === null) return undefined;
    if (!Array.isArray(input) || input.some((k) => typeof k !== 'string' || !PHOTO_KEY.test(k))) throw badRequest('Upload the photos first, then send their keys.', { field: 'photos' });
    const keys = [...new Set(input as string[])];
    if (keys.length > REVIEW_LIMITS.photosMax) throw badRequest(M.tooManyPhotos, { field: 'photos' });
    return keys;
  }

  /**
   * In the review's transaction: every photo named is this member's upload, on no review or on this one (or already
   * on it, from before uploads were recorded), and its files exist. 400 otherwise — another member's key is "not found".
   * Answers the photos still to claim (on no review yet): `claimPhotos` takes them once the review's id is known.
   */
  private async checkPhotosOwned(m: EntityManager, userId: number, keys: string[], existing: ProductReview | null): Promise<string[]> {
    const fresh = keys.filter((k) => !existing?.photos.includes(k));
    if (fresh.length === 0) return [];
    const rows = await m.getRepository(ReviewPhotoUpload).findBy({ photoKey: In(fresh), userId });
    const usable = new Set(rows.filter((r) => r.reviewId === null || r.reviewId === existing?.id).map((r) => r.photoKey));
    for (const key of fresh) {
      if (!usable.has(key) || !(await this.media.has(`${key}-${IMAGE_WIDTHS[0]}.webp`))) throw badRequest(M.photoNotFound, { field: 'photos' });
    }
    return rows.filter((r) => r.reviewId === null).map((r) => r.photoKey);
  }

  /**
   * Put the member's loose photos on the review, in its transaction: one conditional update that takes only rows
   * still on no review, and every one of them or nothing (400, the transaction rolled back). Housekeeping may have
   * deleted a day-old photo since checkPhotosOwned read it (sweepLoosePhotos deletes only rows still loose); once
   * claimed here, no sweep deletes it.
   */
  private async claimPhotos(m: EntityManager, userId: number, reviewId: number, keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const { affected } = await m.createQueryBuilder().update(ReviewPhotoUpload).set({ reviewId })
      .where('photoKey IN (:...keys) AND userId = :userId AND reviewId IS NULL', { keys, userId }).execute();
    if (affected !== keys.length) throw badRequest(M.photoExpired, { field: 'photos' });
  }

  /**
   * Write or replace the member's review (POST /api/products/{id}/reviews). 400 with the first
   * problem (nothing stored); 403 unless the member's order with the product was delivered.
   */
  async submit(ctx: RequestContext, productRef: unknown, input: { rating?: unknown; title?: unknown; body?: unknown; photos?: unknown }): Promise<{ review: ProductReview; created: boolean }> {
    const user = requireUser(ctx);
    await this.countWrite(user.id);
    const problems = reviewProblems({ rating: input.rating, title: input.title, body: input.body });
    const field = (['rating', 'title', 'body'] as const).find((f) => problems[f]);
    if (field) throw badRequest(problems[field]!, { field, problems });
    const product = await this.product(productRef);
    const photos = this.checkPhotoKeys(input.photos);
    const clean = cleanReview({ rating: input.rating, title: input.title, body: input.body });
    let dropped: string[] = [];
    const result = await this.dataSource.transaction(async (m) => {
      const verified = await this.verifiedBy(m, user.id, product.id);
      if (verified === null) throw forbidden(M.notVerified);
      await this.lockProduct(m, product.id);
      const repo = m.getRepository(ProductReview);
      const { orderId } = verified;
      const fields = { ...clean, orderId, authorName: reviewerName(user.firstName, user.lastName) };
      // Read again under the product's lock (verifiedBy's read was before it).
      const existing = await repo.findOneBy({ productId: product.id, userId: user.id });
      const toClaim = photos ? await this.checkPhotosOwned(m, user.id, photos, existing) : [];
      let created = false;
      if (existing) {
        await repo.update({ id: existing.id }, { ...fields, ...(photos ? { photos } : {}) });
      } else {
        try {
          await repo.insert({ productId: product.id, userId: user.id, ...fields, photos: photos ?? [], hidden: false, helpfulCount: 0, reply: null, repliedAt: null });
          created = true;
        } catch (error) {
          // The same member's other request got there first (the product row lock covers MySQL; SQLite writes one at a time).
          if (!isDuplicateKey(error)) throw error;
          await repo.update({ productId: product.id, userId: user.id }, { ...fields, ...(photos ? { photos } : {}) });
        }
      }
      await this.refreshRating(m, product.id);
      const review = await repo.findOneByOrFail({ productId: product.id, userId: user.id });
      if (photos) {
        const uploads = m.getRepository(ReviewPhotoUpload);
        await this.claimPhotos(m, user.id, review.id, toClaim);
        // Photos taken out of the review: their rows now, their files once this commits.
        // Only photos recorded as this member's: one from before uploads were recorded may share its name with another's.
        const out = (existing?.photos ?? []).filter((k) => !photos.includes(k));
        dropped = out.length ? (await uploads.findBy({ photoKey: In(out), userId: user.id })).map((r) => r.photoKey) : [];
        if (dropped.length) await uploads.delete({ photoKey: In(dropped), userId: user.id });
      }
      return { review, created };
    });
    for (const key of dropped) this.pictures.remove(key);
    this.catalog.changed();
    return result;
  }

  /**
   * Housekeeping: photos uploaded more than LOOSE_PHOTO_HOURS before `now` and never put on a review — their rows,
   * then their files in the media store. Answers how many went.
   */
  async sweepLoosePhotos(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - LOOSE_PHOTO_HOURS * 3600_000);
    let removed = 0;
    for (;;) {
      const loose = await this.dataSource.getRepository(ReviewPhotoUpload).find({ where: { reviewId: IsNull(), createdAt: LessThan(cutoff) }, order: { createdAt: 'ASC' }, take: 200 });
      if (loose.length === 0) break;
      // A review may have claimed some since they were read: in one transaction, the rows still loose (locked on MySQL,
      // so no claim slips in; SQLite's transactions run one at a time) are deleted, and only their files follow.
      const gone = await this.dataSource.transaction(async (m) => {
        const keys = loose.map((r) => r.photoKey);
        const lock = dialectOf(m) === 'mysql' ? ' FOR UPDATE' : '';
        const still: Array<{ photoKey: string }> = await m.query(
          `SELECT photoKey FROM review_photo_uploads WHERE photoKey IN (${keys.map(() => '?').join(',')}) AND reviewId IS NULL${lock}`, keys,
        );
        const stillKeys = still.map((r) => r.photoKey);
        if (stillKeys.length) await m.getRepository(ReviewPhotoUpload).delete({ photoKey: In(stillKeys), reviewId: IsNull() });
        return stillKeys;
      });
      for (const key of gone) this.pictures.remove(key);
      removed += gone.length;
      if (loose.length < 200) break;
    }
    return removed;
  }

  /** One member's "helpful" on a visible review (once each; not on their own). Answers the review's count. */
  async voteHelpful(ctx: RequestContext, reviewIdInput: unknown): Promise<ProductReview> {
    const user = requireUser(ctx);
    const id = parseId(reviewIdInput);
    const review = id === null ? null : await this.dataSource.getRepository(ProductReview).findOneBy({ id, hidden: false });
    if (!review) throw notFound(M.reviewNotFound);
    if (review.userId === user.id) throw badRequest(M.ownReview);
    const state = await this.limits.hit('review-vote:user', String(user.id), REVIEW_VOTE_LIMIT);
    if (!state.allowed) throw tooManyRequests(M.tooManyVotes, state.retryAfterSeconds);
    await this.dataSource.transaction(async (m) => {
      try {
        await m.getRepository(ReviewVote).insert({ reviewId: review.id, userId: user.id });
      } catch (error) {
        if (isDuplicateKey(error)) return false; // voted before: once is enough
        throw error;
      }
      await m.createQueryBuilder().update(ProductReview).set({ helpfulCount: () => 'helpfulCount + 1', updatedAt: () => 'updatedAt' }).where('id = :id', { id: review.id }).execute();
      return true;
    });
    // No catalogue change is announced: that would drop every kept answer, card and page in every process, once per
    // vote (an attacker review found one member could flush the caches at will). A product's kept answers show the
    // new helpful count, and the order of its most helpful reviews, when they expire (CATALOGUE_CACHE_SECONDS).
    return this.dataSource.getRepository(ProductReview).findOneByOrFail({ id: review.id });
  }

  /** The back office's list: newest first, by status (visible/hidden), stars and product title or reviewer email. */
  async deskList(filter: DeskReviewFilter): Promise<{ items: DeskReview[]; total: number; page: number; pageCount: number; limit: number }> {
    const page = parseReviewPage(filter.page);
    if (!page) throw badRequest(M.page, { field: 'page' });
    const limit = 20;
    const q = this.dataSource.getRepository(ProductReview).createQueryBuilder('r');
    if (filter.status === 'hidden') q.andWhere('r.hidden = :hidden', { hidden: true });
    else if (filter.status === 'visible') q.andWhere('r.hidden = :hidden', { hidden: false });
    else if (filter.status !== undefined && filter.status !== '' && filter.status !== 'all') throw badRequest('Status must be all, visible or hidden.', { field: 'status' });
    if (filter.rating !== undefined && filter.rating !== '' && filter.rating !== null) {
      const stars = Number(filter.rating);
      if (!Number.isInteger(stars) || stars < 1 || stars > 5) throw badRequest(M.rating, { field: 'rating' });
      q.andWhere('r.rating = :stars', { stars });
    }
    const search = typeof filter.search === 'string' ? filter.search.trim().slice(0, 100) : '';
    if (search) {
      q.andWhere("(r.productId IN (SELECT p.id FROM products p WHERE p.title LIKE :like ESCAPE '!') OR r.userId IN (SELECT u.id FROM users u WHERE u.email LIKE :prefix ESCAPE '!') OR r.title LIKE :like ESCAPE '!')", {
        like: `%${likePrefix(search)}`, prefix: likePrefix(search.toLowerCase()),
      });
    }
    const [reviews, total] = await q.orderBy('r.createdAt', 'DESC').addOrderBy('r.id', 'DESC').skip((page - 1) * limit).take(limit).getManyAndCount();
    const productIds = [...new Set(reviews.map((r) => r.productId))];
    const userIds = [...new Set(reviews.map((r) => r.userId))];
    const [products, users]: [Product[], Array<{ id: number; email: string }>] = await Promise.all([
      productIds.length ? this.dataSource.getRepository(Product).find({ where: { id: In(productIds) }, select: { id: true, slug: true, title: true } }) : Promise.resolve([]),
      userIds.length ? this.dataSource.query(`SELECT id, email FROM users WHERE id IN (${userIds.map(() => '?').join(',')})`, userIds) : Promise.resolve([]),
    ]);
    const items = reviews.map((review) => {
      const p = products.find((x) => x.id === review.productId);
      return { review, product: p ? { id: p.id, slug: p.slug, title: p.title } : null, email: users.find((u) => Number(u.id) === review.userId)?.email ?? null };
    });
    return { items, total, page, limit, pageCount: Math.max(1, Math.ceil(total / limit)) };
  }

  /** One review as the desk shows it (after a change). */
  async deskItem(idInput: unknown): Promise<DeskReview | null> {
    const id = parseId(idInput);
    const review = id === null ? null : await this.dataSource.getRepository(ProductReview).findOneBy({ id });
    if (!review) return null;
    const [product, user] = await Promise.all([
      this.dataSource.getRepository(Product).findOne({ where: { id: review.productId }, select: { id: true, slug: true, title: true } }),
      this.dataSource.query('SELECT email FROM users WHERE id = ?', [review.userId]) as Promise<Array<{ email: string }>>,
    ]);
    return { review, product: product ? { id: product.id, slug: product.slug, title: product.title } : null, email: user[0]?.email ?? null };
  }

  /**
   * The back office hides or shows a review and writes or removes the store's reply (manage_products),
   * audit-logged in the change's transaction. Hiding or showing moves the product's rating with it.
   */
  async moderate(ctx: RequestContext, reviewIdInput: unknown, change: { hidden?: unknown; reply?: unknown }): Promise<ProductReview> {
    const id = parseId(reviewIdInput);
    if (id === null) throw notFound(M.reviewNotFound);
    if (change.hidden !== undefined && change.hidden !== null && typeof change.hidden !== 'boolean') throw badRequest('hidden must be true or false.', { field: 'hidden' });
    let reply: string | null | undefined;
    if (change.reply !== undefined) {
      const checked = checkReply(change.reply);
      if ('problem' in checked) throw badRequest(checked.problem, { field: 'reply' });
      reply = checked.reply;
    }
    if (typeof change.hidden !== 'boolean' && reply === undefined) throw badRequest('Say whether to hide or show the review, or write a reply.');
    const saved = await this.dataSource.transaction(async (m) => {
      const before = await m.getRepository(ProductReview).findOneBy({ id });
      if (!before) throw notFound(M.reviewNotFound);
      await this.lockProduct(m, before.productId);
      const next: Partial<ProductReview> = {};
      if (typeof change.hidden === 'boolean') next.hidden = change.hidden;
      if (reply !== undefined) Object.assign(next, { reply, repliedAt: reply === null ? null : new Date() });
      await m.getRepository(ProductReview).update({ id }, next);
      if (next.hidden !== undefined && next.hidden !== before.hidden) await this.refreshRating(m, before.productId);
      await this.audit.record(m, ctx, {
        action: next.hidden === undefined || next.hidden === before.hidden ? 'review.reply' : next.hidden ? 'review.hide' : 'review.show',
        entityType: 'review',
        entityId: id,
        before: { hidden: before.hidden, reply: before.reply },
        after: { hidden: next.hidden ?? before.hidden, reply: reply === undefined ? before.reply : reply },
      });
      return m.getRepository(ProductReview).findOneByOrFail({ id });
    });
    this.catalog.changed();
    return saved;
  }

  /** The product row, locked for the rest of the transaction (MySQL; SQLite writes one transaction at a time). */
  private async lockProduct(m: EntityManager, productId: number): Promise<void> {
    if (dialectOf(m) === 'mysql') await m.query('SELECT id FROM products WHERE id = ? FOR UPDATE', [productId]);
  }

  /** Rewrite the product's kept rating from its visible reviews (inside the review's transaction). */
  private async refreshRating(m: EntityManager, productId: number): Promise<void> {
    const [row]: Array<{ n: number | string; stars: number | string | null }> = await m.query(
      'SELECT COUNT(*) AS n, COALESCE(SUM(rating), 0) AS stars FROM product_reviews WHERE productId = ? AND hidden = 0',
      [productId],
    );
    await m.createQueryBuilder().update(Product)
      .set({ ratingCount: Number(row?.n ?? 0), ratingStars: Number(row?.stars ?? 0), updatedAt: () => 'updatedAt' })
      .where('id = :productId', { productId }).execute();
  }
}

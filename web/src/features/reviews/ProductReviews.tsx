import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSnackbar } from 'notistack';
import { formatIndiaDate } from '@kapda/rules/dates';
import { ratingLabel, REVIEW_MESSAGES } from '@kapda/rules/reviews';
import type { ReviewFieldsFragment, ReviewSort } from '../../gql/graphql';
import { useMyProductReviewQuery } from '../../gql/hooks/MyProductReview';
import { useProductReviewsQuery } from '../../gql/hooks/ProductReviews';
import { useVoteReviewHelpfulMutation } from '../../gql/hooks/VoteReviewHelpful';
import { StarRow } from '../../ui/Stars';
import { useAuth } from '../auth';
import { ReviewForm } from './ReviewForm';
import { reviewRefusal } from './review-api';
import './reviews.css';

interface ReviewedProduct {
  id: string;
  slug: string;
  title: string;
  rating: { average: number; count: number };
}

function ReviewItem({ review, canVote }: { review: ReviewFieldsFragment; canVote: boolean }) {
  const [vote, { loading }] = useVoteReviewHelpfulMutation();
  const [voted, setVoted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const helpful = async () => {
    setProblem(null);
    try {
      await vote({ variables: { id: review.id } });
      setVoted(true);
    } catch (error) {
      setProblem(reviewRefusal(error, 'Your vote could not be saved. Please try again.'));
    }
  };
  return (
    <li className="review">
      <div className="review__head">
        <StarRow value={review.rating} label={`${review.rating} out of 5 stars`} />
        <h4 className="review__title">{review.title}</h4>
      </div>
      <p className="review__meta">
        <span>{review.authorName}</span>
        {review.verifiedBuyer && <span className="review__verified">✓ {REVIEW_MESSAGES.verifiedBuyer}</span>}
        <time dateTime={String(review.createdAt)}>{formatIndiaDate(review.createdAt)}</time>
      </p>
      <p className="review__body">{review.body}</p>
      {review.photos.length > 0 && (
        <ul className="review__photos" aria-label="Photos from the buyer">
          {review.photos.map((photo, i) => (
            <li key={photo.url}>
              <a href={photo.url} target="_blank" rel="noreferrer"><img src={photo.thumbnailUrl} alt={`Photo ${i + 1} from ${review.authorName}`} width={72} height={90} loading="lazy" /></a>
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="review__reply">
          <p className="review__reply-head">Reply from Kapda{review.repliedAt ? ` · ${formatIndiaDate(review.repliedAt)}` : ''}</p>
          <p>{review.reply}</p>
        </div>
      )}
      <div className="review__helpful">
        <span className="muted">{review.helpfulCount === 1 ? '1 person found this helpful' : review.helpfulCount > 1 ? `${review.helpfulCount} people found this helpful` : ''}</span>
        {canVote && (voted ? <span className="review__thanks" role="status">{REVIEW_MESSAGES.voted}</span> : (
          <button type="button" className="button button--outline button--small" onClick={() => void helpful()} disabled={loading}>Helpful</button>
        ))}
        {problem && <span className="field__error" role="alert">{problem}</span>}
      </div>
    </li>
  );
}

/** The hash a delivered order's "Write a review" link lands on: scrolls to the form and opens it. */
export const WRITE_REVIEW_HASH = '#write-review';

type MyReviewResult = ReturnType<typeof useMyProductReviewQuery>;

/** Who may write: a guest is asked to sign in; a member with a delivered order writes or edits theirs. */
function WriteReview({ product, mine, onSaved }: { product: ReviewedProduct; mine: MyReviewResult; onSaved(): void }) {
  const { user } = useAuth();
  const location = useLocation();
  const asked = location.hash === WRITE_REVIEW_HASH;
  const [open, setOpen] = useState(asked);
  const { enqueueSnackbar } = useSnackbar();
  const status = mine.data?.myProductReview;
  const ready = Boolean(user && status?.canReview);
  const anchor = useRef<HTMLDivElement>(null);
  // Arriving from an order's "Write a review": once we know the member may write, bring the form into view.
  useEffect(() => {
    if (asked && ready) anchor.current?.scrollIntoView?.({ block: 'start' });
  }, [asked, ready]);
  return <div id="write-review" ref={anchor}>{body()}</div>;

  function body() {
  if (!user) {
    return <p className="reviews__cta"><Link to="/login" state={{ from: location }}>Sign in</Link> to review a product you bought.</p>;
  }
  if (mine.loading && !mine.data) return <p className="muted" role="status">Checking whether you can review…</p>;
  if (mine.error && !mine.data) return null;
  if (!status?.canReview) return <p className="reviews__cta muted">{REVIEW_MESSAGES.notVerified}</p>;
  if (!open) {
    return (
      <div className="reviews__cta">
        {status.review?.hidden && <p className="muted">Your review is hidden by our team and not shown in the shop.</p>}
        <button type="button" className="button button--primary" onClick={() => setOpen(true)}>{status.review ? 'Edit your review' : 'Write a review'}</button>
      </div>
    );
  }
  return (
    <ReviewForm
      slug={product.slug}
      productId={product.id}
      existing={status.review ?? null}
      onCancel={() => setOpen(false)}
      onSaved={(message) => {
        setOpen(false);
        enqueueSnackbar(message, { variant: 'success' });
        void mine.refetch();
        onSaved();
      }}
    />
  );
  }
}

/** The product page's reviews: the rating, verified buyers' reviews (most helpful or newest, 10 a page) and the member's form. */
export function ProductReviews({ product }: { product: ReviewedProduct }) {
  const { user } = useAuth();
  const [sort, setSort] = useState<ReviewSort>('HELPFUL');
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useProductReviewsQuery({ variables: { slug: product.slug, sort, page }, fetchPolicy: 'cache-and-network' });
  // The member's own review (one query, shared with the form): no "Helpful" on it — a vote for your own is refused.
  const mine = useMyProductReviewQuery({ variables: { slug: product.slug }, skip: !user, fetchPolicy: 'cache-and-network' });
  const ownReviewId = mine.data?.myProductReview?.review?.id ?? null;
  const knowsOwn = Boolean(user) && !(mine.loading && !mine.data);
  const result = data?.productReviews;
  const rating = result?.rating ?? product.rating;
  return (
    <section className="reviews" aria-labelledby="reviews-heading" id="reviews">
      <div className="section-heading"><h2 id="reviews-heading">Ratings &amp; reviews</h2></div>
      <div className="reviews__summary">
        {rating.count > 0 ? (
          <>
            <p className="reviews__average"><span className="reviews__number">{rating.average.toFixed(1)}</span><span className="muted"> / 5</span></p>
            <div>
              <StarRow value={rating.average} label={ratingLabel(rating)} size="large" />
              <p className="muted">Based on {rating.count} {rating.count === 1 ? 'review' : 'reviews'} from verified buyers</p>
            </div>
          </>
        ) : (
          <p className="muted">No reviews yet. Reviews come from shoppers whose order was delivered.</p>
        )}
      </div>
      <WriteReview product={product} mine={mine} onSaved={() => void refetch()} />
      {rating.count > 1 && (
        <div className="reviews__sort">
          <label htmlFor="review-sort">Sort by</label>
          <select id="review-sort" className="field__input" value={sort} onChange={(e) => { setSort(e.target.value as ReviewSort); setPage(1); }}>
            <option value="HELPFUL">Most helpful</option>
            <option value="NEWEST">Newest</option>
          </select>
        </div>
      )}
      {loading && !result ? (
        <p className="muted" role="status">Loading reviews…</p>
      ) : error && !result ? (
        <div role="alert" className="reviews__error">
          <p>We couldn&rsquo;t load the reviews.</p>
          <button type="button" className="button button--outline button--small" onClick={() => void refetch()}>Try again</button>
        </div>
      ) : result && result.items.length > 0 ? (
        <>
          <ol className="reviews__list" aria-busy={loading || undefined}>
            {result.items.map((review) => <ReviewItem key={review.id} review={review} canVote={knowsOwn && review.id !== ownReviewId} />)}
          </ol>
          {result.pageCount > 1 && (
            <nav className="reviews__pages" aria-label="Review pages">
              <button type="button" className="button button--outline button--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</button>
              <span aria-live="polite">Page {result.page} of {result.pageCount}</span>
              <button type="button" className="button button--outline button--small" disabled={page >= result.pageCount} onClick={() => setPage(page + 1)}>Next</button>
            </nav>
          )}
        </>
      ) : null}
    </section>
  );
}

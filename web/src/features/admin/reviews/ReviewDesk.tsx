import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSnackbar } from 'notistack';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@kapda/rules/reviews';
import type { DeskReviewFieldsFragment } from '../../../gql/graphql';
import { useDeskReviewsQuery } from '../../../gql/hooks/DeskReviews';
import { useModerateReviewMutation } from '../../../gql/hooks/ModerateReview';
import { StarRow } from '../../../ui/Stars';
import { formatDateTime, serverErrorOr } from '../back-office-errors';
import './review-desk.css';

const STATUSES = [['all', 'All reviews'], ['visible', 'Shown in the shop'], ['hidden', 'Hidden']] as const;

function DeskReviewCard({ review }: { review: DeskReviewFieldsFragment }) {
  const { enqueueSnackbar } = useSnackbar();
  const [moderate, { loading }] = useModerateReviewMutation();
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState(review.reply ?? '');
  const change = async (variables: { hidden?: boolean; reply?: string }, done: string) => {
    try {
      await moderate({ variables: { id: review.id, ...variables } });
      enqueueSnackbar(done, { variant: 'success' });
      setReplying(false);
    } catch (error) {
      enqueueSnackbar(serverErrorOr(error, 'The review could not be changed'), { variant: 'error' });
    }
  };
  const sendReply = (event: FormEvent) => {
    event.preventDefault();
    void change({ reply }, reply.trim() ? REVIEW_MESSAGES.replied : 'The reply is removed.');
  };
  return (
    <li className={`bo-card review-desk__item${review.hidden ? ' is-hidden' : ''}`}>
      <div className="review-desk__head">
        <StarRow value={review.rating} label={`${review.rating} out of 5 stars`} />
        <strong>{review.title}</strong>
        {review.hidden && <span className="bo-status bo-status--hidden">Hidden</span>}
      </div>
      <p className="muted bo-small">
        {review.productSlug ? <Link to={`/product/${review.productSlug}`}>{review.productTitle}</Link> : review.productTitle} · {review.authorName}
        {review.reviewerEmail ? ` (${review.reviewerEmail})` : ''} · {formatDateTime(review.createdAt)} · {review.helpfulCount} found it helpful
      </p>
      <p className="review-desk__body">{review.body}</p>
      {review.photos.length > 0 && (
        <ul className="review-desk__photos" aria-label="Photos">
          {review.photos.map((p, i) => <li key={p.url}><a href={p.url} target="_blank" rel="noreferrer"><img src={p.thumbnailUrl} alt={`Photo ${i + 1}`} width={56} height={70} /></a></li>)}
        </ul>
      )}
      {review.reply && !replying && <p className="review-desk__reply"><strong>Our reply:</strong> {review.reply}</p>}
      {replying ? (
        <form onSubmit={sendReply} className="review-desk__reply-form">
          <label className="field__label" htmlFor={`reply-${review.id}`}>Reply from Kapda (shown under the review; empty removes it)</label>
          <textarea id={`reply-${review.id}`} className="field__input" rows={3} maxLength={REVIEW_LIMITS.replyMax} value={reply} onChange={(e) => setReply(e.target.value)} />
          <div className="bo-form__actions">
            <button type="submit" className="button button--primary button--small" disabled={loading}>{loading ? 'Saving…' : 'Publish reply'}</button>
            <button type="button" className="button button--ghost button--small" onClick={() => setReplying(false)}>Cancel</button>
          </div>
        </form>
      ) : (
        <div className="bo-form__actions">
          <button type="button" className="button button--outline button--small" disabled={loading} onClick={() => void change({ hidden: !review.hidden }, review.hidden ? REVIEW_MESSAGES.shown : REVIEW_MESSAGES.hidden)}>
            {review.hidden ? 'Show in the shop' : 'Hide'}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => setReplying(true)}>{review.reply ? 'Edit reply' : 'Reply'}</button>
        </div>
      )}
    </li>
  );
}

/**
 * /admin/reviews (manage_products, Catalog): verified buyers' reviews, newest first — filter by
 * shown/hidden, stars, and product, review title or reviewer email; hide or show each (the
 * product's average follows) and reply under it. Every change is in the audit log.
 */
export function ReviewDesk() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'all';
  const rating = params.get('rating') ?? '';
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState({ status, rating, search });
  const { data, previousData, loading, error, refetch } = useDeskReviewsQuery({ variables: { status, rating: rating ? Number(rating) : null, search: search || null, page }, fetchPolicy: 'cache-and-network' });
  const result = (data ?? previousData)?.deskReviews;
  const go = (next: Partial<{ status: string; rating: string; search: string; page: number }>) => {
    const p = new URLSearchParams();
    const v = { status, rating, search, ...next };
    if (v.status && v.status !== 'all') p.set('status', v.status);
    if (v.rating) p.set('rating', v.rating);
    if (v.search) p.set('search', v.search);
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };
  const filtered = status !== 'all' || rating || search;
  return (
    <div aria-busy={loading}>
      <form className="bo-card bo-filters bo-filters--desk" role="search" aria-label="Find reviews" onSubmit={(e) => { e.preventDefault(); go({ ...draft, search: draft.search.trim(), page: 1 }); }}>
        <div className="field bo-filters__search">
          <label className="field__label" htmlFor="rv-search">Product, review title or email</label>
          <input id="rv-search" className="field__input" type="search" value={draft.search} onChange={(e) => setDraft({ ...draft, search: e.target.value })} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="rv-status">Show</label>
          <select id="rv-status" className="field__input" value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
            {STATUSES.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="rv-rating">Stars</label>
          <select id="rv-rating" className="field__input" value={draft.rating} onChange={(e) => setDraft({ ...draft, rating: e.target.value })}>
            <option value="">Any</option>
            {[5, 4, 3, 2, 1].map((n) => <option key={n} value={n}>{n} {n === 1 ? 'star' : 'stars'}</option>)}
          </select>
        </div>
        <div className="bo-form__actions">
          <button type="submit" className="button button--primary">Find</button>
          <button type="button" className="button button--ghost" onClick={() => { setDraft({ status: 'all', rating: '', search: '' }); setParams(new URLSearchParams()); }}>Clear</button>
        </div>
      </form>
      <section aria-label="Reviews">
        <p className="muted bo-small" aria-live="polite">{result ? `${result.total} ${result.total === 1 ? 'review' : 'reviews'}${filtered ? ' match' : ''}` : ''}</p>
        {error && !result && (
          <div role="alert" className="bo-card">
            <p>{serverErrorOr(error, 'Failed to load reviews')}</p>
            <button type="button" className="button button--outline" onClick={() => void refetch()}>Try again</button>
          </div>
        )}
        {!result && loading && <p className="bo-empty">Loading reviews…</p>}
        {result && result.items.length === 0 && <p className="bo-empty">{filtered ? 'No reviews match.' : 'No reviews yet: they come from shoppers whose orders were delivered.'}</p>}
        {result && result.items.length > 0 && <ol className="review-desk__list">{result.items.map((r) => <DeskReviewCard key={r.id} review={r} />)}</ol>}
        {result && result.pageCount > 1 && (
          <nav className="bo-pager" aria-label="Pages">
            <button type="button" className="button button--small button--outline" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>Previous</button>
            <span>Page {page} of {result.pageCount}</span>
            <button type="button" className="button button--small button--outline" disabled={page >= result.pageCount} onClick={() => go({ page: page + 1 })}>Next</button>
          </nav>
        )}
      </section>
    </div>
  );
}

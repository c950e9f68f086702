import { ratingLabel } from '@kapda/rules/rating';
import './stars.css';

/** Five stars filled to `value` (0–5, tenths), drawn in CSS: the screen reader hears `label` instead. */
export function StarRow({ value, label, size = 'small' }: { value: number; label: string; size?: 'small' | 'large' }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={label}>
      <span className="stars__fill" style={{ width: `${percent}%` }} aria-hidden="true">★★★★★</span>
      <span className="stars__base" aria-hidden="true">★★★★★</span>
    </span>
  );
}

/** A product card's compact rating — "★ 4.3 (12)" — or nothing before the first review. */
export function CompactRating({ rating }: { rating: { average: number; count: number } | null | undefined }) {
  if (!rating || rating.count === 0) return null;
  return (
    <p className="compact-rating" aria-label={ratingLabel(rating)}>
      <span aria-hidden="true"><span className="compact-rating__star">★</span> {rating.average.toFixed(1)} <span className="compact-rating__count">({rating.count})</span></span>
    </p>
  );
}

/**
 * A product's rating as every product card shows it (issue 20). A file of its own (re-exported by
 * review.rules.ts, `@kapda/rules/reviews`) so the storefront's first load carries the stars' words
 * without the review form's checks and messages (issue 19).
 */
export interface RatingSummary {
  /** Mean of the visible reviews' stars, to one decimal (0 when there are none). */
  average: number;
  count: number;
}

/** The product's rating from the summary kept on its row: the number of visible reviews and the sum of their stars. */
export function ratingSummary(count: number, starsTotal: number): RatingSummary {
  if (!count || count < 0) return { average: 0, count: 0 };
  return { average: Math.round((starsTotal / count) * 10) / 10, count };
}

/** "4.3 out of 5 stars from 12 reviews": what a screen reader hears for the stars. */
export function ratingLabel(r: RatingSummary): string {
  if (r.count === 0) return 'No reviews yet';
  return `Rated ${r.average} out of 5 from ${r.count} ${r.count === 1 ? 'review' : 'reviews'}`;
}

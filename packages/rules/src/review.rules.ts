/**
 * Ratings and reviews (issue 20) and back-in-stock alerts: the checks the review form and the
 * server both make, the words a shopper reads, and the average a product shows.
 */

export const REVIEW_LIMITS = {
  titleMax: 120,
  bodyMin: 10,
  bodyMax: 2000,
  replyMax: 1000,
  /** Photos on one review. */
  photosMax: 4,
  pageSize: 10,
  /** The reviewer's shown name ("Asha K."): product_reviews.authorName is varchar(80), counted in characters. */
  authorNameMax: 80,
} as const;

export const REVIEW_SORTS = ['helpful', 'newest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_MESSAGES = {
  signIn: 'Please sign in to review this product.',
  notVerified: 'Only shoppers whose order with this product has been delivered can review it.',
  rating: 'Choose a rating from 1 to 5 stars.',
  titleRequired: 'Give your review a title.',
  titleTooLong: `The title can be at most ${REVIEW_LIMITS.titleMax} characters.`,
  bodyTooShort: `Tell other shoppers a little more: at least ${REVIEW_LIMITS.bodyMin} characters.`,
  bodyTooLong: `The review can be at most ${REVIEW_LIMITS.bodyMax} characters.`,
  controlCharacters: 'Remove the special (control) characters from your text.',
  tooManyPhotos: `Add at most ${REVIEW_LIMITS.photosMax} photos.`,
  photoNotFound: 'A photo could not be found: upload it again.',
  photoExpired: 'A photo was removed before your review was saved (photos not added to a review within a day are deleted). Upload it again; nothing was saved.',
  sort: 'Sort reviews by helpful or newest.',
  page: 'The page must be a whole number from 1.',
  saved: 'Thank you! Your review is published.',
  updated: 'Your review has been updated.',
  productNotFound: 'Product not found',
  reviewNotFound: 'Review not found',
  ownReview: 'You cannot vote for your own review.',
  tooManyWrites: 'You have saved reviews and photos many times in the last hour. Please try again later.',
  tooManyVotes: 'You have marked many reviews helpful in the last hour. Please try again later.',
  voted: 'Thank you for your feedback.',
  photosUploaded: (n: number) => (n === 1 ? 'Photo added.' : `${n} photos added.`),
  replyRequired: 'Write a reply, or remove it with an empty reply.',
  replyTooLong: `The reply can be at most ${REVIEW_LIMITS.replyMax} characters.`,
  hidden: 'The review is hidden from the shop.',
  shown: 'The review is shown in the shop.',
  replied: 'Your reply is published under the review.',
  verifiedBuyer: 'Verified buyer',
} as const;

export const STOCK_ALERT_MESSAGES = {
  email: 'Enter a valid email address.',
  variant: 'Choose the size you want to be told about.',
  inStock: 'This size is in stock: you can add it to your bag now.',
  saved: 'We will email you once when this size is back in stock.',
  productNotFound: 'Product not found',
  unsubscribed: 'You will get no more back-in-stock emails from Kapda.',
  tooManyAlerts: (max: number) => `You are already waiting for ${max} sizes. We will email you as they come back; ask for more once some have.`,
  invalidLink: 'This link is not valid. Please use the link from your latest Kapda email.',
} as const;

export interface ReviewInput {
  rating: number;
  title: string;
  body: string;
}

export type ReviewProblems = Partial<Record<keyof ReviewInput, string>>;

/** Tabs and line breaks are fine in a review; every other control character (and DEL) is refused. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u0080-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/** Whitespace at the ends trimmed and Windows line breaks made plain: what is stored. */
export function cleanReviewText(text: unknown): string {
  return typeof text === 'string' ? text.replace(/\r\n?/g, '\n').trim() : '';
}

/** Every problem of a review as typed (rating, title, text), keyed by field; {} when it may be sent. */
export function reviewProblems(input: { rating: unknown; title: unknown; body: unknown }): ReviewProblems {
  const problems: ReviewProblems = {};
  const rating = typeof input.rating === 'string' && /^\d$/.test(input.rating) ? Number(input.rating) : input.rating;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) problems.rating = REVIEW_MESSAGES.rating;
  const title = cleanReviewText(input.title);
  if (typeof input.title !== 'string' || title === '') problems.title = REVIEW_MESSAGES.titleRequired;
  else if (hasControlCharacters(title) || title.includes('\n')) problems.title = REVIEW_MESSAGES.controlCharacters;
  else if ([...title].length > REVIEW_LIMITS.titleMax) problems.title = REVIEW_MESSAGES.titleTooLong;
  const body = cleanReviewText(input.body);
  if (typeof input.body === 'string' && hasControlCharacters(body)) problems.body = REVIEW_MESSAGES.controlCharacters;
  else if ([...body].length < REVIEW_LIMITS.bodyMin) problems.body = REVIEW_MESSAGES.bodyTooShort;
  else if ([...body].length > REVIEW_LIMITS.bodyMax) problems.body = REVIEW_MESSAGES.bodyTooLong;
  return problems;
}

/** A review that passed `reviewProblems`, cleaned: what is stored. */
export function cleanReview(input: { rating: unknown; title: unknown; body: unknown }): ReviewInput {
  return { rating: Number(input.rating), title: cleanReviewText(input.title), body: cleanReviewText(input.body) };
}

/** The store's reply: cleaned, or a problem. An empty reply removes it (null). */
export function checkReply(text: unknown): { reply: string | null } | { problem: string } {
  if (text !== null && text !== undefined && typeof text !== 'string') return { problem: REVIEW_MESSAGES.replyRequired };
  const reply = cleanReviewText(text);
  if (reply === '') return { reply: null };
  if (hasControlCharacters(reply)) return { problem: REVIEW_MESSAGES.controlCharacters };
  if ([...reply].length > REVIEW_LIMITS.replyMax) return { problem: REVIEW_MESSAGES.replyTooLong };
  return { reply };
}

export { ratingLabel, ratingSummary } from './rating.rules';
export type { RatingSummary } from './rating.rules';

/** The sort asked for (absent = most helpful), or null when it is not one we know. */
export function parseReviewSort(value: unknown): ReviewSort | null {
  if (value === undefined || value === null || value === '') return 'helpful';
  return typeof value === 'string' && (REVIEW_SORTS as readonly string[]).includes(value.toLowerCase()) ? (value.toLowerCase() as ReviewSort) : null;
}

/** The page asked for (absent = 1), or null when it is not a whole number from 1 (up to 10,000). */
export function parseReviewPage(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return 1;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : null;
}

/** How a reviewer is named in the shop: first name and the initial of the last ("Asha K."). */
export function reviewerName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  const suffix = initial ? ` ${initial.toUpperCase()}.` : '';
  // A first name may be as long as the column (80): cut it (by characters, never inside one) so the whole fits.
  const room = REVIEW_LIMITS.authorNameMax - [...suffix].length;
  const first = [...firstName.trim()].slice(0, room).join('').trimEnd() || 'Kapda shopper';
  return `${first}${suffix}`;
}

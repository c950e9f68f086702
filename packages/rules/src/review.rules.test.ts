import { describe, expect, it } from 'vitest';
import { checkReply, cleanReview, parseReviewPage, parseReviewSort, ratingLabel, ratingSummary, REVIEW_LIMITS, REVIEW_MESSAGES as M, reviewerName, reviewProblems } from './review.rules';

const ok = { rating: 4, title: 'Lovely fabric', body: 'Soft cotton, true to size and the colour is as shown.' };

describe('reviewProblems', () => {
  it('accepts a good review and cleans it', () => {
    expect(reviewProblems(ok)).toEqual({});
    expect(cleanReview({ ...ok, title: '  Lovely  ', body: ' Line one\r\nline two ' })).toEqual({ rating: 4, title: 'Lovely', body: 'Line one\nline two' });
  });
  it('wants 1 to 5 whole stars', () => {
    for (const rating of [0, 6, 3.5, '4.0', null, undefined, 'five']) expect(reviewProblems({ ...ok, rating }).rating).toBe(M.rating);
    expect(reviewProblems({ ...ok, rating: '5' })).toEqual({});
  });
  it('needs a title within its length, on one line', () => {
    expect(reviewProblems({ ...ok, title: '   ' }).title).toBe(M.titleRequired);
    expect(reviewProblems({ ...ok, title: 42 }).title).toBe(M.titleRequired);
    expect(reviewProblems({ ...ok, title: 'x'.repeat(REVIEW_LIMITS.titleMax + 1) }).title).toBe(M.titleTooLong);
    expect(reviewProblems({ ...ok, title: 'x'.repeat(REVIEW_LIMITS.titleMax) })).toEqual({});
    expect(reviewProblems({ ...ok, title: 'two\nlines' }).title).toBe(M.controlCharacters);
  });
  it('counts characters, not UTF-16 units (Hindi and emoji)', () => {
    expect(reviewProblems({ ...ok, body: '😀'.repeat(REVIEW_LIMITS.bodyMax) })).toEqual({});
    expect(reviewProblems({ ...ok, body: 'बहुत अच्छा कुर्ता है' })).toEqual({});
  });
  it('wants a text of 10 to 2000 characters', () => {
    expect(reviewProblems({ ...ok, body: 'Nice' }).body).toBe(M.bodyTooShort);
    expect(reviewProblems({ ...ok, body: 'x'.repeat(REVIEW_LIMITS.bodyMax + 1) }).body).toBe(M.bodyTooLong);
  });
  it('refuses control characters but keeps line breaks and tabs', () => {
    expect(reviewProblems({ ...ok, body: 'Good\u0000 fabric, nice' }).body).toBe(M.controlCharacters);
    expect(reviewProblems({ ...ok, title: 'Bell\u0007' }).title).toBe(M.controlCharacters);
    expect(reviewProblems({ ...ok, body: 'Right\u202Eto left trick' }).body).toBe(M.controlCharacters);
    expect(reviewProblems({ ...ok, body: 'Good fabric.\n\tWould buy again.' })).toEqual({});
  });
});

describe('the store reply', () => {
  it('is cleaned, removed when empty, refused when too long or with control characters', () => {
    expect(checkReply('  Thank you!  ')).toEqual({ reply: 'Thank you!' });
    expect(checkReply('')).toEqual({ reply: null });
    expect(checkReply(null)).toEqual({ reply: null });
    expect(checkReply(5)).toEqual({ problem: M.replyRequired });
    expect(checkReply('x'.repeat(REVIEW_LIMITS.replyMax + 1))).toEqual({ problem: M.replyTooLong });
    expect(checkReply('a\u0001b')).toEqual({ problem: M.controlCharacters });
  });
});

describe('ratingSummary', () => {
  it('averages to one decimal and is 0 without reviews', () => {
    expect(ratingSummary(0, 0)).toEqual({ average: 0, count: 0 });
    expect(ratingSummary(3, 13)).toEqual({ average: 4.3, count: 3 });
    expect(ratingSummary(2, 9)).toEqual({ average: 4.5, count: 2 });
    expect(ratingLabel({ average: 4.5, count: 1 })).toBe('Rated 4.5 out of 5 from 1 review');
    expect(ratingLabel({ average: 0, count: 0 })).toBe('No reviews yet');
  });
});

describe('paging and sorting', () => {
  it('reads the sort and the page', () => {
    expect(parseReviewSort(undefined)).toBe('helpful');
    expect(parseReviewSort('NEWEST')).toBe('newest');
    expect(parseReviewSort('rating')).toBeNull();
    expect(parseReviewPage(undefined)).toBe(1);
    expect(parseReviewPage('3')).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'x', '99999999', 0]) expect(parseReviewPage(bad)).toBeNull();
  });
});

describe('reviewerName', () => {
  it('shows the first name and the initial', () => {
    expect(reviewerName('Asha', 'kapoor')).toBe('Asha K.');
    expect(reviewerName('Asha', '')).toBe('Asha');
    expect(reviewerName(' ', '')).toBe('Kapda shopper');
  });

  it('fits the 80 characters kept, however long the first name (cut by characters, not UTF-16 units)', () => {
    const long = 'A'.repeat(80);
    expect(reviewerName(long, 'Kapoor')).toBe(`${'A'.repeat(77)} K.`);
    expect([...reviewerName(long, 'Kapoor')]).toHaveLength(REVIEW_LIMITS.authorNameMax);
    expect(reviewerName(long, '')).toBe(long);
    const devanagari = 'आशा'.repeat(30); // 90 characters
    expect([...reviewerName(devanagari, 'कपूर')]).toHaveLength(80);
    expect(reviewerName('😀'.repeat(80), 'K')).toBe(`${'😀'.repeat(77)} K.`);
  });
});

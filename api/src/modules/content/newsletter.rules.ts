import { createHmac, timingSafeEqual } from 'node:crypto';

/** SPEC.md §8 style answers of the newsletter forms. */
export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing!',
  unsubscribed: 'You have been unsubscribed from the Kapda newsletter.',
  invalidLink: 'This unsubscribe link is not valid. Please use the link from your latest Kapda email.',
} as const;

/**
 * The token in a newsletter mail's unsubscribe link: an HMAC of the address under the server's
 * secret. Nothing is stored, it never expires (an old mail's link must keep working), and it only
 * unsubscribes the address it was made for.
 */
export function unsubscribeToken(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe:${email}`).digest('base64url');
}

export function isUnsubscribeToken(secret: string, email: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length === 0 || token.length > 100) return false;
  const expected = Buffer.from(unsubscribeToken(secret, email));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function unsubscribeUrl(publicUrl: string, secret: string, email: string): string {
  const query = new URLSearchParams({ email, token: unsubscribeToken(secret, email) });
  return `${publicUrl}/newsletter/unsubscribe?${query}`;
}

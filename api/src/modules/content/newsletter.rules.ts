import { createHmac, timingSafeEqual } from 'node:crypto';

/** SPEC.md §8 style answers of the newsletter forms. */
export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing!',
  unsubscribed: 'You have been unsubscribed from the Kapda newsletter.',
  invalidLink: 'This unsubscribe link is not valid. Please use the link from your latest Kapda email.',
} as const;

/**
 * The token in a newsletter mail's unsubscribe link: an HMAC of the address under the newsletter key
 * (config.keys.newsletter). Nothing is stored, it never expires (an old mail's link must keep working),
 * and it only unsubscribes the address it was made for.
 */
type Key = string | Uint8Array;

export function unsubscribeToken(key: Key, email: string): string {
  return createHmac('sha256', key).update(`newsletter-unsubscribe:${email}`).digest('base64url');
}

/** Whether the token was made for the address under any of the keys (the newsletter key, and the one older mails used). */
export function isUnsubscribeToken(keys: Key | readonly Key[], email: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length === 0 || token.length > 100) return false;
  const given = Buffer.from(token);
  return (Array.isArray(keys) ? keys : [keys]).some((key: Key) => {
    const expected = Buffer.from(unsubscribeToken(key, email));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

export function unsubscribeUrl(publicUrl: string, key: Key, email: string): string {
  const query = new URLSearchParams({ email, token: unsubscribeToken(key, email) });
  return `${publicUrl}/newsletter/unsubscribe?${query}`;
}

/** The mail's List-Unsubscribe address (RFC 8058): the API route that unsubscribes on one POST, no page. */
export function oneClickUnsubscribeUrl(publicUrl: string, key: Key, email: string): string {
  const query = new URLSearchParams({ email, token: unsubscribeToken(key, email) });
  return `${publicUrl}/api/newsletter/unsubscribe?${query}`;
}

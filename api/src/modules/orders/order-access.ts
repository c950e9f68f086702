import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A guest opens their order from a signed link: HMAC-SHA256 of the order id under the server
 * secret. Nothing is stored; the link works as long as the secret stays the same.
 */
export function orderAccessToken(secret: string, orderId: number): string {
  return createHmac('sha256', secret).update(`order-access|${orderId}`).digest('base64url');
}

export function verifyOrderAccessToken(secret: string, orderId: number, token: unknown): boolean {
  if (typeof token !== 'string' || token.length !== 43) return false;
  const expected = Buffer.from(orderAccessToken(secret, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

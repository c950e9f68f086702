import { createHmac, timingSafeEqual } from 'node:crypto';

type Key = string | Uint8Array;

/**
 * A guest opens their order from a signed link: HMAC-SHA256 of the order id under the order-link key
 * (config.keys.orderLink). Nothing is stored; the link works as long as the server secret stays the same.
 */
export function orderAccessToken(key: Key, orderId: number): string {
  return createHmac('sha256', key).update(`order-access|${orderId}`).digest('base64url');
}

/** Whether the token opens the order under any of the keys (the order-link key, and the one links were mailed under before it). */
export function verifyOrderAccessToken(keys: Key | readonly Key[], orderId: number, token: unknown): boolean {
  if (typeof token !== 'string' || token.length !== 43) return false;
  const given = Buffer.from(token);
  return (Array.isArray(keys) ? keys : [keys]).some((key: Key) => {
    const expected = Buffer.from(orderAccessToken(key, orderId));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

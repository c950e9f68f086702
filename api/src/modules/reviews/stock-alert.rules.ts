import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe link of a back-in-stock mail: an HMAC of the address under the
 * stock-alerts key (config.keys.stockAlerts). Nothing is stored and it never expires; it stops every
 * alert of that address, and nothing else.
 */
type Key = string | Uint8Array;

export function stockAlertToken(key: Key, email: string): string {
  return createHmac('sha256', key).update(`stock-alert-unsubscribe:${email}`).digest('base64url');
}

export function isStockAlertToken(key: Key, email: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length === 0 || token.length > 100) return false;
  const given = Buffer.from(token);
  const expected = Buffer.from(stockAlertToken(key, email));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function stockAlertUnsubscribeUrl(publicUrl: string, key: Key, email: string): string {
  return `${publicUrl}/back-in-stock/unsubscribe?${new URLSearchParams({ email, token: stockAlertToken(key, email) })}`;
}

/** The mail's List-Unsubscribe address (RFC 8058): the API route that unsubscribes on one POST, no page. */
export function stockAlertOneClickUrl(publicUrl: string, key: Key, email: string): string {
  return `${publicUrl}/api/back-in-stock/unsubscribe?${new URLSearchParams({ email, token: stockAlertToken(key, email) })}`;
}

/** What the alert names: "Anarkali kurta — size M, Maroon". */
export function variantLabel(title: string, size: string, color: string): string {
  return `${title} — size ${size}${color ? `, ${color}` : ''}`;
}

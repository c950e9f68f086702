import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import type { Scope } from '../../kernel/access';

/** The events an endpoint may subscribe to (docs/API.md); return.* come from the returns domain (ReturnService). */
export const WEBHOOK_EVENTS = [
  'order.placed', 'order.status_changed', 'order.cancelled', 'payment.refunded', 'return.requested', 'return.status_changed',
  'product.created', 'product.updated', 'stock.low', 'enquiry.received',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/**
 * The read scope an API key needs to subscribe to each event: an event carries the resource as the
 * REST API answers it, so a key may receive only what it could read (webhooks:manage alone reads nothing).
 */
export const EVENT_SCOPES: Record<WebhookEvent, Scope> = {
  'order.placed': 'orders:read', 'order.status_changed': 'orders:read', 'order.cancelled': 'orders:read',
  'payment.refunded': 'orders:read', 'return.requested': 'orders:read', 'return.status_changed': 'orders:read',
  'product.created': 'catalog:read', 'product.updated': 'catalog:read', 'stock.low': 'catalog:read',
  'enquiry.received': 'customers:read',
};

/** The first scope a key lacks for these events, or null when it holds them all. */
export function missingEventScope(events: readonly string[], scopes: readonly string[]): Scope | null {
  for (const event of events) {
    const needed = EVENT_SCOPES[event as WebhookEvent];
    if (needed && !scopes.includes(needed)) return needed;
  }
  return null;
}

/** Retries after a timeout or a non-2xx answer: within a minute, then growing, for about a day. */
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 1800, 3600, 7200, 14_400, 21_600, 28_800] as const;
/** A body larger than this is not sent (the data is cut to ids). */
export const MAX_BODY_BYTES = 60_000;

/** When to try again after `attempts` failed attempts, or null: give up (all retries used). */
export function nextRetry(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_SECONDS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay * 1000);
}

/** `X-Kapda-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export function signature(secret: string, unixSeconds: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

/** The body every endpoint receives: `{id, type, createdAt, data}`. */
export function eventBody(id: string, type: string, createdAt: Date, data: unknown): string {
  return JSON.stringify({ id, type, createdAt: createdAt.toISOString(), data });
}

/**
 * Whether an address is on the public internet: not loopback, private, link-local (cloud metadata
 * 169.254.169.254), carrier-grade NAT, multicast, reserved, or their IPv6 forms.
 */
export function isPublicAddress(address: string): boolean {
  const kind = isIP(address);
  if (kind === 4) {
    const [a, b] = address.split('.').map(Number);
    if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
    if (a === 169 && b === 254) return false;
    if (a === 172 && b >= 16 && b <= 31) return false;
    if (a === 192 && b === 168) return false;
    if (a === 100 && b >= 64 && b <= 127) return false;
    if (a === 192 && b === 0) return false;
    if (a === 198 && (b === 18 || b === 19)) return false;
    return true;
  }
  if (kind === 6) {
    const lower = address.toLowerCase();
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
    if (mapped) return isPublicAddress(mapped[1]);
    if (lower === '::' || lower === '::1') return false;
    const first = parseInt(lower.split(':')[0] || '0', 16);
    if ((first & 0xfe00) === 0xfc00) return false; // fc00::/7 unique local
    if ((first & 0xffc0) === 0xfe80) return false; // fe80::/10 link-local
    if ((first & 0xff00) === 0xff00) return false; // multicast
    if (lower.startsWith('64:ff9b:') || lower.startsWith('2001:db8:')) return false;
    return true;
  }
  return false;
}

/**
 * An endpoint's URL as given: https only where private targets are not allowed (production), no
 * credentials in it, at most 500 characters. Answers the problem, or null when the URL is fine.
 */
export function urlProblem(raw: unknown, allowPrivate: boolean): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 500) return 'Give the endpoint an https:// URL (at most 500 characters).';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Give the endpoint an https:// URL (at most 500 characters).';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'Webhook URLs must use https://.';
  if (url.username || url.password) return 'Webhook URLs may not carry a user name or password.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || (isIP(host) && !isPublicAddress(host)))) {
    return 'Webhook URLs must point to a public internet address.';
  }
  return null;
}

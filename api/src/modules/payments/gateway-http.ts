import { createHmac, timingSafeEqual } from 'node:crypto';
import { GatewayError } from './gateway';

/** Hex HMAC-SHA256 (Razorpay's and the sandbox's rule). */
export const hmacHex = (secret: string, text: string): string => createHmac('sha256', secret).update(text).digest('hex');

/** Base64 HMAC-SHA256 (Cashfree's webhook rule). */
export const hmacBase64 = (secret: string, text: string): string => createHmac('sha256', secret).update(text).digest('base64');

/** Constant-time equality of two strings (false, not an exception, when the lengths differ). */
export function sameSecret(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Rupees with two decimals, as a number (Cashfree's amounts) ↔ integer paise. */
export const paiseToRupeeAmount = (paise: number): number => Number((paise / 100).toFixed(2));
export const rupeeAmountToPaise = (rupees: unknown): number | null => (typeof rupees === 'number' && Number.isFinite(rupees) ? Math.round(rupees * 100) : null);

/**
 * One JSON call to a gateway's REST API with a time limit. Answers the parsed body of a 2xx; a 4xx/5xx
 * becomes a GatewayError carrying the gateway's own description (never the request's headers).
 */
export async function callGateway(
  label: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
  describe: (body: unknown) => string | undefined,
  timeoutMs = 15_000,
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new GatewayError(`${label}: ${(error as Error).name === 'TimeoutError' ? 'no answer in time' : 'could not be reached'}`);
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) throw new GatewayError(`${label}: ${res.status} ${describe(body) ?? 'error'}`.slice(0, 480), res.status);
  return body;
}

/** A plain object's field, or undefined. */
export const field = (o: unknown, key: string): unknown => (o && typeof o === 'object' ? (o as Record<string, unknown>)[key] : undefined);
export const str = (o: unknown, key: string): string | undefined => {
  const v = field(o, key);
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
};

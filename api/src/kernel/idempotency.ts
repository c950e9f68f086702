import { createHash } from 'node:crypto';
import { AppError, badRequest } from './errors';

/**
 * Idempotency-Key, as order placement and return requests read it: the client's key (8–100 letters, digits,
 * dashes or underscores) is stored hashed with who sent it and what for (`scope`), so keys never collide across
 * customers or purposes; beside it, a hash of the request it was first sent with. A retry with the same key and
 * the same body is answered with what the first one made; the same key with another body is refused (422), never
 * answered with the first one's result.
 */
export const IDEMPOTENCY_KEY_SHAPE = /^[A-Za-z0-9_-]{8,100}$/;

/** The stored hash of a key for `scope` ('user:12', 'guest:a@b.in', 'return:order:7|user:12'); null when none was sent; 400 for a malformed key. */
export function idempotencyKeyHash(scope: string, key: unknown, invalidMessage: string): string | null {
  if (key === undefined || key === null || key === '') return null;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_SHAPE.test(key)) throw badRequest(invalidMessage, { field: 'idempotencyKey' });
  return createHash('sha256').update(`${scope}|${key}`).digest('hex');
}

/** What a key stands for: the request's own fields, in a fixed order (JSON of `parts`). */
export const idempotencyBodyHash = (parts: unknown): string => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** The same key sent with another request: 422, saying nothing of what the first one made. */
export const idempotencyKeyReused = (message: string) => new AppError(422, message, 'IDEMPOTENCY_KEY_REUSED', { field: 'idempotencyKey' });

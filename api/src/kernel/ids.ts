/**
 * Record ids as clients send them: a positive whole number within the INT columns' range, given as
 * a number or a string of digits. Anything else is no id at all — the caller answers "not found"
 * (never a 500 from the database, never a lookup by a coerced '1e3' or ' 7x').
 */
import { notFound } from './errors';

const MAX_ID = 2_147_483_647;

export function parseId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}

/** The id of a record a client names, or a 404 with the record's own "not found" message. */
export function idOrNotFound(value: unknown, message: string): number {
  const id = parseId(value);
  if (id === null) throw notFound(message);
  return id;
}

/** Dates a store keeps (banner, coupon and collection windows): what a DATETIME column holds, from 1970. */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59);

const inRange = (date: Date): Date | 'invalid' => (Number.isNaN(date.getTime()) || date.getTime() < EARLIEST || date.getTime() > LATEST ? 'invalid' : date);

/**
 * A date from a client value (ISO text, a timestamp, a Date): null when none was given, 'invalid'
 * when it is not a date or lies outside 1970–9999 (MySQL's DATETIME would refuse it with an error).
 */
export function readDate(value: unknown): Date | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return inRange(value);
  if (typeof value !== 'string' && typeof value !== 'number') return 'invalid';
  return inRange(new Date(value));
}

/** A date from a client value (ISO text, a timestamp, a Date): null when none was given, 'invalid' when it is not a date. */
export function readDate(value: unknown): Date | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'invalid' : value;
  if (typeof value !== 'string' && typeof value !== 'number') return 'invalid';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

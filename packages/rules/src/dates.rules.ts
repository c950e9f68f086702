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

/* ───────────────────────────── India's days (Asia/Kolkata) ─────────────────────────────
 * The database keeps instants in UTC; every date a person or the GST law reads is India's. India
 * keeps one offset all year (+05:30, no daylight saving), so a day or a financial year is that
 * offset's arithmetic; the words a person reads come from formatters made once (making an
 * Intl.DateTimeFormat per call was 13 % of a busy server's CPU).
 */

export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

type When = Date | string | number;
const instant = (when: When): Date => (when instanceof Date ? when : new Date(when));
/** The instant moved so that its UTC fields read India's wall clock. */
const wallClock = (when: When): Date => new Date(instant(when).getTime() + INDIA_OFFSET_MS);

/** 2026-11-25: the day in India of an instant (sorting keys, file names, the dashboard's days). */
export function indiaDate(when: When): string {
  return wallClock(when).toISOString().slice(0, 10);
}

/** 2026-11-25 04:03:00: India's date and time of an instant, for CSV files (sorts as text). */
export function indiaDateTime(when: When): string {
  return wallClock(when).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant an Indian day (YYYY-MM-DD) starts: 00:00 IST. */
export function indiaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);
}

/** A day (YYYY-MM-DD) ± n days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** India's financial year of an instant, 1 April to 31 March: '25-26' from 1 Apr 2025 00:00 IST to 31 Mar 2026 23:59 IST. */
export function financialYearOf(when: When): string {
  const ist = wallClock(when);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const dateWords = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeWords = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });
const timeWords = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true });
/** A calendar day (YYYY-MM-DD, already India's) in words, without moving it through a time zone. */
const dayWords = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const dayMonthWords = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** '25 Nov 2026': the day in India of an instant, as a person reads it. */
export function formatIndiaDate(when: When): string {
  return dateWords.format(instant(when));
}

/** '25 Nov 2026, 4:03 am': India's date and time of an instant. */
export function formatIndiaDateTime(when: When): string {
  return dateTimeWords.format(instant(when));
}

/** '4:03 pm': India's time of an instant. */
export function formatIndiaTime(when: When): string {
  return timeWords.format(instant(when));
}

/** '25 Nov 2026' (or '25 Nov' without the year) for a day that is already India's (YYYY-MM-DD). */
export function formatDay(day: string, withYear = true): string {
  return (withYear ? dayWords : dayMonthWords).format(new Date(`${day}T00:00:00Z`));
}

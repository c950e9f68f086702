import { addDays } from '@kapda/rules/dates';
import { istDay } from '../orders/sales.rules';
import { isOrderStatus } from '../orders/order-state.rules';
import { BACKOFFICE_MESSAGES } from './backoffice.messages';

export const MAX_RANGE_DAYS = 366;
export const BULK_MAX = 100;
export const DESK_PAGE = { default: 25, max: 100 } as const;
export const CSV_MAX_ROWS = 5000;

// A store's reports live between 2000 and 2099: a year like 9999 would walk days past the end of the
// Date range ('+010000-01' sorts before '9999-…'), so it is refused here, not looped over.
const DAY = /^20\d{2}-\d{2}-\d{2}$/;
const isDay = (s: unknown): s is string => typeof s === 'string' && DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** day ± n days (YYYY-MM-DD). */
export { addDays };

export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export interface DayRange {
  from: string;
  to: string;
  days: number;
  /** The period of the same length just before. */
  previous: { from: string; to: string };
}

/**
 * A date range in India's days, both ends included; 30 days to today when none is given.
 * Answers the problem message for a bad one.
 */
export function readRange(from: unknown, to: unknown, now: Date): DayRange | { problem: string } {
  const today = istDay(now);
  const f = from === undefined || from === null || from === '' ? null : from;
  const t = to === undefined || to === null || to === '' ? null : to;
  if ((f !== null && !isDay(f)) || (t !== null && !isDay(t))) return { problem: BACKOFFICE_MESSAGES.badDate };
  const end = (t as string | null) ?? today;
  const start = (f as string | null) ?? addDays(end, -29);
  if (start > end) return { problem: BACKOFFICE_MESSAGES.rangeOrder };
  const days = daysBetween(start, end);
  if (days > MAX_RANGE_DAYS) return { problem: BACKOFFICE_MESSAGES.rangeTooLong };
  return { from: start, to: end, days, previous: { from: addDays(start, -days), to: addDays(start, -1) } };
}

/** Every day of a range, oldest first (the chart shows the empty ones too). */
export function eachDay(from: string, to: string): string[] {
  // Counted, never compared as strings, and never longer than a report may be.
  const days = Math.min(Math.max(daysBetween(from, to), 0), MAX_RANGE_DAYS);
  return Array.from({ length: Number.isFinite(days) ? days : 0 }, (_, i) => addDays(from, i));
}

/** What the search box was given: an order number, an email, a phone number, or a name (customers). */
export type SearchTerm = { kind: 'orderNumber' | 'email' | 'phone' | 'name'; value: string } | null;

export function readSearch(raw: unknown): SearchTerm {
  if (typeof raw !== 'string') return null;
  const term = raw.trim().slice(0, 100);
  if (!term) return null;
  if (/^kpd-/i.test(term) || /^\d{4}-\d{4,}$/.test(term)) return { kind: 'orderNumber', value: (/^kpd-/i.test(term) ? term : `KPD-${term}`).toUpperCase() };
  if (term.includes('@')) return { kind: 'email', value: term.toLowerCase() };
  const digits = term.replace(/[\s()+-]/g, '');
  if (/^\d{10,12}$/.test(digits)) return { kind: 'phone', value: digits.slice(-10) };
  return { kind: 'name', value: term };
}

export interface OrderDeskFilter {
  status: string | null;
  from: string | null;
  to: string | null;
  /** 'exchange': exchanges' replacement orders (paid by the pieces returned). */
  paymentMethod: 'cod' | 'online' | 'store_credit' | 'exchange' | null;
  paymentStatus: string | null;
  state: string | null;
  city: string | null;
  search: SearchTerm;
}

export interface OrderDeskFilterInput {
  status?: unknown;
  from?: unknown;
  to?: unknown;
  paymentMethod?: unknown;
  paymentStatus?: unknown;
  state?: unknown;
  city?: unknown;
  search?: unknown;
}

const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

/** The order desk's filters, checked; the problem message for a bad one. */
export function readOrderFilter(input: OrderDeskFilterInput): OrderDeskFilter | { problem: string } {
  const status = text(input.status, 30);
  if (status !== null && !isOrderStatus(status)) return { problem: BACKOFFICE_MESSAGES.badStatus };
  const method = text(input.paymentMethod, 12);
  if (method !== null && method !== 'cod' && method !== 'online' && method !== 'store_credit' && method !== 'exchange') return { problem: BACKOFFICE_MESSAGES.badPaymentMethod };
  const from = text(input.from, 10);
  const to = text(input.to, 10);
  if ((from !== null && !isDay(from)) || (to !== null && !isDay(to))) return { problem: BACKOFFICE_MESSAGES.badDate };
  if (from && to && from > to) return { problem: BACKOFFICE_MESSAGES.rangeOrder };
  return { status, from, to, paymentMethod: method as 'cod' | 'online' | 'store_credit' | 'exchange' | null, paymentStatus: text(input.paymentStatus, 20), state: text(input.state, 60), city: text(input.city, 80), search: readSearch(input.search) };
}

/** Keyset paging by id, newest first: the cursor is the last id seen. */
export function readCursor(raw: unknown): number | null | { problem: string } {
  if (raw === undefined || raw === null || raw === '') return null;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0 || n >= 2 ** 31) return { problem: BACKOFFICE_MESSAGES.badCursor };
  return n;
}

export function readLimit(raw: unknown, page: { default: number; max: number } = DESK_PAGE): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isFinite(n) ? Math.max(1, Math.min(page.max, Math.floor(n))) : page.default;
}

/** The change between two numbers as a percentage of the first (null when there was nothing before). */
export function changePercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

/** A note's text, checked. */
export function readNote(raw: unknown): { body: string } | { problem: string } {
  const body = typeof raw === 'string' ? raw.trim() : '';
  if (!body) return { problem: BACKOFFICE_MESSAGES.noteEmpty };
  if (body.length > 1000) return { problem: BACKOFFICE_MESSAGES.noteTooLong };
  return { body };
}

/** The order ids of a bulk action: 1 to 100 distinct positive ids. */
export function readOrderIds(raw: unknown): number[] | { problem: string } {
  if (!Array.isArray(raw) || raw.length === 0) return { problem: BACKOFFICE_MESSAGES.noOrders };
  if (raw.length > BULK_MAX) return { problem: BACKOFFICE_MESSAGES.tooManyOrders };
  const ids = raw.map((v) => Number(v));
  if (ids.some((n) => !Number.isSafeInteger(n) || n <= 0 || n >= 2 ** 31)) return { problem: BACKOFFICE_MESSAGES.noOrders };
  return [...new Set(ids)];
}

import { describeFailure } from '../auth';

/** A refused back-office write: the server's own words for bad input or a refusal, else `fallback`. */
export function serverErrorOr(error: unknown, fallback: string): string {
  const { status, serverMessage } = describeFailure(error);
  return status !== null && status < 500 && serverMessage ? serverMessage : fallback;
}

/** 'Nov 23, 2026, 5:30 PM' in India's reading. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

import { formatIndiaDateTime } from '@kapda/rules/dates';
import { describeFailure } from '../auth';

/** A refused back-office write: the server's own words for bad input or a refusal, else `fallback`. */
export function serverErrorOr(error: unknown, fallback: string): string {
  const { status, serverMessage } = describeFailure(error);
  return status !== null && status < 500 && serverMessage ? serverMessage : fallback;
}

/** '23 Nov 2026, 5:30 pm' in India's time, wherever the browser is. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return formatIndiaDateTime(iso);
}

import { addDays, formatDay, indiaDate } from '@kapda/rules/dates';
import { formatRupees } from '@kapda/rules/pricing';
import { saveFile } from '../../../ui/save-file';

/** ₹1,23,456.00 (Indian grouping, two decimals). */
export const money = (rupees: number | null | undefined) => formatRupees(rupees ?? 0);

/** ₹2,998.00 — rounded to whole rupees, for averages. */
export const rupeesWhole = (rupees: number | null | undefined) => formatRupees(Math.round(rupees ?? 0));

/** 1,23,456 */
export const count = (n: number | null | undefined) => (n ?? 0).toLocaleString('en-IN');

/** '+12.5%' / '−3%' / 'new' when there was nothing before. */
export function changeText(percent: number | null | undefined): string {
  if (percent === null || percent === undefined) return 'no earlier figure';
  if (percent === 0) return 'no change';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent).toLocaleString('en-IN')}%`;
}

/** Today in India, YYYY-MM-DD. */
export function indiaToday(now = new Date()): string {
  return indiaDate(now);
}

export { addDays };

export type RangePreset = 'today' | '7d' | '30d' | 'month' | 'custom';

export const RANGE_PRESETS: ReadonlyArray<{ value: RangePreset; label: string }> = [
  { value: 'today', label: 'Today' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: 'month', label: 'This month' },
  { value: 'custom', label: 'Custom' },
];

export interface DayRange {
  preset: RangePreset;
  from: string;
  to: string;
}

/** The dates a preset stands for today (custom keeps what was chosen). */
export function presetRange(preset: RangePreset, current?: DayRange, now = new Date()): DayRange {
  const today = indiaToday(now);
  switch (preset) {
    case 'today': return { preset, from: today, to: today };
    case '7d': return { preset, from: addDays(today, -6), to: today };
    case '30d': return { preset, from: addDays(today, -29), to: today };
    case 'month': return { preset, from: `${today.slice(0, 8)}01`, to: today };
    case 'custom': return { preset, from: current?.from ?? addDays(today, -29), to: current?.to ?? today };
  }
}

/** '23 Nov' for a chart axis. */
export function shortDay(day: string): string {
  return formatDay(day, false);
}

/** '23 Nov 2026' */
export function longDay(day: string): string {
  return formatDay(day);
}


/** Hand the browser a file to save. */
export function downloadFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveFile(new Blob([type.startsWith('text/csv') ? `\uFEFF${text}` : text], { type }), name);
}

export const PAYMENT_METHOD_LABELS: Record<string, string> = { cod: 'COD', online: 'Prepaid', store_credit: 'Store credit', exchange: 'Exchange' };

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: 'To collect', awaiting: 'Awaiting', paid: 'Paid', failed: 'Failed', refunded: 'Refunded', not_collected: 'Not collected',
  refund_pending: 'Refund pending', partially_refunded: 'Partly refunded', refund_failed: 'Refund failed', review: 'Amount differs: review',
};

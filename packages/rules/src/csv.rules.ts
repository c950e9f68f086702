/**
 * CSV files the back office hands out (order desk, city analytics): one writer for the API and the
 * web, so a cell is defused the same way wherever the file is made.
 */
import { indiaDateTime } from './dates.rules';

/** One CSV cell (a date as India's date and time): quoted when needed, and a leading = + - @ (or tab, CR) defused so a spreadsheet never runs it as a formula. */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : value instanceof Date ? indiaDateTime(value) : String(value);
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A whole file: the header, then the rows, CRLF line ends. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

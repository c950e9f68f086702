import type { DataSource, EntityManager } from 'typeorm';
import { dialectOf } from '../../kernel/dialect';

/** An instant as a raw-query parameter: a Date for MySQL (UTC connection), the stored text form for SQLite. */
export function sqlTime(db: DataSource | EntityManager, at: Date): Date | string {
  return dialectOf(db) === 'sqlite' ? at.toISOString().replace('T', ' ').replace('Z', '') : at;
}

/** A LIKE pattern for a prefix; '!' escapes (a backslash reads differently in MySQL and SQLite). */
export const likePrefix = (term: string) => `${term.replace(/[!%_]/g, (c) => `!${c}`)}%`;

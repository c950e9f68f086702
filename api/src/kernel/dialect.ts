import type { DataSource, EntityManager } from 'typeorm';

/** The two databases the store runs on: MySQL/MariaDB in production, embedded SQLite for a local demo. */
export type Dialect = 'mysql' | 'sqlite';

/** Which SQL dialect a data source or transaction speaks — the one place that asks. */
export function dialectOf(source: DataSource | EntityManager): Dialect {
  const type = ('connection' in source ? source.connection : source).options.type;
  return type === 'better-sqlite3' ? 'sqlite' : 'mysql';
}

/** MySQL and SQLite both report a duplicate key, each in its own words; either means "already there". */
export function isDuplicateKey(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } };
  const code = e?.code ?? e?.driverError?.code ?? '';
  return code === 'ER_DUP_ENTRY' || code.startsWith('SQLITE_CONSTRAINT');
}

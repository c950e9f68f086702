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

/**
 * The database could not be reached or refused more connections (a restart, a failover, too many
 * processes): not the request's fault and not a bug, so the adapters answer 503 and ask to retry.
 */
const UNAVAILABLE = new Set(['ER_CON_COUNT_ERROR', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'PROTOCOL_CONNECTION_LOST', 'ER_SERVER_SHUTDOWN', 'ER_ACCESS_DENIED_ERROR', 'SQLITE_BUSY']);
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string }; errno?: number } | undefined;
  const code = e?.driverError?.code ?? e?.code ?? '';
  return UNAVAILABLE.has(code) || code.startsWith('SQLITE_BUSY');
}

/**
 * Run fn again (up to 8 times, waiting a little longer each time, at random) when MySQL picks it as a
 * deadlock victim or a lock wait times out. Orders at a flash sale's rate all add to today's summary
 * rows; InnoDB's upserts there can deadlock now and then, and a retry is the documented answer.
 */
export async function retryDeadlocks<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      const code = (error as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (error as { code?: string }).code;
      if (attempt < 8 && (code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT')) {
        await new Promise((r) => setTimeout(r, attempt * (5 + Math.random() * 10)));
        continue;
      }
      throw error;
    }
  }
}

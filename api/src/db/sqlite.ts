import type { DataSource } from 'typeorm';
import { catalogSqliteSchema } from '../modules/catalog/catalog.sqlite';
import { backofficeSqliteSchema } from '../modules/backoffice/backoffice.sqlite';

/**
 * Extra SQLite schema that TypeORM's synchronize cannot express (FTS5 search tables and their
 * triggers). Each statement is idempotent; modules add theirs to this list.
 */
export const sqliteExtraSchema: string[] = [...catalogSqliteSchema, ...backofficeSqliteSchema];

export async function prepareSqlite(dataSource: DataSource): Promise<void> {
  for (const sql of sqliteExtraSchema) await dataSource.query(sql);
}

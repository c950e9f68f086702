import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { Config } from '../config';
import { entities } from './entities';
import { mysqlMigrations } from './migrations';
import { prepareSqlite } from './sqlite';
import { serializeSqliteTransactions } from './sqlite-transactions';
import { backfillStore } from '../modules/orders/sales-ledger';

export type DatabaseKind = 'mysql' | 'sqlite';

export function databaseKind(config: Pick<Config, 'DATABASE_URL'>): DatabaseKind {
  return config.DATABASE_URL ? 'mysql' : 'sqlite';
}

export function dataSourceOptions(config: Pick<Config, 'DATABASE_URL' | 'SQLITE_PATH'>): DataSourceOptions {
  if (config.DATABASE_URL) {
    return {
      // TypeORM reads column defaults differently on MariaDB, so say which server it is.
      type: config.DATABASE_URL.startsWith('mariadb:') ? 'mariadb' : 'mysql',
      url: config.DATABASE_URL.replace(/^mariadb:/, 'mysql:'),
      entities,
      migrations: mysqlMigrations,
      migrationsRun: false,
      synchronize: false,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      extra: { connectionLimit: 20 },
      logging: false,
    };
  }
  if (config.SQLITE_PATH !== ':memory:') mkdirSync(path.dirname(config.SQLITE_PATH), { recursive: true });
  return {
    type: 'better-sqlite3',
    database: config.SQLITE_PATH,
    entities,
    // The embedded database follows the entities directly (openDatabase); MySQL is the one with migrations.
    synchronize: false,
    enableWAL: true,
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
    },
    logging: false,
  };
}

/** Connect, bring the schema up to date (migrations on MySQL), and add search indexes. */
export async function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'SQLITE_PATH'>): Promise<DataSource> {
  const dataSource = new DataSource(dataSourceOptions(config));
  await dataSource.initialize();
  if (databaseKind(config) === 'mysql') await dataSource.runMigrations({ transaction: 'each' });
  else {
    // MySQL collations (EMAIL_COLLATION) mean nothing to SQLite, which compares text byte for byte already.
    for (const entity of dataSource.entityMetadatas) for (const column of entity.columns) column.collation = undefined;
    await dataSource.synchronize();
    serializeSqliteTransactions(dataSource);
    await prepareSqlite(dataSource);
  }
  // Orders from before the back office's summaries: their directory city and state, and the summaries (one indexed look when none).
  await backfillStore(dataSource);
  return dataSource;
}

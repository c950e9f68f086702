import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import { bootStore, type Store } from '../src/boot';
import type { Clock } from '../src/kernel/clock';

export type DatabaseUnderTest = 'sqlite' | 'mysql';

/** The MySQL server for tests: TEST_DATABASE_URL, or the local MariaDB when one answers on 3306. */
export const mysqlServerUrl = process.env.TEST_DATABASE_URL?.replace(/\/[^/]*$/, '') ?? 'mariadb://root@127.0.0.1:3306';

/** Probed once by the global setup (test/global-setup.ts), which prints the loud SKIPPED line. */
export function mysqlAvailable(): boolean {
  return inject('mysqlAvailable');
}

/** A fresh, empty store on its own database (a temp SQLite file, or a new MySQL database). */
export async function freshStore(kind: DatabaseUnderTest, overrides: Partial<Record<string, string>> = {}, options: { seed?: boolean; clock?: Clock } = {}): Promise<Store & { baseUrl: string }> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'kapda-test-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: '0',
    SQLITE_PATH: path.join(tmp, 'kapda.sqlite'),
    MEDIA_DIR: path.join(tmp, 'media'),
    JWT_SECRET: 'kapda-test-9Qv2Lr7xWm4Tz8Bn3Hc6Yk1Pf5Gd0Js',
    SEED_DEMO: 'false',
    // Seeded stores get picture rows but no rendered files: no test loads the pictures themselves.
    SEED_IMAGES: 'false',
    // Tests see every write at once; the catalogue answer cache has its own test.
    CATALOGUE_CACHE_SECONDS: '0',
    // Suites place many unpaid online orders from the one loopback address; the limits on them have their own suite (unpaid-holds.test.ts).
    UNPAID_ORDERS_PER_IP: '0',
    UNPAID_ORDERS_PER_EMAIL: '0',
    LOG_LEVEL: 'silent',
    ...Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)) as Record<string, string>,
  };
  let dropDatabase: (() => Promise<void>) | undefined;
  if (kind === 'mysql') {
    const name = `kapda_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = await createConnection(mysqlServerUrl.replace(/^mariadb:/, 'mysql:'));
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    env.DATABASE_URL = `${mysqlServerUrl}/${name}`;
    dropDatabase = async () => {
      const c = await createConnection(mysqlServerUrl.replace(/^mariadb:/, 'mysql:'));
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    };
  }
  const config: Config = loadConfig(env as NodeJS.ProcessEnv);
  const store = await bootStore(config, options);
  const port = await store.listen(0);
  const close = store.close;
  return Object.assign(store, {
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await close();
      await dropDatabase?.();
      rmSync(tmp, { recursive: true, force: true });
    },
  });
}

/**
 * Run a suite once per database: SQLite always, MySQL when a server is reachable (else a loud SKIPPED).
 * The callback gets a getter for the booted store (with baseUrl) of that run.
 */
export function describeEachDatabase(
  name: string,
  suite: (store: () => Store & { baseUrl: string }, kind: DatabaseUnderTest) => void,
  options: { seed?: boolean; env?: Partial<Record<string, string>>; clock?: Clock } = {},
) {
  for (const kind of ['sqlite', 'mysql'] as const) {
    describe.skipIf(kind === 'mysql' && !mysqlAvailable())(`${name} [${kind}]`, () => {
      let store: (Store & { baseUrl: string }) | undefined;
      beforeAll(async () => {
        store = await freshStore(kind, options.env, { seed: options.seed, clock: options.clock });
      }, 180_000);
      afterAll(async () => {
        if (store) await store.close();
      });
      suite(() => store!, kind);
    });
  }
}

/** POST a GraphQL operation; answers the parsed body and HTTP status. */
export async function graphql<T = any>(baseUrl: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as { data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } };
}

/** Call the REST adapter under /api. */
export async function rest<T = any>(baseUrl: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

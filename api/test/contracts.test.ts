import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';
import { dataSourceOptions } from '../src/db/data-source';
import { printedSchema } from '../src/graphql/schema';
import { freshStore, mysqlAvailable } from './harness';

describe('checked-in contracts are up to date', () => {
  it('schema.graphql matches the resolvers (run npm run codegen)', async () => {
    const onDisk = readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8');
    expect(onDisk).toBe(await printedSchema());
  });

  it('web/src/gql matches schema.graphql and the web operations (run npm run codegen)', async () => {
    // A computed path keeps codegen.ts (outside api/) out of the api type-check.
    const config = (await import(path.join(repoRoot, 'codegen.ts'))).default;
    const outputs = await generate({ ...config, cwd: repoRoot, silent: true }, false);
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const file = path.resolve(repoRoot, output.filename);
      expect(readFileSync(file, 'utf8'), `${output.filename} is stale`).toBe(output.content);
    }
    // A hook module whose operation is gone from web/src/graphql is stale too.
    const hooksDir = path.join(repoRoot, 'web/src/gql/hooks');
    const generatedHooks = (outputs as { filename: string }[]).map((output) => path.resolve(repoRoot, output.filename)).filter((file) => path.dirname(file) === hooksDir);
    expect(readdirSync(hooksDir).map((name) => path.join(hooksDir, name)).sort(), 'a module in web/src/gql/hooks has no operation any more: delete it').toEqual(generatedHooks.sort());
  }, 60_000);

  it.skipIf(!mysqlAvailable())('MySQL migrations create exactly the schema the entities describe', async () => {
    const store = await freshStore('mysql');
    try {
      const ds = new DataSource({ ...(dataSourceOptions(store.config) as object), migrations: [] } as never);
      await ds.initialize();
      const pending = await ds.driver.createSchemaBuilder().log();
      // TypeORM does not diff collations: compare the ones the entities name with the server's.
      const declared = ds.entityMetadatas.flatMap((e) => e.columns.filter((c) => c.collation).map((c) => `${e.tableName}.${c.databaseName} ${c.collation}`));
      const actual = await Promise.all(
        declared.map(async (d) => {
          const [table, column] = d.split(' ')[0].split('.');
          const [row] = (await ds.query('SELECT COLLATION_NAME AS c FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND COLUMN_NAME = ?', [table, column])) as Array<{ c: string }>;
          return `${table}.${column} ${row?.c}`;
        }),
      );
      await ds.destroy();
      expect(pending.upQueries.map((q) => q.query), 'entities changed without a migration: npm run migration:generate -w api -- Name').toEqual([]);
      expect(declared.length).toBeGreaterThan(0);
      expect(actual, 'a column collation changed without a (hand-written) migration').toEqual(declared);
    } finally {
      await store.close();
    }
  }, 120_000);
});

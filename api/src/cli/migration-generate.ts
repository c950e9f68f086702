import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { dataSourceOptions } from '../db/data-source';
import { mysqlMigrations } from '../db/migrations';

/**
 * Generate a MySQL migration from the difference between the entities and the migrations so far.
 *   npm run migration:generate -w api -- AddOrders        one new migration (the normal way)
 *   npm run migration:generate -w api -- Initial --squash  rewrite all as one (only before the first release)
 * It works in a scratch database on the MySQL server named by TEST_DATABASE_URL (default local MariaDB).
 */
async function main() {
  const [name, flag] = process.argv.slice(2);
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) throw new Error('Give the migration a PascalCase name, e.g. AddOrders');
  const squash = flag === '--squash';
  const dir = path.join(__dirname, '../db/migrations');
  const serverUrl = (process.env.TEST_DATABASE_URL ?? 'mariadb://root@127.0.0.1:3306/test').replace(/\/[^/]*$/, '');
  const scratch = `kapda_migration_scratch_${process.pid}`;
  const admin = await createConnection(serverUrl.replace(/^mariadb:/, 'mysql:'));
  await admin.query(`CREATE DATABASE \`${scratch}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  try {
    const ds = new DataSource({ ...dataSourceOptions({ DATABASE_URL: `${serverUrl}/${scratch}`, SQLITE_PATH: '' }), migrations: squash ? [] : mysqlMigrations } as DataSourceOptions);
    await ds.initialize();
    await ds.runMigrations();
    const sql = await ds.driver.createSchemaBuilder().log();
    await ds.destroy();
    if (sql.upQueries.length === 0) {
      console.log('Entities and migrations agree; nothing to generate.');
      return;
    }
    if (squash) for (const f of readdirSync(dir)) if (/^\d+-\w+\.ts$/.test(f)) rmSync(path.join(dir, f));
    const timestamp = squash ? 1763769600000 : Date.now();
    const className = `${name}${timestamp}`;
    const q = (s: string) => '`' + s.replace(/[`\\]/g, (c) => '\\' + c).replace(/\$\{/g, '\\${') + '`';
    const up = sql.upQueries.map((x) => `    await queryRunner.query(${q(x.query)});`).join('\n');
    const down = sql.downQueries.reverse().map((x) => `    await queryRunner.query(${q(x.query)});`).join('\n');
    const file = `${timestamp}-${name}.ts`;
    writeFileSync(path.join(dir, file), `import type { MigrationInterface, QueryRunner } from 'typeorm';\n\nexport class ${className} implements MigrationInterface {\n  name = '${className}';\n\n  public async up(queryRunner: QueryRunner): Promise<void> {\n${up}\n  }\n\n  public async down(queryRunner: QueryRunner): Promise<void> {\n${down}\n  }\n}\n`);
    writeIndex(dir);
    console.log(`Wrote api/src/db/migrations/${file}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS \`${scratch}\``);
    await admin.end();
  }
}

function writeIndex(dir: string) {
  const files = readdirSync(dir).filter((f) => /^\d+-\w+\.ts$/.test(f)).sort();
  const imports = files.map((f) => {
    const base = f.replace(/\.ts$/, '');
    const [ts, n] = base.split('-');
    return { line: `import { ${n}${ts} } from './${base}';`, cls: `${n}${ts}` };
  });
  writeFileSync(path.join(dir, 'index.ts'), `${imports.map((i) => i.line).join('\n')}\n\n/** The MySQL/MariaDB migrations, oldest first (written by npm run migration:generate -w api). */\nexport const mysqlMigrations: Function[] = [${imports.map((i) => i.cls).join(', ')}];\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

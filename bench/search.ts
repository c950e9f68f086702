/**
 * The forgiving search's cost (issue 20), on the demo catalogue and on a larger copy of it.
 *
 *   npx tsx --conditions=kapda-source bench/search.ts            # SQLite in a temp dir
 *   BENCH_DATABASE_URL=mariadb://root@127.0.0.1:3306 npx tsx --conditions=kapda-source bench/search.ts
 *   BENCH_COPIES=40 …                                           # the catalogue copied 40× (~10,500 products)
 *
 * Measures, through CatalogService (SQL and row mapping, no HTTP): reading the catalogue's words
 * (after a write), widening a query in-process, a listing page searched with relevance, and the
 * overlay's suggestions — medians of repeated runs. Figures go in bench/REPORT.md.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createConnection } from 'mysql2/promise';
import { loadConfig } from '../api/src/config';
import { openDatabase } from '../api/src/db/data-source';
import { catalogSeeder } from '../api/src/modules/catalog/catalog.seed';
import { expandQuery, vocabularyOf, vocabularyWords } from '../api/src/modules/catalog/search-expansion.rules';
import { checkProductListQuery, ProductSort } from '../api/src/modules/catalog/catalog.rules';
import { createServices } from '../api/src/services';

const QUERIES = ['saree', 'lehnga', 'red saree', 'bandani dupatta', 'silk kurta men', 'chaniya choli', 'kurtha', 'zzqqxx'];
const COPIES = Number(process.env.BENCH_COPIES ?? 1);

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function time(runs: number, work: () => Promise<unknown> | unknown): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'kapda-search-bench-'));
  let databaseUrl: string | undefined;
  if (process.env.BENCH_DATABASE_URL) {
    const name = `kapda_search_bench_${process.pid}`;
    const admin = await createConnection(process.env.BENCH_DATABASE_URL.replace(/^mariadb:/, 'mysql:'));
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    databaseUrl = `${process.env.BENCH_DATABASE_URL}/${name}`;
  }
  const config = loadConfig({
    NODE_ENV: 'test', SQLITE_PATH: path.join(tmp, 'kapda.sqlite'), MEDIA_DIR: path.join(tmp, 'media'), JWT_SECRET: 'kapda-bench-9Qv2Lr7xWm4Tz8Bn3Hc6Yk1Pf5Gd0Js',
    SEED_DEMO: 'false', SEED_IMAGES: 'false', LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  } as NodeJS.ProcessEnv);
  const dataSource = await openDatabase(config);
  const services = createServices(dataSource, config);
  await catalogSeeder.run(services, { images: false });
  // A bigger shop: the demo products copied with new slugs (the copies' variants too, for colours).
  for (let copy = 2; copy <= COPIES; copy++) {
    const concat = databaseUrl ? `CONCAT(slug, '-c${copy}')` : `slug || '-c${copy}'`;
    const columns = 'title, description, brand, categoryId, fabric, care, hsnCode, gstRate, tags, salesCount, isActive, price, mrp, sellingPrice, onSale, inStock';
    await dataSource.query(`INSERT INTO products (slug, ${columns}) SELECT ${concat}, ${columns} FROM products WHERE slug NOT LIKE '%-c%'`);
    const skuConcat = databaseUrl ? `CONCAT(v.sku, '-C${copy}')` : `v.sku || '-C${copy}'`;
    const slugConcat = databaseUrl ? `CONCAT(o.slug, '-c${copy}')` : `o.slug || '-c${copy}'`;
    await dataSource.query(
      `INSERT INTO product_variants (productId, sku, size, color, colorHex, stock, mrp, sellingPrice, position) SELECT c.id, ${skuConcat}, v.size, v.color, v.colorHex, v.stock, v.mrp, v.sellingPrice, v.position FROM product_variants v INNER JOIN products o ON o.id = v.productId INNER JOIN products c ON c.slug = ${slugConcat}`,
    );
  }
  services.catalog.changed();
  const [{ n }] = await dataSource.query('SELECT COUNT(*) AS n FROM products');
  console.log(`${databaseUrl ? 'MariaDB' : 'SQLite'}: ${n} products`);

  // The catalogue's words, read again after a write.
  const search = (services.catalog as unknown as { search: { readTerms(): Promise<unknown>; searchTerms(): Promise<{ vocabulary: { sorted: string[] } }> } }).search;
  // What the background read after a write costs (searches meanwhile use the words read before).
  const rebuild = await time(10, () => search.readTerms());
  const terms = await search.searchTerms();
  console.log(`catalogue words: ${terms.vocabulary.sorted.length}; read after a write: ${rebuild.toFixed(1)} ms (median of 10)`);

  // Widening a query in-process.
  const vocabulary = vocabularyOf(new Map(terms.vocabulary.sorted.map((w) => [w, 1])));
  for (const q of QUERIES) {
    const us = (await time(200, () => expandQuery(q, vocabulary))) * 1000;
    console.log(`expand ${JSON.stringify(q)}: ${us.toFixed(0)} µs → ${expandQuery(q, vocabulary).map((w) => w.alternatives.join('|')).join(' + ')}`);
  }

  // A listing page and the suggestions.
  const plain = await time(30, () => services.catalog.listProductCards(checkProductListQuery({ filter: {}, sort: ProductSort.POPULAR, page: 1, limit: 24 })));
  console.log(`listing page, no search: ${plain.toFixed(2)} ms`);
  for (const q of QUERIES) {
    const query = checkProductListQuery({ filter: { search: q }, sort: ProductSort.RELEVANCE, page: 1, limit: 24 });
    const page = await services.catalog.listProductCards(query);
    const listing = await time(30, () => services.catalog.listProductCards(query));
    const suggest = await time(30, () => Promise.all([services.catalog.suggestProducts(q, 6), services.catalog.suggestCategories(q, 4)]));
    console.log(`${JSON.stringify(q)}: ${page.total} found; page of 24 ${listing.toFixed(2)} ms; suggestions ${suggest.toFixed(2)} ms`);
  }
  await dataSource.destroy();
  if (databaseUrl) {
    const admin = await createConnection(process.env.BENCH_DATABASE_URL!.replace(/^mariadb:/, 'mysql:'));
    await admin.query(`DROP DATABASE IF EXISTS \`${databaseUrl.split('/').pop()}\``);
    await admin.end();
  }
}

void main().then(() => process.exit(0), (error) => {
  console.error(error);
  process.exit(1);
});

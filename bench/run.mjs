#!/usr/bin/env node
/**
 * npm run bench: load-test the catalogue read paths with autocannon against the built API running
 * as its own process, on SQLite and on MariaDB/MySQL, through GraphQL and REST.
 *
 *   BENCH_DURATION=15 BENCH_CONNECTIONS=50 BENCH_DATABASES=sqlite,mysql BENCH_CACHE_SECONDS=10,0 npm run bench
 *
 * Each database gets a fresh, seeded store (pictures not rendered: the bench never loads them),
 * measured with the anonymous answer cache at its default TTL and with it off (BENCH_CACHE_SECONDS=10,0).
 * Results print as a Markdown table and are written to bench/results/latest.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Kind, parse, print, visit } from 'graphql';
import mysql from 'mysql2/promise';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const mysqlServer = (process.env.TEST_DATABASE_URL ?? 'mariadb://root@127.0.0.1:3306/test').replace(/\/[^/]*$/, '');
const wanted = (process.env.BENCH_DATABASES ?? 'sqlite,mysql').split(',');
/** Answer-cache TTLs to measure with: the shipped default (10 s) and off (every request does the work). */
const cacheModes = (process.env.BENCH_CACHE_SECONDS ?? '10,0').split(',').map(Number);

/**
 * An operation from the storefront's own document (web/src/graphql/catalog.graphql) with the fragments
 * it uses, exactly as Apollo Client sends it, so the bench measures what shoppers cause.
 */
function storefrontOperation(name) {
  const document = parse(readFileSync(path.join(root, 'web/src/graphql/catalog.graphql'), 'utf8'));
  const fragments = new Map(document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
  if (!operation) throw new Error(`No operation ${name} in web/src/graphql/catalog.graphql`);
  const needed = new Set();
  const collect = (node) =>
    visit(node, {
      FragmentSpread(spread) {
        if (needed.has(spread.name.value)) return;
        needed.add(spread.name.value);
        collect(fragments.get(spread.name.value));
      },
    });
  collect(operation);
  return [operation, ...[...needed].map((n) => fragments.get(n))].map(print).join('\n');
}

function portOpen(p, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect(p, host);
    socket.setTimeout(1000);
    socket.on('connect', () => { socket.destroy(); resolve(true); });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => { socket.destroy(); resolve(false); });
  });
}

async function waitForServer(url, child, seconds = 300) {
  const deadline = Date.now() + seconds * 1000;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/products?limit=1`);
      if (res.ok) return;
      last = `HTTP ${res.status}: ${await res.text()}`;
    } catch (error) {
      last = String(error.cause ?? error);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start (${last})`);
}

function run(url, title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, title, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A free TCP port (BENCH_PORT to choose one). */
function freePort() {
  if (process.env.BENCH_PORT) return Promise.resolve(Number(process.env.BENCH_PORT));
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Start the built API as its own process; resolves once it answers. */
async function startServer(env) {
  const server = spawn(process.execPath, [path.join(root, 'api/dist/main.js')], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${env.PORT}`;
  try {
    await waitForServer(base, server);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', resolve);
        server.kill('SIGTERM');
      }),
  };
}

/** Browsers ask for gzip; so does the bench, so compression costs what it costs in the shop. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const post = (query, variables) => ({ method: 'POST', headers: { ...BROWSER, 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });

function scenarios(base, slug) {
  const listing = storefrontOperation('ShopProducts');
  // What a crowd of shoppers browsing asks for: 4 departments × 4 pages × 2 sorts.
  const mix = ['women', 'men', 'plus-size', 'accessories'].flatMap((category) =>
    [1, 2, 3, 4].flatMap((page) => ['NEWEST', 'POPULAR'].map((sort) => ({ path: '/graphql', ...post(listing, { filter: { category }, sort, page, limit: 24 }) }))),
  );
  return [
    ['GraphQL products page (24)', `${base}/graphql`, post(listing, { filter: { category: 'women' }, sort: 'NEWEST', page: 1, limit: 24 })],
    ['GraphQL 32 different pages (24)', `${base}/graphql`, { requests: mix }],
    ['GraphQL product by slug', `${base}/graphql`, post(storefrontOperation('ProductDetail'), { slug })],
    ['REST products page (24)', `${base}/api/products?category=women&page=1&limit=24`, { method: 'GET', headers: BROWSER }],
    ['REST product by slug', `${base}/api/products/${slug}`, { method: 'GET', headers: BROWSER }],
  ];
}

/** Seed a fresh store on one database, then measure it with the answer cache on and off. */
async function benchDatabase(kind) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'kapda-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    // A production start needs its public address (canonical links, sitemap, mails); the bench's own port is enough.
    ALLOW_NO_PUBLIC_URL: 'true',
    PORT: String(await freePort()),
    JWT_SECRET: 'kapda-bench-R4t8Wq2Zx6Mv1Nc9Ls3Kd7Hf5Jb0Yp',
    SQLITE_PATH: path.join(tmp, 'bench.sqlite'),
    MEDIA_DIR: path.join(tmp, 'media'),
    SEED_DEMO: 'true',
    SEED_IMAGES: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  };
  let dropDatabase = async () => {};
  if (kind === 'mysql') {
    const name = `kapda_bench_${process.pid}`;
    const admin = await mysql.createConnection(mysqlServer.replace(/^mariadb:/, 'mysql:'));
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    env.DATABASE_URL = `${mysqlServer}/${name}`;
    dropDatabase = async () => {
      const c = await mysql.createConnection(mysqlServer.replace(/^mariadb:/, 'mysql:'));
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    };
  }
  const rows = [];
  try {
    for (const cacheSeconds of cacheModes) {
      const server = await startServer({ ...env, CATALOGUE_CACHE_SECONDS: String(cacheSeconds) });
      try {
        const slug = (await (await fetch(`${server.base}/api/products?sort=popular&limit=1`)).json()).data.items[0].slug;
        for (const [title, url, options] of scenarios(server.base, slug)) {
          // Warm up (JIT, connection pool, caches) before measuring.
          await run(url, title, { ...options, duration: 3 });
          const r = await run(url, title, options);
          const bad = r.errors + r.timeouts + r.non2xx;
          const row = {
            database: kind === 'mysql' ? 'MariaDB' : 'SQLite',
            cache: cacheSeconds > 0 ? `${cacheSeconds} s` : 'off',
            scenario: title,
            requestsPerSecond: Math.round(r.requests.average),
            p50: r.latency.p50,
            p99: r.latency.p99,
            kbPerResponse: Math.round(r.throughput.average / Math.max(1, r.requests.average) / 102.4) / 10, // as sent (gzipped)
            failed: bad,
          };
          rows.push(row);
          console.log(`${row.database}, cache ${row.cache} | ${title}: ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms${bad ? `, ${bad} failed` : ''}`);
        }
      } finally {
        await server.stop();
      }
    }
    return rows;
  } finally {
    await dropDatabase();
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build -w api failed');
  }
  const results = [];
  for (const kind of wanted) {
    if (kind === 'mysql' && !process.env.TEST_DATABASE_URL && !(await portOpen(3306))) {
      console.warn('\n*** SKIPPED: MariaDB/MySQL bench — no server at 127.0.0.1:3306 and no TEST_DATABASE_URL ***\n');
      continue;
    }
    results.push(...(await benchDatabase(kind)));
  }
  const table = [
    `| database | answer cache | scenario | req/s | p50 ms | p99 ms | KB/response | failed |`,
    `|---|---|---|---:|---:|---:|---:|---:|`,
    ...results.map((r) => `| ${r.database} | ${r.cache} | ${r.scenario} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.kbPerResponse} | ${r.failed} |`),
  ].join('\n');
  console.log(`\n${connections} connections, ${duration} s each, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}\n\n${table}\n`);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/latest.json'),
    JSON.stringify({ date: new Date().toISOString(), connections, duration, cpus: os.cpus().length, node: process.version, results }, null, 2) + '\n',
  );
  if (results.some((r) => r.failed > 0)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

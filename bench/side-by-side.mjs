#!/usr/bin/env node
/**
 * npm run bench:side-by-side — the store's hot paths measured beside a bare node:http server that
 * sends the very same bytes, and beside other builds of the store, in one run on one machine, so a
 * regression shows the day it lands whatever else the machine is doing.
 *
 *   BENCH_BUILDS=after=api/dist,before=/tmp/kapda-before/api/dist BENCH_DATABASES=sqlite,mysql \
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=50 BENCH_SKIP_BUILD=1 node bench/side-by-side.mjs
 *
 * For each database one seeded database is shared by every build. Per build two store processes run
 * (answer cache 10 s, and off), plus WEB_CONCURRENCY=2 when BENCH_CONCURRENCY=1,2 asks; a bare
 * node:http process serves the bytes the store answered (same Content-Encoding). Scenarios run
 * round-robin over the targets (A, B, bare, A, B, bare…, BENCH_ROUNDS rounds) and the median of
 * the rounds is reported, with the load average seen during each run. Every request offers
 * `Accept-Encoding: gzip, deflate, br`, as browsers do.
 *
 * BENCH_REDIS=redis://127.0.0.1:6379 (MariaDB only) adds, per build, a target whose processes run with
 * REDIS_URL (the catalogue-change subscriber active) for the cached scenarios — what coherence costs
 * on the cached path — and measures how long a catalogue write (a guest order taking stock) through
 * one process takes to show in a second process's cached product answer.
 * Results: a Markdown table on stdout and bench/results/side-by-side.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Kind, parse, print, visit } from 'graphql';
import mysql from 'mysql2/promise';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const mysqlServer = (process.env.TEST_DATABASE_URL ?? 'mariadb://root@127.0.0.1:3306/test').replace(/\/[^/]*$/, '');
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,mysql').split(',');
const builds = (process.env.BENCH_BUILDS ?? 'store=api/dist').split(',').map((b) => {
  const [label, dir] = b.split('=');
  return { label, main: path.resolve(root, dir, 'main.js') };
});
const concurrencies = (process.env.BENCH_CONCURRENCY ?? '1').split(',');
const only = process.env.BENCH_SCENARIOS ? new Set(process.env.BENCH_SCENARIOS.split(',')) : null;
const redisUrl = process.env.BENCH_REDIS;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

function storefrontOperation(name) {
  const document = parse(readFileSync(path.join(root, 'web/src/graphql/catalog.graphql'), 'utf8'));
  const fragments = new Map(document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url, child, seconds = 300) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

async function startProcess(args, env, probe) {
  const port = await freePort();
  const child = spawn(process.execPath, args, { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(base + probe, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { base, stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')))) };
}

/** The bare baseline: node:http answering every request with one stored body and its encoding. */
const BARE = `
const http = require('node:http');
const fs = require('node:fs');
const body = fs.readFileSync(process.env.BARE_BODY);
const headers = ['Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(body.length)];
if (process.env.BARE_ENCODING) headers.push('Content-Encoding', process.env.BARE_ENCODING);
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(Number(process.env.PORT), '127.0.0.1');
`;

function load(url, options) {
  return new Promise((resolve, reject) => autocannon({ url, connections, duration, ...options }, (e, r) => (e ? reject(e) : resolve(r))));
}

const post = (query, variables) => ({ method: 'POST', headers: { ...BROWSER, 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });

/**
 * Each request a URL of the list at random. (A plain autocannon request list is walked in the same
 * order by every connection: all 50 ask for the same page at once, and once the cached answers
 * expire they queue behind one computation after another — what the earlier mix runs measured on
 * MariaDB, ~80 req/s, rather than a crowd.)
 */
function crowd(paths) {
  return { requests: [{ method: 'GET', headers: BROWSER, setupRequest: (req) => ({ ...req, path: paths[Math.floor(Math.random() * paths.length)] }) }] };
}

/** 600 different listing URLs: what a crowd browsing every department, sort, page and filter asks. */
function listingMix(categories) {
  const urls = [];
  const sorts = ['newest', 'popular', 'price_asc', 'price_desc'];
  const extras = ['', '&sale=true', '&inStock=true', '&sizes=M', '&maxPrice=2000'];
  // Every category first, then sorts, filters and pages, so the first 600 cover the whole shop.
  for (const page of [1, 2, 3]) for (const extra of extras) for (const sort of sorts) for (const category of categories) urls.push(`/api/products?category=${category}&sort=${sort}&page=${page}&limit=24${extra}`);
  return urls.slice(0, 600);
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build -w api failed');
  }
  const rows = [];
  const listing = storefrontOperation('ShopProducts');
  for (const kind of databases) {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'kapda-sbs-'));
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      // A production start needs its public address (canonical links, sitemap, mails); none is reached here.
      ALLOW_NO_PUBLIC_URL: 'true',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      SQLITE_PATH: path.join(tmp, 'bench.sqlite'),
      MEDIA_DIR: path.join(tmp, 'media'),
      SEED_IMAGES: 'false',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      WEB_DIST: path.join(tmp, 'no-web'),
    };
    let drop = async () => {};
    if (kind === 'mysql') {
      const name = `kapda_sbs_${process.pid}`;
      const admin = await mysql.createConnection(mysqlServer.replace(/^mariadb:/, 'mysql:'));
      await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await admin.end();
      env.DATABASE_URL = `${mysqlServer}/${name}`;
      drop = async () => {
        const c = await mysql.createConnection(mysqlServer.replace(/^mariadb:/, 'mysql:'));
        await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await c.end();
      };
    }
    const running = [];
    try {
      // Seed once with the first build, then every build reads the same rows (SQLite: WAL, one file).
      const seeder = await startProcess([builds[0].main], { ...env, CATALOGUE_CACHE_SECONDS: '0' }, '/api/products?limit=1');
      await seeder.stop();
      const targets = [];
      for (const build of builds) {
        // Several processes need a database server: SQLite runs one.
        for (const concurrency of kind === 'mysql' ? concurrencies : ['1']) {
          const suffix = concurrency === '1' ? '' : ` ×${concurrency}`;
          // Several processes share their limits and catalogue changes through Redis (a production start refuses them without it).
          const shared = concurrency === '1' ? {} : { REDIS_URL: redisUrl ?? 'redis://127.0.0.1:6379' };
          const cached = await startProcess([build.main], { ...env, ...shared, SEED_DEMO: 'false', WEB_CONCURRENCY: concurrency, CATALOGUE_CACHE_SECONDS: '10' }, '/api/products?limit=1');
          const uncached = await startProcess([build.main], { ...env, ...shared, SEED_DEMO: 'false', WEB_CONCURRENCY: concurrency, CATALOGUE_CACHE_SECONDS: '0' }, '/api/products?limit=1');
          running.push(cached, uncached);
          targets.push({ label: build.label + suffix, cached: cached.base, uncached: uncached.base });
        }
        if (redisUrl && kind === 'mysql') {
          const cached = await startProcess([build.main], { ...env, SEED_DEMO: 'false', REDIS_URL: redisUrl, CATALOGUE_CACHE_SECONDS: '10' }, '/api/products?limit=1');
          const second = await startProcess([build.main], { ...env, SEED_DEMO: 'false', REDIS_URL: redisUrl, CATALOGUE_CACHE_SECONDS: '10' }, '/api/products?limit=1');
          running.push(cached, second);
          targets.push({ label: `${build.label} + REDIS_URL`, cached: cached.base, second: second.base, coherenceOnly: true });
        }
      }
      // The bare server gets the bytes the last build (the one under test) answers for the cached listing.
      const measured = targets.filter((t) => !t.coherenceOnly).at(-1);
      const first = await fetch(`${measured.cached}/api/products?limit=24`, { headers: BROWSER });
      const bytes = Buffer.from(await first.arrayBuffer());
      // fetch decodes: ask node for the raw bytes instead.
      const raw = await rawGet(`${measured.cached}/api/products?limit=24`);
      writeFileSync(path.join(tmp, 'bare.body'), raw.body);
      const bare = await startProcess(['-e', BARE], { ...env, BARE_BODY: path.join(tmp, 'bare.body'), BARE_ENCODING: raw.encoding }, '/');
      running.push(bare);
      // Departments and their subcategories, so the mix reaches 600 distinct pages.
      const tree = await (await fetch(`${targets.find((t) => t.uncached).uncached}/graphql`, post('{ categories { slug children { slug } } }', {}))).json();
      const categories = (tree.data?.categories ?? []).flatMap((c) => [c.slug, ...(c.children ?? []).map((child) => child.slug)]);
      const mix = listingMix(categories.length ? categories : ['women']);
      const decoded = bytes.length;
      const scenarios = [
        { name: 'REST listing /api/products?limit=24, cached', url: (t) => `${t.cached}/api/products?limit=24`, options: { headers: BROWSER }, bare: true, coherence: true },
        { name: 'GraphQL ShopProducts (24), cached', url: (t) => `${t.cached}/graphql`, options: post(listing, { filter: { category: 'women' }, sort: 'NEWEST', page: 1, limit: 24 }), coherence: true },
        { name: 'PIN check /api/pincodes/check/395007', url: (t) => `${t.uncached}/api/pincodes/check/395007`, options: { headers: BROWSER } },
        { name: 'REST listing /api/products?limit=24, uncached', url: (t) => `${t.uncached}/api/products?limit=24`, options: { headers: BROWSER } },
        { name: 'GraphQL ShopProducts (24), uncached', url: (t) => `${t.uncached}/graphql`, options: post(listing, { filter: { category: 'women' }, sort: 'NEWEST', page: 1, limit: 24 }) },
        { name: `REST listing mix (${mix.length} URLs), cache 10 s`, url: (t) => t.cached, options: crowd(mix) },
        { name: `REST listing mix (${mix.length} URLs), uncached`, url: (t) => t.uncached, options: crowd(mix) },
      ].filter((_s, i) => !only || only.has(String(i + 1))); // BENCH_SCENARIOS=1,4: by position, per database
      for (const scenario of scenarios) {
        const list = [...targets.filter((t) => scenario.coherence || !t.coherenceOnly).map((t) => ({ label: t.label, url: scenario.url(t) })), ...(scenario.bare ? [{ label: 'bare node:http, same bytes', url: bare.base + '/' }] : [])];
        const samples = new Map(list.map((t) => [t.label, []]));
        for (const t of list) await load(t.url, { ...scenario.options, duration: 2 }); // warm-up
        for (let round = 0; round < rounds; round++) {
          for (const t of list) {
            const before = os.loadavg()[0];
            const r = await load(t.url, scenario.options);
            samples.get(t.label).push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed: r.errors + r.timeouts + r.non2xx, bytes: r.throughput.average / Math.max(1, r.requests.average), load: Math.max(before, os.loadavg()[0]) });
          }
        }
        for (const [label, runs] of samples) {
          const sorted = [...runs].sort((a, b) => a.rps - b.rps);
          const m = sorted[Math.floor(sorted.length / 2)];
          const row = { database: kind === 'mysql' ? 'MariaDB' : 'SQLite', scenario: scenario.name, target: label, requestsPerSecond: Math.round(m.rps), p50: m.p50, p99: m.p99, kbPerResponse: Math.round(m.bytes / 102.4) / 10, failed: runs.reduce((n, r) => n + r.failed, 0), load: Math.round(Math.max(...runs.map((r) => r.load)) * 10) / 10, runs: runs.map((r) => Math.round(r.rps)) };
          rows.push(row);
          console.log(`${row.database} | ${row.scenario} | ${label}: ${row.requestsPerSecond} req/s (runs ${row.runs.join(', ')}), p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.kbPerResponse} KB, load ${row.load}${row.failed ? `, ${row.failed} FAILED` : ''}`);
        }
      }
      console.log(`(cached listing: ${decoded} bytes decoded, sent as ${raw.body.length} bytes ${raw.encoding || 'identity'})`);
      for (const t of targets.filter((x) => x.second)) rows.push(await propagation(kind, t));
    } finally {
      for (const p of running) await p.stop();
      await drop();
      rmSync(tmp, { recursive: true, force: true });
    }
  }
  const table = [
    '| database | scenario | target | req/s | p50 ms | p99 ms | KB/answer | load avg | failed |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => (r.propagationMs ? `| ${r.database} | ${r.scenario} | ${r.target} | ms: ${r.propagationMs.join(', ')} | | | | | |` : `| ${r.database} | ${r.scenario} | ${r.target} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.kbPerResponse} | ${r.load} | ${r.failed} |`)),
  ].join('\n');
  console.log(`\n${connections} connections, ${duration} s each, ${rounds} round(s), ${os.cpus().length} CPUs, Node ${process.version}\n\n${table}\n`);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/side-by-side.json'), JSON.stringify({ date: new Date().toISOString(), connections, duration, rounds, cpus: os.cpus().length, node: process.version, rows }, null, 2) + '\n');
  if (rows.some((r) => r.failed > 0)) process.exitCode = 1;
}

/**
 * A catalogue write through one process (a guest order taking a piece of stock) and how long until a
 * second process — whose answer for that product is cached for 10 s — answers the new stock.
 */
async function propagation(kind, target) {
  const address = { fullName: 'Bench Buyer', phone: '9825012345', line1: '12 Nanpura Main Road', pincode: '395001', city: 'Surat', state: 'Gujarat' };
  const slug = (await (await fetch(`${target.cached}/api/products?limit=1&inStock=true`)).json()).data.items[0].slug;
  const stockOf = async (base) => {
    const res = await fetch(`${base}/api/products/${slug}`);
    const product = (await res.json()).data;
    return { cache: res.headers.get('x-catalogue-cache'), variant: product.variants.find((v) => v.stock > 0) };
  };
  const times = [];
  for (let i = 0; i < 5; i++) {
    await stockOf(target.second);
    const { cache, variant } = await stockOf(target.second);
    if (cache !== 'hit') throw new Error(`the second process did not keep the product answer (${cache})`);
    const started = performance.now();
    const order = await fetch(`${target.cached}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `sbs_${process.pid}_${Date.now()}_${i}` },
      body: JSON.stringify({ email: `propagation.${process.pid}.${Date.now()}.${i}@example.in`, shippingAddress: address, paymentMethod: 'cod', items: [{ variantSku: variant.sku, quantity: 1 }] }),
    });
    if (!order.ok) throw new Error(`order: ${order.status} ${await order.text()}`);
    const answered = performance.now();
    for (;;) {
      const now = (await stockOf(target.second)).variant;
      if (now.sku !== variant.sku || now.stock !== variant.stock) break;
      if (performance.now() - started > 15_000) throw new Error('the write never showed in the second process');
    }
    times.push({ total: performance.now() - started, afterAnswer: performance.now() - answered });
  }
  const ms = (xs) => xs.map((x) => Math.round(x * 10) / 10).join(', ');
  const row = { database: kind === 'mysql' ? 'MariaDB' : 'SQLite', scenario: 'a write through one process (an order) seen by a second process', target: target.label, propagationMs: times.map((t) => Math.round(t.total * 10) / 10), afterAnswerMs: times.map((t) => Math.round(t.afterAnswer * 10) / 10) };
  console.log(`${row.database} | ${row.scenario} | ${row.target}: ${ms(times.map((t) => t.total))} ms from the order's request (${ms(times.map((t) => t.afterAnswer))} ms after its answer)`);
  return row;
}


/** The answer's bytes as sent (still compressed) and their encoding. */
async function rawGet(url) {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    http.get(url, { headers: BROWSER }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] ?? '' }));
    }).on('error', reject);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

#!/usr/bin/env node
/**
 * node bench/ssr.mjs (after npm run build): load-test the server-rendered storefront pages (issue 19)
 * next to the API reads behind them, with autocannon against the built store as its own process
 * (production mode, embedded SQLite, demo catalogue without rendered pictures).
 *
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=20 BENCH_CACHE_SECONDS=10,0 node bench/ssr.mjs
 *
 * Per cache mode (the answer cache at its default TTL, and off so every request renders): a product
 * page, a listing (/shop?category=women), and the API's own answers for the same data (REST
 * /api/products/{slug} and /api/products?category=women). Prints a Markdown table; writes
 * bench/results/ssr.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const cacheModes = (process.env.BENCH_CACHE_SECONDS ?? '10,0').split(',').map(Number);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startStore(cacheSeconds) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kapda-bench-ssr-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SQLITE_PATH: path.join(dir, 'kapda.sqlite'),
      MEDIA_DIR: path.join(dir, 'media'),
      JWT_SECRET: 'kapda-bench-9Qv2Lr7xWm4Tz8Bn3Hc6Yk1Pf5Gd0Js',
      SEED_DEMO: 'true',
      SEED_IMAGES: 'false',
      CATALOGUE_CACHE_SECONDS: String(cacheSeconds),
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
      REDIS_URL: '',
      WEB_CONCURRENCY: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`store exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/products?limit=1`)).ok) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error('store did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function load(url, title) {
  return new Promise((resolve, reject) => {
    autocannon({ url, title, duration, connections, headers: { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json' } }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

const rows = [];
for (const cacheSeconds of cacheModes) {
  const store = await startStore(cacheSeconds);
  try {
    const listing = await (await fetch(`${store.url}/api/products?category=women&limit=1`)).json();
    const slug = listing.data.items[0].slug;
    const targets = [
      ['product page (SSR HTML)', `/product/${slug}`],
      ['listing page (SSR HTML)', '/shop?category=women'],
      ['API: REST product', `/api/products/${slug}`],
      ['API: REST listing', '/api/products?category=women'],
    ];
    for (const [name, target] of targets) {
      // Warm up (first render, JIT), then measure.
      for (let i = 0; i < 5; i += 1) await fetch(store.url + target).then((r) => r.arrayBuffer());
      const result = await load(store.url + target, name);
      const bad = result.non2xx + result.errors + result.timeouts;
      rows.push({ cache: cacheSeconds ? `on (${cacheSeconds} s)` : 'off', name, target, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, bytes: Math.round(result.throughput.average / Math.max(result.requests.average, 1)), bad });
      console.error(`${name} cache=${cacheSeconds}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms${bad ? `, ${bad} bad answers` : ''}`);
    }
  } finally {
    await store.stop();
  }
}

const table = [
  '| answer cache | what | req/s | p50 ms | p99 ms | bytes/answer (br) | non-2xx/errors |',
  '|---|---|---:|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.cache} | ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.bytes} | ${r.bad} |`),
].join('\n');
console.log(table);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/ssr.json'), JSON.stringify({ at: new Date().toISOString(), node: process.version, cpus: os.cpus().length, duration, connections, rows }, null, 2));

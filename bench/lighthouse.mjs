#!/usr/bin/env node
/**
 * Lighthouse (mobile defaults: slow 4G, 4× CPU, Moto G Power screen) on the storefront's three
 * landing pages — `/`, `/shop?category=women` and a product page — against a production start.
 * Lighthouse is NOT a dependency of the app: install it in a scratch folder and point at it.
 *
 *   mkdir -p /tmp/lh && npm --prefix /tmp/lh install lighthouse@12.8
 *   npm run build && node bench/lighthouse.mjs --lighthouse /tmp/lh/node_modules/lighthouse
 *
 * Options (or environment): --lighthouse DIR (LIGHTHOUSE_DIR), --chrome PATH (CHROME_PATH, default
 * /usr/bin/chromium), --runs N (LH_RUNS, default 3: the median run by performance is reported),
 * --url URL (a store already running; otherwise one is started: `node api/dist/main.js`,
 * NODE_ENV=production, a fresh seeded SQLite store on a free port, pictures rendered into
 * --media DIR — default $TMPDIR/kapda-lighthouse-media, kept so later runs skip drawing them).
 * Prints a Markdown table (with the load average at each run: the machine is shared) and writes
 * bench/results/lighthouse.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const lighthouseDir = arg('lighthouse', process.env.LIGHTHOUSE_DIR);
const chromePath = arg('chrome', process.env.CHROME_PATH ?? '/usr/bin/chromium');
const runs = Number(arg('runs', process.env.LH_RUNS ?? 3));
const mediaDir = arg('media', path.join(os.tmpdir(), 'kapda-lighthouse-media'));
let baseUrl = arg('url', process.env.LH_URL);

if (!lighthouseDir || !existsSync(path.join(lighthouseDir, 'cli/index.js'))) {
  console.error('Point --lighthouse at an installed lighthouse package (npm --prefix /tmp/lh install lighthouse@12.8).');
  process.exit(2);
}

const freePort = () => new Promise((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});

async function waitFor(url, child, seconds = 600) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`store exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/products?limit=1`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('store did not start');
}

let store = null;
let tmp = null;
if (!baseUrl) {
  if (!existsSync(path.join(root, 'api/dist/main.js')) || !existsSync(path.join(root, 'web/dist/index.html'))) {
    console.error('Build first: npm run build');
    process.exit(2);
  }
  const port = await freePort();
  tmp = mkdtempSync(path.join(os.tmpdir(), 'kapda-lh-'));
  mkdirSync(mediaDir, { recursive: true });
  baseUrl = `http://127.0.0.1:${port}`;
  store = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(port), PUBLIC_URL: baseUrl, SQLITE_PATH: path.join(tmp, 'kapda.sqlite'), MEDIA_DIR: mediaDir,
      SEED_DEMO: 'true', SEED_IMAGES: 'true', JWT_SECRET: 'lighthouse-bench-9Qv2Lr7xWm4Tz8Bn3Hc6Yk1Pf5Gd0Js', LOG_LEVEL: 'warn', WEB_CONCURRENCY: '1', DATABASE_URL: '', REDIS_URL: '',
    },
  });
  process.on('exit', () => store.kill());
  console.error(`starting the store on ${baseUrl} (a first start draws the demo pictures: ~30–60 s)…`);
}
await waitFor(baseUrl, store);

const { data: { items: [first] } } = await (await fetch(`${baseUrl}/api/products?category=women&limit=1`)).json();
const pages = { '/': '/', '/shop?category=women': '/shop?category=women', 'product page': `/product/${first.slug}` };
// Warm the store's caches and the OS's file cache once, as a store that has been up a while has them.
for (const p of Object.values(pages)) await fetch(baseUrl + p);

function lighthouse(url) {
  const out = path.join(os.tmpdir(), `kapda-lh-${process.pid}-${Date.now()}.json`);
  const result = spawnSync(process.execPath, [
    path.join(lighthouseDir, 'cli/index.js'), url, '--quiet', '--output=json', `--output-path=${out}`,
    '--only-categories=performance,seo,accessibility,best-practices', `--chrome-path=${chromePath}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
  ], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromePath } });
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url} (${result.status})`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(out, { force: true });
  const audit = (id) => report.audits[id]?.numericValue;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    seo: Math.round(report.categories.seo.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    bestPractices: Math.round(report.categories['best-practices'].score * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: +audit('cumulative-layout-shift').toFixed(3),
    siMs: Math.round(audit('speed-index')),
    lcpElement: report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    seoFailures: Object.values(report.categories.seo.auditRefs).map((ref) => report.audits[ref.id]).filter((a) => a.score === 0).map((a) => a.id),
    load1: +os.loadavg()[0].toFixed(2),
    lighthouse: report.lighthouseVersion,
  };
}

/**
 * Lighthouse 12.8 with Debian's Chromium now and then loses the trace's navigation start
 * (NO_NAVSTART) and answers no report: such a run is taken again (twice at most), and counted.
 */
let failedRuns = 0;
function lighthouseWithRetries(url) {
  for (let attempt = 0; ; attempt++) {
    try {
      return lighthouse(url);
    } catch (error) {
      failedRuns += 1;
      if (attempt >= 2) throw error;
      console.error(`${error.message}: run again`);
    }
  }
}

const results = [];
for (const [name, p] of Object.entries(pages)) {
  const tries = [];
  for (let i = 0; i < runs; i++) tries.push({ ...lighthouseWithRetries(baseUrl + p), loadBefore: +os.loadavg()[0].toFixed(2) });
  tries.sort((a, b) => a.performance - b.performance);
  const median = tries[Math.floor(tries.length / 2)];
  results.push({ page: name, path: p, median, runs: tries });
}

const gitRev = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/lighthouse.json'), JSON.stringify({ at: new Date().toISOString(), commit: gitRev, baseUrl, runs, failedRuns, results }, null, 2));
console.log(`Lighthouse ${results[0].median.lighthouse}, mobile defaults, median of ${runs} by performance (commit ${gitRev}; ${failedRuns} run(s) without a report taken again):\n`);
console.log('| page | performance | SEO | LCP s | TBT ms | CLS | FCP s | SI s | load avg (1 min) | all performance scores |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
for (const { page, median: m, runs: all } of results) {
  console.log(`| ${page} | ${m.performance} | ${m.seo} | ${(m.lcpMs / 1000).toFixed(1)} | ${m.tbtMs} | ${m.cls} | ${(m.fcpMs / 1000).toFixed(1)} | ${(m.siMs / 1000).toFixed(1)} | ${m.load1} | ${all.map((r) => r.performance).join(', ')} |`);
}
for (const { page, median: m } of results) {
  if (m.seoFailures.length) console.log(`\n${page}: SEO audits failing: ${m.seoFailures.join(', ')}`);
  console.log(`${page}: LCP element ${m.lcpElement.slice(0, 160)}`);
}
if (store) store.kill();
if (tmp) rmSync(tmp, { recursive: true, force: true });

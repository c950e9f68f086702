#!/usr/bin/env node
/**
 * npm run bench:backoffice — the back office on a big store: with ORDERS (500,000) generated orders
 * in MariaDB (bench/generate-orders.mjs, bulk INSERTs into its own database kapda_bench_backoffice),
 * how long the dashboard and city analytics take for a 90-day range (goal: under 300 ms each),
 * and the order desk's and the customer list's first pages. Each operation is asked through
 * GraphQL as an admin, RUNS times one after another (after WARMUP answers); p50/p95/max are
 * reported. Beside them, the same 90-day figures added up straight from the orders table (what the
 * daily summaries save), and EXPLAIN of the queries behind the screens.
 *
 *   ORDERS=500000 npm run bench:backoffice          (BENCH_REUSE=1 keeps an already generated database)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';
import { generateOrders } from './generate-orders.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ORDERS = Number(process.env.ORDERS ?? 500_000);
const RUNS = Number(process.env.RUNS ?? 30);
const WARMUP = Number(process.env.WARMUP ?? 3);
const mysqlServer = (process.env.TEST_DATABASE_URL ?? 'mariadb://root@127.0.0.1:3306/test').replace(/\/[^/]*$/, '');
const adminUrl = mysqlServer.replace(/^mariadb:/, 'mysql:');
const NAME = process.env.BENCH_DATABASE ?? 'kapda_bench_backoffice';
const ADMIN = { email: 'bench.admin@kapda.in', password: 'Benarasi-Brocade-2025' };

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const istDay = (t) => new Date(t + 330 * 60_000).toISOString().slice(0, 10);
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function startServer(port) {
  const env = {
    ...process.env, NODE_ENV: 'production', PUBLIC_URL: `http://127.0.0.1:${port}`, PORT: String(port), DATABASE_URL: `${mysqlServer}/${NAME}`,
    JWT_SECRET: 'kapda-bench-R4t8Wq2Zx6Mv1Nc9Ls3Kd7Hf5Jb0Yp', SEED_DEMO: 'true', SEED_IMAGES: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', SMTP_URL: '', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password,
  };
  const server = spawn(process.execPath, [path.join(root, 'api/dist/main.js')], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${base}/api/products?limit=1`)).ok) break;
    } catch { /* starting */ }
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  return { server, base };
}

async function stop(server) {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build -w api failed');
  }
  const admin = await mysql.createConnection(adminUrl);
  const [[exists]] = await admin.query('SELECT COUNT(*) AS n FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?', [NAME]);
  let reuse = false;
  if (process.env.BENCH_REUSE && exists.n > 0) {
    const [[{ n }]] = await admin.query(`SELECT COUNT(*) AS n FROM \`${NAME}\`.orders`);
    reuse = Number(n) >= ORDERS;
  }
  if (!reuse) {
    await admin.query(`DROP DATABASE IF EXISTS \`${NAME}\``);
    await admin.query(`CREATE DATABASE \`${NAME}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  }
  await admin.end();
  const dbUrl = `${adminUrl}/${NAME}`;

  // 1. The store makes its schema and catalogue; 2. the orders go in; 3. the store's own rebuild adds up the summaries.
  let { server, base } = await startServer(await freePort());
  const timings = {};
  if (!reuse) {
    await stop(server);
    let t = Date.now();
    await generateOrders({ url: dbUrl, orders: ORDERS });
    timings.generateSeconds = (Date.now() - t) / 1000;
    t = Date.now();
    const rebuild = spawnSync(process.execPath, [path.join(root, 'api/dist/cli/sales-rebuild.js')], {
      env: { ...process.env, NODE_ENV: 'production', ALLOW_NO_PUBLIC_URL: 'true', DATABASE_URL: `${mysqlServer}/${NAME}`, JWT_SECRET: 'kapda-bench-R4t8Wq2Zx6Mv1Nc9Ls3Kd7Hf5Jb0Yp', LOG_LEVEL: 'warn' }, stdio: 'inherit',
    });
    if (rebuild.status !== 0) throw new Error('sales rebuild failed');
    timings.rebuildSeconds = (Date.now() - t) / 1000;
    ({ server, base } = await startServer(await freePort()));
  }
  const db = await mysql.createConnection(dbUrl);
  try {
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const token = (await login.json()).data?.token;
    if (!token) throw new Error('admin login failed');
    const [[counts]] = await db.query('SELECT (SELECT COUNT(*) FROM orders) AS orders, (SELECT COUNT(*) FROM order_lines) AS lineCount, (SELECT COUNT(*) FROM sales_days) AS days, (SELECT COUNT(*) FROM sales_day_cities) AS cityDays');
    const to = istDay(Date.now());
    const from = istDay(Date.now() - 89 * 86_400_000);
    const gql = async (query, variables) => {
      const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
      const body = await res.json();
      if (body.errors) throw new Error(body.errors[0].message);
      return body.data;
    };
    const operations = [
      ['dashboard, 90 days', 'query($f: String, $t: String) { dashboard(from: $f, to: $t) { sales { revenue { current previous } orders { current } averageOrderValue { current } units { current } newCustomers { current } byDay { day revenue orders } } ordersByStatus { status count } topProducts { title units revenue } lowStock { sku stock } latestOrders { orderNumber total } } }', { f: from, t: to }],
      ['city analytics, 90 days', 'query($f: String, $t: String) { cityAnalytics(from: $f, to: $t) { cities { state city orders paidOrders revenue averageOrderValue customers } states { state orders revenue customers } } }', { f: from, t: to }],
      ['order desk, first page (25)', '{ orderDesk(limit: 25) { orders { id orderNumber status total city } nextCursor } }', {}],
      ['order desk, shipped in Surat (25)', '{ orderDesk(filter: { status: "shipped", city: "Surat" }, limit: 25) { orders { id } nextCursor } }', {}],
      ['order desk, search by phone', 'query($s: String) { orderDesk(filter: { search: $s }, limit: 25) { orders { id } } }', null],
      ['customers, first page (25)', '{ customers(limit: 25) { customers { id orderCount totalSpent } nextCursor } }', {}],
    ];
    const [[aPhone]] = await db.query('SELECT phone FROM orders ORDER BY id DESC LIMIT 1');
    operations[4][2] = { s: aPhone.phone };
    const results = [];
    let sample = null;
    for (const [name, query, variables] of operations) {
      for (let i = 0; i < WARMUP; i++) await gql(query, variables);
      const ms = [];
      for (let i = 0; i < RUNS; i++) {
        const t = process.hrtime.bigint();
        const data = await gql(query, variables);
        ms.push(Number(process.hrtime.bigint() - t) / 1e6);
        if (name.startsWith('city') && !sample) sample = data.cityAnalytics.cities.slice(0, 3);
      }
      ms.sort((a, b) => a - b);
      results.push({ name, p50: pct(ms, 50), p95: pct(ms, 95), max: ms[ms.length - 1] });
    }
    // What the summaries save: the same 90-day figures added up from the orders themselves.
    const start = new Date(Date.parse(`${from}T00:00:00Z`) - 330 * 60_000);
    const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000 - 330 * 60_000);
    const direct = [];
    for (const [name, sql] of [
      ['revenue/orders by day, from orders', "SELECT DATE(DATE_ADD(createdAt, INTERVAL 330 MINUTE)) d, COUNT(*), SUM(total) FROM orders WHERE createdAt >= ? AND createdAt < ? AND status IN ('confirmed','packed','shipped','delivered') GROUP BY d"],
      ['by city, from orders', "SELECT shipState, shipCity, COUNT(*), SUM(paymentStatus = 'paid'), SUM(total), COUNT(DISTINCT email) FROM orders WHERE createdAt >= ? AND createdAt < ? AND status IN ('confirmed','packed','shipped','delivered') GROUP BY shipState, shipCity"],
      ['top products, from order lines', "SELECT l.productId, SUM(l.quantity) u FROM order_lines l JOIN orders o ON o.id = l.orderId WHERE o.createdAt >= ? AND o.createdAt < ? AND o.status IN ('confirmed','packed','shipped','delivered') GROUP BY l.productId ORDER BY u DESC LIMIT 5"],
    ]) {
      const t = process.hrtime.bigint();
      await db.query(sql, [start, end]);
      direct.push({ name, ms: Number(process.hrtime.bigint() - t) / 1e6 });
    }
    const explain = {};
    for (const [name, sql, params] of [
      ['sales_days range', 'SELECT SUM(orders), SUM(revenue) FROM sales_days WHERE day BETWEEN ? AND ?', [from, to]],
      ['sales_day_cities range', 'SELECT state, city, SUM(orders) FROM sales_day_cities WHERE day BETWEEN ? AND ? GROUP BY state, city', [from, to]],
      ['customers per city (covering index)', "SELECT shipState, shipCity, COUNT(DISTINCT email) FROM orders WHERE createdAt >= ? AND createdAt < ? AND status IN ('confirmed','packed','shipped','delivered') GROUP BY shipState, shipCity", [start, end]],
      ['open orders by status', "SELECT status, COUNT(*) FROM orders WHERE status IN ('pending_payment','confirmed','packed','shipped') GROUP BY status", []],
      ['desk: shipped in Surat, newest first', "SELECT id FROM orders WHERE status = 'shipped' AND shipCity = 'Surat' ORDER BY id DESC LIMIT 26", []],
      ['desk: by phone', 'SELECT id FROM orders WHERE phone = ? ORDER BY id DESC LIMIT 26', [aPhone.phone]],
    ]) {
      const [rows] = await db.query(`EXPLAIN ${sql}`, params);
      explain[name] = rows.map((r) => `${r.table}: ${r.type} ${r.key ?? '-'} rows≈${r.rows}${r.Extra ? ` (${r.Extra})` : ''}`).join('; ');
    }
    const report = { at: new Date().toISOString(), orders: Number(counts.orders), lines: Number(counts.lineCount), summaryDays: Number(counts.days), summaryCityDays: Number(counts.cityDays), range: { from, to }, runs: RUNS, timings, results, direct, explain, sample };
    console.log(`\n${report.orders.toLocaleString('en-IN')} orders, ${report.lines.toLocaleString('en-IN')} lines; summaries: ${report.summaryDays} days, ${report.summaryCityDays} day×city rows; range ${from} … ${to}\n`);
    console.log('| operation (GraphQL, admin) | p50 ms | p95 ms | max ms |\n|---|---|---|---|');
    for (const r of results) console.log(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} |`);
    console.log('\n| the same figures straight from orders (SQL only) | ms |\n|---|---|');
    for (const d of direct) console.log(`| ${d.name} | ${d.ms.toFixed(0)} |`);
    console.log('\nEXPLAIN:');
    for (const [k, v] of Object.entries(explain)) console.log(`- ${k}: ${v}`);
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    const file = path.join(root, 'bench/results', `backoffice-${report.at.slice(0, 10)}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nRaw numbers: ${path.relative(root, file)}`);
    const slow = results.filter((r) => r.name.includes('90 days') && r.p95 >= 300);
    if (slow.length) {
      console.error(`Over the 300 ms goal: ${slow.map((r) => r.name).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await db.end();
    await stop(server);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

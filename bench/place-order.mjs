#!/usr/bin/env node
/**
 * npm run bench:orders — place-order throughput on MariaDB, and no oversell.
 *
 * Starts the built API as its own process (NODE_ENV=production) on a fresh, seeded MariaDB database,
 * gives every variant plenty of stock, and drives POST /api/orders with autocannon: guest orders,
 * cash on delivery, every request a different Idempotency-Key and a random variant. Beside it, two
 * baselines on the same server (a PIN check: HTTP + JSON only; priceCart: the catalogue reads and
 * pricing an order does, without writing). Where the time goes is measured, not guessed: SQL
 * statements and InnoDB log fsyncs per order from MariaDB's counters, CPU milliseconds per order of
 * the API process and of mysqld from /proc. Then 200 concurrent buyers go for the last 5 units.
 *
 *   BENCH_DURATION=15 BENCH_CONNECTIONS=50 npm run bench:orders
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import mysql from 'mysql2/promise';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const mysqlServer = (process.env.TEST_DATABASE_URL ?? 'mariadb://root@127.0.0.1:3306/test').replace(/\/[^/]*$/, '');
const adminUrl = mysqlServer.replace(/^mariadb:/, 'mysql:');
const TICK = 100; // USER_HZ: /proc CPU times are in 1/100 s

const address = { fullName: 'Bench Buyer', phone: '9825012345', line1: '12 Nanpura Main Road', pincode: '395001', city: 'Surat', state: 'Gujarat' };

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime
}

function mysqldPid() {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const comm = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      if (comm === 'mariadbd' || comm === 'mysqld') return Number(entry);
    } catch { /* gone */ }
  }
  return null;
}

async function counters(db) {
  const [rows] = await db.query("SHOW GLOBAL STATUS WHERE Variable_name IN ('Questions', 'Innodb_data_fsyncs', 'Com_commit', 'Innodb_row_lock_waits', 'Innodb_row_lock_time')");
  return Object.fromEntries(rows.map((r) => [r.Variable_name, Number(r.Value)]));
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections, duration, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build -w api failed');
  }
  const name = `kapda_bench_orders_${process.pid}`;
  const admin = await mysql.createConnection(adminUrl);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const port = await freePort();
  const env = {
    ...process.env, NODE_ENV: 'production', PUBLIC_URL: `http://127.0.0.1:${port}`, PORT: String(port), DATABASE_URL: `${mysqlServer}/${name}`,
    JWT_SECRET: 'kapda-bench-R4t8Wq2Zx6Mv1Nc9Ls3Kd7Hf5Jb0Yp', SEED_DEMO: 'true', SEED_IMAGES: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', COD_MAX_ORDER_VALUE: '10000000', ORDER_LIMIT_PER_MINUTE: '0', SMTP_URL: '',
  };
  // BENCH_PROFILE=dir writes a V8 CPU profile of the API process there (read it with Chrome DevTools, or bench/profile-summary.mjs).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const server = spawn(process.execPath, [...profile, path.join(root, 'api/dist/main.js')], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const db = await mysql.createConnection(`${adminUrl}/${name}`);
  const rows = [];
  try {
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error('server exited');
      try {
        if ((await fetch(`${base}/api/products?limit=1`)).ok) break;
      } catch { /* starting */ }
      if (i > 600) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
    await db.query('UPDATE product_variants SET stock = 100000');
    const [variants] = await db.query('SELECT v.sku FROM product_variants v JOIN products p ON p.id = v.productId WHERE p.isActive = 1');
    const skus = variants.map((v) => v.sku);
    const pick = () => skus[Math.floor(Math.random() * skus.length)];
    let n = 0;
    const orderBody = (lines) => JSON.stringify({ email: `bench${++n}@example.in`, shippingAddress: address, paymentMethod: 'cod', items: Array.from({ length: lines }, () => ({ variantSku: pick(), quantity: 1 })) });
    const scenarios = [
      ['PIN check (HTTP + JSON baseline)', { url: `${base}/api/pincodes/check/395001` }],
      ['priceCart, 1 line (catalogue reads + pricing, no writes)', {
        url: `${base}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' },
        setupClient: (client) => client.setBody(JSON.stringify({ query: 'query($i: PriceCartInput!){ priceCart(input:$i){ total gst { total } } }', variables: { i: { lines: [{ variantSku: pick(), quantity: 1 }] } } })),
      }],
      ['POST /api/orders, guest COD, 1 line', { url: `${base}/api/orders`, method: 'POST', lines: 1 }],
      ['POST /api/orders, guest COD, 3 lines', { url: `${base}/api/orders`, method: 'POST', lines: 3 }],
    ];
    const apiPid = server.pid;
    const dbPid = mysqldPid();
    for (const [title, spec] of scenarios.filter(([t]) => !process.env.BENCH_ONLY || t.includes(process.env.BENCH_ONLY))) {
      const { lines, ...opts } = spec;
      const requests = lines ? [{ setupRequest: (req) => ({ ...req, headers: { 'content-type': 'application/json', 'idempotency-key': `bench_${process.pid}_${++n}` }, body: orderBody(lines) }) }] : undefined;
      await cannon({ ...opts, duration: 3, requests }); // warm-up
      const [ordersBefore] = await db.query('SELECT COUNT(*) AS c FROM orders');
      const c0 = await counters(db);
      const cpu0 = [cpuTicks(apiPid), dbPid ? cpuTicks(dbPid) : 0];
      const r = await cannon({ ...opts, requests });
      const cpu1 = [cpuTicks(apiPid), dbPid ? cpuTicks(dbPid) : 0];
      const c1 = await counters(db);
      const [ordersAfter] = await db.query('SELECT COUNT(*) AS c FROM orders');
      const done = r.requests.total;
      const made = Number(ordersAfter[0].c) - Number(ordersBefore[0].c);
      const per = (x) => Math.round((x / Math.max(1, done)) * 10) / 10;
      const row = {
        scenario: title, perSecond: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, failed: r.errors + r.timeouts + r.non2xx,
        ordersMade: lines ? made : 0,
        sqlPerRequest: per(c1.Questions - c0.Questions), fsyncsPerRequest: per(c1.Innodb_data_fsyncs - c0.Innodb_data_fsyncs),
        apiCpuMsPerRequest: per(((cpu1[0] - cpu0[0]) * 1000) / TICK), dbCpuMsPerRequest: per(((cpu1[1] - cpu0[1]) * 1000) / TICK),
        rowLockWaits: c1.Innodb_row_lock_waits - c0.Innodb_row_lock_waits,
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
    // Stock bookkeeping: every unit taken is in an order line. Requests autocannon gave up on may still
    // be finishing: let them, then read both sides in one statement (one snapshot).
    await new Promise((r) => setTimeout(r, 3000));
    const [[{ sold, taken }]] = await db.query('SELECT (SELECT COALESCE(SUM(quantity), 0) FROM order_lines) AS sold, (SELECT SUM(100000 - v.stock) FROM product_variants v JOIN products p ON p.id = v.productId WHERE p.isActive = 1) AS taken');
    // The last 5 units, 200 buyers at once.
    const sku = skus[0];
    await db.query('UPDATE product_variants SET stock = 5 WHERE sku = ?', [sku]);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => fetch(`${base}/api/orders`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': `last5_${process.pid}_${i}` },
      body: JSON.stringify({ email: `last5.${i}@example.in`, shippingAddress: address, paymentMethod: 'cod', items: [{ variantSku: sku, quantity: 1 }] }),
    }).then((res) => res.status)));
    const [[{ stock }]] = await db.query('SELECT stock FROM product_variants WHERE sku = ?', [sku]);
    const oversell = { buyers: 200, placed: answers.filter((s) => s === 201).length, refused: answers.filter((s) => s === 400).length, other: answers.filter((s) => s !== 201 && s !== 400).length, stockAfter: Number(stock), unitsSold: Number(sold), unitsTaken: Number(taken) };
    console.log(JSON.stringify(oversell));
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(path.join(root, 'bench/results/place-order.json'), JSON.stringify({ at: new Date().toISOString(), connections, duration, rows, oversell }, null, 2));
    console.log('\n| scenario | req/s | p50 ms | p99 ms | failed | SQL/req | log fsyncs/req | API CPU ms/req | MariaDB CPU ms/req | row-lock waits |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) console.log(`| ${r.scenario} | ${r.perSecond} | ${r.p50} | ${r.p99} | ${r.failed} | ${r.sqlPerRequest} | ${r.fsyncsPerRequest} | ${r.apiCpuMsPerRequest} | ${r.dbCpuMsPerRequest} | ${r.rowLockWaits} |`);
    console.log(`\nLast 5 units, 200 buyers: ${oversell.placed} placed, ${oversell.refused} refused, stock ${oversell.stockAfter}; units in order lines ${oversell.unitsSold} = units taken from stock ${oversell.unitsTaken}.`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await db.end();
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

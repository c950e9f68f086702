import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config';
import { bootStore, type Store } from '../src/boot';
import { signedInUser } from './accounts';
import { cartFixtures } from './cart-fixtures';
import { freshIp, restCall } from './client';
import { mysqlAvailable, mysqlServerUrl } from './harness';
import { guestOrder } from './order-fixtures';
import { freePort } from './tcp-link';

/**
 * Two store processes — the built store (api/dist/main.js, as `npm run serve` runs it), each its own
 * OS process — on one MariaDB database, one Redis and one S3 server (s3rver): a product renamed
 * through A's admin API is served renamed by B within a second although B had the answers cached
 * (REST product and listing, and the server-rendered page when web/dist-ssr is built); a picture
 * uploaded through A is served by B; SIGKILL on A leaves B answering; SIGTERM on B lets a slow
 * request in flight finish with 200 while new connections are refused, and B exits 0.
 */
const root = path.resolve(__dirname, '..', '..');
const main = path.join(root, 'api', 'dist', 'main.js');
const ssr = existsSync(path.join(root, 'web', 'dist-ssr', 'entry-server.mjs'));
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const JWT_SECRET = 'kapda-test-9Qv2Lr7xWm4Tz8Bn3Hc6Yk1Pf5Gd0Js';
const BUCKET = 'kapda-media';
if (!existsSync(main)) console.warn(`\n*** SKIPPED: two store processes — no ${main}; run npm run build -w api ***\n`);

interface Child {
  name: string;
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!existsSync(main) || !mysqlAvailable() || !inject('redisAvailable'))('two store processes on one MariaDB, Redis and S3 server', () => {
  const database = `kapda_2p_${process.pid}_${Math.random().toString(36).slice(2, 6)}`;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'kapda-2p-'));
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(tmp, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] });
  let env: Record<string, string> = {};
  let fixtures: Store;
  let admin = '';
  let a: Child;
  let b: Child;

  async function startChild(name: string): Promise<Child> {
    const port = await freePort();
    let output = '';
    const child = spawn(process.execPath, [main], { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const baseUrl = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`store ${name} exited:\n${output}`);
      const status = await fetch(`${baseUrl}/readyz`).then((r) => r.status, () => 0);
      if (status === 200) break;
      if (Date.now() > deadline) throw new Error(`store ${name} not ready within 2 minutes:\n${output}`);
      await sleep(200);
    }
    return { name, baseUrl, child, output: () => output, exited };
  }

  beforeAll(async () => {
    const address = (await s3.run()) as AddressInfo;
    const admin0 = await createConnection(mysqlServerUrl.replace(/^mariadb:/, 'mysql:'));
    await admin0.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin0.end();
    env = {
      NODE_ENV: 'test', DATABASE_URL: `${mysqlServerUrl}/${database}`, REDIS_URL: redisUrl, JWT_SECRET, SEED_DEMO: 'false', SEED_IMAGES: 'false',
      LOG_LEVEL: 'warn', CATALOGUE_CACHE_SECONDS: '60', SQLITE_PATH: path.join(tmp, 'unused.sqlite'), MEDIA_DIR: path.join(tmp, 'media-unused'),
      MEDIA_STORE: 's3', S3_ENDPOINT: `http://127.0.0.1:${address.port}`, S3_BUCKET: BUCKET, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true',
      ORDER_LIMIT_PER_MINUTE: '0', UNPAID_ORDERS_PER_IP: '0', UNPAID_ORDERS_PER_EMAIL: '0', WEB_CONCURRENCY: '1',
    };
    // The schema, a small catalogue and an admin's session, written by a store in this process that never listens (no workers of its own).
    fixtures = await bootStore(loadConfig({ ...env, REDIS_URL: '', PORT: '0', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv), { seed: false });
    await cartFixtures(fixtures);
    admin = (await signedInUser(fixtures, { role: 'admin' })).token;
    a = await startChild('a');
    b = await startChild('b');
  }, 300_000);

  afterAll(async () => {
    for (const c of [a, b]) if (c && c.child.exitCode === null && c.child.signalCode === null) c.child.kill('SIGKILL');
    await fixtures?.close();
    await s3.close();
    const c = await createConnection(mysqlServerUrl.replace(/^mariadb:/, 'mysql:'));
    await c.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await c.end();
    rmSync(tmp, { recursive: true, force: true });
  });

  it(`a product renamed through A's admin API is served renamed by B within a second, though B had it cached${ssr ? ' (REST, listing and the rendered page)' : ' (REST and listing; web/dist-ssr not built: no rendered page)'}`, async () => {
    const category = await restCall(a.baseUrl, 'POST', '/admin/categories', { name: 'Two Process Sarees' }, { token: admin });
    expect(category.status, JSON.stringify(category.body)).toBe(201);
    const draft = { description: 'Hand block printed.', brand: 'Kapda', categoryId: category.body.data.id, hsnCode: '5208', manufacturer: 'Kapda Fashions, Ring Road, Surat 395002', isActive: true };
    const created = await restCall(a.baseUrl, 'POST', '/admin/products', { ...draft, title: 'Ajrakh Saree', variants: [{ size: 'Free', color: 'Indigo', colorHex: '#2e3b74', mrp: 2999, sellingPrice: 2499, stock: 8 }] }, { token: admin });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, slug } = created.body.data as { id: string; slug: string };
    const variant = created.body.data.variants[0];

    // B's answers, asked twice: the second comes from its cache.
    const product = `${b.baseUrl}/api/products/${slug}`;
    const listing = `${b.baseUrl}/api/products?limit=60`;
    const page = `${b.baseUrl}/product/${slug}`;
    const titleOf = {
      product: async () => {
        const res = await fetch(product);
        return { cache: res.headers.get('x-catalogue-cache'), title: ((await res.json()) as any).data.title as string };
      },
      listing: async () => {
        const res = await fetch(listing);
        const items = ((await res.json()) as any).data.items as Array<{ slug: string; title: string }>;
        return { cache: res.headers.get('x-catalogue-cache'), title: items.find((p) => p.slug === slug)?.title };
      },
      page: async () => {
        const res = await fetch(page);
        const html = await res.text();
        return { cache: res.headers.get('x-catalogue-cache'), title: /Ajrakh Saree[^<"]*/.exec(html)?.[0] ?? '' };
      },
    };
    const watched = ssr ? (['product', 'listing', 'page'] as const) : (['product', 'listing'] as const);
    for (const what of watched) {
      // A's announcements of the new category and product reach B through Redis a few ms later (a burst is
      // announced once per 50 ms, the last always) and may drop what B just kept: ask until B answers from its cache.
      let cached = { cache: null as string | null, title: undefined as string | undefined };
      for (const until = Date.now() + 3000; cached.cache !== 'hit' && Date.now() < until; ) {
        await titleOf[what]();
        cached = await titleOf[what]();
      }
      expect(cached, what).toMatchObject({ cache: 'hit' });
      expect(cached.title, what).toMatch(/^Ajrakh Saree/);
      expect(cached.title, what).not.toContain('Blouse');
    }

    const renamed = await restCall(a.baseUrl, 'PUT', `/admin/products/${id}`, { ...draft, title: 'Ajrakh Saree with Blouse', variants: [{ id: variant.id, size: 'Free', color: 'Indigo', colorHex: '#2e3b74', mrp: 2999, sellingPrice: 2499 }] }, { token: admin });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const answeredAt = Date.now();
    for (const what of watched) {
      let seen = '';
      while (Date.now() - answeredAt < 1000) {
        seen = (await titleOf[what]()).title ?? '';
        if (seen.includes('with Blouse')) break;
        await sleep(20);
      }
      expect(seen, `${what} on B, ${Date.now() - answeredAt} ms after the rename`).toContain('Ajrakh Saree with Blouse');
    }
    expect(Date.now() - answeredAt).toBeLessThan(1000 + 500);
  });

  it('a picture uploaded through A is served by B (one bucket)', async () => {
    const listed = await restCall(a.baseUrl, 'GET', '/products?limit=1');
    const productId = listed.body.data.items[0]._id as string;
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 500, height: 700, channels: 3, background: '#7b1e2b' } }).jpeg().toBuffer();
    form.append('images', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'kurta.jpg');
    const uploaded = await fetch(`${a.baseUrl}/api/admin/products/${productId}/images`, { method: 'POST', body: form, headers: { authorization: `Bearer ${admin}` } });
    expect(uploaded.status).toBe(201);
    const images = ((await uploaded.json()) as any).data.images as Array<{ url: string }>;
    const added = images.find((i) => i.url.includes('/upload-'))!;
    const served = await fetch(`${b.baseUrl}${added.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
  });

  it('SIGKILL on A leaves B answering: listings, orders and /readyz', async () => {
    a.child.kill('SIGKILL');
    expect(await a.exited).toMatchObject({ signal: 'SIGKILL' });
    await expect(fetch(`${a.baseUrl}/healthz`)).rejects.toThrow();
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => fetch(`${b.baseUrl}/api/products?limit=24`).then((r) => r.status)),
      ...Array.from({ length: 4 }, () =>
        fetch(`${b.baseUrl}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() }, body: JSON.stringify(guestOrder()) }).then((r) => r.status)),
      fetch(`${b.baseUrl}/readyz`).then((r) => r.status),
    ]);
    expect(answers).toEqual([...Array(10).fill(200), ...Array(4).fill(201), 200]);
  });

  it('SIGTERM on B: a slow request in flight finishes with 200, new connections are refused, and B exits 0', async () => {
    const body = JSON.stringify({ query: '{ products(limit: 1) { total } }' });
    const half = Math.floor(body.length / 2);
    const port = Number(new URL(b.baseUrl).port);
    // A shopper on a slow line: the request's headers and half its body are sent, the rest comes later.
    let answer!: Promise<{ status: number; text: string }>;
    const req = await new Promise<ReturnType<typeof request>>((resolve, reject) => {
      const r = request({ host: '127.0.0.1', port, method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } });
      answer = new Promise((done, fail) => {
        r.on('response', (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => done({ status: res.statusCode ?? 0, text }));
        });
        r.on('error', fail);
      });
      r.on('socket', (socket) => socket.on('connect', () => resolve(r)));
      r.on('error', reject);
      r.flushHeaders();
    });
    req.write(body.slice(0, half));
    await sleep(300);
    b.child.kill('SIGTERM');
    // The listening socket closes at once: a new shopper is refused (the balancer sends them elsewhere).
    let refused = false;
    const deadline = Date.now() + 3000;
    while (!refused && Date.now() < deadline) {
      refused = await fetch(`${b.baseUrl}/healthz`).then(() => false, (error: Error & { cause?: { code?: string } }) => error.cause?.code === 'ECONNREFUSED');
      if (!refused) await sleep(50);
    }
    expect(refused).toBe(true);
    expect(b.child.exitCode).toBeNull();
    await sleep(1000);
    req.end(body.slice(half));
    const done = await answer;
    expect(done.status).toBe(200);
    expect(JSON.parse(done.text)).toMatchObject({ data: { products: { total: expect.any(Number) } } });
    expect(await b.exited).toEqual({ code: 0, signal: null });
  });
});

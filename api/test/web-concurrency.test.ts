import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { afterAll, describe, expect, it } from 'vitest';
import { mysqlAvailable, mysqlServerUrl } from './harness';

/**
 * WEB_CONCURRENCY=2 as a real process tree (node:cluster from api/src/main.ts): two workers answer on
 * one port, a worker killed with SIGKILL is replaced while the other keeps answering, and SIGTERM
 * to the primary drains and stops everything. SQLite refuses more than one process; production refuses
 * more than one without REDIS_URL (elsewhere it warns). (Each worker
 * starts from the TypeScript source through tsx: slow on a loaded machine, hence the long waits.)
 */
const root = path.resolve(__dirname, '..', '..');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--conditions=kapda-source', '--import', tsx, path.join(root, 'api/src/main.ts')], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', SEED_DEMO: 'false', SEED_IMAGES: 'false', JWT_SECRET: randomBytes(48).toString('base64url'), WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  return { child, output: () => output };
}

const workerPids = (output: string) => [...output.matchAll(/worker (\d+)\)/g)].map((m) => Number(m[1]));
async function until(what: () => boolean | Promise<boolean>, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await what()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out');
}

describe.skipIf(!mysqlAvailable())('WEB_CONCURRENCY: several processes on one port', () => {
  const name = `kapda_wc_${process.pid}_${Math.random().toString(36).slice(2, 6)}`;
  let primary: ChildProcess | undefined;
  afterAll(async () => {
    primary?.kill('SIGKILL');
    const c = await createConnection(mysqlServerUrl.replace(/^mariadb:/, 'mysql:'));
    await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await c.end();
  });

  it('refuses several processes on the embedded SQLite file', async () => {
    const { child, output } = start({ WEB_CONCURRENCY: '2', PORT: String(await freePort()), SQLITE_PATH: '/tmp/kapda-wc-never.sqlite' });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output()).toContain('several processes need a shared database server (DATABASE_URL)');
  }, 60_000);

  it('refuses several processes without REDIS_URL in production, naming both variables', async () => {
    const { child, output } = start({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.kapda.example', WEB_CONCURRENCY: '2', PORT: String(await freePort()), DATABASE_URL: `${mysqlServerUrl}/${name}_never` });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output()).toContain('WEB_CONCURRENCY=2 without REDIS_URL');
    expect(output()).toContain('set REDIS_URL (or WEB_CONCURRENCY=1)');
  }, 60_000);

  it('runs two workers, replaces one that dies while the other answers, and drains on SIGTERM', async () => {
    const admin = await createConnection(mysqlServerUrl.replace(/^mariadb:/, 'mysql:'));
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const run = start({ WEB_CONCURRENCY: '2', PORT: String(port), DATABASE_URL: `${mysqlServerUrl}/${name}` });
    primary = run.child;
    await until(() => workerPids(run.output()).length >= 2, 400);
    const [first, second] = workerPids(run.output());
    expect(first).not.toBe(second);
    // Outside production several processes without Redis start, with a loud warning.
    expect(run.output()).toContain('*** WARNING: WEB_CONCURRENCY=2 without REDIS_URL');
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    process.kill(first, 'SIGKILL');
    // Once the primary has seen the death, the other worker answers every request while a new one starts.
    // (A connection node:cluster hands to a worker in the very instant it dies can be lost: a balancer's
    // retry, proxy_next_upstream in the compose profile, covers that.)
    await until(() => run.output().includes(`Worker ${first} died`), 60);
    const during = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/api/products?limit=1`, { signal: AbortSignal.timeout(30_000) }).then((r) => r.status)));
    expect(during).toEqual(Array(20).fill(200));
    await until(() => workerPids(run.output()).length >= 3, 300);

    const exited = new Promise<number | null>((resolve) => run.child.on('exit', resolve));
    run.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    primary = undefined;
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 900_000);
});

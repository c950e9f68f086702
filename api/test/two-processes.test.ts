import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config';
import { bootStore, type Store } from '../src/boot';
import { AUTH_LIMITS } from '../src/modules/auth/auth-limits';
import { createUser } from './accounts';
import { freshIp, restCall } from './client';
import { freshStore, mysqlAvailable } from './harness';
import { cartFixtures } from './cart-fixtures';
import { guestOrder, placeGuest, setStock, stockOf } from './order-fixtures';
import { TestSmtpServer } from './smtp';

/**
 * Two store processes' worth of state (two booted stores, each with its own answer cache, rate-limit
 * client, workers and connection pool) on one MariaDB database and one Redis: they must behave as
 * one store. (Two stores in one test process share nothing but the database, Redis and SMTP.)
 * The rest of issue 21's two-process proofs: two-store-processes.test.ts (real OS processes: a rename
 * through the admin API seen by the other's cached answers and page, a picture, SIGKILL, SIGTERM
 * drain), two-processes-background.test.ts (every background job once), mariadb-restart.test.ts.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
type Running = Store & { baseUrl: string };

/** Another store on the same database as `first`, with these settings changed. */
async function sameDatabase(first: Running, overrides: Record<string, string> = {}): Promise<Running> {
  const c = first.config;
  const config = loadConfig({
    NODE_ENV: 'test', PORT: '0', DATABASE_URL: c.DATABASE_URL, SQLITE_PATH: c.SQLITE_PATH, MEDIA_DIR: c.MEDIA_DIR, JWT_SECRET: c.JWT_SECRET,
    SEED_DEMO: 'false', SEED_IMAGES: 'false', LOG_LEVEL: 'silent', REDIS_URL: c.REDIS_URL, SMTP_URL: c.SMTP_URL,
    CATALOGUE_CACHE_SECONDS: String(c.CATALOGUE_CACHE_SECONDS), ...overrides,
  } as NodeJS.ProcessEnv);
  const store = await bootStore(config, { seed: false });
  const port = await store.listen(0);
  return Object.assign(store, { baseUrl: `http://127.0.0.1:${port}` });
}

const ready = async (store: Running) => {
  const res = await fetch(`${store.baseUrl}/readyz`);
  return { status: res.status, body: (await res.json()) as { status: string; checks?: Record<string, string> } };
};

describe.skipIf(!mysqlAvailable() || !inject('redisAvailable'))('two processes on one MariaDB and one Redis', () => {
  let a: Running;
  let b: Running;
  const smtp = new TestSmtpServer();

  beforeAll(async () => {
    await smtp.start();
    a = await freshStore('mysql', { REDIS_URL: redisUrl, SMTP_URL: smtp.url, CATALOGUE_CACHE_SECONDS: '60' });
    await cartFixtures(a);
    b = await sameDatabase(a);
  }, 240_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await smtp.stop();
  });

  it('counts wrong passwords over both against one per-account limit', async () => {
    const user = await createUser(a, { email: `two.${process.pid}@example.in`, password: 'Mysore-Silk-2025' });
    const { points } = AUTH_LIMITS.login.account;
    const statuses: number[] = [];
    for (let i = 0; i < points; i++) statuses.push((await restCall(i % 2 ? a.baseUrl : b.baseUrl, 'POST', '/auth/login', { email: user.email, password: 'wrong-password' }, { ip: freshIp() })).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect((await restCall(a.baseUrl, 'POST', '/auth/login', { email: user.email, password: 'wrong-password' }, { ip: freshIp() })).status).toBe(429);
    expect((await restCall(b.baseUrl, 'POST', '/auth/login', { email: user.email, password: 'Mysore-Silk-2025' }, { ip: freshIp() })).status).toBe(429);
  });

  it('one sign-up sends one mail, though both mail workers poll the outbox', async () => {
    const email = `signup.${process.pid}.${Date.now()}@example.in`;
    const res = await restCall(a.baseUrl, 'POST', '/auth/register', { firstName: 'Ira', lastName: 'Shah', email, password: 'Mysore-Silk-2025' }, { ip: freshIp() });
    expect(res.status).toBeLessThan(300);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && !smtp.mails.some((m) => m.to.includes(email))) await new Promise((r) => setTimeout(r, 100));
    // Both workers have had time for several more polls.
    await new Promise((r) => setTimeout(r, 3000));
    expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('buyers split over both never oversell', async () => {
    await setStock(a, 'BK-M-BLUE', 5);
    a.services.catalog.changed();
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => placeGuest(i % 2 ? a : b, guestOrder({ items: [{ variantSku: 'BK-M-BLUE', quantity: 1 }] }))));
    expect(answers.filter((r) => r.status < 300)).toHaveLength(5);
    expect(answers.every((r) => r.status < 300 || (r.status >= 400 && r.status < 500))).toBe(true);
    expect(await stockOf(a, 'BK-M-BLUE')).toBe(0);
  });

  it('healthz and readyz: both ready, with the database, Redis and the media store checked', async () => {
    expect((await fetch(`${a.baseUrl}/healthz`)).status).toBe(200);
    for (const store of [a, b]) expect(await ready(store)).toEqual({ status: 200, body: { status: 'ready', checks: { database: 'ok', redis: 'ok', media: 'ok' } } });
  });
});

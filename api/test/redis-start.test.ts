import { describe, expect, inject, it } from 'vitest';
import type { Store } from '../src/boot';
import { freshStore } from './harness';
import { blackHole, freePort, TcpLink } from './tcp-link';

/**
 * A store whose REDIS_URL does not answer when it starts — nothing listening, or a server that takes
 * the connection and never replies — still starts within a few seconds: it answers shoppers from the
 * database, caches no catalogue answer (another process's write could not be heard) and says
 * `redis: down` on /readyz. When Redis comes, the change channel is subscribed in the background,
 * /readyz turns 200 and answers are cached again; losing Redis later stops the caching again.
 */
const redis = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
type Running = Store & { baseUrl: string };

/** Boot, or fail the test after `seconds` (the old start waited for Redis forever). */
async function bootWithin(seconds: number, env: Record<string, string>): Promise<{ store: Running; tookMs: number }> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the store did not start within ${seconds} s with REDIS_URL=${env.REDIS_URL}`)), seconds * 1000);
  });
  const store = await Promise.race([freshStore('sqlite', { CATALOGUE_CACHE_SECONDS: '60', ...env }), late]).finally(() => clearTimeout(timer));
  return { store, tookMs: Date.now() - started };
}

const cacheOf = async (store: Running, path = '/api/products?limit=1') => {
  const res = await fetch(`${store.baseUrl}${path}`, { signal: AbortSignal.timeout(10_000) });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return res.headers.get('x-catalogue-cache');
};
const readiness = async (store: Running) => {
  const res = await fetch(`${store.baseUrl}/readyz`, { signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: (await res.json()) as { checks?: Record<string, string> } };
};
async function until(what: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await what()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return what();
}

describe.skipIf(!inject('redisAvailable'))('REDIS_URL that does not answer at start', () => {
  it('nothing listening: starts, serves without caching, 503 on ready; subscribes when Redis comes, and stops caching when it goes again', async () => {
    const port = await freePort();
    const { store, tookMs } = await bootWithin(20, { REDIS_URL: `redis://127.0.0.1:${port}` });
    const link = new TcpLink({ host: redis.hostname, port: Number(redis.port || 6379) }, port);
    try {
      expect(tookMs).toBeLessThan(15_000);
      expect(await readiness(store)).toMatchObject({ status: 503, body: { checks: { redis: 'down', database: 'ok' } } });
      expect([await cacheOf(store), await cacheOf(store)]).toEqual(['miss', 'miss']);

      await link.up();
      expect(await until(async () => (await readiness(store)).status === 200, 15_000)).toBe(true);
      expect(await until(async () => (await cacheOf(store)) === 'hit', 5000)).toBe(true);

      // Redis lost while running: nothing is kept until the channel is back.
      await link.down();
      expect(await until(async () => (await cacheOf(store)) === 'miss' && (await cacheOf(store)) === 'miss', 5000)).toBe(true);
      await link.up();
      expect(await until(async () => (await cacheOf(store)) === 'hit', 15_000)).toBe(true);
    } finally {
      await store.close();
      await link.down();
    }
  }, 90_000);

  it('a server that takes the connection and never replies: the start goes on after a bounded wait', async () => {
    const hole = await blackHole();
    try {
      const { store, tookMs } = await bootWithin(20, { REDIS_URL: `redis://127.0.0.1:${hole.port}` });
      try {
        expect(tookMs).toBeLessThan(15_000);
        expect(await readiness(store)).toMatchObject({ status: 503, body: { checks: { redis: 'down' } } });
        expect([await cacheOf(store), await cacheOf(store)]).toEqual(['miss', 'miss']);
      } finally {
        await store.close();
      }
    } finally {
      await hole.close();
    }
  }, 60_000);
});

import { afterAll, describe, expect, inject, it } from 'vitest';
import { AuthLimits } from '../modules/auth/auth-limits';
import { countAttempt, giveBackAttempt, limitKey, MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from './rate-limits';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Probed once by api/test/global-setup.ts, which prints the loud SKIPPED line. */
const redisUp = inject('redisAvailable');

function contract(name: string, make: () => Promise<RateLimitStore>, skip = false) {
  describe.skipIf(skip)(`${name} rate-limit store`, () => {
    let store: RateLimitStore;
    const run = `${process.pid}-${Date.now()}`;
    afterAll(async () => store && (await store.close()));

    it('allows up to the limit, then refuses with a retry time', async () => {
      store = await make();
      const limit = { points: 3, durationSeconds: 60 };
      for (let i = 0; i < 3; i++) expect((await store.hit(`t1-${run}`, 'k', limit)).allowed).toBe(true);
      const refused = await store.hit(`t1-${run}`, 'k', limit);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
      // Other keys and buckets are separate.
      expect((await store.hit(`t1-${run}`, 'other', limit)).allowed).toBe(true);
      expect((await store.hit(`t1b-${run}`, 'k', limit)).allowed).toBe(true);
    });

    it('peeks without counting, and resets a key', async () => {
      const limit = { points: 2, durationSeconds: 60 };
      expect(await store.peek(`t2-${run}`, 'k', limit)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      await store.hit(`t2-${run}`, 'k', limit);
      expect((await store.peek(`t2-${run}`, 'k', limit)).allowed).toBe(true);
      await store.hit(`t2-${run}`, 'k', limit);
      expect((await store.peek(`t2-${run}`, 'k', limit)).allowed).toBe(false);
      await store.reset(`t2-${run}`, 'k', limit);
      expect((await store.peek(`t2-${run}`, 'k', limit)).allowed).toBe(true);
    });

    it('forgets hits when the window ends', async () => {
      const limit = { points: 1, durationSeconds: 1 };
      await store.hit(`t3-${run}`, 'k', limit);
      expect((await store.hit(`t3-${run}`, 'k', limit)).allowed).toBe(false);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await store.hit(`t3-${run}`, 'k', limit)).allowed).toBe(true);
    });

    it('gives a hit back, and counts parallel attempts before any is checked', async () => {
      const limit = { points: 3, durationSeconds: 60 };
      const counter = { bucket: `t4-${run}`, key: 'k', limit };
      const results = await Promise.all(Array.from({ length: 20 }, () => countAttempt(store, [counter])));
      expect(results.filter((r) => r === null)).toHaveLength(3);
      await store.reset(counter.bucket, counter.key, limit);
      expect(await countAttempt(store, [counter])).toBeNull();
      expect(await countAttempt(store, [counter])).toBeNull();
      await giveBackAttempt(store, [counter]);
      expect(await countAttempt(store, [counter])).toBeNull();
      expect(await countAttempt(store, [counter])).toBeNull();
      expect(await countAttempt(store, [counter])).not.toBeNull();
      // Giving back an unknown key is harmless.
      await giveBackAttempt(store, [{ ...counter, key: 'never-seen' }]);
      expect((await store.peek(counter.bucket, 'never-seen', limit)).allowed).toBe(true);
    });

    it('backs the auth limits: 429 with the clear message once an account is over', async () => {
      const limits = new AuthLimits(store);
      const email = `limits-${run}@example.in`;
      for (let i = 0; i < 5; i++) await limits.consume('forgot', `ip-${i}-${run}`, email);
      await expect(limits.consume('forgot', `ip-x-${run}`, email)).rejects.toMatchObject({ status: 429, message: 'Too many attempts. Please wait a minute and try again.' });
    });
  });
}

contract('in-memory', async () => new MemoryRateLimitStore());

contract(
  'Redis',
  async () => {
    const store = new RedisRateLimitStore(redisUrl, `kapda-test:${process.pid}`);
    await store.ready();
    return store;
  },
  !redisUp,
);

describe.skipIf(!redisUp)('Redis counters are shared between API processes', () => {
  it('two stores on one Redis see the same counts', async () => {
    const prefix = `kapda-test-shared:${process.pid}:${Date.now()}`;
    const a = new RedisRateLimitStore(redisUrl, prefix);
    const b = new RedisRateLimitStore(redisUrl, prefix);
    try {
      await Promise.all([a.ready(), b.ready()]);
      const limit = { points: 2, durationSeconds: 60 };
      await a.hit('shared', 'k', limit);
      await b.hit('shared', 'k', limit);
      expect((await a.hit('shared', 'k', limit)).allowed).toBe(false);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('limit keys', () => {
  it('do not store email addresses in clear, and ignore case', () => {
    expect(limitKey('Asha@Example.in')).toBe(limitKey('asha@example.in'));
    expect(limitKey('asha@example.in')).not.toContain('asha');
  });
});

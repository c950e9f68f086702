import { createHash } from 'node:crypto';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { logger } from '../logger';

/** How many hits a key may make within a window. */
export interface Limit {
  points: number;
  durationSeconds: number;
}

export interface LimitState {
  /** False once the key has used up its points in the current window. */
  allowed: boolean;
  /** Seconds until the window resets (0 when allowed and fresh). */
  retryAfterSeconds: number;
  /** Hits left in the window (answered by hit(); RateLimit-Remaining). */
  remaining?: number;
}

/**
 * Counters shared by every API process: in memory for one process (default), Redis when REDIS_URL
 * is set. Keys are grouped in buckets (one per rule, e.g. "login:ip").
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /** Count one hit and say whether it was within the limit. */
  hit(bucket: string, key: string, limit: Limit): Promise<LimitState>;
  /** The state without counting (is the key already blocked?). */
  peek(bucket: string, key: string, limit: Limit): Promise<LimitState>;
  /** Give one counted hit back (an attempt that turned out to be a success). */
  giveBack(bucket: string, key: string, limit: Limit): Promise<void>;
  /** Forget a key (e.g. after a successful login). */
  reset(bucket: string, key: string, limit: Limit): Promise<void>;
  close(): Promise<void>;
}

/** Keys can hold emails: store a digest, not the address. */
export function limitKey(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 24);
}

abstract class FlexibleStore implements RateLimitStore {
  abstract readonly kind: 'memory' | 'redis';
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  protected abstract create(bucket: string, limit: Limit): RateLimiterAbstract;

  private limiter(bucket: string, limit: Limit): RateLimiterAbstract {
    const name = `${bucket}:${limit.points}:${limit.durationSeconds}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = this.create(bucket, limit);
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  async hit(bucket: string, key: string, limit: Limit): Promise<LimitState> {
    try {
      const res = await this.limiter(bucket, limit).consume(key, 1);
      return { allowed: true, retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000), remaining: Math.max(0, res.remainingPoints) };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), remaining: 0 };
      throw rejection;
    }
  }

  async peek(bucket: string, key: string, limit: Limit): Promise<LimitState> {
    const res = await this.limiter(bucket, limit).get(key);
    if (!res) return { allowed: true, retryAfterSeconds: 0 };
    const allowed = res.consumedPoints < limit.points;
    return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
  }

  async giveBack(bucket: string, key: string, limit: Limit): Promise<void> {
    const limiter = this.limiter(bucket, limit);
    const res = await limiter.get(key);
    if (res && res.consumedPoints > 0) await limiter.reward(key, 1);
  }

  async reset(bucket: string, key: string, limit: Limit): Promise<void> {
    await this.limiter(bucket, limit).delete(key);
  }

  abstract close(): Promise<void>;
}

export class MemoryRateLimitStore extends FlexibleStore {
  readonly kind = 'memory' as const;

  protected create(bucket: string, limit: Limit): RateLimiterAbstract {
    return new RateLimiterMemory({ keyPrefix: bucket, points: limit.points, duration: limit.durationSeconds });
  }

  async close(): Promise<void> {}
}

/**
 * Redis counters (rate-limiter-flexible's atomic INCR+TTL script). While Redis is unreachable the
 * process falls back to in-memory counters rather than refusing logins.
 */
export class RedisRateLimitStore extends FlexibleStore {
  readonly kind = 'redis' as const;
  private readonly client: Redis;

  constructor(url: string, private readonly prefix = 'kapda:rl') {
    super();
    this.client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false });
    this.client.on('error', (error) => logger.warn({ err: error }, 'rate-limit Redis unavailable; using in-memory counters meanwhile'));
  }

  protected create(bucket: string, limit: Limit): RateLimiterAbstract {
    return new RateLimiterRedis({
      storeClient: this.client,
      keyPrefix: `${this.prefix}:${bucket}`,
      points: limit.points,
      duration: limit.durationSeconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${bucket}:insurance`, points: limit.points, duration: limit.durationSeconds }),
    });
  }

  /** Resolves once connected (tests use it to know Redis is really there). */
  async ready(timeoutMs = 3000): Promise<void> {
    if (this.client.status === 'ready') return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('Redis did not become ready')), timeoutMs);
      this.client.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  async close(): Promise<void> {
    this.client.disconnect();
  }
}

/** One counter an attempt is checked against: a bucket (rule), the key (IP, account digest) and its limit. */
export interface AttemptCounter {
  bucket: string;
  key: string;
  limit: Limit;
}

/**
 * Count one attempt on every counter at once, before the attempt is checked (a password verified, a
 * code compared), so parallel attempts cannot all pass a check that has not counted them yet.
 * Counters are charged in order and the first refusal stops the count: a request already refused
 * (say, by its IP's counter) does not also use up the next one (the account's, someone else's).
 * Answers that refusal, or null when every counter had room.
 */
export async function countAttempt(store: RateLimitStore, counters: AttemptCounter[]): Promise<LimitState | null> {
  for (const c of counters) {
    const state = await store.hit(c.bucket, c.key, c.limit);
    if (!state.allowed) return state;
  }
  return null;
}

/** Give a counted attempt back on every counter (it succeeded, so it was no guess). */
export async function giveBackAttempt(store: RateLimitStore, counters: AttemptCounter[]): Promise<void> {
  await Promise.all(counters.map((c) => store.giveBack(c.bucket, c.key, c.limit)));
}

export function createRateLimitStore(redisUrl: string | undefined): RateLimitStore {
  return redisUrl ? new RedisRateLimitStore(redisUrl) : new MemoryRateLimitStore();
}

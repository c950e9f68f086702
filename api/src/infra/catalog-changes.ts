import { createHash, randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { logger } from '../logger';

/** What is shared: a catalogue that announces its writes and can be told of another process's. */
export interface ChangingCatalog {
  onChange(listener: () => void): void;
  changed(): void;
}

const CHANNEL = 'kapda:catalogue-changed:';
/** Writes in a burst (an order sale, a CSV import) are announced once per this many ms, the last one always. */
const COALESCE_MS = 50;

/** How long the start waits for the change channel before it goes on without it (see start()). */
export const SUBSCRIBE_WAIT_MS = 5000;

/**
 * Catalogue writes seen by every process: each write here is published on a Redis channel, and a
 * write published by another process drops this one's answer cache and kept category reads (it runs
 * the catalogue's change listeners, as a local write does). Nothing is checked per request, so the
 * cached path costs the same.
 *
 * While the channel is not subscribed — Redis unreachable at start, or lost later — this process
 * cannot hear other processes' writes, so `onLive(false)` tells the answer cache to keep nothing
 * (every read goes to the database); each time the subscription is (re)made, what was published
 * meanwhile is unknown: everything kept is dropped once, then `onLive(true)` lets the cache keep
 * answers again. Subscribing is retried in the background for as long as the process runs.
 */
export class SharedCatalogChanges {
  private readonly id = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private applyingRemote = false;
  private lastPublished = 0;
  private pending: NodeJS.Timeout | undefined;
  private started = false;
  private closed = false;
  private live = false;
  private subscribing: Promise<boolean> | undefined;
  private readonly liveListeners: Array<(live: boolean) => void> = [];

  private readonly channel: string;

  /** `store` names the database: processes of different stores sharing one Redis never hear each other. */
  constructor(private readonly redisUrl: string, store: string, private readonly catalog: ChangingCatalog) {
    this.channel = CHANNEL + createHash('sha256').update(store).digest('base64url').slice(0, 16);
    // Publishing must never wait on a Redis that is down: fail fast (the other processes' TTL still bounds staleness).
    this.publisher = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false });
    // The subscriber keeps trying for as long as the process runs; its SUBSCRIBE waits for a connection.
    this.subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null, connectTimeout: 2000 });
    let lastWarned = 0;
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on('error', (error) => {
        // ioredis reports every failed reconnect: once a minute is enough to say Redis is gone.
        if (Date.now() - lastWarned < 60_000) return;
        lastWarned = Date.now();
        logger.warn({ err: error }, 'catalogue change channel: Redis error (REDIS_URL); answers are not cached until it is back');
      });
    }
    this.subscriber.on('message', (channel: string, sender: string) => {
      if (channel === this.channel && sender !== this.id) this.applyRemote();
    });
    // A connection lost: nothing another process announces can be heard until it is back.
    this.subscriber.on('close', () => this.setLive(false));
    this.subscriber.on('ready', () => {
      // Reconnected (ioredis subscribes again by itself; ours says when it has).
      if (this.started && !this.closed) void this.subscribe();
    });
    catalog.onChange(() => {
      if (!this.applyingRemote) this.announce();
    });
  }

  /** Called with false when the channel is lost and true when it is listened to again (and at the first subscription). */
  onLive(listener: (live: boolean) => void): void {
    this.liveListeners.push(listener);
    listener(this.live);
  }

  /**
   * Subscribe. Resolves true once the channel is listened to, or false after `waitMs` when Redis does
   * not answer: the start goes on (with nothing cached) and the subscription is made in the background
   * as soon as Redis answers. It never hangs the start.
   */
  async start(waitMs = SUBSCRIBE_WAIT_MS): Promise<boolean> {
    this.started = true;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), waitMs);
    });
    const subscribed = await Promise.race([this.subscribe(), late]).finally(() => clearTimeout(timer));
    if (!subscribed) {
      logger.warn(`REDIS_URL (${redact(this.redisUrl)}) did not answer within ${Math.round(waitMs / 1000)} s: starting without the catalogue change channel. Until it is subscribed (retried in the background) no catalogue answer is cached and /readyz answers 503 (redis: down).`);
    }
    return subscribed;
  }

  /** Whether the change channel is listened to now. */
  get listening(): boolean {
    return this.live;
  }
  /** Whether Redis answers (for the readiness check). */
  async ping(): Promise<boolean> {
    try {
      return (await this.publisher.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.pending);
    // QUIT on a connection that is not up would wait for it: those are just dropped.
    await Promise.allSettled([this.subscriber, this.publisher].map((c) => (c.status === 'ready' ? c.quit() : c.disconnect())));
  }

  /** SUBSCRIBE (waits for a connection); once it is in place, drop what may have been missed and say the channel is live. */
  private subscribe(): Promise<boolean> {
    this.subscribing ??= this.subscribeNow().finally(() => (this.subscribing = undefined));
    return this.subscribing;
  }

  private async subscribeNow(): Promise<boolean> {
    try {
      await this.subscriber.subscribe(this.channel);
    } catch {
      return false;
    }
    if (this.closed || this.subscriber.status !== 'ready') return false;
    this.applyRemote();
    this.setLive(true);
    return true;
  }

  private setLive(live: boolean): void {
    if (this.live === live) return;
    this.live = live;
    for (const listener of this.liveListeners) listener(live);
  }

  private applyRemote(): void {
    this.applyingRemote = true;
    try {
      this.catalog.changed();
    } finally {
      this.applyingRemote = false;
    }
  }

  /** Publish now, or once at the end of the current burst window. */
  private announce(): void {
    if (this.pending) return;
    const wait = this.lastPublished + COALESCE_MS - Date.now();
    if (wait <= 0) return this.publish();
    this.pending = setTimeout(() => {
      this.pending = undefined;
      this.publish();
    }, wait);
    this.pending.unref();
  }

  private publish(): void {
    this.lastPublished = Date.now();
    this.publisher.publish(this.channel, this.id).catch((error: unknown) => logger.warn({ err: error }, 'catalogue change not published; other processes see it within CATALOGUE_CACHE_SECONDS'));
  }
}

/** A Redis address without its password, for messages. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'unparsable';
  }
}

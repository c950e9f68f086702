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

/**
 * Catalogue writes seen by every process: each write here is published on a Redis channel, and a
 * write published by another process drops this one's answer cache and kept category reads (it runs
 * the catalogue's change listeners, as a local write does). Nothing is checked per request, so the
 * cached path costs the same. A process that loses Redis for a while cannot know what it missed:
 * when the subscription is back it drops everything once. The cache's TTL stays the last bound.
 */
export class SharedCatalogChanges {
  private readonly id = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private applyingRemote = false;
  private lastPublished = 0;
  private pending: NodeJS.Timeout | undefined;
  private subscribedOnce = false;

  private readonly channel: string;

  /** `store` names the database: processes of different stores sharing one Redis never hear each other. */
  constructor(redisUrl: string, store: string, private readonly catalog: ChangingCatalog) {
    this.channel = CHANNEL + createHash('sha256').update(store).digest('base64url').slice(0, 16);
    // Publishing must never wait on a Redis that is down: fail fast (the TTL still bounds staleness).
    this.publisher = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    this.subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
    for (const connection of [this.publisher, this.subscriber]) connection.on('error', (error) => logger.warn({ err: error }, 'catalogue change channel: Redis error'));
    this.subscriber.on('message', (channel: string, sender: string) => {
      if (channel === this.channel && sender !== this.id) this.applyRemote();
    });
    this.subscriber.on('ready', () => {
      // ioredis subscribes again after a reconnect; whatever was published meanwhile is unknown.
      if (this.subscribedOnce) this.applyRemote();
    });
    catalog.onChange(() => {
      if (!this.applyingRemote) this.announce();
    });
  }

  /** Subscribe (resolves once the channel is listened to). */
  async start(): Promise<void> {
    await this.subscriber.subscribe(this.channel);
    this.subscribedOnce = true;
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
    clearTimeout(this.pending);
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
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

import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { RateLimitStore } from '../infra/rate-limits';
import type { MediaStore } from '../infra/media-store';

/** Something that runs in the background while the store is up (the mail worker, …). */
export interface BackgroundTask {
  start(): void;
  stop(): Promise<void>;
}

/**
 * The service container's shape. The kernel knows only the basics; each domain adds its own services
 * in its `<domain>.module.ts` (`declare module '../../kernel/registry'`), so no domain and no kernel
 * file imports the composition root (services.ts), which builds one object of this shape at start-up.
 */
export interface Services {
  config: Config;
  dataSource: DataSource;
  /** Work that runs while the store listens (started and stopped by boot.ts). */
  background: BackgroundTask[];
  /** Attempt counters (memory, or Redis when REDIS_URL is set) the limits of every domain share. */
  rateLimits: RateLimitStore;
  /** Product and collection pictures: the disk under MEDIA_DIR, or an S3-compatible bucket (MEDIA_STORE). */
  media: MediaStore;
}

/** Per-request DataLoaders, added by the domains that batch reads (catalog.module.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Loaders {}

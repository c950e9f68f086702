import type { Clock } from './kernel/clock';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { openDatabase } from './db/data-source';
import { createApp, malformedGraphql, pageSecurityHeaderList, securityHeaderList } from './http/app';
import { CatalogAnswerCache, catalogFrontDoor } from './http/catalog-cache';
import { loadStorefrontEntry, storefrontPageKey } from './http/storefront-render';
import { healthEndpoints, type ReadinessCheck } from './http/health';
import { SharedCatalogChanges } from './infra/catalog-changes';
import { setMediaBase } from './modules/catalog/catalog.views';
import { createServices, type Services } from './services';
import { logger } from './logger';
import { seedDemo } from './seed';
import { disableDemoPasswordAccounts } from './modules/users/demo-users.seed';

export interface Store {
  config: Config;
  dataSource: DataSource;
  services: Services;
  app: Express;
  /** What the HTTP server runs: cached catalogue answers at the front door, everything else through `app`. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  /** Whole answers for anonymous catalogue reads (http/catalog-cache.ts), dropped on every catalogue write. */
  answers: CatalogAnswerCache;
  /** Start background work (mail worker) and listen; resolves with the bound port. */
  listen(port?: number): Promise<number>;
  close(): Promise<void>;
}

/** How long a shutting-down process lets requests in flight finish before it cuts their connections. */
const DRAIN_SECONDS = 10;

/** Everything main.ts and the integration tests share: database → services → app. */
export async function bootStore(config: Config, options: { seed?: boolean; clock?: Clock } = {}): Promise<Store> {
  // Picture addresses: /media on this store, or the CDN in front of the bucket.
  setMediaBase(config.MEDIA_PUBLIC_URL ?? '/media');
  const dataSource = await openDatabase(config);
  const services = createServices(dataSource, config, options.clock);
  if (options.seed ?? config.SEED_DEMO) await seedIfEmpty(services);
  if (config.NODE_ENV === 'production') await disableDemoPasswordAccounts(services);
  if (config.ADMIN_EMAIL) await ensureConfiguredAdmin(services);
  const answers = new CatalogAnswerCache(config.CATALOGUE_CACHE_SECONDS, config.CATALOGUE_CACHE_MB * 1024 * 1024);
  services.catalog.onChange(() => answers.clear());
  // Several processes: a catalogue write in any of them drops every process's answers (Redis pub/sub).
  const sharedChanges = config.REDIS_URL ? new SharedCatalogChanges(config.REDIS_URL, config.DATABASE_URL ? new URL(config.DATABASE_URL).pathname : config.SQLITE_PATH, services.catalog) : null;
  if (sharedChanges) {
    // Nothing is cached while the channel is down (another process's write could not be heard); the
    // start waits for it a few seconds at most, then goes on and keeps trying in the background.
    sharedChanges.onLive((live) => {
      answers.suspend(!live);
      services.listingCards.suspend(!live);
    });
    await sharedChanges.start();
  }
  // The storefront's server render (web/dist-ssr), when the web was built with it.
  const storefront = await loadStorefrontEntry(config.WEB_DIST);
  const app = await createApp(services, answers, storefront);
  const headers = securityHeaderList(config);
  const frontDoor = catalogFrontDoor(answers, {
    securityHeaders: headers,
    pageSecurityHeaders: pageSecurityHeaderList(config),
    pageKeyOf: storefront ? storefrontPageKey(storefront) : undefined,
    bodyLimitBytes: config.BODY_LIMIT_KB * 1024,
    malformedGraphql: (res) => malformedGraphql(res, headers),
  });
  const checks: ReadinessCheck[] = [{ name: 'database', check: async () => (await dataSource.query('SELECT 1 AS ok')).length === 1 }];
  if (sharedChanges) checks.push({ name: 'redis', check: () => sharedChanges.ping() });
  checks.push({ name: 'media', check: () => services.media.ping() });
  let draining = false;
  const health = healthEndpoints(checks, () => draining);
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (!health(req, res)) frontDoor(req, res, () => app(req, res));
  };
  let server: Server | undefined;
  const stoppers: Array<() => Promise<void> | void> = [];
  return {
    config, dataSource, services, app, handler, answers,
    listen(port = config.PORT) {
      for (const task of services.background) {
        task.start();
        stoppers.push(() => task.stop());
      }
      return new Promise((resolve, reject) => {
        server = createServer(handler).listen(port, () => {
          const address = server!.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
        server.on('error', reject);
      });
    },
    async close() {
      // Stop taking requests and let those in flight finish (keep-alive connections are closed as
      // soon as they fall idle; after DRAIN_SECONDS the rest are cut), then the workers, then the database.
      draining = true;
      if (server) {
        const open = server;
        const closed = new Promise<void>((resolve) => open.close(() => resolve()));
        const idle = setInterval(() => open.closeIdleConnections(), 100);
        const cut = setTimeout(() => open.closeAllConnections(), DRAIN_SECONDS * 1000);
        open.closeIdleConnections();
        await closed;
        clearInterval(idle);
        clearTimeout(cut);
      }
      for (const stop of stoppers.splice(0)) await stop();
      await sharedChanges?.close();
      await dataSource.destroy();
    },
  };
}

/** Seed the demo data into a database that has no products yet (a fresh store). */
async function seedIfEmpty(services: Services): Promise<void> {
  if (await services.catalog.hasProducts()) return;
  await seedDemo(services);
}

/** ADMIN_EMAIL / ADMIN_PASSWORD: create or promote the first admin on every start (idempotent). */
async function ensureConfiguredAdmin(services: Services): Promise<void> {
  const { config } = services;
  const { user, created, promoted } = await services.subAdmins.ensureAdmin({ email: config.ADMIN_EMAIL!, password: config.ADMIN_PASSWORD });
  const what = created ? 'Created' : promoted ? 'Promoted (password set from ADMIN_PASSWORD, marked verified, every session signed out)' : 'Checked';
  logger.info(`${what} admin account ${user.email}`);
}

import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import { compressWholeAnswers } from './compress-whole';
import express, { type Express, type RequestHandler } from 'express';
import type { Config } from '../config';
import { isMediaKey, type MediaStore } from '../infra/media-store';
import helmet from 'helmet';
import type { Services } from '../kernel/registry';
import { graphqlRouter } from '../graphql/server';
import { restAdapter, restErrorHandler } from './rest';
import { devRoutes } from './dev-routes';
import { apiKeyLimits } from './api-key-limits';
import { seoRoutes } from './seo-routes';
import type { CatalogAnswerCache } from './catalog-cache';
import { checkoutOrigins, widenCsp } from '../modules/payments/checkout-origins';
import { storefrontPages, type StorefrontCatalogue, type StorefrontEntry } from './storefront-render';
import { storefrontTemplate } from './storefront-template';

const YEAR = 365 * 24 * 3600;

/** The security headers of every answer (helmet); `mediaOrigin` is a CDN the pictures come from (MEDIA_PUBLIC_URL). */
function securityHeaders(mediaOrigin?: string) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(mediaOrigin ? [mediaOrigin] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Served over plain http on localhost too; HSTS belongs at the TLS-terminating proxy.
    strictTransportSecurity: false,
  });
}

const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined);

/** The headers helmet sets on every answer, flat [name, value, …]: they depend on nothing in the request. */
export function securityHeaderList(config: Pick<Config, 'MEDIA_PUBLIC_URL'>): string[] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  securityHeaders(originOf(config.MEDIA_PUBLIC_URL))({} as never, res as never, () => {});
  return [...headers].flat();
}

/** The headers of a page (HTML): the same, with the payment gateway's checkout allowed as the express chain allows it. */
export function pageSecurityHeaderList(config: Pick<Config, 'MEDIA_PUBLIC_URL' | 'paymentGateway' | 'CASHFREE_ENV'>): string[] {
  const list = securityHeaderList(config);
  const checkout = checkoutOrigins(config.paymentGateway, config.CASHFREE_ENV);
  if (!checkout) return list;
  return list.map((value, i) => (i % 2 === 1 && list[i - 1].toLowerCase() === 'content-security-policy' ? widenCsp(value, checkout) : value));
}

/** What /graphql answers a body that is not JSON (the same as graphqlBodyErrors), for the front door. */
export function malformedGraphql(res: ServerResponse, securityHeaderList: string[]): void {
  const body = JSON.stringify({ errors: [{ message: 'Malformed request body', extensions: { code: 'BAD_REQUEST', status: 400 } }] });
  res.writeHead(400, [...securityHeaderList, 'Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(Buffer.byteLength(body))]);
  res.end(body);
}

/** /media from the bucket (MEDIA_STORE=s3): the same year-long immutable caching as the files on disk. */
function mediaFromStore(media: MediaStore): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let key: string;
    try {
      key = decodeURIComponent(req.path.slice(1));
    } catch {
      key = '';
    }
    if (!isMediaKey(key)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    media.get(key).then(
      (found) => {
        if (!found) {
          res.status(404).type('text/plain').send('Not found');
          return;
        }
        res.setHeader('Cache-Control', `public, max-age=${YEAR}, immutable`);
        res.setHeader('Content-Type', found.contentType);
        res.setHeader('Content-Length', found.bytes.length);
        res.end(req.method === 'HEAD' ? undefined : found.bytes);
      },
      (error: unknown) => next(error),
    );
  };
}

/** What the storefront's pages ask of the catalogue before a product or collection page renders, or without a render (one indexed read each). */
function storefrontCatalogue(services: Services): StorefrontCatalogue {
  return {
    async product(slug) {
      const shown = await services.catalog.productBySlug(slug);
      if (shown) return { slug: shown.slug };
      const removed = await services.catalog.removedProductCategory(slug);
      return removed ? { slug: removed.slug, movedTo: removed.category } : null;
    },
    async collection(key) {
      return (await services.catalog.collectionByKey(key))?.id ?? null;
    },
  };
}

/**
 * The HTTP face of the store: /graphql, the /api REST adapter, product media and the built SPA —
 * its pages rendered on the server by `storefront` (web/dist-ssr's entry, loaded by boot.ts) when built.
 */
export async function createApp(services: Services, answers: CatalogAnswerCache, storefront: StorefrontEntry | null = null): Promise<Express> {
  const { config } = services;
  const app = express();
  app.disable('x-powered-by');
  // Which peers may name the client (X-Forwarded-For): the abuse limits count by the IP this yields.
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(securityHeaders(originOf(config.MEDIA_PUBLIC_URL)));
  // The configured gateway's checkout script and frames, and no other gateway's.
  const checkout = checkoutOrigins(config.paymentGateway, config.CASHFREE_ENV);
  if (checkout) {
    app.use((_req, res, next) => {
      const policy = res.getHeader('content-security-policy');
      if (typeof policy === 'string') res.setHeader('content-security-policy', widenCsp(policy, checkout));
      next();
    });
  }
  app.use(compression());
  // Whole answers (JSON, pages) in one fast call; streams keep the middleware above (compress-whole.ts).
  app.use(compressWholeAnswers());

  const webDist = config.WEB_DIST;
  const graphiqlHtml = path.join(webDist, 'graphiql.html');
  // A browser opening /graphql gets the bundled GraphiQL playground; API clients get GraphQL.
  app.get('/graphql', (req, res, next) => {
    const wantsHtml = req.accepts(['application/json', 'text/html']) === 'text/html' && !req.query.query;
    if (wantsHtml && existsSync(graphiqlHtml)) res.sendFile(graphiqlHtml);
    else next();
  });
  // Per-key limits come first, so a key over its limit costs no database read.
  app.use(['/graphql', '/api'], apiKeyLimits(services));
  const graphql = await graphqlRouter(services, answers);
  app.use('/graphql', graphql);
  app.use('/api', restAdapter(services, answers));
  // robots.txt, the sitemap and link-preview pictures: before the SPA's catch-all.
  app.use(seoRoutes(services));
  if (services.media.kind === 'disk') app.use('/media', express.static(config.MEDIA_DIR, { maxAge: YEAR * 1000, immutable: true, fallthrough: false }));
  else app.use('/media', mediaFromStore(services.media));
  if (config.NODE_ENV === 'production') {
    app.use('/dev', (_req, res) => {
      res.status(404).type('text/plain').send('Not found');
    });
  } else {
    app.use('/dev', devRoutes(services));
  }

  // No sandbox gateway (production): its pay page does not exist.
  if (!services.payments.sandbox) {
    app.get('/payment/sandbox', (_req, res) => {
      res.status(404).type('text/plain').send('Not found');
    });
  }

  if (existsSync(webDist)) {
    app.use('/assets', express.static(path.join(webDist, 'assets'), { maxAge: YEAR * 1000, immutable: true, fallthrough: false }));
    app.use(express.static(webDist, { index: false, maxAge: 3600 * 1000 }));
    const indexHtml = storefrontTemplate(readFileSync(path.join(webDist, 'index.html'), 'utf8'), webDist);
    // Every other GET is a storefront route, rendered on the server (http/storefront-render.ts) when
    // the web was built with its server entry; otherwise the SPA decides (its own not-found page too).
    if (storefront) {
      // Every GET and HEAD, mounted without a path pattern (one express would decode: an undecodable path is the storefront's to answer).
      app.use(storefrontPages({ entry: storefront, template: indexHtml, publicUrl: config.publicUrl, graphql: graphql.anonymous, answers, catalogue: storefrontCatalogue(services) }));
    } else {
      app.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        res.setHeader('Cache-Control', 'no-cache');
        res.type('html').send(indexHtml);
      });
    }
  }
  app.use(restErrorHandler);
  return app;
}

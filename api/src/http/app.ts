import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Services } from '../kernel/registry';
import { graphqlRouter } from '../graphql/server';
import { restAdapter, restErrorHandler } from './rest';
import { devRoutes } from './dev-routes';
import type { CatalogAnswerCache } from './catalog-cache';

const YEAR = 365 * 24 * 3600;

/** The HTTP face of the store: /graphql, the /api REST adapter, product media and the built SPA. */
export async function createApp(services: Services, answers: CatalogAnswerCache): Promise<Express> {
  const { config } = services;
  const app = express();
  app.disable('x-powered-by');
  // Which peers may name the client (X-Forwarded-For): the abuse limits count by the IP this yields.
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
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
    }),
  );
  app.use(compression());

  const webDist = config.WEB_DIST;
  const graphiqlHtml = path.join(webDist, 'graphiql.html');
  // A browser opening /graphql gets the bundled GraphiQL playground; API clients get GraphQL.
  app.get('/graphql', (req, res, next) => {
    const wantsHtml = req.accepts(['application/json', 'text/html']) === 'text/html' && !req.query.query;
    if (wantsHtml && existsSync(graphiqlHtml)) res.sendFile(graphiqlHtml);
    else next();
  });
  app.use('/graphql', await graphqlRouter(services, answers));
  app.use('/api', restAdapter(services, answers));
  app.use('/media', express.static(config.MEDIA_DIR, { maxAge: YEAR * 1000, immutable: true, fallthrough: false }));
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
    const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    // Every other GET is a storefront route: the SPA decides (including its own not-found page).
    app.get('/{*any}', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(indexHtml);
    });
  }
  app.use(restErrorHandler);
  return app;
}

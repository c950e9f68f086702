import express, { type Request, type Router } from 'express';
import type { Services } from '../services';
import { outboxRoutes } from '../modules/mail/outbox.routes';

export const DEV_PAGES_LOCAL_ONLY = 'The developer pages (/dev) answer only on this computer: open them at http://localhost.';

/**
 * Whether the request comes from this computer: the socket's peer is a loopback address and no proxy
 * relayed it. Forwarded headers are never believed here, whatever TRUST_PROXY says: a proxy on this
 * computer relaying a stranger's request is not "local".
 */
export function isLocalRequest(req: Request): boolean {
  const peer = req.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
  return loopback && req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined;
}

/**
 * Developer-only pages: the mail outbox at /dev/outbox. Mounted only outside production (app.ts
 * answers 404 there), and even then only for requests from this computer (403 otherwise): the
 * outbox holds every sign-in code and reset link.
 */
export function devRoutes(services: Services): Router {
  const router = express.Router();
  router.use((req, res, next) => {
    if (isLocalRequest(req)) return next();
    res.status(403).type('text/plain').send(DEV_PAGES_LOCAL_ONLY);
  });
  router.use(outboxRoutes(services.mail));
  return router;
}

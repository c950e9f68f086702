import express, { type Request, type Router } from 'express';
import type { Services } from '../kernel/registry';
import { outboxRoutes } from './dev-outbox';
import { messageRoutes } from './dev-messages';

export const DEV_PAGES_LOCAL_ONLY = 'The developer pages (/dev) answer only on this computer: open them at http://localhost.';

/** A Host header naming this computer: localhost, 127.0.0.1 or [::1], with any port. */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * Whether the request comes from this computer: the socket's peer is a loopback address, the page
 * was asked for by a local name (Host), and no proxy relayed it. Forwarded headers are never
 * believed here, whatever TRUST_PROXY says: a proxy on this computer relaying a stranger's request
 * (the Vite dev server adds X-Forwarded-For) is not "local", and neither is a tunnel (ssh, ngrok)
 * or a DNS-rebinding page, which arrive from loopback under another host name.
 */
export function isLocalRequest(req: Request): boolean {
  const peer = req.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
  return loopback && LOCAL_HOST.test(String(req.headers.host ?? '')) && req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined;
}

/**
 * Developer-only pages: the mail outbox at /dev/outbox, WhatsApp order updates at /dev/messages. Mounted only outside production (app.ts
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
  router.use(messageRoutes(services.messaging));
  return router;
}

import express, { type Router } from 'express';
import type { Services } from '../services';
import { outboxRoutes } from '../modules/mail/outbox.routes';

/** Developer-only pages (never mounted in production): the mail outbox at /dev/outbox. */
export function devRoutes(services: Services): Router {
  const router = express.Router();
  router.use(outboxRoutes(services.mail));
  return router;
}

import express, { type Request, type Router } from 'express';
import { handle } from '../../http/rest';
import type { Services } from '../../services';
import { NEWSLETTER_SUBSCRIBED } from './newsletter.service';

const body = (req: Request): Record<string, unknown> => (typeof req.body === 'object' && req.body !== null ? req.body : {});

/** POST /api/newsletter {email}: {success, message, data: null}, the same for a new and a known address. */
export function newsletterRestRouter(_services: Services): Router {
  const router = express.Router();
  router.post('/', handle(async (ctx, req) => {
    await ctx.services.newsletter.subscribe(ctx, body(req).email);
    return { message: NEWSLETTER_SUBSCRIBED, data: null };
  }));
  return router;
}

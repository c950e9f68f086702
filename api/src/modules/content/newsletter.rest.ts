import express, { type Request, type Router } from 'express';
import { handle } from '../../http/rest';
import type { Services } from '../../kernel/registry';
import { NEWSLETTER_MESSAGES } from './newsletter.rules';

const body = (req: Request): Record<string, unknown> => (typeof req.body === 'object' && req.body !== null ? req.body : {});

/**
 * POST /api/newsletter {email}: {success, message, data: null}, the same for a new and a known address.
 * POST /api/newsletter/unsubscribe {email, token}: the link from a newsletter mail.
 */
export function newsletterRestRouter(_services: Services): Router {
  const router = express.Router();
  router.post('/', handle(async (ctx, req) => {
    await ctx.services.newsletter.subscribe(ctx, body(req).email);
    return { message: NEWSLETTER_MESSAGES.subscribed, data: null };
  }));
  router.post('/unsubscribe', handle(async (ctx, req) => {
    await ctx.services.newsletter.unsubscribe(body(req).email, body(req).token);
    return { message: NEWSLETTER_MESSAGES.unsubscribed, data: null };
  }));
  return router;
}

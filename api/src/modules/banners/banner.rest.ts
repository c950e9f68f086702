import express, { type Request, type Router } from 'express';
import { handle } from '../../http/rest';
import type { Services } from '../../kernel/registry';
import { BANNER_MESSAGES } from './banner.rules';
import { toRestBanner } from './banner.types';

const body = (req: Request): Record<string, unknown> => (typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? req.body : {});

/** /api/promo-banners: the live banner for everyone (SPEC.md §7), and the back office's CRUD (manage_banners). */
export function bannerRestRouter(_services: Services): Router {
  const router = express.Router();

  // SPEC.md §7: data.data holds the banner or nothing.
  router.get('/active', handle<{ data: ReturnType<typeof toRestBanner> | null }>(async (ctx) => {
    const banner = await ctx.services.banners.live();
    return { data: banner ? toRestBanner(banner) : null };
  }));

  router.get('/', handle(async (ctx) => (await ctx.services.banners.list(ctx)).map(toRestBanner)));

  router.post('/', handle(async (ctx, req, res) => {
    const banner = await ctx.services.banners.create(ctx, body(req));
    res.status(201);
    return { message: BANNER_MESSAGES.created, data: toRestBanner(banner) };
  }));

  router.put('/:id', handle(async (ctx, req) => ({ message: BANNER_MESSAGES.updated, data: toRestBanner(await ctx.services.banners.update(ctx, String(req.params.id), body(req))) })));

  router.delete('/:id', handle(async (ctx, req) => ({ message: BANNER_MESSAGES.deleted, data: toRestBanner(await ctx.services.banners.remove(ctx, String(req.params.id))) })));

  return router;
}

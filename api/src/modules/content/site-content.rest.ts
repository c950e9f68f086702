import express, { type Router } from 'express';
import { handle } from '../../http/rest';
import type { Services } from '../../kernel/registry';
import { SITE_CONTENT_MESSAGES } from './site-content.rules';
import { pageOrNotFound } from './site-content.service';

/**
 * /api/site-content/{home|about|contact|footer} (SPEC.md §7): GET answers the page data itself;
 * PUT publishes, POST …/autosave keeps a draft (manage_content). Also the editor's draft, versions
 * and restore. (/api/site-content/enquiries is the enquiries router, mounted before this one.)
 */
export function siteContentRestRouter(_services: Services): Router {
  const router = express.Router();

  router.get('/:page', handle(async (ctx, req) => (await ctx.services.siteContent.published(req.params.page)).data));

  router.put('/:page', handle(async (ctx, req) => {
    const published = await ctx.services.siteContent.publish(ctx, req.params.page, req.body);
    return { message: SITE_CONTENT_MESSAGES.updated(published.page), data: published.data };
  }));

  router.post('/:page/autosave', handle(async (ctx, req) => {
    const draft = await ctx.services.siteContent.autosave(ctx, req.params.page, req.body);
    return { message: SITE_CONTENT_MESSAGES.draftSaved, data: { page: draft.page, savedAt: draft.savedAt } };
  }));

  router.get('/:page/draft', handle(async (ctx, req) => (await ctx.services.siteContent.draft(ctx, req.params.page)) ?? null));

  router.get('/:page/versions', handle(async (ctx, req) => (await ctx.services.siteContent.versions(ctx, req.params.page)).map((v) => ({ _id: String(v.id), ...v, id: String(v.id) }))));

  router.post('/:page/versions/:id/restore', handle(async (ctx, req) => {
    const published = await ctx.services.siteContent.restore(ctx, pageOrNotFound(req.params.page), String(req.params.id));
    return { message: SITE_CONTENT_MESSAGES.updated(published.page), data: published.data };
  }));

  return router;
}

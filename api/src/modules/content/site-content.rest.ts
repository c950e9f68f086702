import type { RestRoute } from '../../kernel/rest';
import { SITE_CONTENT_ACCESS } from './content.access';
import { SITE_CONTENT_MESSAGES } from '@kapda/rules/site-content';
import { pageOrNotFound } from './site-content.service';

/**
 * /api/site-content/{home|about|contact|footer} (SPEC.md §7): GET answers the page data itself;
 * PUT publishes, POST …/autosave keeps a draft (manage_content). Also the editor's draft, versions
 * and restore. (/api/site-content/enquiries is the enquiries module's, mounted before this one.)
 */
export const siteContentRoutes: RestRoute[] = [
  { method: 'get', path: '/:page', access: SITE_CONTENT_ACCESS.published, handle: async (ctx, { params }) => (await ctx.services.siteContent.published(params.page)).data },

  { method: 'put', path: '/:page', access: SITE_CONTENT_ACCESS.publish, handle: async (ctx, { params, json }) => {
    const published = await ctx.services.siteContent.publish(ctx, params.page, json);
    return { message: SITE_CONTENT_MESSAGES.updated(published.page), data: published.data };
  } },

  { method: 'post', path: '/:page/autosave', access: SITE_CONTENT_ACCESS.autosave, handle: async (ctx, { params, json }) => {
    const draft = await ctx.services.siteContent.autosave(ctx, params.page, json);
    return { message: SITE_CONTENT_MESSAGES.draftSaved, data: { page: draft.page, savedAt: draft.savedAt } };
  } },

  { method: 'get', path: '/:page/draft', access: SITE_CONTENT_ACCESS.draft, handle: async (ctx, { params }) => (await ctx.services.siteContent.draft(params.page)) ?? null },

  { method: 'get', path: '/:page/versions', access: SITE_CONTENT_ACCESS.versions, handle: async (ctx, { params }) =>
    (await ctx.services.siteContent.versions(params.page)).map((v) => ({ _id: String(v.id), ...v, id: String(v.id) })) },

  { method: 'post', path: '/:page/versions/:id/restore', access: SITE_CONTENT_ACCESS.restore, handle: async (ctx, { params }) => {
    const published = await ctx.services.siteContent.restore(ctx, pageOrNotFound(params.page), params.id);
    return { message: SITE_CONTENT_MESSAGES.updated(published.page), data: published.data };
  } },
];

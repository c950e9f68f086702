import type { RestRoute } from '../../kernel/rest';
import { BANNER_ACCESS } from './banners.access';
import { BANNER_MESSAGES } from '@kapda/rules/banners';
import { toRestBanner } from './banner.types';

/** /api/promo-banners: the live banner for everyone (SPEC.md §7), and the back office's CRUD (manage_banners). */
export const bannerRoutes: RestRoute[] = [
  // SPEC.md §7: data.data holds the banner or nothing.
  { method: 'get', path: '/active', access: BANNER_ACCESS.active, handle: async (ctx) => {
    const banner = await ctx.services.banners.live();
    return { data: banner ? toRestBanner(banner) : null };
  } },

  { method: 'get', path: '/', access: BANNER_ACCESS.list, handle: async (ctx) => (await ctx.services.banners.list()).map(toRestBanner) },

  { method: 'post', path: '/', access: BANNER_ACCESS.create, status: 201, handle: async (ctx, { body }) =>
    ({ message: BANNER_MESSAGES.created, data: toRestBanner(await ctx.services.banners.create(ctx, body)) }) },

  { method: 'put', path: '/:id', access: BANNER_ACCESS.update, handle: async (ctx, { params, body }) =>
    ({ message: BANNER_MESSAGES.updated, data: toRestBanner(await ctx.services.banners.update(ctx, params.id, body)) }) },

  { method: 'delete', path: '/:id', access: BANNER_ACCESS.remove, handle: async (ctx, { params }) =>
    ({ message: BANNER_MESSAGES.deleted, data: toRestBanner(await ctx.services.banners.remove(ctx, params.id)) }) },
];

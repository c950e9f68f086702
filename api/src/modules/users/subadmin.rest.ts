import type { RestRoute } from '../../kernel/rest';
import { SUBADMIN_ACCESS } from './users.access';
import { toRestUser } from './user.types';

/** /api/admin/subadmins: the back office's sub-admin management over REST (admin only). */
export const subAdminRoutes: RestRoute[] = [
  { method: 'get', path: '/', access: SUBADMIN_ACCESS.list, handle: async (ctx) => (await ctx.services.subAdmins.list(ctx)).map(toRestUser) },

  { method: 'post', path: '/', access: SUBADMIN_ACCESS.create, handle: async (ctx, { body }) =>
    ({ message: 'Sub-admin created. An invitation email is on its way.', data: toRestUser(await ctx.services.subAdmins.create(ctx, body)) }) },

  { method: 'put', path: '/:id', access: SUBADMIN_ACCESS.update, handle: async (ctx, { params, body }) =>
    ({ message: 'Sub-admin updated', data: toRestUser(await ctx.services.subAdmins.update(ctx, params.id, body)) }) },

  { method: 'post', path: '/:id/deactivate', access: SUBADMIN_ACCESS.deactivate, handle: async (ctx, { params }) =>
    ({ message: 'Sub-admin deactivated', data: toRestUser(await ctx.services.subAdmins.setActive(ctx, params.id, false)) }) },

  { method: 'post', path: '/:id/reactivate', access: SUBADMIN_ACCESS.reactivate, handle: async (ctx, { params }) =>
    ({ message: 'Sub-admin reactivated', data: toRestUser(await ctx.services.subAdmins.setActive(ctx, params.id, true)) }) },

  { method: 'post', path: '/:id/resend-invitation', access: SUBADMIN_ACCESS.resendInvitation, handle: async (ctx, { params }) =>
    ({ message: 'Invitation sent', data: toRestUser(await ctx.services.subAdmins.resendInvitation(ctx, params.id)) }) },
];

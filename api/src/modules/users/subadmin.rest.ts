import type { RestRoute } from '../../kernel/rest';
import { SUBADMIN_ACCESS } from './users.access';
import { toRestUser } from './user.types';
import { SUBADMIN_MESSAGES } from './users.messages';

/** /api/admin/subadmins: the back office's sub-admin management over REST (admin only). */
export const subAdminRoutes: RestRoute[] = [
  { method: 'get', path: '/', access: SUBADMIN_ACCESS.list, handle: async (ctx) => (await ctx.services.subAdmins.list(ctx)).map(toRestUser) },

  { method: 'post', path: '/', access: SUBADMIN_ACCESS.create, handle: async (ctx, { body }) =>
    ({ message: SUBADMIN_MESSAGES.created, data: toRestUser(await ctx.services.subAdmins.create(ctx, body)) }) },

  { method: 'put', path: '/:id', access: SUBADMIN_ACCESS.update, handle: async (ctx, { params, body }) =>
    ({ message: SUBADMIN_MESSAGES.updated, data: toRestUser(await ctx.services.subAdmins.update(ctx, params.id, body)) }) },

  { method: 'post', path: '/:id/deactivate', access: SUBADMIN_ACCESS.deactivate, handle: async (ctx, { params }) =>
    ({ message: SUBADMIN_MESSAGES.deactivated, data: toRestUser(await ctx.services.subAdmins.setActive(ctx, params.id, false)) }) },

  { method: 'post', path: '/:id/reactivate', access: SUBADMIN_ACCESS.reactivate, handle: async (ctx, { params }) =>
    ({ message: SUBADMIN_MESSAGES.reactivated, data: toRestUser(await ctx.services.subAdmins.setActive(ctx, params.id, true)) }) },

  { method: 'post', path: '/:id/resend-invitation', access: SUBADMIN_ACCESS.resendInvitation, handle: async (ctx, { params }) =>
    ({ message: SUBADMIN_MESSAGES.invitationSent, data: toRestUser(await ctx.services.subAdmins.resendInvitation(ctx, params.id)) }) },
];

import express, { type Router } from 'express';
import { handle } from '../../http/rest';
import type { Services } from '../../kernel/registry';
import { requireAdmin } from '../auth/guards';
import { toRestUser } from './user.types';

/** /api/admin/subadmins: the back office's sub-admin management over REST (admin only). */
export function subAdminRestRouter(_services: Services): Router {
  const router = express.Router();

  router.get('/', handle(async (ctx) => {
    requireAdmin(ctx);
    return (await ctx.services.subAdmins.list(ctx)).map(toRestUser);
  }));

  router.post('/', handle(async (ctx, req) => {
    requireAdmin(ctx);
    const user = await ctx.services.subAdmins.create(ctx, req.body ?? {});
    return { message: 'Sub-admin created. An invitation email is on its way.', data: toRestUser(user) };
  }));

  router.put('/:id', handle(async (ctx, req) => {
    requireAdmin(ctx);
    const user = await ctx.services.subAdmins.update(ctx, String(req.params.id), req.body ?? {});
    return { message: 'Sub-admin updated', data: toRestUser(user) };
  }));

  router.post('/:id/deactivate', handle(async (ctx, req) => {
    requireAdmin(ctx);
    return { message: 'Sub-admin deactivated', data: toRestUser(await ctx.services.subAdmins.setActive(ctx, String(req.params.id), false)) };
  }));

  router.post('/:id/reactivate', handle(async (ctx, req) => {
    requireAdmin(ctx);
    return { message: 'Sub-admin reactivated', data: toRestUser(await ctx.services.subAdmins.setActive(ctx, String(req.params.id), true)) };
  }));

  router.post('/:id/resend-invitation', handle(async (ctx, req) => {
    requireAdmin(ctx);
    return { message: 'Invitation sent', data: toRestUser(await ctx.services.subAdmins.resendInvitation(ctx, String(req.params.id))) };
  }));

  return router;
}

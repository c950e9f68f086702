import type { RestRoute } from '../../kernel/rest';
import { COUPON_MESSAGES } from './coupon-admin.rules';
import type { Coupon } from './coupon.entity';
import { couponView } from './coupon.types';
import { COUPON_ACCESS } from './coupons.access';

const rest = (c: Coupon) => ({ _id: String(c.id), ...couponView(c) });

/** /api/admin/coupons: the back office's coupons (manage_coupons), the same service as GraphQL. */
export const couponAdminRoutes: RestRoute[] = [
  { method: 'get', path: '/', access: COUPON_ACCESS.list, handle: async (ctx) => (await ctx.services.couponAdmin.list()).map(rest) },
  { method: 'post', path: '/', access: COUPON_ACCESS.create, status: 201, handle: async (ctx, { body }) => ({ message: COUPON_MESSAGES.created, data: rest(await ctx.services.couponAdmin.create(ctx, body)) }) },
  { method: 'put', path: '/:id', access: COUPON_ACCESS.update, handle: async (ctx, { params, body }) => ({ message: COUPON_MESSAGES.updated, data: rest(await ctx.services.couponAdmin.update(ctx, params.id, body)) }) },
  { method: 'post', path: '/:id/deactivate', access: COUPON_ACCESS.deactivate, handle: async (ctx, { params }) => ({ message: COUPON_MESSAGES.deactivated, data: rest(await ctx.services.couponAdmin.deactivate(ctx, params.id)) }) },
];

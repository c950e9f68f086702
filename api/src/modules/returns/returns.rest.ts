import { RestReply, type RestRequest, type RestRoute } from '../../kernel/rest';
import { RETURN_ACCESS } from './returns.access';
import { RETURN_MESSAGES } from './returns.messages';
import { movesOf, restReturn } from './returns.views';

const tokenOf = (req: RestRequest) => (typeof req.query.token === 'string' ? req.query.token : typeof req.body.token === 'string' ? req.body.token : undefined);

/** /api/orders/{id}/returns: a shopper asks for a return and follows it (the owner, or a guest with ?token=). */
export const orderReturnRoutes: RestRoute[] = [
  { method: 'post', path: '/:id/returns', access: RETURN_ACCESS.request, handle: async (ctx, req) => {
    const { record, replayed } = await ctx.services.returns.request(ctx, req.params.id, tokenOf(req), { ...req.body, idempotencyKey: req.header('idempotency-key') ?? req.body.idempotencyKey });
    // A retry with the same Idempotency-Key answers the first request's return again, with 200 instead of 201.
    return RestReply.envelope(replayed ? 200 : 201, RETURN_MESSAGES.requested, { return: restReturn(record, []) });
  } },

  { method: 'get', path: '/:id/returns', access: RETURN_ACCESS.orderReturns, handle: async (ctx, req) => {
    const records = await ctx.services.returns.forOrder(ctx, req.params.id, tokenOf(req));
    return { returns: records.map((r) => restReturn(r, [])) };
  } },
];

const filterOf = (req: RestRequest) => ({ status: req.query.status, search: req.query.search, page: req.query.page, limit: req.query.limit });

/** /api/admin/returns: the Orders desk (view_orders to look, manage_orders to move). */
export const adminReturnRoutes: RestRoute[] = [
  { method: 'get', path: '/', access: RETURN_ACCESS.list, handle: async (ctx, req) => {
    const p = await ctx.services.returns.list(filterOf(req));
    return { returns: p.records.map((r) => restReturn(r, movesOf(r), true)), pagination: { page: p.page, limit: p.limit, total: p.total, totalPages: Math.max(1, Math.ceil(p.total / p.limit)) } };
  } },

  { method: 'get', path: '/export.csv', access: RETURN_ACCESS.csv, handle: async (ctx, req) => {
    const csv = await ctx.services.returns.csv(filterOf(req));
    return RestReply.file(`\uFEFF${csv}`, 'text/csv; charset=utf-8', { 'Cache-Control': 'private, no-store', 'Content-Disposition': 'attachment; filename="returns.csv"' });
  } },

  { method: 'get', path: '/:id', access: RETURN_ACCESS.detail, handle: async (ctx, req) => {
    const r = await ctx.services.returns.get(req.params.id);
    return { return: restReturn(r, movesOf(r), true) };
  } },

  { method: 'post', path: '/:id/status', access: RETURN_ACCESS.move, handle: async (ctx, req) => {
    const r = await ctx.services.returns.move(ctx, req.params.id, req.body);
    return { message: RETURN_MESSAGES.moved, data: { return: restReturn(r, movesOf(r), true) } };
  } },

  { method: 'post', path: '/:id/refund', access: RETURN_ACCESS.move, handle: async (ctx, req) => {
    const r = await ctx.services.returns.retryRefund(ctx, req.params.id, req.body);
    return { message: RETURN_MESSAGES.moved, data: { return: restReturn(r, movesOf(r), true) } };
  } },
];

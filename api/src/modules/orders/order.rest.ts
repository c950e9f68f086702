import express, { type Router } from 'express';
import type { ApiContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { handle } from '../../http/rest';
import { requirePermission } from '../auth/guards';
import { invoiceHtml } from '../invoices/invoice.rules';
import { invoicePdf } from '../invoices/invoice.pdf';
import { ORDER_MESSAGES } from './order.messages';
import { orderEventView, restOrder } from './order.views';
import type { OrderDetail, PlaceOrderInput } from './order.service';

type Body = Record<string, unknown>;
const bodyOf = (req: express.Request): Body => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Body) : {});
const tokenOf = (req: express.Request) => (typeof req.query.token === 'string' ? req.query.token : undefined);

function restDetail(d: OrderDetail, ctx: ApiContext) {
  const token = ctx.services.orders.accessTokenFor(d.order);
  return {
    ...restOrder(d.order, d.lines),
    timeline: d.events.map(orderEventView),
    invoice: d.invoiceSerial ? { serial: d.invoiceSerial, url: `/api/orders/${d.order.id}/invoice?token=${token}` } : null,
    accessToken: token,
  };
}

/** /api/orders: place (members and guests), list mine, read one, cancel, invoice. */
export function orderRestRouter(): Router {
  const router = express.Router();

  router.post('/', async (req, res, next) => {
    try {
      const ctx = req.ctx!;
      const b = bodyOf(req);
      const header = req.headers['idempotency-key'];
      const input: PlaceOrderInput = { ...(b as PlaceOrderInput), idempotencyKey: typeof header === 'string' ? header : (b.idempotencyKey as string | undefined) };
      const placed = await ctx.services.orders.placeOrder(ctx, input);
      res.status(placed.replayed ? 200 : 201).json({
        success: true,
        message: ORDER_MESSAGES.placed,
        data: { order: restOrder(placed.order, placed.lines), payment: placed.payment ?? undefined, accessToken: placed.accessToken },
      });
    } catch (error) {
      next(error);
    }
  });

  router.get('/', handle(async (ctx, req) => {
    const r = await ctx.services.orders.myOrders(ctx, req.query.page, req.query.limit);
    return { orders: r.orders.map((o) => restOrder(o, r.lines.get(o.id) ?? [])), pagination: { page: r.page, limit: r.limit, total: r.total, totalPages: Math.max(1, Math.ceil(r.total / r.limit)) } };
  }));

  router.get('/:id', handle(async (ctx, req) => {
    const order = await ctx.services.orders.orderFor(ctx, req.params.id, tokenOf(req));
    return restDetail(await ctx.services.orders.detail(order), ctx);
  }));

  router.post('/:id/cancel', handle(async (ctx, req) => {
    const order = await ctx.services.orders.cancel(ctx, req.params.id, tokenOf(req) ?? bodyOf(req).token, bodyOf(req).reason);
    return { message: ORDER_MESSAGES.cancelled, data: restDetail(await ctx.services.orders.detail(order), ctx) };
  }));

  router.post('/:id/retry-payment', handle(async (ctx, req) => {
    const order = await ctx.services.orders.orderFor(ctx, req.params.id, tokenOf(req) ?? bodyOf(req).token, 'change');
    return ctx.services.payments.retry(order);
  }));

  router.get('/:id/invoice', async (req, res, next) => {
    try {
      const ctx = req.ctx!;
      const order = await ctx.services.orders.orderFor(ctx, req.params.id, tokenOf(req));
      const invoice = await ctx.services.invoices.forOrder(order.id);
      if (!invoice) throw notFound(ORDER_MESSAGES.noInvoice);
      res.setHeader('Cache-Control', 'private, no-store');
      if (req.query.format === 'pdf') {
        const pdf = await invoicePdf(invoice.document);
        res.setHeader('Content-Type', 'application/pdf');
        res.setHeader('Content-Disposition', `attachment; filename="invoice-${invoice.serial.replace(/\//g, '-')}.pdf"`);
        res.end(pdf);
        return;
      }
      res.type('html').send(invoiceHtml(invoice.document, `?token=${encodeURIComponent(tokenOf(req) ?? ctx.services.orders.accessTokenFor(order))}&format=pdf`));
    } catch (error) {
      next(error);
    }
  });

  return router;
}

/** PATCH /api/admin/orders/{id}/status {status, courier?, trackingNumber?, note?} — needs manage_orders (Orders). */
export function adminOrderRestRouter(): Router {
  const router = express.Router();
  router.patch('/:id/status', handle(async (ctx, req) => {
    requirePermission(ctx, 'manage_orders', 'Orders');
    const order = await ctx.services.orders.adminMove(ctx, req.params.id, bodyOf(req));
    return { message: ORDER_MESSAGES.statusUpdated, data: restOrder(order, await ctx.services.orders.linesOf(order.id)) };
  }));
  return router;
}

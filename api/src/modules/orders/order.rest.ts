import type { ApiContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { RestReply, type RestRequest, type RestRoute } from '../../kernel/rest';
import { invoiceHtml } from '../invoices/invoice.rules';
import { invoicePdf } from '../invoices/invoice.pdf';
import { ORDER_MESSAGES } from './order.messages';
import { arrivesBy } from '../delivery/delivery.rules';
import { PAYMENT_MESSAGES } from '../payments/payment.messages';
import { orderEventView, restOrder } from './order.views';
import type { OrderDetail, PlaceOrderInput } from './order.service';
import { ORDER_ACCESS } from './orders.access';

const tokenOf = (req: RestRequest) => (typeof req.query.token === 'string' ? req.query.token : undefined);

function restDetail(d: OrderDetail, ctx: ApiContext) {
  const token = ctx.services.orders.accessTokenFor(d.order);
  return {
    ...restOrder(d.order, d.lines),
    timeline: d.events.map(orderEventView),
    invoice: d.invoiceSerial ? { serial: d.invoiceSerial, url: `/api/orders/${d.order.id}/invoice?token=${token}` } : null,
    accessToken: token,
    expectedDelivery: d.expectedDelivery,
    expectedDeliveryText: d.expectedDelivery ? arrivesBy(d.expectedDelivery) : null,
  };
}

/** /api/orders: place (members and guests), list mine, read one, cancel, stop its WhatsApp updates (POST /{id}/whatsapp-opt-out), invoice. */
export const orderRoutes: RestRoute[] = [
  { method: 'post', path: '/', access: ORDER_ACCESS.placeOrder, handle: async (ctx, req) => {
    const b = req.body;
    const input: PlaceOrderInput = { ...(b as unknown as PlaceOrderInput), idempotencyKey: req.header('idempotency-key') ?? (b.idempotencyKey as string | undefined) };
    const placed = await ctx.services.orders.placeOrder(ctx, input);
    // A replay of the same Idempotency-Key answers the first order again, with 200 instead of 201.
    return RestReply.envelope(placed.replayed ? 200 : 201, ORDER_MESSAGES.placed, { order: restOrder(placed.order, placed.lines), payment: placed.payment ?? undefined, accessToken: placed.accessToken });
  } },

  { method: 'get', path: '/', access: ORDER_ACCESS.myOrders, handle: async (ctx, { query }) => {
    const r = await ctx.services.orders.myOrders(ctx, query.page, query.limit);
    return { orders: r.orders.map((o) => restOrder(o, r.lines.get(o.id) ?? [])), pagination: { page: r.page, limit: r.limit, total: r.total, totalPages: Math.max(1, Math.ceil(r.total / r.limit)) } };
  } },

  { method: 'get', path: '/:id', access: ORDER_ACCESS.order, handle: async (ctx, req) => {
    const order = await ctx.services.orders.orderFor(ctx, req.params.id, tokenOf(req));
    return restDetail(await ctx.services.orders.detail(order), ctx);
  } },

  { method: 'post', path: '/:id/cancel', access: ORDER_ACCESS.cancel, handle: async (ctx, req) => {
    const order = await ctx.services.orders.cancel(ctx, req.params.id, tokenOf(req) ?? req.body.token, req.body.reason);
    return { message: ORDER_MESSAGES.cancelled, data: restDetail(await ctx.services.orders.detail(order), ctx) };
  } },

  { method: 'post', path: '/:id/whatsapp-opt-out', access: ORDER_ACCESS.stopWhatsapp, handle: async (ctx, req) => {
    const order = await ctx.services.orders.stopWhatsapp(ctx, req.params.id, tokenOf(req) ?? req.body.token);
    return { message: ORDER_MESSAGES.whatsappStopped, data: restDetail(await ctx.services.orders.detail(order), ctx) };
  } },

  { method: 'post', path: '/:id/retry-payment', access: ORDER_ACCESS.retryPayment, handle: async (ctx, req) => {
    const order = await ctx.services.orders.orderFor(ctx, req.params.id, tokenOf(req) ?? req.body.token, 'change');
    return ctx.services.payments.retry(order);
  } },

  { method: 'post', path: '/:id/switch-to-cod', access: ORDER_ACCESS.retryPayment, handle: async (ctx, req) => {
    const seen = await ctx.services.orders.orderFor(ctx, req.params.id, tokenOf(req) ?? req.body.token, 'change');
    const order = await ctx.services.payments.switchToCashOnDelivery(seen, ctx.services.orders.actorFor(ctx, seen));
    return { message: PAYMENT_MESSAGES.switchedToCod, data: restDetail(await ctx.services.orders.detail(order), ctx) };
  } },

  { method: 'get', path: '/:id/invoice', access: ORDER_ACCESS.invoice, handle: async (ctx, req) => {
    const order = await ctx.services.orders.orderFor(ctx, req.params.id, tokenOf(req));
    const invoice = await ctx.services.invoices.forOrder(order.id);
    if (!invoice) throw notFound(ORDER_MESSAGES.noInvoice);
    const headers = { 'Cache-Control': 'private, no-store' };
    if (req.query.format === 'pdf') {
      return RestReply.file(await invoicePdf(invoice.document), 'application/pdf', {
        ...headers,
        'Content-Disposition': `attachment; filename="invoice-${invoice.serial.replace(/\//g, '-')}.pdf"`,
      });
    }
    return RestReply.file(invoiceHtml(invoice.document, `?token=${encodeURIComponent(tokenOf(req) ?? ctx.services.orders.accessTokenFor(order))}&format=pdf`), 'html', headers);
  } },
];

/** PATCH /api/admin/orders/{id}/status {status, courier?, trackingNumber?, note?} — needs manage_orders (Orders). */
export const adminOrderRoutes: RestRoute[] = [
  { method: 'patch', path: '/:id/status', access: ORDER_ACCESS.updateStatus, handle: async (ctx, { params, body }) => {
    const order = await ctx.services.orderDesk.move(ctx, params.id, body);
    return { message: ORDER_MESSAGES.statusUpdated, data: restOrder(order, await ctx.services.orders.linesOf(order.id)) };
  } },
];

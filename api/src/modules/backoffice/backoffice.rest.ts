import { notFound } from '../../kernel/errors';
import { parseId } from '../../kernel/ids';
import { RestReply, type RestRequest, type RestRoute } from '../../kernel/rest';
import { invoicePdf } from '../invoices/invoice.pdf';
import { invoiceHtml } from '../invoices/invoice.rules';
import { ORDER_MESSAGES } from '../orders/order.messages';
import { BACKOFFICE_ACCESS as ACCESS } from './backoffice.access';
import { BACKOFFICE_MESSAGES } from './backoffice.messages';
import { backOfficeOrderView, bulkResultView, cityAnalyticsView, customerDetailView, customerSummaryView, dashboardView, orderDeskRow } from './backoffice.views';

const q = (req: RestRequest, name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : undefined);
const filterOf = (req: RestRequest) => ({
  status: q(req, 'status'), from: q(req, 'from'), to: q(req, 'to'), paymentMethod: q(req, 'paymentMethod'), paymentStatus: q(req, 'paymentStatus'),
  state: q(req, 'state'), city: q(req, 'city'), search: q(req, 'search'),
});
const cursorOut = (n: number | null) => (n === null ? null : String(n));

/** GET /api/admin/dashboard?from&to and GET /api/admin/city-analytics?from&to. */
export const analyticsRoutes: RestRoute[] = [
  { method: 'get', path: '/dashboard', access: ACCESS.dashboard, handle: async (ctx, req) => dashboardView(await ctx.services.dashboard.dashboard(ctx, { from: q(req, 'from'), to: q(req, 'to') })) },
  { method: 'get', path: '/city-analytics', access: ACCESS.cityAnalytics, handle: async (ctx, req) => cityAnalyticsView(await ctx.services.dashboard.cityAnalytics({ from: q(req, 'from'), to: q(req, 'to') })) },
];

/**
 * The order desk under /api/admin/orders: GET / (filters, cursor, limit), GET /export (CSV),
 * GET /:id, GET /:id/invoice[?format=pdf], POST /:id/status, POST /:id/notes, POST /bulk/packed
 * {orderIds}, POST /bulk/shipped {orders: [{orderId, courier, trackingNumber}]}. The older
 * PATCH /:id/status is the orders domain's (order.rest.ts) and goes through the same desk.
 */
export const orderDeskRoutes: RestRoute[] = [
  { method: 'get', path: '/', access: ACCESS.orderDesk, handle: async (ctx, req) => {
    const page = await ctx.services.orderDesk.list(ctx, { ...filterOf(req), cursor: q(req, 'cursor'), limit: q(req, 'limit') });
    return { orders: page.orders.map(orderDeskRow), nextCursor: cursorOut(page.nextCursor) };
  } },
  { method: 'get', path: '/export', access: ACCESS.orderDeskCsv, handle: async (ctx, req) => {
    const csv = await ctx.services.orderDesk.csv(ctx, filterOf(req));
    return RestReply.file(`\uFEFF${csv}`, 'text/csv; charset=utf-8', { 'Cache-Control': 'private, no-store', 'Content-Disposition': 'attachment; filename="orders.csv"' });
  } },
  { method: 'post', path: '/bulk/packed', access: ACCESS.bulkPacked, handle: async (ctx, req) => (await ctx.services.orderDesk.markPacked(ctx, req.body.orderIds)).map(bulkResultView) },
  { method: 'post', path: '/bulk/shipped', access: ACCESS.bulkShipped, handle: async (ctx, req) => (await ctx.services.orderDesk.markShipped(ctx, req.body.orders)).map(bulkResultView) },
  { method: 'get', path: '/:id', access: ACCESS.order, handle: async (ctx, req) => backOfficeOrderView(await ctx.services.orderDesk.detail(ctx, req.params.id)) },
  { method: 'post', path: '/:id/status', access: ACCESS.moveOrder, handle: async (ctx, req) => {
    await ctx.services.orderDesk.move(ctx, req.params.id, req.body);
    return { message: ORDER_MESSAGES.statusUpdated, data: backOfficeOrderView(await ctx.services.orderDesk.detail(ctx, req.params.id)) };
  } },
  { method: 'post', path: '/:id/notes', access: ACCESS.addNote, handle: async (ctx, req) => {
    const n = await ctx.services.orderDesk.addNote(ctx, req.params.id, req.body.body);
    return { message: BACKOFFICE_MESSAGES.noteAdded, data: { id: String(n.id), body: n.body, authorEmail: n.authorEmail, createdAt: n.createdAt } };
  } },
  { method: 'get', path: '/:id/invoice', access: ACCESS.invoice, handle: async (ctx, req) => {
    const id = parseId(req.params.id);
    const invoice = id !== null ? await ctx.services.invoices.forOrder(id) : null;
    if (!invoice) throw notFound(ORDER_MESSAGES.noInvoice);
    const headers = { 'Cache-Control': 'private, no-store' };
    if (req.query.format === 'pdf') {
      return RestReply.file(await invoicePdf(invoice.document), 'application/pdf', { ...headers, 'Content-Disposition': `attachment; filename="invoice-${invoice.serial.replace(/\//g, '-')}.pdf"` });
    }
    return RestReply.file(invoiceHtml(invoice.document, '?format=pdf'), 'html', headers);
  } },
];

/** GET /api/admin/customers?search&cursor&limit and GET /api/admin/customers/:id. */
export const customerDeskRoutes: RestRoute[] = [
  { method: 'get', path: '/', access: ACCESS.customers, handle: async (ctx, req) => {
    const page = await ctx.services.customerDesk.list({ search: q(req, 'search'), cursor: q(req, 'cursor'), limit: q(req, 'limit') });
    return { customers: page.customers.map(customerSummaryView), nextCursor: cursorOut(page.nextCursor) };
  } },
  { method: 'get', path: '/:id', access: ACCESS.customer, handle: async (ctx, req) => customerDetailView(await ctx.services.customerDesk.detail(req.params.id)) },
];

import type { RestRoute } from '../../kernel/rest';
import { idOrNotFound } from '../../kernel/ids';
import { ORDER_MESSAGES } from '../orders/order.messages';
import { paymentPanelView } from './payment.types';
import { restOrder } from '../orders/order.views';
import { PAYMENT_MESSAGES } from './payment.messages';
import { PAYMENT_ACCESS } from './payments.access';
import { mayShowOrder } from './payment.resolver';

type Body = Record<string, unknown>;
const strings = (o: Body) => Object.fromEntries(Object.entries(o).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
const sandboxParams = (o: Record<string, string>) => ({ reference: o.reference ?? '', amount: o.amount ?? '', order: o.order ?? '', signature: o.signature ?? '' });

/** /api/payments: the callback check, gateway webhooks, and the sandbox gateway's own page. */
export const paymentRoutes: RestRoute[] = [
  { method: 'post', path: '/verify', access: PAYMENT_ACCESS.verifyReturn, handle: async (ctx, { body }) => {
    const params = strings(body);
    const result = await ctx.services.payments.verifyReturn(ctx, params);
    const shown = await mayShowOrder(ctx, result, params.token);
    return {
      message: PAYMENT_MESSAGES.results[result.outcome],
      data: shown
        ? { outcome: result.outcome, orderNumber: result.order.orderNumber, order: restOrder(result.order, await ctx.services.orders.linesOf(result.order.id)), accessToken: ctx.services.orders.accessTokenFor(result.order) }
        : { outcome: result.outcome, orderNumber: result.order.orderNumber },
    };
  } },

  { method: 'post', path: '/webhook/:gateway', access: PAYMENT_ACCESS.webhook, handle: async (ctx, req) => {
    return ctx.services.payments.handleWebhook(req.params.gateway, req.rawBody, (name) => req.header(name));
  } },

  { method: 'get', path: '/sandbox', access: PAYMENT_ACCESS.sandboxPage, handle: async (ctx, { query }) => ctx.services.payments.sandboxPage(sandboxParams(strings(query))) },

  { method: 'post', path: '/sandbox/decide', access: PAYMENT_ACCESS.sandboxDecide, handle: async (ctx, { body }) =>
    ctx.services.payments.sandboxDecide(sandboxParams(strings(body)), body.decision === 'approve') },
];

/** The back office: an order's payment panel, and "Check payment" (asks the gateway now; audit-logged). */
export const adminPaymentRoutes: RestRoute[] = [
  { method: 'get', path: '/:id/payments', access: PAYMENT_ACCESS.panel, handle: async (ctx, { params }) =>
    paymentPanelView(await ctx.services.payments.panel(idOrNotFound(params.id, ORDER_MESSAGES.notFound))) },

  { method: 'post', path: '/:id/payment-check', access: PAYMENT_ACCESS.check, handle: async (ctx, { params }) => ({
    message: PAYMENT_MESSAGES.paymentChecked,
    data: paymentPanelView(await ctx.services.payments.checkOrder(ctx, idOrNotFound(params.id, ORDER_MESSAGES.notFound))),
  }) },
];

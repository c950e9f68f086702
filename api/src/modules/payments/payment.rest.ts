import express, { type Router } from 'express';
import { handle } from '../../http/rest';
import { restOrder } from '../orders/order.views';
import { PAYMENT_RESULT_MESSAGES } from './payment.messages';

type Body = Record<string, unknown>;
const bodyOf = (req: express.Request): Body => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Body) : {});
const strings = (o: Body) => Object.fromEntries(Object.entries(o).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
const sandboxParams = (o: Record<string, string>) => ({ reference: o.reference ?? '', amount: o.amount ?? '', order: o.order ?? '', signature: o.signature ?? '' });

/** /api/payments: the callback check, gateway webhooks, and the sandbox gateway's own page. */
export function paymentRestRouter(): Router {
  const router = express.Router();

  router.post('/verify', handle(async (ctx, req) => {
    const result = await ctx.services.payments.verifyReturn(ctx, strings(bodyOf(req)));
    return {
      message: PAYMENT_RESULT_MESSAGES[result.outcome],
      data: { outcome: result.outcome, order: restOrder(result.order, await ctx.services.orders.linesOf(result.order.id)), accessToken: ctx.services.orders.accessTokenFor(result.order) },
    };
  }));

  router.post('/webhook/:gateway', handle(async (ctx, req) => {
    const raw = (req as unknown as { rawBody?: string }).rawBody ?? '';
    const signature = req.headers['x-signature'];
    const result = await ctx.services.payments.handleWebhook(String(req.params.gateway), raw, typeof signature === 'string' ? signature : undefined);
    return { outcome: result.outcome, orderNumber: result.order.orderNumber, status: result.order.status };
  }));

  router.get('/sandbox', handle(async (ctx, req) => ctx.services.payments.sandboxPage(sandboxParams(strings(req.query as Body)))));

  router.post('/sandbox/decide', handle(async (ctx, req) => {
    const b = bodyOf(req);
    return ctx.services.payments.sandboxDecide(sandboxParams(strings(b)), b.decision === 'approve');
  }));

  return router;
}

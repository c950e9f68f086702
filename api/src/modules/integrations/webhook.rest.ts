import type { RestRoute } from '../../kernel/rest';
import { WEBHOOK_ACCESS } from './integrations.access';
import { WEBHOOK_MESSAGES } from './integrations.messages';
import type { WebhookAttempt, WebhookEndpoint } from './webhook.entity';

/** An endpoint as lists show it: never the signing secret. */
export function restWebhook(e: WebhookEndpoint) {
  return { _id: String(e.id), url: e.url, events: e.events, isActive: e.isActive, disabledAt: e.disabledAt, createdBy: e.createdByEmail, createdAt: e.createdAt };
}

export function restAttempt(a: WebhookAttempt) {
  return { _id: String(a.id), eventId: a.eventId, event: a.eventType, statusCode: a.statusCode, durationMs: a.durationMs, response: a.response, attemptedAt: a.attemptedAt };
}

/** /api/admin/webhooks: endpoints, a test event, the deliveries log and redelivery. */
export const webhookRoutes: RestRoute[] = [
  { method: 'get', path: '/', access: WEBHOOK_ACCESS.list, handle: async (ctx) => (await ctx.services.webhooks.list(ctx)).map(restWebhook) },
  { method: 'post', path: '/', access: WEBHOOK_ACCESS.create, status: 201, handle: async (ctx, { body }) => {
    const { endpoint, secret } = await ctx.services.webhooks.create(ctx, body);
    return { message: WEBHOOK_MESSAGES.created, data: { ...restWebhook(endpoint), secret } };
  } },
  { method: 'put', path: '/:id', access: WEBHOOK_ACCESS.update, handle: async (ctx, { params, body }) => ({ message: WEBHOOK_MESSAGES.updated, data: restWebhook(await ctx.services.webhooks.update(ctx, params.id, body)) }) },
  { method: 'delete', path: '/:id', access: WEBHOOK_ACCESS.remove, handle: async (ctx, { params }) => {
    await ctx.services.webhooks.remove(ctx, params.id);
    return { message: WEBHOOK_MESSAGES.deleted, data: { _id: params.id } };
  } },
  { method: 'post', path: '/:id/test', access: WEBHOOK_ACCESS.test, handle: async (ctx, { params }) => restAttempt(await ctx.services.webhooks.sendTest(ctx, params.id)) },
  { method: 'get', path: '/:id/deliveries', access: WEBHOOK_ACCESS.deliveries, handle: async (ctx, { params, query }) => (await ctx.services.webhooks.deliveries(ctx, params.id, query.limit)).map(restAttempt) },
  { method: 'post', path: '/:id/deliveries/:attemptId/redeliver', access: WEBHOOK_ACCESS.redeliver, handle: async (ctx, { params }) => restAttempt(await ctx.services.webhooks.redeliver(ctx, params.id, params.attemptId)) },
];

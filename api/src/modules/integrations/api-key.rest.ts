import type { RestRoute } from '../../kernel/rest';
import { API_KEY_ACCESS } from './integrations.access';
import { INTEGRATIONS_MESSAGES } from './integrations.messages';
import { toRestApiKey } from './api-key.types';

/** /api/admin/api-keys (admins only): list, create (the key shown once), revoke. */
export const apiKeyRoutes: RestRoute[] = [
  { method: 'get', path: '/', access: API_KEY_ACCESS.list, handle: async (ctx) => (await ctx.services.apiKeys.list()).map(toRestApiKey) },
  { method: 'post', path: '/', access: API_KEY_ACCESS.create, status: 201, handle: async (ctx, { body }) => {
    const { key, row } = await ctx.services.apiKeys.create(ctx, body);
    return { message: INTEGRATIONS_MESSAGES.keyCreated, data: { ...toRestApiKey(row), key } };
  } },
  { method: 'delete', path: '/:id', access: API_KEY_ACCESS.revoke, handle: async (ctx, { params }) => ({ message: INTEGRATIONS_MESSAGES.keyRevoked, data: toRestApiKey(await ctx.services.apiKeys.revoke(ctx, params.id)) }) },
];

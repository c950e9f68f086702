import type { Request } from 'express';
import type { ApiContext } from '../kernel/context';
import type { Services } from '../kernel/registry';
import { createLoaders } from '../graphql/loaders';
import { clientAddress } from './client-address';
import { looksLikeApiKey } from '../modules/integrations/api-key.rules';

export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** The request context GraphQL and REST share, built from what the server verified (never from client-supplied identity). */
export async function buildContext(req: Request, services: Services): Promise<ApiContext> {
  const guest = req.headers['x-guest-session-id'];
  const token = bearerToken(req);
  // An integration's key (kpd_live_…) is checked against the keys table on every request, never cached.
  const integration = token !== null && looksLikeApiKey(token) ? await services.apiKeys.authenticate(token) : undefined;
  const user = integration === undefined ? await services.auth.authenticate(token) : null;
  return {
    user,
    integration: integration ?? null,
    integrationRefused: integration === null,
    sessionExpired: token !== null && user === null && integration === undefined,
    guestSessionId: typeof guest === 'string' && guest.length <= 64 ? guest : null,
    ip: clientAddress(req.ip ?? req.socket.remoteAddress ?? 'unknown'),
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 255),
    services,
    loaders: createLoaders(services),
    heavyCalls: new Set(),
    heavyAnswers: new Map(),
  };
}

/** The context of the server's own anonymous reads (the storefront's server rendering): no person, no key, no guest. */
export function anonymousContext(services: Services): ApiContext {
  return {
    user: null,
    integration: null,
    integrationRefused: false,
    sessionExpired: false,
    guestSessionId: null,
    ip: 'server-render',
    userAgent: 'kapda-server-render',
    services,
    loaders: createLoaders(services),
    heavyCalls: new Set(),
    heavyAnswers: new Map(),
  };
}

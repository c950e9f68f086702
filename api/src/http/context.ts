import type { Request } from 'express';
import type { Services } from '../services';
import { createLoaders, type Loaders } from '../graphql/loaders';
import { clientAddress } from './client-address';

/** Who is asking, as the server has verified it. Never built from client-supplied fields. */
export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** Primary role: customer | admin | subadmin. */
  role: string;
  roles: string[];
  permissions: string[];
  /** '' for customers; 'all' when a sub-admin has none set (SPEC.md §6). */
  department: string;
  /** The revocable session the token names. */
  sessionId: string;
}

/** What every service method that depends on the asker receives first (DESIGN.md conventions). */
export interface RequestContext {
  user: AuthUser | null;
  /** The anonymous shopper's id, sent on login/register so guest data can be merged. */
  guestSessionId: string | null;
  /** A bearer token was sent but is revoked, expired or invalid (401 'Session expired. Please login again.'). */
  sessionExpired?: boolean;
  /** The client's address as the limits count it: IPv4 as it is, IPv6 by its /64 (clientAddress). */
  ip: string;
  userAgent: string;
}

/** The GraphQL/REST request context: the asker plus the service container and per-request loaders. */
export interface ApiContext extends RequestContext {
  services: Services;
  loaders: Loaders;
}

export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

export async function buildContext(req: Request, services: Services): Promise<ApiContext> {
  const guest = req.headers['x-guest-session-id'];
  const token = bearerToken(req);
  const user = await services.auth.authenticate(token);
  return {
    user,
    sessionExpired: token !== null && user === null,
    guestSessionId: typeof guest === 'string' && guest.length <= 64 ? guest : null,
    ip: clientAddress(req.ip ?? req.socket.remoteAddress ?? 'unknown'),
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 255),
    services,
    loaders: createLoaders(services),
  };
}

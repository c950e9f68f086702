import { badRequest } from './errors';
import type { Loaders, Services } from './registry';

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

/**
 * An integration calling with an API key (`Authorization: Bearer kpd_live_…`): not a person. It has
 * only its scopes (SCOPES in kernel/access.ts); `user` stays null, so nothing personal is read as it.
 */
export interface Integration {
  keyId: number;
  name: string;
  /** The key's recognisable start ('kpd_live_ab12cd34'): the audit log names the key by it. */
  prefix: string;
  scopes: readonly string[];
}

/** What every service method that depends on the asker receives first (DESIGN.md conventions). */
export interface RequestContext {
  user: AuthUser | null;
  /** The integration behind a valid API key (user is then null). */
  integration?: Integration | null;
  /** An API key was sent but is unknown, revoked or expired (401 on any operation that needs an asker). */
  integrationRefused?: boolean;
  /** The anonymous shopper's id, sent on login/register so guest data can be merged. */
  guestSessionId: string | null;
  /** A bearer token was sent but is revoked, expired or invalid (401 'Session expired. Please login again.'). */
  sessionExpired?: boolean;
  /** The client's address as the limits count it: IPv4 as it is, IPv6 by its /64 (clientAddress). */
  ip: string;
  userAgent: string;
}

/**
 * What a resolver or REST handler receives: the asker plus the service container and the
 * per-request loaders. Built by the HTTP adapter (http/context.ts) for each request.
 */
export interface ApiContext extends RequestContext {
  services: Services;
  loaders: Loaders;
  /** Operations of bounded but heavy work already made in this request (see oncePerRequest). */
  heavyCalls: Set<string>;
  /** Heavy reads already answered in this request, by operation (see sharedPerRequest). */
  heavyAnswers: Map<string, { args: string; answer: Promise<unknown> }>;
}

/**
 * An export or a bulk change is bounded per call (5,000 rows, 100 orders). GraphQL aliases could ask
 * for it fifteen times in one request; this lets each such operation run once per request.
 */
export function oncePerRequest(ctx: Pick<ApiContext, 'heavyCalls'>, operation: string): void {
  if (ctx.heavyCalls.has(operation)) throw badRequest(`Ask for ${operation} once per request`);
  ctx.heavyCalls.add(operation);
}

/**
 * A heavy read (the dashboard, city analytics: up to a year of summaries) computed once per request.
 * GraphQL aliases asking again with the same arguments share the first answer; asking with other
 * arguments is refused (400), so one request cannot multiply the work.
 */
export function sharedPerRequest<T>(ctx: Pick<ApiContext, 'heavyAnswers'>, operation: string, args: Record<string, unknown>, compute: () => Promise<T>): Promise<T> {
  const key = JSON.stringify(Object.entries(args).map(([name, value]) => [name, value ?? null]));
  const earlier = ctx.heavyAnswers.get(operation);
  if (earlier) {
    if (earlier.args !== key) return Promise.reject(badRequest(`Ask for ${operation} once per request`));
    return earlier.answer as Promise<T>;
  }
  const answer = compute();
  ctx.heavyAnswers.set(operation, { args: key, answer });
  return answer;
}

import type { AuthUser, RequestContext } from '../../kernel/context';
import { forbidden, unauthenticated } from '../../kernel/errors';
import { AUTH_MESSAGES } from './auth.messages';
import { hasPermission, isAdmin, meetsRequirement } from '@kapda/rules/permissions';

/**
 * Server-side guards for REST handlers and services. The GraphQL auth checker calls the same
 * functions, so `@Authorized('perm:manage_products')` and `requirePermission(ctx, 'manage_products')`
 * can never disagree: both end in permissions.rules.ts.
 */

/** The signed-in user, or 401: 'Session expired. Please login again.' for a revoked/expired token, else 'User not authenticated'. */
export function requireUser(ctx: Pick<RequestContext, 'user' | 'sessionExpired'>): AuthUser {
  if (ctx.user) return ctx.user;
  throw unauthenticated(ctx.sessionExpired ? AUTH_MESSAGES.sessionExpired : AUTH_MESSAGES.notAuthenticated);
}

export function requireAdmin(ctx: Pick<RequestContext, 'user' | 'sessionExpired'>): AuthUser {
  const user = requireUser(ctx);
  if (!isAdmin(user)) throw forbidden();
  return user;
}

/** SPEC.md §6's check; with no department given, none is required (use requireRequirement for the catalogue's). */
export function requirePermission(ctx: Pick<RequestContext, 'user' | 'sessionExpired'>, permission: string, department?: string): AuthUser {
  const user = requireUser(ctx);
  if (!hasPermission(user, permission, department)) throw forbidden();
  return user;
}

/**
 * Requirements as written in `@Authorized(...)`: none = logged in; otherwise any one of
 * 'admin' | 'subadmin' | 'perm:<permission>[@<department>]' (see permissions.rules.ts).
 */
export function requireRequirements(ctx: Pick<RequestContext, 'user' | 'sessionExpired'>, requirements: readonly string[]): AuthUser {
  const user = requireUser(ctx);
  if (requirements.length > 0 && !requirements.some((r) => meetsRequirement(user, r))) throw forbidden();
  return user;
}

/** The request context with a guest session id given in a login/register payload (else the header's). */
export function withGuestSession<C extends Pick<RequestContext, 'guestSessionId'>>(ctx: C, guestSessionId: unknown): C {
  const valid = typeof guestSessionId === 'string' && guestSessionId.length > 0 && guestSessionId.length <= 64;
  return valid ? { ...ctx, guestSessionId } : ctx;
}

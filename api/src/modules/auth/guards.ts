import type { AuthUser, Integration, RequestContext } from '../../kernel/context';
import { forbidden, unauthenticated } from '../../kernel/errors';
import { AUTH_MESSAGES } from './auth.messages';
import { INTEGRATIONS_MESSAGES } from '../integrations/integrations.messages';
import { hasPermission, isAdmin, meetsRequirement } from '@kapda/rules/permissions';

/**
 * Server-side guards for REST handlers and services. The GraphQL auth checker calls the same
 * functions, so `@Authorized('perm:manage_products')` and `requirePermission(ctx, 'manage_products')`
 * can never disagree: both end in permissions.rules.ts.
 */

/** The signed-in user, or 401: 'Session expired. Please login again.' for a revoked/expired token, else 'User not authenticated'. */
export function requireUser(ctx: Pick<RequestContext, 'user' | 'sessionExpired' | 'integration' | 'integrationRefused'>): AuthUser {
  if (ctx.user) return ctx.user;
  if (ctx.integrationRefused) throw unauthenticated(INTEGRATIONS_MESSAGES.keyRefused);
  if (ctx.integration) throw forbidden(INTEGRATIONS_MESSAGES.keyIsNotAPerson);
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
export function requireRequirements(ctx: Pick<RequestContext, 'user' | 'sessionExpired' | 'integration' | 'integrationRefused'>, requirements: readonly string[]): AuthUser {
  if (ctx.integration && !ctx.user) return integrationActor(ctx.integration, requirements);
  const user = requireUser(ctx);
  const personal = requirements.filter((r) => !r.startsWith('scope:'));
  // A list of scopes only (webhooks:manage…) is for keys; people need what else it names, or admin.
  if (requirements.length > 0 && personal.length === 0 && !isAdmin(user)) throw forbidden();
  if (personal.length > 0 && !personal.some((r) => meetsRequirement(user, r))) throw forbidden();
  return user;
}

/**
 * An API key passes only a requirement naming one of its scopes ('scope:orders:read'); [] (signed
 * in), 'admin', 'subadmin' and permissions never let a key in. What the service sees as the asker is
 * the integration, named by its key: id 0 (no account), the key's prefix as its address.
 */
function integrationActor(integration: Integration, requirements: readonly string[]): AuthUser {
  const wanted = requirements.filter((r) => r.startsWith('scope:')).map((r) => r.slice(6));
  if (!wanted.some((s) => integration.scopes.includes(s))) throw forbidden(INTEGRATIONS_MESSAGES.missingScope(wanted));
  return actorOfIntegration(integration);
}

/** The integration as services record it (stock movements, notes, audit): never a real account id. */
export function actorOfIntegration(integration: Integration): AuthUser {
  return {
    id: 0, email: `api-key:${integration.prefix}`, firstName: integration.name, lastName: '(API key)', role: 'integration',
    roles: ['integration'], permissions: [], department: '', sessionId: `api-key:${integration.keyId}`,
  };
}

/**
 * The asker of a back-office write that a scoped key may make too: the signed-in person, or the
 * integration behind the key (the access check has already passed).
 */
export function requireActor(ctx: Pick<RequestContext, 'user' | 'sessionExpired' | 'integration' | 'integrationRefused'>): AuthUser {
  if (!ctx.user && ctx.integration) return actorOfIntegration(ctx.integration);
  return requireUser(ctx);
}

/** The request context with a guest session id given in a login/register payload (else the header's). */
export function withGuestSession<C extends Pick<RequestContext, 'guestSessionId'>>(ctx: C, guestSessionId: unknown): C {
  const valid = typeof guestSessionId === 'string' && guestSessionId.length > 0 && guestSessionId.length <= 64;
  return valid ? { ...ctx, guestSessionId } : ctx;
}

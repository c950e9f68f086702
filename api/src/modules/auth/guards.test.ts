import { describe, expect, it } from 'vitest';
import { authChecker } from '../../graphql/auth-checker';
import type { ApiContext, AuthUser } from '../../kernel/context';
import { requireAdmin, requirePermission, requireRequirements, requireUser } from './guards';

const person = (over: Partial<AuthUser>): AuthUser => ({ id: 1, email: 'a@b.in', firstName: 'A', lastName: 'B', role: 'customer', roles: ['customer'], permissions: [], department: '', sessionId: 's', ...over });
const ctx = (user: AuthUser | null, sessionExpired = false) => ({ user, sessionExpired, guestSessionId: null, ip: '1.1.1.1', userAgent: '' });
const check = (user: AuthUser | null, roles: string[], sessionExpired = false) =>
  (authChecker as (data: unknown, roles: string[]) => boolean)({ context: ctx(user, sessionExpired) as unknown as ApiContext, root: {}, args: {}, info: {} as never }, roles);

const customer = person({});
const admin = person({ role: 'admin', roles: ['admin'] });
const catalog = person({ role: 'subadmin', roles: ['subadmin'], permissions: ['manage_products'], department: 'Catalog' });

describe('server guards (REST) and the GraphQL auth checker share one rule', () => {
  it('401 with "User not authenticated", or "Session expired…" when a token was refused', () => {
    expect(() => requireUser(ctx(null))).toThrow(expect.objectContaining({ status: 401, message: 'User not authenticated' }));
    expect(() => requireUser(ctx(null, true))).toThrow(expect.objectContaining({ status: 401, message: 'Session expired. Please login again.' }));
    expect(() => check(null, [])).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => check(null, ['admin'], true)).toThrow(expect.objectContaining({ status: 401, message: 'Session expired. Please login again.' }));
  });

  it('@Authorized() = any logged-in user', () => {
    expect(check(customer, [])).toBe(true);
    expect(requireUser(ctx(customer))).toBe(customer);
  });

  it("'admin' and 'subadmin' roles", () => {
    expect(check(admin, ['admin'])).toBe(true);
    expect(() => check(catalog, ['admin'])).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => requireAdmin(ctx(customer))).toThrow(expect.objectContaining({ status: 403, message: 'You do not have permission to do this' }));
    expect(check(catalog, ['subadmin'])).toBe(true);
    expect(check(admin, ['subadmin'])).toBe(true);
    expect(() => check(customer, ['subadmin'])).toThrow(expect.objectContaining({ status: 403 }));
  });

  it("'perm:…' uses SPEC.md §6 with the catalogue's department unless one is given", () => {
    expect(check(catalog, ['perm:manage_products'])).toBe(true);
    expect(check(catalog, ['perm:manage_products@Catalog'])).toBe(true);
    expect(() => check(catalog, ['perm:manage_products@Orders'])).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => check(catalog, ['perm:view_orders'])).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => check(customer, ['perm:manage_products'])).toThrow(expect.objectContaining({ status: 403 }));
    expect(check(admin, ['perm:view_orders@Orders'])).toBe(true);
    expect(requirePermission(ctx(catalog), 'MANAGE_PRODUCTS', 'catalog')).toBe(catalog);
    expect(() => requirePermission(ctx(catalog), 'manage_orders')).toThrow(expect.objectContaining({ status: 403 }));
  });

  it('several requirements mean any of them', () => {
    expect(check(catalog, ['admin', 'perm:manage_products'])).toBe(true);
    expect(requireRequirements(ctx(admin), ['perm:view_orders', 'admin'])).toBe(admin);
    expect(() => check(catalog, ['admin', 'perm:view_orders'])).toThrow(expect.objectContaining({ status: 403 }));
  });
});

describe('an API key meets only the scopes it holds (issue 22)', () => {
  const integration = { keyId: 7, name: 'Tally', prefix: 'kpd_live_ab12cd34', scopes: ['orders:read'] };
  const keyCtx = { user: null, integration, sessionExpired: false, guestSessionId: null, ip: '1.1.1.1', userAgent: '' };

  it('passes a requirement naming its scope, and is the integration (never an account) to the service', () => {
    expect(requireRequirements(keyCtx, ['perm:view_orders@Orders', 'scope:orders:read'])).toMatchObject({ id: 0, email: 'api-key:kpd_live_ab12cd34', role: 'integration' });
  });

  it('is refused everything else: signed-in, admin, back office, permissions, other scopes, and requireUser', () => {
    for (const requirements of [[], ['admin'], ['subadmin'], ['perm:view_orders@Orders'], ['scope:orders:write']]) {
      expect(() => requireRequirements(keyCtx, requirements), JSON.stringify(requirements)).toThrow(expect.objectContaining({ status: 403 }));
    }
    expect(() => requireUser(keyCtx)).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => requireUser({ ...keyCtx, integration: null, integrationRefused: true })).toThrow(expect.objectContaining({ status: 401 }));
  });

  it('a scope grants a person nothing: people are judged by the rest of the list', () => {
    expect(() => requireRequirements(ctx(customer), ['scope:orders:read'])).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => requireRequirements(ctx(customer), ['perm:view_orders@Orders', 'scope:orders:read'])).toThrow(expect.objectContaining({ status: 403 }));
    expect(requireRequirements(ctx(admin), ['perm:view_orders@Orders', 'scope:orders:read'])).toBe(admin);
  });
});

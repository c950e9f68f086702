/**
 * Who may call an operation — declared once per operation in `<domain>.access.ts` and enforced by
 * both adapters: GraphQL through `@Authorized(...access)` (graphql/auth-checker.ts), REST through the
 * route's `access` (http/rest.ts). Both end in the same check (modules/auth/guards.ts →
 * permissions.rules), so the two can never disagree.
 *
 * A requirement list, in the auth checker's words: [] = any signed-in user; otherwise any one of
 * 'admin' | 'subadmin' (the back office) | 'perm:<permission>[@<department>]' (SPEC.md §6) |
 * 'scope:<scope>' (an API key with that scope; people ignore it, keys meet nothing else).
 */
export type Requirements = readonly string[];

/** Anyone, signed in or not (the operation may still behave differently for a member). */
export const PUBLIC = 'public' as const;

export type Access = typeof PUBLIC | Requirements;

export const SIGNED_IN: Requirements = [];
export const ADMIN: Requirements = ['admin'];
export const BACK_OFFICE: Requirements = ['subadmin'];

/** SPEC.md §6's permission check, optionally in a department ('manage_products@Catalog'). */
export function permission(name: string, department?: string): Requirements {
  return [`perm:${name}${department ? `@${department}` : ''}`];
}

/**
 * What an API key may be granted (docs/API.md has the table). A key meets only 'scope:' requirements:
 * SIGNED_IN, ADMIN, BACK_OFFICE and permissions never let one in, so a key cannot act as a shopper
 * or manage people or keys.
 */
export const SCOPES = ['catalog:read', 'catalog:write', 'orders:read', 'orders:write', 'customers:read', 'content:write', 'webhooks:manage'] as const;
export type Scope = (typeof SCOPES)[number];

/** An API key holding this scope. */
export function scope(name: Scope): Requirements {
  return [`scope:${name}`];
}

/** Any one of several requirement lists. */
export function anyOf(...lists: Requirements[]): Requirements {
  return lists.flat();
}

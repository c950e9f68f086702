/**
 * Who may call an operation — declared once per operation in `<domain>.access.ts` and enforced by
 * both adapters: GraphQL through `@Authorized(...access)` (graphql/auth-checker.ts), REST through the
 * route's `access` (http/rest.ts). Both end in the same check (modules/auth/guards.ts →
 * permissions.rules), so the two can never disagree.
 *
 * A requirement list, in the auth checker's words: [] = any signed-in user; otherwise any one of
 * 'admin' | 'subadmin' (the back office) | 'perm:<permission>[@<department>]' (SPEC.md §6).
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

/** Any one of several requirement lists. */
export function anyOf(...lists: Requirements[]): Requirements {
  return lists.flat();
}

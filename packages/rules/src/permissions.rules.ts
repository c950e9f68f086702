/**
 * Roles, permissions and departments (SPEC.md §6) — the ONE implementation of the permission check.
 * The server's GraphQL auth checker and REST guards call it, and the web imports this same file
 * (`@kapda/rules/permissions`) for its route guards and menus. Keep it free of imports.
 */

export const ROLES = ['customer', 'admin', 'subadmin'] as const;
export type RoleName = (typeof ROLES)[number];

/** The department value meaning "every department" (also a sub-admin's department when none is set). */
export const ALL_DEPARTMENTS = 'all';
/** The permission that stands for every permission. */
export const ALL_PERMISSIONS = 'all_permissions';

/** Back-office departments a sub-admin can belong to, besides 'all'. */
export const DEPARTMENTS = ['Catalog', 'Orders', 'Content', 'Marketing', 'Support'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export interface PermissionInfo {
  key: string;
  label: string;
  /** The department an operation guarded by this permission requires; null = any department. */
  department: Department | null;
}

/**
 * The permission catalogue. Content pages belong to Content; promo banners to Marketing; coupons,
 * analytics and enquiries to Support. A permission's department is what the server asks for when an
 * operation is guarded by the permission alone (`perm:manage_coupons`).
 */
export const PERMISSIONS: readonly PermissionInfo[] = [
  { key: 'manage_products', label: 'Manage products', department: 'Catalog' },
  { key: 'view_orders', label: 'View orders', department: 'Orders' },
  { key: 'manage_orders', label: 'Manage orders', department: 'Orders' },
  { key: 'manage_content', label: 'Manage site content', department: 'Content' },
  { key: 'manage_banners', label: 'Manage promo banners', department: 'Marketing' },
  { key: 'manage_coupons', label: 'Manage coupons', department: 'Support' },
  { key: 'view_analytics', label: 'View analytics', department: 'Support' },
  { key: 'manage_enquiries', label: 'Manage customer enquiries', department: 'Support' },
  { key: ALL_PERMISSIONS, label: 'All permissions', department: null },
];

export type PermissionKey = (typeof PERMISSIONS)[number]['key'];

/** Anything that carries a role: the server's AuthUser, the web's session user, a User row. */
export interface PermissionSubject {
  role?: string | null;
  roles?: readonly string[] | null;
  permissions?: readonly string[] | null;
  department?: string | null;
}

function hasRole(user: PermissionSubject | null | undefined, role: RoleName): boolean {
  if (!user) return false;
  return user.role === role || (user.roles ?? []).includes(role);
}

/** SPEC.md §6: role 'admin', or roles including admin. */
export function isAdmin(user: PermissionSubject | null | undefined): boolean {
  return hasRole(user, 'admin');
}

/** SPEC.md §6: role 'subadmin' — and an admin counts as a sub-admin too. */
export function isSubAdmin(user: PermissionSubject | null | undefined): boolean {
  return isAdmin(user) || hasRole(user, 'subadmin');
}

/** Whether the user should see the "SubAdmin Dashboard" link (sub-admins who are not admins). */
export function showsSubAdminDashboard(user: PermissionSubject | null | undefined): boolean {
  return !isAdmin(user) && isSubAdmin(user);
}

/** A sub-admin's department: 'all' when missing (SPEC.md §6). */
export function departmentOf(user: PermissionSubject): string {
  const d = (user.department ?? '').trim();
  return d === '' ? ALL_DEPARTMENTS : d;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * SPEC.md §6 permission check (permission, optional department):
 *  1. an admin passes;
 *  2. for a sub-admin, a requested department other than 'all' must equal the user's department
 *     (case-insensitive) or the user's department must be 'all';
 *  3. then the user needs 'all_permissions' or a case-insensitive match of the permission.
 * Anyone else (guest, customer) fails.
 */
export function hasPermission(user: PermissionSubject | null | undefined, permission: string, department?: string | null): boolean {
  if (!user) return false;
  if (isAdmin(user)) return true;
  if (!hasRole(user, 'subadmin')) return false;
  if (department && !same(department, ALL_DEPARTMENTS)) {
    const own = departmentOf(user);
    if (!same(own, ALL_DEPARTMENTS) && !same(own, department)) return false;
  }
  const granted = user.permissions ?? [];
  return granted.some((p) => same(p, ALL_PERMISSIONS) || same(p, permission));
}

/** The catalogue entry for a permission (case-insensitive), or undefined for an unknown one. */
export function permissionInfo(permission: string): PermissionInfo | undefined {
  return PERMISSIONS.find((p) => same(p.key, permission));
}

/** The department the catalogue ties a permission to (undefined = any department). */
export function catalogueDepartment(permission: string): string | undefined {
  return permissionInfo(permission)?.department ?? undefined;
}

/** Whether a value is a valid sub-admin department ('all' or a catalogue department), case-insensitive. */
export function isKnownDepartment(department: string): boolean {
  return same(department, ALL_DEPARTMENTS) || DEPARTMENTS.some((d) => same(d, department));
}

/** The canonical spelling of a department ('catalog' → 'Catalog'), or undefined when unknown. */
export function canonicalDepartment(department: string): string | undefined {
  if (same(department.trim(), ALL_DEPARTMENTS)) return ALL_DEPARTMENTS;
  return DEPARTMENTS.find((d) => same(d, department.trim()));
}

/**
 * Department ↔ permissions: what a sub-admin of each department can be given. A permission works only
 * in the department the catalogue ties it to (a Marketing sub-admin with manage_coupons, a Support
 * permission, would pass no check), so the server refuses any other pairing and the back-office form
 * offers only these. 'all' (every department) takes every permission; all_permissions fits anywhere.
 */
// Pure: the storefront's bundle, which never reads it, leaves it out.
export const DEPARTMENT_PERMISSIONS: Readonly<Record<string, readonly string[]>> = /* @__PURE__ */ Object.fromEntries(
  [ALL_DEPARTMENTS, ...DEPARTMENTS].map((department) => [department, PERMISSIONS.filter((p) => worksIn(p, department)).map((p) => p.key)]),
);

function worksIn(permission: PermissionInfo, department: string): boolean {
  return permission.department === null || same(department, ALL_DEPARTMENTS) || same(permission.department, department);
}

/** The permissions a sub-admin of this department can be given (catalogue order); none for an unknown department. */
export function permissionsForDepartment(department: string): readonly PermissionInfo[] {
  const known = canonicalDepartment(department);
  return known ? PERMISSIONS.filter((p) => worksIn(p, known)) : [];
}

/** Why these permissions cannot all work in the department (the first that cannot), or null when they can. */
export function departmentPermissionProblem(permissions: readonly string[], department: string): string | null {
  const known = canonicalDepartment(department.trim() === '' ? ALL_DEPARTMENTS : department) ?? department;
  for (const key of permissions) {
    const info = permissionInfo(key);
    if (info && !worksIn(info, known)) {
      return `'${info.label}' does not work in the ${known} department: it belongs to ${info.department}. Choose ${info.department} or all departments, or leave it out.`;
    }
  }
  return null;
}

/**
 * Auth requirements as written on the server (`@Authorized(...)` and REST guards):
 *   'admin'                      — an admin
 *   'subadmin'                   — a back-office user (sub-admin or admin)
 *   'perm:manage_products'       — the permission, in the department the catalogue gives it
 *   'perm:manage_products@Catalog' — the permission in an explicit department ('@all' = any)
 * Several requirements on one operation mean "any of them".
 */
export function meetsRequirement(user: PermissionSubject | null | undefined, requirement: string): boolean {
  if (requirement === 'admin') return isAdmin(user);
  if (requirement === 'subadmin') return isSubAdmin(user);
  if (requirement.startsWith('perm:')) {
    const [permission, department] = requirement.slice(5).split('@');
    return hasPermission(user, permission, department ?? catalogueDepartment(permission));
  }
  throw new Error(`Unknown auth requirement '${requirement}'`);
}

import { describe, expect, it } from 'vitest';
import {
  DEPARTMENT_PERMISSIONS,
  DEPARTMENTS,
  departmentPermissionProblem,
  permissionsForDepartment,
  canonicalDepartment,
  catalogueDepartment,
  departmentOf,
  hasPermission,
  isAdmin,
  isSubAdmin,
  meetsRequirement,
  PERMISSIONS,
  showsSubAdminDashboard,
} from './permissions.rules';

const admin = { role: 'admin', roles: ['admin'], permissions: [], department: '' };
const adminByRoles = { role: 'customer', roles: ['customer', 'admin'], permissions: [] };
const catalog = { role: 'subadmin', roles: ['subadmin'], permissions: ['manage_products'], department: 'Catalog' };
const noDept = { role: 'subadmin', roles: ['subadmin'], permissions: ['view_orders'], department: '' };
const allDept = { role: 'subadmin', permissions: ['view_orders'], department: 'ALL' };
const superSub = { role: 'subadmin', permissions: ['all_permissions'], department: 'Orders' };
const customer = { role: 'customer', roles: ['customer'], permissions: ['manage_products'], department: 'Catalog' };

describe('roles (SPEC.md §6)', () => {
  it("admin: role 'admin' or roles including admin", () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(adminByRoles)).toBe(true);
    expect(isAdmin(catalog)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('an admin counts as a sub-admin too; the SubAdmin Dashboard link is for sub-admins who are not admins', () => {
    expect(isSubAdmin(admin)).toBe(true);
    expect(isSubAdmin(catalog)).toBe(true);
    expect(isSubAdmin({ role: 'customer', roles: ['subadmin'] })).toBe(true);
    expect(isSubAdmin(customer)).toBe(false);
    expect(showsSubAdminDashboard(catalog)).toBe(true);
    expect(showsSubAdminDashboard(admin)).toBe(false);
    expect(showsSubAdminDashboard(customer)).toBe(false);
  });

  it("a sub-admin's missing department is 'all'", () => {
    expect(departmentOf(noDept)).toBe('all');
    expect(departmentOf({ department: null })).toBe('all');
    expect(departmentOf(catalog)).toBe('Catalog');
  });
});

describe('hasPermission (SPEC.md §6 clauses)', () => {
  it('1. an admin passes every check, in any department', () => {
    expect(hasPermission(admin, 'manage_products', 'Catalog')).toBe(true);
    expect(hasPermission(adminByRoles, 'anything_at_all', 'Nowhere')).toBe(true);
  });

  it('2. a requested department must equal the sub-admin’s (case-insensitive)…', () => {
    expect(hasPermission(catalog, 'manage_products', 'Catalog')).toBe(true);
    expect(hasPermission(catalog, 'manage_products', 'catalog')).toBe(true);
    expect(hasPermission(catalog, 'manage_products', 'Orders')).toBe(false);
  });

  it("2. …or the sub-admin's department is 'all' (also when missing)", () => {
    expect(hasPermission(allDept, 'view_orders', 'Orders')).toBe(true);
    expect(hasPermission(noDept, 'view_orders', 'Orders')).toBe(true);
  });

  it("2. no department, or 'all', requested: the department is not checked", () => {
    expect(hasPermission(catalog, 'manage_products')).toBe(true);
    expect(hasPermission(catalog, 'manage_products', 'all')).toBe(true);
    expect(hasPermission(catalog, 'manage_products', 'ALL')).toBe(true);
  });

  it("3. 'all_permissions' grants any permission (department rule still applies)", () => {
    expect(hasPermission(superSub, 'manage_orders', 'Orders')).toBe(true);
    expect(hasPermission(superSub, 'manage_coupons')).toBe(true);
    expect(hasPermission(superSub, 'manage_products', 'Catalog')).toBe(false);
    expect(hasPermission({ role: 'subadmin', permissions: ['ALL_PERMISSIONS'] }, 'view_orders')).toBe(true);
  });

  it('3. otherwise a case-insensitive match of the permission is needed', () => {
    expect(hasPermission({ role: 'subadmin', permissions: ['Manage_Products'], department: 'catalog' }, 'MANAGE_PRODUCTS', 'Catalog')).toBe(true);
    expect(hasPermission(catalog, 'view_orders')).toBe(false);
    expect(hasPermission({ role: 'subadmin', permissions: [] }, 'view_orders')).toBe(false);
    expect(hasPermission({ role: 'subadmin' }, 'view_orders')).toBe(false);
  });

  it('customers and guests never pass, whatever permissions they carry', () => {
    expect(hasPermission(customer, 'manage_products', 'Catalog')).toBe(false);
    expect(hasPermission(null, 'manage_products')).toBe(false);
    expect(hasPermission(undefined, 'manage_products')).toBe(false);
  });
});

describe('the permission catalogue and server requirements', () => {
  it('ties each permission to a department', () => {
    expect(Object.fromEntries(PERMISSIONS.map((p) => [p.key, p.department]))).toEqual({
      manage_products: 'Catalog',
      view_orders: 'Orders',
      manage_orders: 'Orders',
      manage_content: 'Content',
      manage_banners: 'Marketing',
      manage_coupons: 'Support',
      view_analytics: 'Support',
      manage_enquiries: 'Support',
      all_permissions: null,
    });
    expect(catalogueDepartment('MANAGE_PRODUCTS')).toBe('Catalog');
    expect(catalogueDepartment('unknown')).toBeUndefined();
    expect(canonicalDepartment(' marketing ')).toBe('Marketing');
    expect(canonicalDepartment('All')).toBe('all');
    expect(canonicalDepartment('Finance')).toBeUndefined();
  });

  it("reads 'admin', 'subadmin' and 'perm:<permission>[@<department>]'", () => {
    expect(meetsRequirement(admin, 'admin')).toBe(true);
    expect(meetsRequirement(catalog, 'admin')).toBe(false);
    expect(meetsRequirement(catalog, 'subadmin')).toBe(true);
    expect(meetsRequirement(customer, 'subadmin')).toBe(false);
    expect(meetsRequirement(catalog, 'perm:manage_products')).toBe(true);
    expect(meetsRequirement(catalog, 'perm:manage_products@Catalog')).toBe(true);
    expect(meetsRequirement(catalog, 'perm:manage_products@Orders')).toBe(false);
    // The catalogue's department applies when none is written: a Catalog sub-admin with all_permissions cannot view orders.
    expect(meetsRequirement({ role: 'subadmin', permissions: ['all_permissions'], department: 'Catalog' }, 'perm:view_orders')).toBe(false);
    expect(meetsRequirement({ role: 'subadmin', permissions: ['all_permissions'], department: 'Catalog' }, 'perm:view_orders@all')).toBe(true);
    expect(() => meetsRequirement(admin, 'wizard')).toThrow(/Unknown auth requirement/);
  });
});

describe('which permissions work in which department', () => {
  it('is one table: each department takes its own permissions and all_permissions; all takes everything', () => {
    expect(DEPARTMENT_PERMISSIONS).toEqual({
      all: ['manage_products', 'view_orders', 'manage_orders', 'manage_content', 'manage_banners', 'manage_coupons', 'view_analytics', 'manage_enquiries', 'all_permissions'],
      Catalog: ['manage_products', 'all_permissions'],
      Orders: ['view_orders', 'manage_orders', 'all_permissions'],
      Content: ['manage_content', 'all_permissions'],
      Marketing: ['manage_banners', 'all_permissions'],
      Support: ['manage_coupons', 'view_analytics', 'manage_enquiries', 'all_permissions'],
    });
    expect(permissionsForDepartment('marketing').map((p) => p.key)).toEqual(['manage_banners', 'all_permissions']);
    expect(permissionsForDepartment('Nowhere')).toEqual([]);
  });

  it('agrees with the permission check: a pairing the table allows passes, one it refuses could never pass', () => {
    for (const department of ['all', ...DEPARTMENTS]) {
      for (const p of PERMISSIONS.filter((q) => q.key !== 'all_permissions')) {
        const user = { role: 'subadmin', permissions: [p.key], department };
        expect(meetsRequirement(user, `perm:${p.key}`), `${p.key} in ${department}`).toBe(DEPARTMENT_PERMISSIONS[department].includes(p.key));
      }
    }
  });

  it('names the first permission that cannot work, and where it belongs', () => {
    expect(departmentPermissionProblem(['manage_banners', 'manage_coupons'], 'Marketing')).toBe(
      "'Manage coupons' does not work in the Marketing department: it belongs to Support. Choose Support or all departments, or leave it out.",
    );
    expect(departmentPermissionProblem(['manage_banners', 'all_permissions'], 'marketing')).toBeNull();
    expect(departmentPermissionProblem(['manage_coupons', 'manage_products'], 'all')).toBeNull();
  });
});

import { isAdmin, isSubAdmin, meetsRequirement, type PermissionSubject } from '@kapda/rules/permissions';

/**
 * What the route table and the shell need of the back office, kept apart from the section list
 * (back-office-sections.ts) so the storefront's first load carries only these few words.
 */

/** What each back-office route asks of the user (SPEC.md §2), in the server's requirement words. */
export const ROUTE_REQUIREMENTS = {
  admin: 'admin',
  subAdmin: 'subadmin',
  manageProducts: 'perm:manage_products@Catalog',
  manageCoupons: 'perm:manage_coupons',
  viewOrders: 'perm:view_orders@Orders',
  /** The order desk, order pages, returns and customers: view_orders, or manage_orders, in Orders. */
  orderDesk: ['perm:view_orders@Orders', 'perm:manage_orders@Orders'],
  viewAnalytics: 'perm:view_analytics',
  manageBanners: 'perm:manage_banners',
  manageContent: 'perm:manage_content',
  manageEnquiries: 'perm:manage_enquiries',
  auditLog: 'admin',
} as const;

/** The permission-gated routes of SPEC.md §2 that show the back-office dashboard. */
const DASHBOARD_PATHS = ['/products/manage', '/orders/manage'];

/**
 * SPEC.md §2: the back office (any path containing /admin) has no banner, header or footer — nor
 * has the sub-admin's (/subadmin/…), nor the permission-gated dashboards.
 */
export function isBackOfficePath(pathname: string) {
  return pathname.includes('/admin') || pathname === '/subadmin' || pathname.startsWith('/subadmin/') || DASHBOARD_PATHS.includes(pathname.replace(/\/$/, ''));
}

/** routes.tsx's guards by path (first match wins): what a back-office page asks of the user. */
const PATH_REQUIREMENTS: ReadonlyArray<[RegExp, string | readonly string[]]> = [
  [/^\/admin\/promo-banners\/?$/, ROUTE_REQUIREMENTS.manageBanners],
  [/^\/admin\/content(\/|$)/, ROUTE_REQUIREMENTS.manageContent],
  [/^\/admin\/enquiries\/?$/, ROUTE_REQUIREMENTS.manageEnquiries],
  [/^\/admin\/(orders|returns|customers)(\/|$)/, ROUTE_REQUIREMENTS.orderDesk],
  [/^\/admin\/(products|categories|collections)(\/|$)/, ROUTE_REQUIREMENTS.manageProducts],
  [/^\/admin\/coupons\/?$/, ROUTE_REQUIREMENTS.manageCoupons],
  [/^\/admin(\/|$)/, ROUTE_REQUIREMENTS.admin],
  [/^\/subadmin(\/|$)/, ROUTE_REQUIREMENTS.subAdmin],
  [/^\/products\/manage\/?$/, ROUTE_REQUIREMENTS.manageProducts],
  [/^\/orders\/manage\/?$/, ROUTE_REQUIREMENTS.viewOrders],
];

/** Whether the user may open the page at this path (the storefront and the account: anyone signed in). */
export function mayOpenPath(user: PermissionSubject | null | undefined, pathname: string): boolean {
  const found = PATH_REQUIREMENTS.find(([pattern]) => pattern.test(pathname));
  if (!found) return true;
  const needed = typeof found[1] === 'string' ? [found[1]] : found[1];
  return needed.some((requirement) => meetsRequirement(user, requirement));
}

/** Where a back-office user lands after logging in: admins their dashboard, sub-admins theirs; null for a shopper. */
export function backOfficeHome(user: PermissionSubject | null | undefined): string | null {
  if (isAdmin(user)) return '/admin/dashboard';
  if (isSubAdmin(user)) return '/subadmin/dashboard';
  return null;
}

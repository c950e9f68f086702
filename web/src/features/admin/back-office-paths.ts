/**
 * What the route table and the shell need of the back office — each route's requirement and which
 * paths are the back office's — kept apart from the rest (route-requirements.ts: where a user may go
 * after login; back-office-sections.ts: the section list) so the storefront's first load carries only
 * these few words.
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

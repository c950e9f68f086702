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
  /** The order desk, order pages and customers: view_orders, or manage_orders, in Orders. */
  orderDesk: ['perm:view_orders@Orders', 'perm:manage_orders@Orders'],
  viewAnalytics: 'perm:view_analytics',
  manageBanners: 'perm:manage_banners',
  manageContent: 'perm:manage_content',
  manageEnquiries: 'perm:manage_enquiries',
  auditLog: 'admin',
} as const;

/** SPEC.md §2: the back office (any path containing /admin) has no banner, header or footer. */
export function isBackOfficePath(pathname: string) {
  return pathname.includes('/admin');
}

import { isAdmin, meetsRequirement, type PermissionSubject } from '@kapda/rules/permissions';
import { ROUTE_REQUIREMENTS } from './back-office-paths';

export interface BackOfficeSection {
  to: string;
  label: string;
  /** What the section is for, shown on the dashboard. */
  description: string;
  requirement: string | readonly string[];
}

/** The back-office sections a user can open, in menu order; the first is their dashboard. */
export function backOfficeSections(user: PermissionSubject | null): BackOfficeSection[] {
  const home = isAdmin(user) ? '/admin' : '/subadmin';
  const homeRequirement = isAdmin(user) ? ROUTE_REQUIREMENTS.admin : ROUTE_REQUIREMENTS.subAdmin;
  const sections: BackOfficeSection[] = [
    { to: `${home}/dashboard`, label: 'Dashboard', description: 'What sold, what waits, and the tools your access opens.', requirement: homeRequirement },
    { to: `${home}/city-analytics`, label: 'City analytics', description: 'Orders, revenue and customers by city and state.', requirement: [ROUTE_REQUIREMENTS.viewAnalytics] },
    { to: '/admin/orders', label: 'Orders', description: 'Find, pack and ship orders; notes and the full story of each.', requirement: ROUTE_REQUIREMENTS.orderDesk },
    { to: '/admin/returns', label: 'Returns', description: 'Returns and exchanges: approve, arrange the pickup, check and refund or send the new size.', requirement: ROUTE_REQUIREMENTS.orderDesk },
    { to: '/admin/customers', label: 'Customers', description: 'Who buys: their orders, spending, addresses and enquiries.', requirement: ROUTE_REQUIREMENTS.orderDesk },
    { to: '/admin/promo-banners', label: 'Promo banners', description: 'The announcement strip above the storefront header: write, schedule and switch on banners.', requirement: ROUTE_REQUIREMENTS.manageBanners },
    { to: '/admin/content/home', label: 'Site content', description: 'The words of the home, about and contact pages and the footer.', requirement: ROUTE_REQUIREMENTS.manageContent },
    { to: '/admin/enquiries', label: 'Enquiries', description: 'Messages from the contact page: answer, follow up and close them.', requirement: ROUTE_REQUIREMENTS.manageEnquiries },
    { to: '/admin/audit-log', label: 'Audit log', description: 'Who changed what in the back office, and when.', requirement: ROUTE_REQUIREMENTS.auditLog },
    { to: '/admin/developers', label: 'Developers', description: 'API keys for integrations: an ERP or Tally sync, a marketplace feed, a courier tool.', requirement: ROUTE_REQUIREMENTS.admin },
    { to: '/admin/products', label: 'Products', description: 'The catalogue: products, sizes and colours, stock, prices and pictures; CSV import and export.', requirement: ROUTE_REQUIREMENTS.manageProducts },
    { to: '/admin/categories', label: 'Categories', description: 'The department and subcategory tree the menus show.', requirement: ROUTE_REQUIREMENTS.manageProducts },
    { to: '/admin/collections', label: 'Collections', description: 'Curated edits: their products in order, pictures and dates.', requirement: ROUTE_REQUIREMENTS.manageProducts },
    { to: '/admin/reviews', label: 'Reviews', description: 'Verified buyers’ ratings and reviews: hide or show them and reply.', requirement: ROUTE_REQUIREMENTS.manageProducts },
    { to: '/admin/coupons', label: 'Coupons', description: 'Discount codes with their rules, limits and use.', requirement: ROUTE_REQUIREMENTS.manageCoupons },
    { to: '/products/manage', label: 'Manage products', description: 'The catalogue: products, variants, stock and prices.', requirement: ROUTE_REQUIREMENTS.manageProducts },
    { to: '/orders/manage', label: 'Manage orders', description: 'Orders placed in the store and their progress.', requirement: ROUTE_REQUIREMENTS.viewOrders },
  ];
  return sections.filter((section) => meetsAny(user, section.requirement));
}

/** Whether the user meets a requirement, or any one of a list (as the server's `@Authorized(...)` reads it). */
export function meetsAny(user: PermissionSubject | null, requirement: string | readonly string[]): boolean {
  return (typeof requirement === 'string' ? [requirement] : requirement).some((r) => meetsRequirement(user, r));
}

/** Where the user's back office starts: the admin or the sub-admin dashboard. */
export function dashboardPath(user: PermissionSubject | null): string {
  return isAdmin(user) ? '/admin/dashboard' : '/subadmin/dashboard';
}

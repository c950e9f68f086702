import { isAdmin, isSubAdmin, meetsRequirement, type PermissionSubject } from '@kapda/rules/permissions';
import { ROUTE_REQUIREMENTS } from './back-office-paths';

/*
 * Where a user may go in the back office, read when they log in (the login page's chunk);
 * back-office-paths.ts has what every page needs.
 */

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

import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ROUTE_REQUIREMENTS } from './features/admin';

/**
 * The private pages' routes (SPEC.md §2): cart, checkout, sign-in, payment, the account and the back
 * office — rendered in the browser only. routes.tsx puts them after the public pages in the whole
 * table; the browser loads this chunk the first time an address is one of them (issue 19: the route
 * table with every page's preload list was ~3 KB gzip of every first load).
 */

/** A page split into its own chunk; the layout's Suspense shows a spinner while it loads. */
function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return <Page />;
}

/** The account's frame and the back office's guards are lazy chunks too, like the pages they hold. */
const AccountSection = lazy(() => import('./pages/account/AccountSection'));
const BackOfficeGuard = lazy(() => import('./pages/admin/BackOfficeGuard'));

export const privateRoutes: RouteObject[] = [
  { path: 'cart', element: page(() => import('./pages/CartPage')) },
  { path: 'checkout', element: page(() => import('./pages/CheckoutPage')) },
  { path: 'login', element: page(() => import('./pages/auth/LoginPage')) },
  { path: 'register', element: page(() => import('./pages/auth/RegisterPage')) },
  { path: 'forgot-password', element: page(() => import('./pages/auth/ForgotPasswordPage')) },
  { path: 'reset-password', element: page(() => import('./pages/auth/ResetPasswordPage')) },
  { path: 'verify-email', element: page(() => import('./pages/auth/VerifyEmailPage')) },
  { path: 'payment/callback', element: page(() => import('./pages/PaymentCallbackPage')) },
  // The sandbox gateway's own pay page, and a guest's order opened from the signed link in their mail.
  { path: 'payment/sandbox', element: page(() => import('./pages/PaymentSandboxPage')) },
  { path: 'order/:orderId', element: page(() => import('./pages/OrderPage')) },
  { path: 'newsletter/unsubscribe', element: page(() => import('./pages/NewsletterUnsubscribePage')) },
  { path: 'back-in-stock/unsubscribe', element: page(() => import('./pages/BackInStockUnsubscribePage')) },
  {
    path: 'account',
    element: <AccountSection />,
    children: [
      { index: true, element: page(() => import('./pages/account/AccountPage')) },
      { path: 'profile', element: page(() => import('./pages/account/ProfilePage')) },
      { path: 'orders', element: page(() => import('./pages/account/OrdersPage')) },
      { path: 'orders/:orderId', element: page(() => import('./pages/OrderPage')) },
      { path: 'addresses', element: page(() => import('./pages/account/AddressesPage')) },
      { path: 'wishlist', element: page(() => import('./pages/account/WishlistPage')) },
      // SPEC.md §2: the account catch-all comes before the admin routes.
      { path: '*', element: page(() => import('./pages/account/AccountPage')) },
    ],
  },
  {
    path: 'admin',
    children: [
      {
        element: <BackOfficeGuard requirement={ROUTE_REQUIREMENTS.admin} />,
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          { path: 'dashboard', element: page(() => import('./pages/admin/DashboardPage')) },
          { path: 'city-analytics', element: page(() => import('./pages/admin/CityAnalyticsPage')) },
          { path: 'audit-log', element: page(() => import('./pages/admin/AuditLogPage')) },
          { path: 'developers', element: page(() => import('./pages/admin/DevelopersPage')) },
        ],
      },
      // The storefront's words: admins, and sub-admins holding the permission in its department.
      { path: 'promo-banners', element: <BackOfficeGuard requirement={ROUTE_REQUIREMENTS.manageBanners}>{page(() => import('./pages/admin/PromoBannersPage'))}</BackOfficeGuard> },
      { path: 'content', element: <Navigate to="home" replace /> },
      { path: 'content/:page', element: <BackOfficeGuard requirement={ROUTE_REQUIREMENTS.manageContent}>{page(() => import('./pages/admin/SiteContentPage'))}</BackOfficeGuard> },
      { path: 'enquiries', element: <BackOfficeGuard requirement={ROUTE_REQUIREMENTS.manageEnquiries}>{page(() => import('./pages/admin/EnquiriesPage'))}</BackOfficeGuard> },
      // Running the store (issue 11): admins, and sub-admins with view_orders (or manage_orders) in Orders.
      {
        element: <BackOfficeGuard requirement={ROUTE_REQUIREMENTS.orderDesk} />,
        children: [
          { path: 'orders', element: page(() => import('./pages/admin/OrdersPage')) },
          { path: 'orders/:orderId', element: page(() => import('./pages/admin/OrderDetailsPage')) },
          { path: 'returns', element: page(() => import('./pages/admin/ReturnsAdminPage')) },
          { path: 'returns/:returnId', element: page(() => import('./pages/admin/ReturnDetailsPage')) },
          { path: 'customers', element: page(() => import('./pages/admin/CustomersPage')) },
          { path: 'customers/:customerId', element: page(() => import('./pages/admin/CustomerPage')) },
        ],
      },
      // The catalogue back office (issue 12): manage_products in Catalog; coupons need manage_coupons.
      {
        element: <BackOfficeGuard requirement={ROUTE_REQUIREMENTS.manageProducts} />,
        children: [
          { path: 'products', element: page(() => import('./pages/admin/ProductsPage')) },
          { path: 'products/import', element: page(() => import('./pages/admin/ProductImportPage')) },
          { path: 'products/:productId', element: page(() => import('./pages/admin/ProductEditPage')) },
          { path: 'categories', element: page(() => import('./pages/admin/CategoriesPage')) },
          { path: 'collections', element: page(() => import('./pages/admin/CollectionsAdminPage')) },
          { path: 'reviews', element: page(() => import('./pages/admin/ReviewsAdminPage')) },
        ],
      },
      { path: 'coupons', element: <BackOfficeGuard requirement={ROUTE_REQUIREMENTS.manageCoupons}>{page(() => import('./pages/admin/CouponsPage'))}</BackOfficeGuard> },
    ],
  },
  {
    path: 'subadmin',
    element: <BackOfficeGuard requirement={ROUTE_REQUIREMENTS.subAdmin} />,
    children: [
      { index: true, element: <Navigate to="dashboard" replace /> },
      { path: 'dashboard', element: page(() => import('./pages/admin/DashboardPage')) },
      { path: 'city-analytics', element: page(() => import('./pages/admin/CityAnalyticsPage')) },
    ],
  },
  { path: 'products/manage', element: <BackOfficeGuard requirement={ROUTE_REQUIREMENTS.manageProducts}>{page(() => import('./pages/admin/DashboardPage'))}</BackOfficeGuard> },
  { path: 'orders/manage', element: <BackOfficeGuard requirement={ROUTE_REQUIREMENTS.viewOrders}>{page(() => import('./pages/admin/DashboardPage'))}</BackOfficeGuard> },
];

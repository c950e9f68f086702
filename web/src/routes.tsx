import { lazy, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AccountLayout } from './features/account';
import { ROUTE_REQUIREMENTS } from './features/admin';
import { RouteGuard } from './features/auth';
import { AppProviders } from './shell/AppProviders';
import { Layout } from './shell/Layout';

/** A page split into its own chunk; the layout's Suspense shows a spinner while it loads. */
function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return <Page />;
}

/** The route table of SPEC.md §2. Every route sits under the shared layout. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <AppProviders>
        <Layout />
      </AppProviders>
    ),
    children: [
      { index: true, element: page(() => import('./pages/HomePage')) },
      { path: 'shop', element: page(() => import('./pages/ShopPage')) },
      { path: 'product/:slug', element: page(() => import('./pages/ProductPage')) },
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
      { path: 'about', element: page(() => import('./pages/AboutPage')) },
      { path: 'contact', element: page(() => import('./pages/ContactPage')) },
      { path: 'shipping', element: page(() => import('./pages/ShippingPage')) },
      { path: 'faq', element: page(() => import('./pages/FaqPage')) },
      { path: 'privacy-policy', element: page(() => import('./pages/PrivacyPage')) },
      { path: 'privacy', element: page(() => import('./pages/PrivacyPage')) },
      { path: 'terms-of-service', element: page(() => import('./pages/TermsPage')) },
      { path: 'terms', element: page(() => import('./pages/TermsPage')) },
      { path: 'collections', element: page(() => import('./pages/CollectionsPage')) },
      { path: 'collections/:id', element: page(() => import('./pages/CollectionPage')) },
      { path: 'plus-size', element: page(() => import('./pages/PlusSizePage')) },
      { path: 'new-arrivals', element: page(() => import('./pages/NewArrivalsPage')) },
      { path: 'best-seller', element: page(() => import('./pages/BestSellerPage')) },
      { path: 'returns', element: page(() => import('./pages/ReturnsPage')) },
      { path: 'size-guide', element: page(() => import('./pages/SizeGuidePage')) },
      { path: 'newsletter/unsubscribe', element: page(() => import('./pages/NewsletterUnsubscribePage')) },
      {
        path: 'account',
        element: (
          <RouteGuard>
            <AccountLayout />
          </RouteGuard>
        ),
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
            element: <RouteGuard requirement={ROUTE_REQUIREMENTS.admin} />,
            children: [
              { index: true, element: <Navigate to="dashboard" replace /> },
              { path: 'dashboard', element: page(() => import('./pages/admin/DashboardPage')) },
              { path: 'city-analytics', element: page(() => import('./pages/admin/CityAnalyticsPage')) },
              { path: 'audit-log', element: page(() => import('./pages/admin/AuditLogPage')) },
              { path: 'developers', element: page(() => import('./pages/admin/DevelopersPage')) },
            ],
          },
          // The storefront's words: admins, and sub-admins holding the permission in its department.
          { path: 'promo-banners', element: <RouteGuard requirement={ROUTE_REQUIREMENTS.manageBanners}>{page(() => import('./pages/admin/PromoBannersPage'))}</RouteGuard> },
          { path: 'content', element: <Navigate to="home" replace /> },
          { path: 'content/:page', element: <RouteGuard requirement={ROUTE_REQUIREMENTS.manageContent}>{page(() => import('./pages/admin/SiteContentPage'))}</RouteGuard> },
          { path: 'enquiries', element: <RouteGuard requirement={ROUTE_REQUIREMENTS.manageEnquiries}>{page(() => import('./pages/admin/EnquiriesPage'))}</RouteGuard> },
          // Running the store (issue 11): admins, and sub-admins with view_orders (or manage_orders) in Orders.
          {
            element: <RouteGuard requirement={ROUTE_REQUIREMENTS.orderDesk} />,
            children: [
              { path: 'orders', element: page(() => import('./pages/admin/OrdersPage')) },
              { path: 'orders/:orderId', element: page(() => import('./pages/admin/OrderDetailsPage')) },
              { path: 'customers', element: page(() => import('./pages/admin/CustomersPage')) },
              { path: 'customers/:customerId', element: page(() => import('./pages/admin/CustomerPage')) },
            ],
          },
          // The catalogue back office (issue 12): manage_products in Catalog; coupons need manage_coupons.
          {
            element: <RouteGuard requirement={ROUTE_REQUIREMENTS.manageProducts} />,
            children: [
              { path: 'products', element: page(() => import('./pages/admin/ProductsPage')) },
              { path: 'products/import', element: page(() => import('./pages/admin/ProductImportPage')) },
              { path: 'products/:productId', element: page(() => import('./pages/admin/ProductEditPage')) },
              { path: 'categories', element: page(() => import('./pages/admin/CategoriesPage')) },
              { path: 'collections', element: page(() => import('./pages/admin/CollectionsAdminPage')) },
            ],
          },
          { path: 'coupons', element: <RouteGuard requirement={ROUTE_REQUIREMENTS.manageCoupons}>{page(() => import('./pages/admin/CouponsPage'))}</RouteGuard> },
        ],
      },
      {
        path: 'subadmin',
        element: <RouteGuard requirement={ROUTE_REQUIREMENTS.subAdmin} />,
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          { path: 'dashboard', element: page(() => import('./pages/admin/DashboardPage')) },
          { path: 'city-analytics', element: page(() => import('./pages/admin/CityAnalyticsPage')) },
        ],
      },
      { path: 'products/manage', element: <RouteGuard requirement={ROUTE_REQUIREMENTS.manageProducts}>{page(() => import('./pages/admin/DashboardPage'))}</RouteGuard> },
      { path: 'orders/manage', element: <RouteGuard requirement={ROUTE_REQUIREMENTS.viewOrders}>{page(() => import('./pages/admin/DashboardPage'))}</RouteGuard> },
      { path: '*', element: page(() => import('./pages/NotFoundPage')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

/** ReactDOM.flushSync for <RouterProvider>, so a navigation can ask to be shown at once (features/auth/useSignOut.ts). */
export const flushRouterUpdate = (update: () => unknown): undefined => void flushSync(update);

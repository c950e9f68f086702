import { lazy, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LISTING_QUERY_PARAMS, MOVED_PAGES } from '@kapda/rules/storefront';
import { ROUTE_REQUIREMENTS } from './features/admin';
import { AppProviders } from './shell/AppProviders';
import { Layout } from './shell/Layout';

/** A page split into its own chunk; the layout's Suspense shows a spinner while it loads. */
function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return <Page />;
}

/**
 * The account's frame and the back office's guards load with their first page (issue 19): private
 * pages render in the browser only (the server's HTML shows the layout's spinner), so no first load
 * of a storefront page carries the route guard or the account layout.
 */
const AccountSection = lazy(() => import('./pages/account/AccountSection'));
const BackOfficeGuard = lazy(() => import('./pages/admin/BackOfficeGuard'));

/** What a server-rendered page's route carries: loading its chunk ahead of rendering, and what the server may know without rendering it. */
export interface PageHandle {
  preload(): Promise<void>;
  /** The query parameters the page reads: the server renders and keeps one copy per their values, ignoring any other (entry-server.tsx pageAddress). None: the path alone. */
  query?: readonly string[];
  /** The page shows one product (the `slug` parameter) or collection (`id`): what the server checks when it cannot render. */
  shows?: 'product' | 'collection';
  /** The catch-all: the address is not one of the shop's (404). */
  notFound?: boolean;
  /** Moved for good (@kapda/rules/storefront MOVED_PAGES): the server answers 301 there; the browser shows the same page. */
  movedTo?: string;
}

/**
 * A page the server renders (issue 19): a lazy chunk, like the others, that can also be loaded ahead
 * (`handle.preload`) — by the server before it renders and by the browser before it hydrates
 * (entry-server.tsx, main.tsx). A preloaded page renders at once (React.lazy given an already
 * settled thenable does not suspend), so neither shows the Suspense spinner over the server's HTML.
 */
function rendered(load: () => Promise<{ default: ComponentType }>, about: Omit<PageHandle, 'preload'> = {}): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: { default: ComponentType } | undefined;
  const settled = (module: { default: ComponentType }) => ({ then: (resolve: (m: { default: ComponentType }) => void) => resolve(module) }) as unknown as Promise<{ default: ComponentType }>;
  const Page = lazy(() => (loaded ? settled(loaded) : load().then((module) => (loaded = module))));
  const handle: PageHandle = {
    ...about,
    async preload() {
      loaded ??= await load();
    },
  };
  return { element: <Page />, handle };
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
      { index: true, ...rendered(() => import('./pages/HomePage')) },
      { path: 'shop', ...rendered(() => import('./pages/ShopPage'), { query: LISTING_QUERY_PARAMS }) },
      { path: 'product/:slug', ...rendered(() => import('./pages/ProductPage'), { shows: 'product' }) },
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
      { path: 'about', ...rendered(() => import('./pages/AboutPage')) },
      { path: 'contact', ...rendered(() => import('./pages/ContactPage')) },
      { path: 'shipping', ...rendered(() => import('./pages/ShippingPage')) },
      { path: 'faq', ...rendered(() => import('./pages/FaqPage')) },
      { path: 'privacy-policy', ...rendered(() => import('./pages/PrivacyPage')) },
      { path: 'privacy', ...rendered(() => import('./pages/PrivacyPage'), { movedTo: MOVED_PAGES['/privacy'] }) },
      { path: 'terms-of-service', ...rendered(() => import('./pages/TermsPage')) },
      { path: 'terms', ...rendered(() => import('./pages/TermsPage'), { movedTo: MOVED_PAGES['/terms'] }) },
      { path: 'collections', ...rendered(() => import('./pages/CollectionsPage')) },
      { path: 'collections/:id', ...rendered(() => import('./pages/CollectionPage'), { query: LISTING_QUERY_PARAMS, shows: 'collection' }) },
      { path: 'plus-size', ...rendered(() => import('./pages/PlusSizePage'), { query: LISTING_QUERY_PARAMS }) },
      { path: 'new-arrivals', ...rendered(() => import('./pages/NewArrivalsPage')) },
      { path: 'best-seller', ...rendered(() => import('./pages/BestSellerPage')) },
      { path: 'returns', ...rendered(() => import('./pages/ReturnsPage')) },
      { path: 'size-guide', ...rendered(() => import('./pages/SizeGuidePage')) },
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
      { path: '*', ...rendered(() => import('./pages/NotFoundPage'), { notFound: true }) },
    ],
  },
];

export const createAppRouter = (options?: Parameters<typeof createBrowserRouter>[1]) => createBrowserRouter(routes, options);

/** ReactDOM.flushSync for <RouterProvider>, so a navigation can ask to be shown at once (features/auth/useSignOut.ts). */
export const flushRouterUpdate = (update: () => unknown): undefined => void flushSync(update);

import { lazy, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { LISTING_QUERY_PARAMS, MOVED_PAGES } from '@kapda/rules/storefront';
import { AppProviders } from './shell/AppProviders';
import { Layout } from './shell/Layout';

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

/**
 * The pages the server renders (SPEC.md §2's public pages, and the not-found page last). The browser
 * starts from these alone (issue 19): the private pages' routes (private-routes.tsx: cart, checkout,
 * sign-in, account, back office — rendered in the browser only) are a chunk of their own, added the
 * first time an address is not one of these (a first load on a private page adds them before it
 * starts). The server's render and the tests use the whole table (all-routes.tsx).
 */
const publicPages: RouteObject[] = [
  { index: true, ...rendered(() => import('./pages/HomePage')) },
  { path: 'shop', ...rendered(() => import('./pages/ShopPage'), { query: LISTING_QUERY_PARAMS }) },
  { path: 'product/:slug', ...rendered(() => import('./pages/ProductPage'), { shows: 'product' }) },
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
  { path: '*', ...rendered(() => import('./pages/NotFoundPage'), { notFound: true }) },
];

const underTheLayout = (pages: RouteObject[]): RouteObject[] => [
  {
    id: 'root',
    path: '/',
    element: (
      <AppProviders>
        <Layout />
      </AppProviders>
    ),
    children: pages,
  },
];

/** The route table of SPEC.md §2 with these private pages' routes (all-routes.tsx, the whole table). Every route sits under the shared layout. */
export const withPrivatePages = (privatePages: RouteObject[]): RouteObject[] => underTheLayout([...publicPages, ...privatePages]);

const browserStart = underTheLayout(publicPages);
const loadPrivateRoutes = () => import('./private-routes').then((module) => module.privateRoutes);
/** An address the public pages do not have (their not-found page answers it): a private page's, or none. */
const isPrivateAddress = (table: RouteObject[], location: { pathname: string }) => (matchRoutes(table, location) ?? []).some((match) => match.route.path === '*');

/** The table the browser starts with at this address: the public pages, and the private ones when the address is one of theirs. */
export async function startingRoutes(location: { pathname: string }): Promise<RouteObject[]> {
  return isPrivateAddress(browserStart, location) ? withPrivatePages(await loadPrivateRoutes()) : browserStart;
}

/** The browser's router: a navigation to an address the table does not have yet adds the private pages' routes first. */
export function createAppRouter(table: RouteObject[], options?: Parameters<typeof createBrowserRouter>[1]) {
  let whole = table !== browserStart;
  return createBrowserRouter(table, {
    ...options,
    async patchRoutesOnNavigation({ matches, patch }) {
      // A public page with parameters (a product) is asked about too: nothing to add for it.
      const deepest = matches.at(-1)?.route;
      if (whole || (deepest && deepest.path !== '*' && deepest.id !== 'root')) return;
      const more = await loadPrivateRoutes();
      if (!whole) patch('root', more);
      whole = true;
    },
  });
}

/** ReactDOM.flushSync for <RouterProvider>, so a navigation can ask to be shown at once (features/auth/useSignOut.ts). */
export const flushRouterUpdate = (update: () => unknown): undefined => void flushSync(update);

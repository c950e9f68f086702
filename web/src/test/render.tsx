/** Render helpers: the real route table (or a few routes) inside Apollo, the router and the app's providers. */
import { render } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { createApolloClient } from '../apollo';
import { routes } from '../all-routes';
import { flushRouterUpdate } from '../routes';
import { AppProviders } from '../shell/AppProviders';
import { GRAPHQL_URL } from './msw';

function renderRouter(routeTable: RouteObject[], path: string) {
  const client = createApolloClient(GRAPHQL_URL);
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  const view = render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} flushSync={flushRouterUpdate} />
    </ApolloProvider>,
  );
  return { ...view, router, client };
}

/** The whole storefront at `path`: layout, header, drawers, footer and the lazy page. */
export function renderApp(path = '/') {
  return renderRouter(routes, path);
}

/** Just these routes, wrapped in the app's providers (toasts, session, cart) but not the layout. */
export function renderPage(pageRoutes: RouteObject[], path: string) {
  return renderRouter([{ element: <AppProviders><Outlet /></AppProviders>, children: pageRoutes }], path);
}

/** The current address of a rendered router, as a shopper would read it. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>) {
  const { pathname, search } = router.state.location;
  return pathname + search;
}

/** Render pages inside the real layout (header badge, cart drawer) and the app's providers. */
import { render } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createApolloClient } from '../apollo';
import { AppProviders } from '../shell/AppProviders';
import { Layout } from '../shell/Layout';
import { GRAPHQL_URL } from './msw';

export function renderStore(pages: RouteObject[], path: string | { pathname: string; search?: string; state?: unknown } = '/') {
  const client = createApolloClient(GRAPHQL_URL);
  const router = createMemoryRouter(
    [{ path: '/', element: <AppProviders><Layout /></AppProviders>, children: pages }],
    { initialEntries: [path] },
  );
  const view = render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { ...view, router, client };
}

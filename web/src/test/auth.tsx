/**
 * Accounts test kit: users as the API sends them, a signed-in browser, GraphQL error answers, and
 * the accounts pages rendered with the session and toast providers (without the cart, which would
 * call the API on its own).
 */
import { act, render, waitFor } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { HttpResponse, type GraphQLResponseBody } from 'msw';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createApolloClient } from '../apollo';
import { AuthProvider } from '../features/auth';
import { flushRouterUpdate } from '../routes';
import type { SessionUserFragment } from '../gql/graphql';
import { api, GRAPHQL_URL } from './msw';

export { api, useMockApi } from './msw';

/** A GraphQL error answer the way the API formats AppError (extensions {code, status}). */
export function apiError(status: number, message: string) {
  return HttpResponse.json<GraphQLResponseBody<never>>({ errors: [{ message, extensions: { status, code: String(status) } }] });
}

export function customer(overrides: Partial<SessionUserFragment> = {}): SessionUserFragment {
  return {
    __typename: 'User',
    id: '7',
    firstName: 'Asha',
    lastName: 'Patel',
    email: 'asha@example.in',
    phone: '9876543210',
    role: 'customer',
    roles: ['customer'],
    permissions: [],
    department: '',
    emailVerified: true,
    pendingEmail: null,
    gender: null,
    dateOfBirth: null,
    whatsappOptIn: false,
    isAdmin: false,
    isSubAdmin: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  } as SessionUserFragment;
}

export function subAdmin(overrides: Partial<SessionUserFragment> = {}) {
  return customer({ id: '8', firstName: 'Ravi', lastName: 'Shah', email: 'ravi@kapda.in', role: 'subadmin', roles: ['subadmin'], permissions: ['manage_products'], department: 'Catalog', isSubAdmin: true, ...overrides });
}

export function admin(overrides: Partial<SessionUserFragment> = {}) {
  return customer({ id: '1', firstName: 'Meera', lastName: 'Desai', email: 'admin@kapda.in', role: 'admin', roles: ['admin'], permissions: [], department: 'all', isAdmin: true, isSubAdmin: true, ...overrides });
}

/** Sign a user in the way a previous visit would have: the cookies the app reads on load. */
export function signedInAs(user: SessionUserFragment, token = 'token-123') {
  document.cookie = `tokens=${encodeURIComponent(JSON.stringify({ accessToken: token }))}; Path=/`;
  document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}; Path=/`;
}

/** The `me` answer for a restored session. */
export function meIs(user: SessionUserFragment | null) {
  return api.query('Me', () => HttpResponse.json({ data: { me: user } }));
}

/** Render routes inside the app's providers, starting at `path` (or a full entry with state). */
export function renderRoutes(routes: RouteObject[], initial: string | { pathname: string; search?: string; state?: unknown } = '/') {
  const client = createApolloClient(GRAPHQL_URL);
  const router = createMemoryRouter(routes, { initialEntries: [initial] });
  const view = render(
    <ApolloProvider client={client}>
      <SnackbarProvider autoHideDuration={null}>
        <AuthProvider>
          <RouterProvider router={router} flushSync={flushRouterUpdate} />
        </AuthProvider>
      </SnackbarProvider>
    </ApolloProvider>,
  );
  return { ...view, router, client };
}

/** The texts of the toasts on screen. */
export function toasts(): string[] {
  return [...document.querySelectorAll('#notistack-snackbar')].map((el) => el.textContent ?? '');
}

/** Wait until a toast with this text shows. */
export async function findToast(text: string) {
  await waitFor(() => {
    if (!toasts().includes(text)) throw new Error(`No toast '${text}'; toasts: ${JSON.stringify(toasts())}`);
  });
}

export const flush = () => act(async () => {});

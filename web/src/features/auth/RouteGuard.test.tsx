import { screen } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROUTE_REQUIREMENTS } from '../admin';
import { RouteGuard } from './RouteGuard';
import { admin, api, customer, findToast, meIs, renderRoutes, signedInAs, subAdmin, useMockApi } from '../../test/auth';
import { FORBIDDEN_PAGE } from './RouteGuard';
import type { SessionUser } from './AuthContext';

const server = useMockApi();

const routes = [
  { path: '/', element: <h1>Home</h1> },
  { path: '/login', element: <h1>Login</h1> },
  { path: '/account', element: <RouteGuard><h1>Account</h1></RouteGuard> },
  { path: '/admin/dashboard', element: <RouteGuard requirement={ROUTE_REQUIREMENTS.admin}><h1>Admin dashboard</h1></RouteGuard> },
  { path: '/subadmin/dashboard', element: <RouteGuard requirement={ROUTE_REQUIREMENTS.subAdmin}><h1>SubAdmin dashboard</h1></RouteGuard> },
  { path: '/products/manage', element: <RouteGuard requirement={ROUTE_REQUIREMENTS.manageProducts}><h1>Products dashboard</h1></RouteGuard> },
  { path: '/orders/manage', element: <RouteGuard requirement={ROUTE_REQUIREMENTS.viewOrders}><h1>Orders dashboard</h1></RouteGuard> },
];

async function visitAs(user: SessionUser | null, path: string) {
  if (user) signedInAs(user);
  server.use(meIs(user));
  const view = renderRoutes(routes, path);
  await screen.findByRole('heading');
  return view;
}

describe('route guard (SPEC.md §2)', () => {
  it('shows a spinner while the session is restored', async () => {
    signedInAs(customer());
    server.use(api.query('Me', async () => {
      await delay(50);
      return HttpResponse.json({ data: { me: customer() } });
    }));
    renderRoutes(routes, '/account');
    expect(screen.getByRole('status').textContent).toContain('Checking your session');
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeTruthy();
  });

  it('sends a visitor to /login and remembers where they were going', async () => {
    const { router } = await visitAs(null, '/account');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: { pathname: '/account', search: '', hash: '' } });
  });

  it('sends a visitor whose stored token the server no longer accepts to /login', async () => {
    signedInAs(customer());
    server.use(meIs(null));
    renderRoutes(routes, '/account');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });

  it('tells a signed-in user without the role or permission so, then shows /', async () => {
    const view = await visitAs(subAdmin({ permissions: ['manage_banners'], department: 'Marketing' }), '/admin/dashboard');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/');
    await findToast(FORBIDDEN_PAGE);
    expect(FORBIDDEN_PAGE).toBe('You do not have permission to open that page.');
  });

  it('sends a customer away from the back office to /', async () => {
    for (const path of ['/admin/dashboard', '/subadmin/dashboard', '/products/manage', '/orders/manage']) {
      const view = await visitAs(customer(), path);
      expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
      view.unmount();
    }
  });

  it('lets a sub-admin into the sub-admin dashboard and their permission route, not the admin ones', async () => {
    const catalog = subAdmin({ permissions: ['manage_products'], department: 'Catalog' });
    const expectations: [string, string][] = [
      ['/subadmin/dashboard', 'SubAdmin dashboard'],
      ['/products/manage', 'Products dashboard'],
      ['/orders/manage', 'Home'],
      ['/admin/dashboard', 'Home'],
    ];
    for (const [path, heading] of expectations) {
      const view = await visitAs(catalog, path);
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
      view.unmount();
    }
  });

  it('checks the department: view_orders in Catalog does not open /orders/manage, in all departments it does', async () => {
    let view = await visitAs(subAdmin({ permissions: ['view_orders'], department: 'Catalog' }), '/orders/manage');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    view.unmount();
    view = await visitAs(subAdmin({ permissions: ['VIEW_ORDERS'], department: 'all' }), '/orders/manage');
    expect(screen.getByRole('heading', { name: 'Orders dashboard' })).toBeTruthy();
  });

  it('lets an admin in everywhere (admins count as sub-admins)', async () => {
    for (const [path, heading] of [['/admin/dashboard', 'Admin dashboard'], ['/subadmin/dashboard', 'SubAdmin dashboard'], ['/orders/manage', 'Orders dashboard']]) {
      const view = await visitAs(admin(), path);
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
      view.unmount();
    }
  });
});

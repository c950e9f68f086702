import { configure, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { admin, api, customer, meIs, signedInAs, useMockApi } from '../../test/auth';
import { signedInBasics } from '../../test/handlers';
import { currentUrl, renderApp } from '../../test/render';
import type { SessionUser } from '../auth';

const server = useMockApi(...signedInBasics);
// Each route's page is a lazy chunk that vitest transforms on first use: allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });

function visitAs(user: SessionUser | null, path: string) {
  if (user) signedInAs(user);
  server.use(meIs(user));
  return renderApp(path);
}

describe('account and back-office routes in the real route table (SPEC.md §2)', () => {
  it('the account overview greets the shopper and links profile, orders and wishlist', async () => {
    visitAs(customer(), '/account');
    expect(await screen.findByRole('heading', { name: 'Namaste, Asha!' })).toBeTruthy();
    const overview = screen.getByRole('region', { name: 'Namaste, Asha!' });
    expect(within(overview).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/account/profile', '/account/orders', '/account/wishlist']);
  });

  it('any other /account/… path shows the account page (the account catch-all)', async () => {
    const { router } = visitAs(customer(), '/account/somewhere-else');
    expect(await screen.findByRole('heading', { name: 'Namaste, Asha!' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/account/somewhere-else');
  });

  it('a visitor is sent to /login from the account', async () => {
    const { router } = visitAs(null, '/account/orders');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/login');
  });

  it("/account/orders: 'No orders yet' and a way to the shop", async () => {
    server.use(
      api.query('MyOrders', () => HttpResponse.json({ data: { myOrders: { __typename: 'OrderPage', total: 0, page: 1, totalPages: 1, orders: [] } } })),
      api.query('MyReturns', () => HttpResponse.json({ data: { myReturns: { __typename: 'ReturnPage', total: 0, page: 1, totalPages: 1, returns: [] } } })),
    );
    visitAs(customer(), '/account/orders');
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/shop');
  });

  it('an unknown path outside the account shows the not-found page', async () => {
    visitAs(null, '/no-such-page');
    expect(await screen.findByText(/not found|could not find|doesn.t exist/i)).toBeTruthy();
  });

  it('/admin opens the admin dashboard, without the storefront header; city analytics and an order open their own screens', async () => {
    const range = { __typename: 'DayRange', from: '2026-10-25', to: '2026-11-23', days: 30, previousFrom: '2026-09-25', previousTo: '2026-10-24' };
    const place = { __typename: 'PlaceSales', state: 'Gujarat', city: 'Surat', orders: 3, paidOrders: 1, revenue: 123456, averageOrderValue: 41152, customers: 3 };
    const { router } = visitAs(admin(), '/admin');
    server.use(
      api.query('SubAdmins', () => HttpResponse.json({ data: { subAdmins: [] } })),
      api.query('Dashboard', () => HttpResponse.json({ data: { dashboard: { __typename: 'Dashboard', range, sales: null, ordersByStatus: null, topProducts: null, lowStock: null, latestOrders: null } } })),
      api.query('CityAnalytics', () => HttpResponse.json({ data: { cityAnalytics: { __typename: 'CityAnalytics', range, cities: [place], states: [{ ...place, city: null }] } } })),
      api.query('BackOfficeOrder', () => HttpResponse.json({ errors: [{ message: 'Order not found', extensions: { code: 'NOT_FOUND', status: 404 } }] })),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/admin/dashboard');
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();

    await router.navigate('/admin/city-analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'City analytics' })).toBeTruthy();
    const table = await screen.findByRole('region', { name: 'By city' });
    expect(within(table).getByText('₹1,23,456.00')).toBeTruthy();

    await router.navigate('/admin/orders/999');
    expect((await screen.findByRole('alert')).textContent).toContain('Order not found');
    expect(screen.getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe('/admin/orders');
  });
});

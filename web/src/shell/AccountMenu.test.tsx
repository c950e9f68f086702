import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInBasics } from '../test/handlers';
import { api, useMockApi } from '../test/msw';
import { renderApp } from '../test/render';

const server = useMockApi(...signedInBasics);

function signInAs(overrides: Record<string, unknown>) {
  const user = {
    __typename: 'User', id: '1', firstName: 'Meera', lastName: 'Desai', email: 'meera@kapda.in', phone: null, role: 'customer', roles: ['customer'],
    permissions: [], department: '', emailVerified: true, pendingEmail: null, gender: null, dateOfBirth: null, isAdmin: false, isSubAdmin: false,
    createdAt: '2026-01-01T00:00:00.000Z', ...overrides,
  };
  document.cookie = `tokens=${encodeURIComponent(JSON.stringify({ accessToken: 't' }))}; Path=/`;
  document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}; Path=/`;
  server.use(api.query('Me', () => HttpResponse.json({ data: { me: user } })));
}

describe('header account dropdown', () => {
  it('offers an admin My Profile, Admin Dashboard and Logout, and closes 200 ms after losing focus', async () => {
    const user = userEvent.setup();
    signInAs({ role: 'admin', roles: ['admin'], department: 'all', isAdmin: true, isSubAdmin: true });
    renderApp('/about');
    await user.click(await screen.findByRole('button', { name: /Meera/ }));
    const menu = screen.getByRole('list', { name: 'Account menu' });
    expect(within(menu).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['My Profile', 'Admin Dashboard', 'Logout']);
    expect(within(menu).getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/account');

    // Focus leaves the dropdown: it stays for 200 ms (so a click on an item still lands), then closes.
    await user.tab({ shift: true });
    const accountMenu = () => screen.queryByRole('list', { name: 'Account menu' });
    expect(accountMenu()).not.toBeNull();
    await waitFor(() => expect(accountMenu()).toBeNull(), { timeout: 1000 });
  });

  it('offers a sub-admin who is not an admin the SubAdmin Dashboard', async () => {
    const user = userEvent.setup();
    signInAs({ role: 'subadmin', roles: ['subadmin'], permissions: ['manage_products'], department: 'Catalog', isSubAdmin: true });
    renderApp('/about');
    await user.click(await screen.findByRole('button', { name: /Meera/ }));
    expect(screen.getByRole('link', { name: 'SubAdmin Dashboard' }).getAttribute('href')).toBe('/subadmin/dashboard');
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
  });
});

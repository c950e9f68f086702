import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { emptyMemberCart, emptyMemberWishlist, emptyShop } from '../test/handlers';
import { api, useMockApi } from '../test/msw';
import { currentUrl, renderApp } from '../test/render';
import { departments } from '../test/catalog-fixtures';

const server = useMockApi(emptyMemberCart, emptyMemberWishlist, api.query('ShopCategories', () => HttpResponse.json({ data: { categories: departments() } })));

async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return { user, menu: screen.getByRole('dialog', { name: 'Menu' }) };
}

function signIn(user: Record<string, unknown>) {
  document.cookie = `tokens=${encodeURIComponent(JSON.stringify({ accessToken: 't' }))}; Path=/`;
  document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}; Path=/`;
  server.use(api.query('Me', () => HttpResponse.json({ data: { me: { __typename: 'User', ...user } } })));
}

const shopper = {
  id: '7', firstName: 'Asha', lastName: 'Patel', email: 'asha@example.in', phone: null, role: 'customer', roles: ['customer'],
  permissions: [], department: '', emailVerified: true, pendingEmail: null, gender: null, dateOfBirth: null, isAdmin: false, isSubAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('menu drawer', () => {
  it("is titled 'Menu' and links every storefront page in order", async () => {
    renderApp('/about');
    const { menu } = await openMenu();
    const links = within(within(menu).getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Shop', '/shop'],
      ['Plus Size', '/plus-size'],
      ['New Arrivals', '/new-arrivals'],
      ['Collection', '/collections'],
      ['Best Seller', '/best-seller'],
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
    ]);
  });

  it('lists the departments to shop by (asked for only once it opens), each opening its sub-categories', async () => {
    let asked = 0;
    server.use(
      ...emptyShop,
      api.query('ShopCategories', () => {
        asked += 1;
        return HttpResponse.json({ data: { categories: departments() } });
      }),
    );
    const { router } = renderApp('/about');
    expect(asked).toBe(0);
    const { user, menu } = await openMenu();
    const categories = await within(menu).findByRole('navigation', { name: 'Shop by category' });
    const top = () => within(categories).getAllByRole('link').filter((link) => link.closest('[hidden]') === null);
    await waitFor(() => expect(top().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Women', '/shop?category=women'],
      ['Men', '/shop?category=men'],
      ['Plus Size', '/shop?category=plus-size'],
      ['Accessories', '/shop?category=accessories'],
    ]));
    const toggle = within(categories).getByRole('button', { name: 'Women: sub-categories' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(top().map((link) => link.textContent)).toEqual(['Women', 'All Women', 'Kurtas', 'Sarees', 'Men', 'Plus Size', 'Accessories']);
    await user.click(within(categories).getByRole('link', { name: 'Sarees' }));
    expect(currentUrl(router)).toBe('/shop?category=women-sarees');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it("shows a logged-out shopper 'Login / Register' under 'Your Account'", async () => {
    const { router } = renderApp('/about');
    const { user, menu } = await openMenu();
    expect(within(menu).getByRole('heading', { name: 'Your Account' })).toBeTruthy();
    await user.click(within(menu).getByRole('link', { name: 'Login / Register' }));
    expect(currentUrl(router)).toBe('/login');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('shows a logged-in shopper their name, email and account links, and Logout goes home', async () => {
    signIn(shopper);
    server.use(api.mutation('Logout', () => HttpResponse.json({ data: { logout: { __typename: 'MessagePayload', success: true, message: 'Logged out' } } })));
    const { router } = renderApp('/about');
    const { user, menu } = await openMenu();
    expect(await within(menu).findByText('Asha Patel')).toBeTruthy();
    expect(within(menu).getByText('asha@example.in')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/account/profile');
    expect(within(menu).getByRole('link', { name: 'My Orders' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'My Wishlist' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'SubAdmin Dashboard' })).toBeNull();

    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(currentUrl(router)).toBe('/');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('closes on Escape', async () => {
    renderApp('/about');
    const { user } = await openMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });
});

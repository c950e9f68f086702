import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { emptyMemberCart, emptyMemberWishlist } from '../test/handlers';
import { api, useMockApi } from '../test/msw';
import { renderApp } from '../test/render';
import { customer, meIs, signedInAs } from '../test/auth';
import { DUPATTA, KURTA, fakeStoreApi } from '../test/fake-store-api';

const server = useMockApi(emptyMemberCart, emptyMemberWishlist);

const tabs = () =>
  within(screen.getByRole('navigation', { name: 'Quick links' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('bottom tabs', () => {
  it('offer Home, Shop, Plus Size, Wishlist and Profile → /login to a guest', () => {
    renderApp('/about');
    expect(tabs()).toEqual([['Home', '/'], ['Shop', '/shop'], ['Plus Size', '/plus-size'], ['Wishlist', '/account/wishlist'], ['Profile', '/login']]);
  });

  it('send a logged-in shopper to /account from Profile', async () => {
    const user = { __typename: 'User', id: '7', firstName: 'Asha', lastName: 'Patel', email: 'asha@example.in', phone: null, role: 'customer', roles: ['customer'], permissions: [], department: '', emailVerified: true, pendingEmail: null, gender: null, dateOfBirth: null, isAdmin: false, isSubAdmin: false, createdAt: '2026-01-01T00:00:00.000Z' };
    document.cookie = `tokens=${encodeURIComponent(JSON.stringify({ accessToken: 't' }))}; Path=/`;
    document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}; Path=/`;
    server.use(api.query('Me', () => HttpResponse.json({ data: { me: user } })));
    renderApp('/about');
    expect(await screen.findByRole('link', { name: 'Profile' })).toBeTruthy();
    expect(tabs()[4]).toEqual(['Profile', '/account']);
  });

  it('count the wishlist on the Wishlist tab and on the header icon', async () => {
    const store = fakeStoreApi();
    store.member.wishlist.push(store.wishlistItem(KURTA), store.wishlistItem(DUPATTA));
    server.use(...store.handlers, meIs(customer()));
    signedInAs(customer());
    renderApp('/about');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Wishlist, 2 items' })).toHaveLength(2));
    for (const link of screen.getAllByRole('link', { name: 'Wishlist, 2 items' })) {
      expect(link.getAttribute('href')).toBe('/account/wishlist');
      expect(link.querySelector('.count-badge')?.textContent).toBe('2');
    }
  });
});

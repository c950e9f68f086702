import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { emptyMemberCart, emptyMemberWishlist } from '../test/handlers';
import { api, useMockApi } from '../test/msw';
import { renderApp } from '../test/render';

const server = useMockApi(emptyMemberCart, emptyMemberWishlist);

const tabs = () =>
  within(screen.getByRole('navigation', { name: 'Quick links' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('bottom tabs', () => {
  it('offer Home, Shop, Plus Size and Profile → /login to a guest', () => {
    renderApp('/about');
    expect(tabs()).toEqual([['Home', '/'], ['Shop', '/shop'], ['Plus Size', '/plus-size'], ['Profile', '/login']]);
  });

  it('send a logged-in shopper to /account from Profile', async () => {
    const user = { __typename: 'User', id: '7', firstName: 'Asha', lastName: 'Patel', email: 'asha@example.in', phone: null, role: 'customer', roles: ['customer'], permissions: [], department: '', emailVerified: true, pendingEmail: null, gender: null, dateOfBirth: null, isAdmin: false, isSubAdmin: false, createdAt: '2026-01-01T00:00:00.000Z' };
    document.cookie = `tokens=${encodeURIComponent(JSON.stringify({ accessToken: 't' }))}; Path=/`;
    document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}; Path=/`;
    server.use(api.query('Me', () => HttpResponse.json({ data: { me: user } })));
    renderApp('/about');
    expect(await screen.findByRole('link', { name: 'Profile' })).toBeTruthy();
    expect(tabs()[3]).toEqual(['Profile', '/account']);
  });
});

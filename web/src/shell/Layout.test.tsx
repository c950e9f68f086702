import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMockApi } from '../test/msw';
import { renderApp } from '../test/render';
import { isBackOfficePath } from '../features/admin';
import { meIs, signedInAs, subAdmin } from '../test/auth';

const server = useMockApi();

describe('layout', () => {
  it('wraps storefront pages in header, footer and bottom tabs, with the lazy page inside', async () => {
    renderApp('/shipping');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping Information' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Quick links' })).toBeTruthy();
  });

  it('hides header and footer on any path containing /admin', async () => {
    renderApp('/admin/dashboard');
    await screen.findByRole('main');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
    expect(isBackOfficePath('/shop/admin-picks')).toBe(true);
  });

  it("draws the sub-admin's pages in the back office's layout too: no promo banner, header or footer", async () => {
    // Signed in, so the guard keeps the page (a visitor would be sent to /login, drawn in the storefront).
    signedInAs(subAdmin());
    server.use(meIs(subAdmin()));
    renderApp('/subadmin/dashboard');
    await screen.findByRole('main');
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.app--back-office')).not.toBeNull();
    expect(document.querySelector('.site-header')).toBeNull();
    expect(document.querySelector('.promo-banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
    for (const path of ['/subadmin/dashboard', '/subadmin/city-analytics', '/subadmin', '/products/manage', '/orders/manage']) expect(isBackOfficePath(path), path).toBe(true);
    for (const path of ['/shop', '/account', '/subadmins-day-sale', '/orders']) expect(isBackOfficePath(path), path).toBe(false);
  });

  it('shows the not-found page for an unknown address', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse the Shop' }).getAttribute('href')).toBe('/shop');
  });

  it('serves the same page at /privacy and /privacy-policy, and at /terms and /terms-of-service', async () => {
    const first = renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    first.unmount();
    const second = renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByText(/courts at Surat, Gujarat have exclusive jurisdiction/)).toBeTruthy();
    second.unmount();
  });
});

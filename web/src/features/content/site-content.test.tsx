import { screen, within } from '@testing-library/react';
import { HttpResponse, type GraphQLResponseBody } from 'msw';
import { describe, expect, it } from 'vitest';
import { SEEDED_CONTENT } from '@kapda/rules/site-content-seed';
import { findToast } from '../../test/auth';
import { api, useMockApi } from '../../test/msw';
import { renderApp } from '../../test/render';

const server = useMockApi();

const answer = (page: string, data: unknown) => HttpResponse.json<GraphQLResponseBody<Record<string, unknown>>>({ data: { siteContent: { __typename: 'SiteContent', page, data, versionId: '3', publishedAt: '2026-11-23T06:00:00.000Z' } } });

describe('storefront pages from site content', () => {
  it('renders the about page and the footer from what the back office published, links included', async () => {
    const about = { ...SEEDED_CONTENT.about, title: 'Our Surat story', story: [{ text: 'Since 2019 — see [our sarees](/shop?category=women).' }] };
    const footer = { ...SEEDED_CONTENT.footer, brand_info: { description: 'Woven with care.' }, quickLinks: [{ url: '/collections', label: 'Collections' }], newsletter: { headline: '', description: '', placeholder_text: '', button_text: '' }, newsletterHeadline: 'Letters from Surat', newsletterSubtext: 'Old subtext' };
    server.use(api.query('SiteContent', ({ variables }) => answer(variables.page as string, variables.page === 'about' ? about : footer)));
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Surat story' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'our sarees' }).getAttribute('href')).toBe('/shop?category=women');
    const site = screen.getByRole('contentinfo');
    expect(await within(site).findByText('Woven with care.')).toBeTruthy();
    expect(within(site).getByRole('link', { name: 'Collections' }).getAttribute('href')).toBe('/collections');
    // Legacy newsletter fields are read when `newsletter` is empty.
    expect(within(site).getByRole('heading', { name: 'Letters from Surat' })).toBeTruthy();
  });

  it("falls back to the seeded words and says so when loading fails", async () => {
    server.use(api.query('SiteContent', () => HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 })));
    renderApp('/contact');
    await findToast('Failed to load contact page data');
    await findToast('Failed to load footer data');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(screen.getByText('Surat, Gujarat 395002')).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: "Men's Fashion" })).toBeTruthy();
  });

  it('shows the static footer links while the footer content is on its way', async () => {
    server.use(api.query('SiteContent', () => new Promise(() => {})));
    renderApp('/shipping');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping Information' })).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'All Products' }).getAttribute('href')).toBe('/shop');
  });
});

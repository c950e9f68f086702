import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { productCard, returnPolicy } from '../test/catalog-fixtures';
import { api, useMockApi } from '../test/msw';
import { renderPage } from '../test/render';
import HomePage from './HomePage';

const server = useMockApi();

const department = (id: string, slug: string, name: string) => ({ __typename: 'Category', id, slug, name, description: '', image: `/media/${slug}.webp`, productCount: 10 });

describe('/ (home)', () => {
  it('shows the hero, the four departments, new arrivals, best sellers and collections', async () => {
    server.use(
      api.query('HomeShowcase', () =>
        HttpResponse.json({
          data: {
            returnPolicy,
            newArrivals: [productCard({ id: '1', title: 'Mustard Mulmul Kurti', isNew: true })],
            bestSellers: [productCard({ id: '2', title: 'Ivory Chikankari Kurta', price: 1299, mrp: 1299, percentOff: 0 })],
            collections: [{ __typename: 'Collection', id: '5', slug: 'festive-edit', title: 'Festive Edit', description: 'Zari and gota for Diwali.', image: null, productCount: 30 }],
            categories: [department('w', 'women', 'Women'), department('m', 'men', 'Men'), department('p', 'plus-size', 'Plus Size'), department('a', 'accessories', 'Accessories')],
          },
        }),
      ),
    );
    renderPage([{ path: '/', element: <HomePage /> }], '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Woven in Surat, made for every celebration' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Mustard Mulmul Kurti' })).toBeTruthy();

    const departments = within(screen.getByRole('region', { name: 'Shop by category' })).getAllByRole('link');
    expect(departments.map((link) => link.getAttribute('href'))).toEqual(['/shop?category=women', '/shop?category=men', '/plus-size', '/shop?category=accessories']);
    expect(within(screen.getByRole('region', { name: 'Best Sellers' })).getByText('₹1,299.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Festive Edit/ }).getAttribute('href')).toBe('/collections/5');
    expect(screen.getByRole('link', { name: 'Shop the Sale' }).getAttribute('href')).toBe('/shop?sale=true');
  });

  it('offers a retry when the latest styles cannot be loaded', async () => {
    server.use(api.query('HomeShowcase', () => HttpResponse.json({ errors: [{ message: 'boom' }] })));
    renderPage([{ path: '/', element: <HomePage /> }], '/');
    expect(await screen.findByText('We couldn’t load the latest styles')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

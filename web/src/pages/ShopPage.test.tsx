import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { departments, facets, productCard, productPage } from '../test/catalog-fixtures';
import { api, useMockApi } from '../test/msw';
import { currentUrl, renderPage } from '../test/render';
import ShopPage from './ShopPage';

const server = useMockApi();

const KURTA = productCard({ id: '1', title: 'Maroon Chanderi Silk Kurta', price: 1499, mrp: 2199, percentOff: 31 });
const SAREE = productCard({ id: '2', slug: 'banarasi-saree', title: 'Emerald Banarasi Saree', price: 123456, mrp: 123456, percentOff: 0, onSale: false, inStock: false });

/** Answers the shop's three queries; returns every products() request's variables. */
function catalogue(items = [KURTA, SAREE], total = items.length) {
  const requests: Record<string, unknown>[] = [];
  server.use(
    api.query('ShopProducts', ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({ data: { products: productPage(items, { total, page: Number(variables.page) }) } });
    }),
    api.query('ShopFacets', () => HttpResponse.json({ data: { productFacets: facets() } })),
    api.query('ShopCategories', () => HttpResponse.json({ data: { categories: departments() } })),
  );
  return requests;
}

const renderShop = (path: string) => renderPage([{ path: '/shop', element: <ShopPage /> }], path);
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('article')!;

describe('/shop', () => {
  it("lists the department's products with price, MRP struck through, % off and a sold-out badge", async () => {
    const requests = catalogue();
    renderShop('/shop?category=women');

    expect(screen.getByRole('heading', { level: 1, name: "Women's Fashion" })).toBeTruthy();
    await screen.findByText('2 products');
    const kurta = card('Maroon Chanderi Silk Kurta');
    expect(within(kurta).getByText('₹1,499.00')).toBeTruthy();
    expect(within(kurta).getByText('₹2,199.00').closest('s')).toBeTruthy();
    expect(within(kurta).getByText('31% OFF')).toBeTruthy();
    expect(within(kurta).getByRole('link').getAttribute('href')).toBe('/product/product-1');
    const saree = card('Emerald Banarasi Saree');
    expect(within(saree).getByText('₹1,23,456.00')).toBeTruthy();
    expect(within(saree).getByText('Sold Out')).toBeTruthy();
    expect(within(saree).queryByText(/OFF/)).toBeNull();
    expect(requests[0]).toEqual({ filter: { category: 'women' }, sort: 'NEWEST', page: 1, limit: 24 });
  });

  it('keeps sort and filters in the URL, asks the API for them and starts again from page 1', async () => {
    const user = userEvent.setup();
    const requests = catalogue();
    const { router } = renderShop('/shop?sale=true&page=3');
    await screen.findByText('2 products');
    expect(screen.getByRole('heading', { level: 1, name: 'Sale' })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: Low to High');
    expect(currentUrl(router)).toBe('/shop?sale=true&sort=price-asc');

    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(await within(drawer).findByRole('button', { name: 'M' }));
    await user.click(within(drawer).getByRole('button', { name: 'Navy' }));
    await user.click(within(drawer).getByRole('checkbox', { name: 'In stock only' }));
    await user.click(within(drawer).getByRole('radio', { name: '₹500.00 – ₹1,000.00' }));
    expect(currentUrl(router)).toBe('/shop?sale=true&sort=price-asc&sizes=M&colors=Navy&inStock=true&minPrice=500&maxPrice=1000');
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        filter: { sale: true, sizes: ['M'], colors: ['Navy'], minPrice: 500, maxPrice: 1000, inStock: true },
        sort: 'PRICE_ASC',
        page: 1,
        limit: 24,
      }),
    );

    await user.click(within(drawer).getByRole('button', { name: /Show 2 results/ }));
    await user.click(screen.getByRole('button', { name: 'Remove filter Size M' }));
    expect(currentUrl(router)).toBe('/shop?sale=true&sort=price-asc&colors=Navy&inStock=true&minPrice=500&maxPrice=1000');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(currentUrl(router)).toBe('/shop?sort=price-asc');
  });

  it('pages through results with the page in the URL and shows the total', async () => {
    const user = userEvent.setup();
    const requests = catalogue([KURTA, SAREE], 50);
    const { router } = renderShop('/shop?category=men');
    expect(await screen.findByText('50 products')).toBeTruthy();
    expect(screen.getByText('Showing 1–24 of 50')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Next ›' }));
    expect(currentUrl(router)).toBe('/shop?category=men&page=2');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ page: 2 }));
    expect(await screen.findByText('Showing 25–48 of 50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('searches by relevance and says when nothing matches', async () => {
    const requests = catalogue([]);
    renderShop('/shop?search=zardozi%20jacket');
    expect(await screen.findByText('No results for “zardozi jacket”')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “zardozi jacket”' })).toBeTruthy();
    expect(requests[0]).toEqual({ filter: { search: 'zardozi jacket' }, sort: 'RELEVANCE', page: 1, limit: 24 });
    expect(screen.getByRole('link', { name: 'Browse all products' }).getAttribute('href')).toBe('/shop');
  });

  it('offers a retry when products cannot be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    catalogue();
    server.use(
      api.query('ShopProducts', () => {
        calls += 1;
        return calls <= 2 ? HttpResponse.error() : HttpResponse.json({ data: { products: productPage([KURTA]) } });
      }),
    );
    renderShop('/shop');
    await user.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 }));
    expect(await screen.findByText('1 product')).toBeTruthy();
  });
});

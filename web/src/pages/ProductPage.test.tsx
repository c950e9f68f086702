import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { productDetail, returnPolicy } from '../test/catalog-fixtures';
import { api, useMockApi } from '../test/msw';
import { renderPage } from '../test/render';
import ProductPage from './ProductPage';

const server = useMockApi();

function answer(product: ReturnType<typeof productDetail> | null) {
  server.use(
    api.query('ProductDetail', () => HttpResponse.json({ data: { returnPolicy, product } })),
    api.query('ProductReviews', () => HttpResponse.json({ data: { productReviews: { __typename: 'ProductReviewPage', items: [], total: 0, page: 1, pageCount: 1, rating: { __typename: 'RatingSummary', average: 0, count: 0 } } } })),
  );
}

const renderProduct = (slug = 'maroon-chanderi-silk-kurta') => renderPage([{ path: '/product/:slug', element: <ProductPage /> }], `/product/${slug}`);

describe('/product/{slug}', () => {
  it('shows the GST-inclusive price, the MRP struck through, the % off and "Inclusive of all taxes"', async () => {
    answer(productDetail());
    renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Maroon Chanderi Silk Kurta' })).toBeTruthy();
    const purchase = screen.getByText('Inclusive of all taxes').parentElement!;
    expect(within(purchase).getByText('₹1,499.00')).toBeTruthy();
    expect(within(purchase).getByText('₹2,199.00').closest('s')).toBeTruthy();
    expect(within(purchase).getByText('31% OFF')).toBeTruthy();
    expect(screen.getByText(/Free shipping/).parentElement!.textContent).toContain('over ₹500.00');
    expect(screen.getByText('30-day returns')).toBeTruthy();
    expect(screen.getByText('Chanderi silk-cotton')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Navy Cotton Kurta Set' })).toBeTruthy();
  });

  it('keeps Add to Cart disabled until a size and colour are chosen, and shows sold-out sizes disabled', async () => {
    const user = userEvent.setup();
    answer(productDetail());
    renderProduct();
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Please select a size and colour')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Navy' }));
    expect((screen.getByRole('button', { name: 'Size L, sold out' }) as HTMLButtonElement).disabled).toBe(true);
    expect((add as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Maroon' }));
    await user.click(screen.getByRole('button', { name: 'Size M' }));
    expect(screen.getByText('Only 2 left')).toBeTruthy();
    expect((add as HTMLButtonElement).disabled).toBe(false);
  });

  it('says "Sold out" for a product with no stock left', async () => {
    const product = productDetail();
    answer({ ...product, inStock: false, variants: product.variants.map((v) => ({ ...v, stock: 0, inStock: false })) });
    renderProduct();
    expect(await screen.findByText('Sold out')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sold Out' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a friendly page for an unknown product', async () => {
    answer(null);
    renderProduct('no-such-kurta');
    expect(await screen.findByRole('heading', { name: 'We couldn’t find that product' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the shop' }).getAttribute('href')).toBe('/shop');
  });
});

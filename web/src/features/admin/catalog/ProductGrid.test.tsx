import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, meIs, renderRoutes, signedInAs, subAdmin, useMockApi } from '../../../test/auth';
import { ProductEditor } from './ProductEditor';

/**
 * The product editor's size × colour grid and stock panel: no placeholder variants, swatches that
 * follow the colour's name, and a stock panel that sends its adjustment (not the editor's form).
 */
const server = useMockApi();
const catalog = subAdmin({ permissions: ['manage_products'], department: 'Catalog' });

const categories = [
  { __typename: 'CatalogCategory', id: '1', name: 'Women', slug: 'women', description: 'Women', parentId: null, position: 0, productCount: 0, childCount: 1 },
  { __typename: 'CatalogCategory', id: '2', name: 'Kurtas', slug: 'women-kurtas', description: 'Kurtas', parentId: '1', position: 0, productCount: 3, childCount: 0 },
];

const variant = (stock: number) => ({ __typename: 'CatalogVariant', id: '31', sku: 'IDK-MUSTARD-M', size: 'M', color: 'Mustard', colorHex: '#d4a02a', stock, mrp: 1499, sellingPrice: 952.38, price: 1000 });
const product = {
  __typename: 'CatalogProduct', id: '265', slug: 'indigo-dabu-kurta', title: 'Indigo Dabu Kurta', description: 'Block printed.', brand: 'Suti Ghar', categoryId: '2', collectionIds: [],
  fabric: '', care: '', tags: [], hsnCode: '6204', gstRate: 5, countryOfOrigin: 'India', manufacturer: 'Suti Ghar, Jaipur', packer: '', importer: '', netQuantity: '1 N', returnable: true,
  status: 'ACTIVE', price: 1000, mrp: 1499, onSale: true, inStock: true, totalStock: 3, lowStock: true, updatedAt: '2026-11-20T10:00:00.000Z', variants: [variant(3)], images: [],
};

function answers() {
  const sent = { created: [] as Array<Record<string, unknown>>, updated: 0, adjusted: [] as Array<Record<string, unknown>> };
  let history: Array<Record<string, unknown>> = [];
  server.use(
    meIs(catalog),
    api.query('CatalogCategories', () => HttpResponse.json({ data: { catalogCategories: categories } })),
    api.query('CatalogCollections', () => HttpResponse.json({ data: { catalogCollections: [] } })),
    api.query('CatalogProduct', () => HttpResponse.json({ data: { catalogProduct: product } })),
    api.query('StockHistory', () => HttpResponse.json({ data: { stockHistory: history } })),
    api.mutation('CreateProduct', ({ variables }) => {
      sent.created.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({ errors: [{ message: 'Refused for the test.', extensions: { code: 'BAD_USER_INPUT', status: 400 } }] });
    }),
    api.mutation('UpdateProduct', () => {
      sent.updated++;
      return HttpResponse.json({ data: { updateProduct: product } });
    }),
    api.mutation('AdjustStock', ({ variables }) => {
      sent.adjusted.push(variables as Record<string, unknown>);
      history = [{ __typename: 'StockMovement', id: '9', delta: 7, stockAfter: 10, reason: 'received', note: 'Second lot', actorEmail: 'catalog@kapda.in', createdAt: '2026-11-24T10:00:00.000Z' }];
      return HttpResponse.json({ data: { adjustStock: { __typename: 'StockAdjustment', variant: variant(10), movement: { __typename: 'StockMovement', id: '9' } } } });
    }),
  );
  return sent;
}

describe('the size × colour grid', () => {
  it('makes no placeholder variant: a size alone waits for a colour, a colour alone for a size or an explicit One size', async () => {
    const sent = answers();
    const user = userEvent.setup();
    signedInAs(catalog);
    renderRoutes([{ path: '/admin/products/new', element: <ProductEditor productId={null} /> }], '/admin/products/new');
    await screen.findByRole('option', { name: '— Kurtas' });

    await user.type(screen.getByLabelText(/^Add a size/), 'M');
    await user.click(screen.getByRole('button', { name: /^Add size/ }));
    expect(screen.queryByLabelText(/^MRP of/)).toBeNull();
    expect(screen.queryByText(/Default|Free Size/)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Add a colour to make the variants of M.');
    await user.click(screen.getByRole('button', { name: 'Remove size M' }));

    await user.type(screen.getByLabelText(/^Add a colour/), 'Rani Pink');
    await user.click(screen.getByRole('button', { name: /^Add colour/ }));
    expect(screen.queryByLabelText(/^MRP of/)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Add a size — or choose One size — to make the variants of Rani Pink.');
    await user.click(screen.getByRole('button', { name: 'One size (no sizes)' }));
    expect(screen.getByLabelText('MRP of One size / Rani Pink')).toBeTruthy();
    expect(screen.getAllByLabelText(/^MRP of/)).toHaveLength(1);

    // Nothing is sent while the grid is empty.
    await user.click(screen.getByRole('button', { name: 'Remove colour Rani Pink' }));
    await user.type(screen.getByLabelText('Title'), 'Plain Stole');
    await user.selectOptions(screen.getByLabelText('Category'), '2');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText(/A product needs at least one size and colour/)).toBeTruthy();
    expect(sent.created).toEqual([]);
  }, 60_000);

  it('draws a colour’s swatch from its name (Mustard, Rani Pink, Maroon, Bottle Green) and lets the owner change it', async () => {
    const sent = answers();
    const user = userEvent.setup();
    signedInAs(catalog);
    renderRoutes([{ path: '/admin/products/new', element: <ProductEditor productId={null} /> }], '/admin/products/new');
    await screen.findByRole('option', { name: '— Kurtas' });
    const swatch = screen.getByLabelText('Swatch', { selector: 'input' }) as HTMLInputElement;
    for (const [name, hex] of [['Mustard', '#d4a02a'], ['Rani Pink', '#d81b72'], ['maroon', '#7b1e2b'], ['Bottle Green', '#1f5a43']]) {
      await user.clear(screen.getByLabelText(/^Add a colour/));
      await user.type(screen.getByLabelText(/^Add a colour/), name);
      expect(swatch.value).toBe(hex);
    }
    await user.clear(screen.getByLabelText(/^Add a colour/));
    await user.type(screen.getByLabelText(/^Add a colour/), 'Mustard');
    await user.type(screen.getByLabelText(/^Add a size/), 'M');
    await user.click(screen.getByRole('button', { name: /^Add colour/ }));
    const chip = screen.getByLabelText('Swatch of Mustard') as HTMLInputElement;
    expect(chip.value).toBe('#d4a02a');
    // A name the table does not know gets grey and a request for its swatch, not the last colour's.
    await user.type(screen.getByLabelText(/^Add a colour/), 'Gulabi');
    expect(swatch.value).toBe('#9e9e9e');
    expect(screen.getByText('Pick the swatch for Gulabi.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Add a colour/));

    // The owner edits Mustard's hex: every Mustard variant takes it.
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(chip, { target: { value: '#e1ad01' } });
    await user.type(screen.getByLabelText('Title'), 'Mustard Kurta');
    await user.selectOptions(screen.getByLabelText('Category'), '2');
    await user.type(screen.getByLabelText('MRP of M / Mustard'), '1499');
    await user.type(screen.getByLabelText('Selling price of M / Mustard'), '1427.62');
    // ₹1,427.62 + 5 % is ₹1,499.00 in paise, as the server counts it: not above the MRP.
    expect(screen.getByText('Shopper pays ₹1,499.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await screen.findByText('Refused for the test.');
    expect((sent.created[0].variants as Array<Record<string, unknown>>).map((v) => `${v.size}/${v.color}/${v.colorHex}`)).toEqual(['M/Mustard/#e1ad01']);
  }, 60_000);
});

describe('the stock panel in the product editor', () => {
  it('is not a form inside the editor’s form: Apply sends the adjustment alone and shows the new level and its history', async () => {
    const sent = answers();
    const user = userEvent.setup();
    signedInAs(catalog);
    const { container } = renderRoutes([{ path: '/admin/products/:id', element: <ProductEditor productId="265" /> }], '/admin/products/265');
    await screen.findByText('3 in stock');
    await user.click(screen.getByRole('button', { name: 'Stock…' }));
    const panel = screen.getByRole('group', { name: 'Stock of IDK-MUSTARD-M' });
    expect(container.querySelectorAll('form form')).toHaveLength(0);
    await user.type(within(panel).getByLabelText('Pieces (+ adds, − takes)'), '7');
    await user.type(within(panel).getByLabelText(/^Note/), 'Second lot');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('10 in stock')).toBeTruthy();
    expect(await within(panel).findByText(/\+7/)).toBeTruthy();
    expect(sent.adjusted).toEqual([{ variantId: '31', input: { delta: 7, reason: 'received', note: 'Second lot' } }]);
    // Enter in a field applies too, and never submits the editor.
    await user.type(within(panel).getByLabelText('Pieces (+ adds, − takes)'), '-2{Enter}');
    await expect.poll(() => sent.adjusted.length).toBe(2);
    expect(await screen.findAllByText('Stock of IDK-MUSTARD-M updated')).toHaveLength(2);
    expect(sent.updated).toBe(0);
  }, 60_000);
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, meIs, renderRoutes, signedInAs, subAdmin, useMockApi } from '../../../test/auth';
import { ProductEditor } from './ProductEditor';

const server = useMockApi();
const catalog = subAdmin({ permissions: ['manage_products'], department: 'Catalog' });

const categories = [
  { __typename: 'CatalogCategory', id: '1', name: 'Women', slug: 'women', description: 'Women', parentId: null, position: 0, productCount: 0, childCount: 1 },
  { __typename: 'CatalogCategory', id: '2', name: 'Kurtas', slug: 'women-kurtas', description: 'Kurtas', parentId: '1', position: 0, productCount: 3, childCount: 0 },
];

function answers() {
  const sent: Array<Record<string, unknown>> = [];
  server.use(
    meIs(catalog),
    api.query('CatalogCategories', () => HttpResponse.json({ data: { catalogCategories: categories } })),
    api.query('CatalogCollections', () => HttpResponse.json({ data: { catalogCollections: [] } })),
    api.mutation('CreateProduct', ({ variables }) => {
      sent.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({ errors: [{ message: 'M / Indigo: the selling price incl. GST (₹1575) is above the MRP (₹1499).', extensions: { code: 'BAD_USER_INPUT', status: 400 } }] });
    }),
  );
  return sent;
}

describe('product editor', () => {
  it('adds a size to every colour and a colour in every size, then sends the whole grid; a refusal is shown in the server’s words', async () => {
    const sent = answers();
    const user = userEvent.setup();
    signedInAs(catalog);
    renderRoutes([{ path: '/admin/products/new', element: <ProductEditor productId={null} /> }], '/admin/products/new');
    await screen.findByRole('option', { name: '— Kurtas' });
    await user.type(screen.getByLabelText('Title'), 'Indigo Dabu Kurta');
    await user.type(screen.getByLabelText('Description'), 'Block printed.');
    await user.type(screen.getByLabelText('Brand'), 'Suti Ghar');
    await user.selectOptions(screen.getByLabelText('Category'), '2');
    await user.type(screen.getByLabelText('Manufacturer (name and address)'), 'Suti Ghar, Jaipur');

    await user.type(screen.getByLabelText(/^Add a size/), 'M');
    await user.type(screen.getByLabelText(/^Add a colour/), 'Indigo');
    await user.click(screen.getByRole('button', { name: /^Add colour/ }));
    await user.type(screen.getByLabelText('MRP of M / Indigo'), '1499');
    await user.type(screen.getByLabelText('Selling price of M / Indigo'), '1500');
    expect(screen.getByText(/Shopper pays ₹1,575.00 — above the MRP/)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Add a size/), 'L');
    await user.click(screen.getByRole('button', { name: /^Add size/ }));
    await user.type(screen.getByLabelText(/^Add a colour/), 'Maroon');
    await user.click(screen.getByRole('button', { name: /^Add colour in every size/ }));
    // Two sizes × two colours, new cells taking the first variant's prices.
    for (const cell of ['M / Indigo', 'L / Indigo', 'M / Maroon', 'L / Maroon']) expect((screen.getByLabelText(`MRP of ${cell}`) as HTMLInputElement).value).toBe('1499');

    // Returnable is ticked for a new product; the owner unticks it (innerwear and the like).
    const returnable = screen.getByLabelText(/^Returnable/) as HTMLInputElement;
    expect(returnable.checked).toBe(true);
    await user.click(returnable);
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('M / Indigo: the selling price incl. GST (₹1575) is above the MRP (₹1499).')).toBeTruthy();
    expect(sent[0]).toMatchObject({ title: 'Indigo Dabu Kurta', categoryId: '2', hsnCode: '6204', isActive: false, slug: null, returnable: false });
    expect((sent[0].variants as Array<Record<string, unknown>>).map((v) => `${v.size}/${v.color}/${v.mrp}/${v.sellingPrice}/${v.stock}`)).toEqual([
      'M/Indigo/1499/1500/0', 'L/Indigo/1499/1500/0', 'M/Maroon/1499/1500/0', 'L/Maroon/1499/1500/0',
    ]);
  }, 30_000);
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, meIs, renderRoutes, signedInAs, subAdmin, useMockApi } from '../../../test/auth';
import { CategoriesManager } from './CategoriesManager';

/** The back office's size chart editor (issue 20), from the categories list. */

const server = useMockApi();
const catalog = subAdmin({ permissions: ['manage_products'], department: 'Catalog' });
const categories = [
  { __typename: 'CatalogCategory', id: '1', name: 'Men', slug: 'men', description: 'Men', parentId: null, position: 0, productCount: 0, childCount: 1 },
  { __typename: 'CatalogCategory', id: '2', name: 'Shirts', slug: 'men-shirts', description: 'Shirts', parentId: '1', position: 0, productCount: 3, childCount: 0 },
];
const menChart = {
  __typename: 'SizeChart', categoryId: '1', note: 'Laid flat.', updatedAt: '2026-11-20T10:00:00.000Z',
  columns: [{ __typename: 'SizeChartColumn', label: 'Chest', unit: 'cm' }],
  rows: [{ __typename: 'SizeChartRow', size: 'M', values: [101.6] }],
};

function answers(refuse?: string) {
  const saved: Array<Record<string, unknown>> = [];
  server.use(
    meIs(catalog),
    api.query('CatalogCategories', () => HttpResponse.json({ data: { catalogCategories: categories } })),
    api.query('AdminSizeCharts', () => HttpResponse.json({ data: { sizeCharts: [menChart] } })),
    api.mutation('SaveSizeChart', ({ variables }) => {
      saved.push(variables as Record<string, unknown>);
      if (refuse) return HttpResponse.json({ errors: [{ message: refuse, extensions: { code: 'BAD_USER_INPUT', status: 400 } }] });
      return HttpResponse.json({ data: { saveSizeChart: { ...menChart, categoryId: variables.categoryId } } });
    }),
  );
  return saved;
}

function renderManager() {
  signedInAs(catalog);
  renderRoutes([{ path: '/admin/categories', element: <CategoriesManager /> }], '/admin/categories');
}

describe('size chart editor', () => {
  it('opens a category’s chart in inches, and saves what was typed in centimetres', async () => {
    const saved = answers();
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Size chart of Men' }));
    const form = screen.getByRole('form', { name: 'Size chart of Men' });
    // 101.6 cm shows as 40 inches.
    expect((within(form).getByRole('textbox', { name: 'M Chest (in)' }) as HTMLInputElement).value).toBe('40');
    await user.click(within(form).getByRole('button', { name: 'Add size' }));
    await user.type(within(form).getByRole('textbox', { name: 'Row 2 size' }), 'L');
    await user.type(within(form).getByRole('textbox', { name: 'L Chest (in)' }), '42');
    await user.click(within(form).getByRole('button', { name: 'Save size chart' }));
    expect(saved).toEqual([
      { categoryId: '1', input: { columns: [{ label: 'Chest', unit: 'cm' }], rows: [{ size: 'M', values: [101.6] }, { size: 'L', values: [106.7] }], note: 'Laid flat.' } },
    ]);
    expect(screen.queryByRole('form', { name: 'Size chart of Men' })).toBeNull();
  });

  it('opening and saving without edits keeps every value as stored (100 cm stays 100 cm, not 99.7); only edited cells are converted', async () => {
    const saved = answers();
    server.use(api.query('AdminSizeCharts', () => HttpResponse.json({ data: { sizeCharts: [{ ...menChart, columns: [{ __typename: 'SizeChartColumn', label: 'Chest', unit: 'cm' }, { __typename: 'SizeChartColumn', label: 'Length', unit: 'cm' }], rows: [{ __typename: 'SizeChartRow', size: 'M', values: [100, 71.3] }, { __typename: 'SizeChartRow', size: 'L', values: [104, 73] }] }] } })));
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Size chart of Men' }));
    const form = screen.getByRole('form', { name: 'Size chart of Men' });
    // Shown in inches (to the quarter): 100 cm reads 39.25 in — which would come back as 99.7 cm.
    expect((within(form).getByRole('textbox', { name: 'M Chest (in)' }) as HTMLInputElement).value).toBe('39.25');
    await user.click(within(form).getByRole('button', { name: 'Save size chart' }));
    expect(saved[0]).toMatchObject({ input: { rows: [{ size: 'M', values: [100, 71.3] }, { size: 'L', values: [104, 73] }] } });

    // Switching units back and forth changes nothing either; an edited cell alone is converted from what was typed.
    await user.click(await screen.findByRole('button', { name: 'Size chart of Men' }));
    const again = screen.getByRole('form', { name: 'Size chart of Men' });
    await user.click(within(again).getByRole('radio', { name: 'Centimetres' }));
    expect((within(again).getByRole('textbox', { name: 'M Chest (cm)' }) as HTMLInputElement).value).toBe('100');
    await user.click(within(again).getByRole('radio', { name: 'Inches' }));
    const lLength = within(again).getByRole('textbox', { name: 'L Length (in)' });
    await user.clear(lLength);
    await user.type(lLength, '29');
    await user.click(within(again).getByRole('button', { name: 'Save size chart' }));
    expect(saved[1]).toMatchObject({ input: { rows: [{ size: 'M', values: [100, 71.3] }, { size: 'L', values: [104, 73.7] }] } });
  });

  it('checks the chart before sending, and shows the server’s refusal beside the form', async () => {
    const saved = answers('You do not have permission to do this');
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Size chart of Shirts' }));
    const form = screen.getByRole('form', { name: 'Size chart of Shirts' });
    await user.click(within(form).getByRole('button', { name: 'Save size chart' }));
    expect(within(form).getByText('Measurements are numbers above 0 and at most 500')).toBeTruthy();
    expect(saved).toEqual([]);

    await user.click(within(form).getByRole('radio', { name: 'Centimetres' }));
    for (const size of ['S', 'M', 'L']) {
      await user.type(within(form).getByRole('textbox', { name: `${size} Chest (cm)` }), '100');
      await user.type(within(form).getByRole('textbox', { name: `${size} Length (cm)` }), '70');
    }
    await user.click(within(form).getByRole('button', { name: 'Save size chart' }));
    expect(await within(form).findByText('You do not have permission to do this')).toBeTruthy();
    expect(saved[0]).toMatchObject({ categoryId: '2', input: { rows: [{ size: 'S', values: [100, 70] }, { size: 'M', values: [100, 70] }, { size: 'L', values: [100, 70] }] } });
  });
});

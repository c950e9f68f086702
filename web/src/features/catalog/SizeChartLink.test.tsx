import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, useMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { SizeChartLink } from './SizeChartLink';

const server = useMockApi();

const KURTA_CHART = {
  __typename: 'SizeChart',
  categoryId: '2',
  columns: [
    { __typename: 'SizeChartColumn', label: 'Bust', unit: 'cm' },
    { __typename: 'SizeChartColumn', label: 'Length', unit: 'cm' },
  ],
  rows: [
    { __typename: 'SizeChartRow', size: 'S', values: [86.4, 111.8] },
    { __typename: 'SizeChartRow', size: 'M', values: [91.4, 114.3] },
  ],
  note: 'Garment measurements.',
};

function chartIs(sizeChart: unknown) {
  server.use(api.query('ProductSizeChart', () => HttpResponse.json({ data: { product: { __typename: 'Product', id: '42', sizeChart } } })));
}

const renderLink = (sizes = ['S', 'M'], hasChart = true) =>
  renderPage([{ path: '/product/:slug', element: <SizeChartLink slug="maroon-chanderi-silk-kurta" title="Maroon Chanderi Silk Kurta" sizes={sizes} hasChart={hasChart} /> }], '/product/maroon-chanderi-silk-kurta');

describe('size chart', () => {
  it('opens as a dialog in inches, toggles to centimetres, and closes with Escape handing focus back', async () => {
    chartIs(KURTA_CHART);
    const user = userEvent.setup();
    renderLink();
    const link = await screen.findByRole('button', { name: 'Size chart' });
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Size chart' });
    const table = await within(dialog).findByRole('table');
    const cells = () => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(cells()).toEqual([
      ['Size', 'Bust (in)', 'Length (in)'],
      ['S', '34', '44'],
      ['M', '36', '45'],
    ]);
    expect(within(dialog).getByRole('radio', { name: 'Inches' }).getAttribute('aria-checked')).toBe('true');
    await user.click(within(dialog).getByRole('radio', { name: 'Centimetres' }));
    expect(cells()[0]).toEqual(['Size', 'Bust (cm)', 'Length (cm)']);
    expect(cells()[2]).toEqual(['M', '91.4', '114.3']);
    expect(within(dialog).getByText('Garment measurements.')).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('shows shoe sizes as they are, with no unit toggle when nothing is measured', async () => {
    chartIs({ ...KURTA_CHART, columns: [{ __typename: 'SizeChartColumn', label: 'EU', unit: 'size' }], rows: [{ __typename: 'SizeChartRow', size: 'UK 7', values: [40] }], note: '' });
    const user = userEvent.setup();
    renderLink(['UK 6', 'UK 7']);
    await user.click(await screen.findByRole('button', { name: 'Size chart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Size chart' });
    expect((await within(dialog).findByRole('cell')).textContent).toBe('40');
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
  });

  it('offers no link for a product whose category (and parent) has no chart, nor for a free-size product', async () => {
    const asked: unknown[] = [];
    server.use(api.query('ProductSizeChart', ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({ data: { product: { __typename: 'Product', id: '42', sizeChart: null } } });
    }));
    const { unmount } = renderLink(['S', 'M'], false);
    expect(screen.queryByRole('button', { name: 'Size chart' })).toBeNull();
    unmount();
    renderLink(['Free Size']);
    expect(screen.queryByRole('button', { name: 'Size chart' })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('says so when the chart went away after the page was loaded', async () => {
    chartIs(null);
    const user = userEvent.setup();
    renderLink();
    await user.click(await screen.findByRole('button', { name: 'Size chart' }));
    expect(await screen.findByText(/This product has no size chart yet/)).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { admin, api, apiError, meIs, renderRoutes, signedInAs, subAdmin, useMockApi } from '../../../test/auth';
import { DashboardWidgets } from './DashboardWidgets';

const server = useMockApi();
const kpi = (current: number, previous: number, changePercent: number | null) => ({ __typename: 'Kpi', current, previous, changePercent });
const range = { __typename: 'DayRange', from: '2026-10-25', to: '2026-11-23', days: 30, previousFrom: '2026-09-25', previousTo: '2026-10-24' };
const top = [{ __typename: 'TopProduct', productId: '1', title: 'Bandhani Kurta', slug: 'bandhani-kurta', units: 12, revenue: null }];
const low = [{ __typename: 'LowStockVariant', variantId: '5', productId: '1', title: 'Bandhani Kurta', sku: 'BK-L-RED', size: 'L', color: 'Red', stock: 0 }];

function show(user: Parameters<typeof signedInAs>[0], dashboard: Record<string, unknown>) {
  signedInAs(user);
  server.use(meIs(user), api.query('Dashboard', () => HttpResponse.json({ data: { dashboard: { __typename: 'Dashboard', range, sales: null, ordersByStatus: null, topProducts: null, lowStock: null, latestOrders: null, returns: null, ...dashboard } } })));
  renderRoutes([{ path: '/admin/dashboard', element: <DashboardWidgets /> }], '/admin/dashboard');
}

describe('dashboard widgets', () => {
  it('a Catalog sub-admin sees stock and products, not revenue', async () => {
    show(subAdmin({ permissions: ['manage_products'], department: 'Catalog' }), { topProducts: top, lowStock: low });
    expect(await screen.findByRole('heading', { name: 'Low stock' })).toBeTruthy();
    expect(screen.getByText('Sold out')).toBeTruthy();
    const products = screen.getByRole('region', { name: 'Top products' });
    expect(within(products).getByText(/12 pcs/).textContent).not.toContain('₹');
    expect(screen.queryByRole('heading', { name: 'Sales' })).toBeNull();
    expect(document.body.textContent).not.toContain('₹');
  });

  it('an admin sees revenue in ₹ with Indian grouping against the period before, what waits, and the latest orders', async () => {
    show(admin(), {
      sales: {
        __typename: 'SalesSummary', revenue: kpi(123456, 100000, 23.5), orders: kpi(80, 0, null), averageOrderValue: kpi(1543.2, 1600, -3.6), units: kpi(140, 120, 16.7), newCustomers: kpi(30, 25, 20),
        refunds: kpi(3150, 1000, 215), netSales: kpi(120306, 100000, 20.3),
        byDay: [{ __typename: 'SalesDayPoint', day: '2026-11-23', revenue: 123456, orders: 80, refunds: 3150 }],
      },
      ordersByStatus: [{ __typename: 'StatusCount', status: 'confirmed', label: 'Confirmed', count: 7 }, { __typename: 'StatusCount', status: 'packed', label: 'Packed', count: 2 }],
      latestOrders: [{ __typename: 'LatestOrder', id: '42', orderNumber: 'KPD-2311-123456', status: 'confirmed', statusLabel: 'Confirmed', customerName: 'Asha Patel', city: 'Surat', total: 1050, createdAt: '2026-11-23T10:00:00.000Z' }],
    });
    const sales = await screen.findByRole('region', { name: 'Sales' });
    expect(within(sales).getByText('₹1,23,456.00')).toBeTruthy();
    expect(within(sales).getByText(/\+23\.5%/)).toBeTruthy();
    expect(within(sales).getByText(/no earlier figure/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /7 Confirmed/ }).getAttribute('href')).toBe('/admin/orders?status=confirmed');
    expect(screen.getByRole('link', { name: 'KPD-2311-123456' }).getAttribute('href')).toBe('/admin/orders/42');
    expect(await screen.findByText('Figures by day')).toBeTruthy();
    // Net sales: revenue less the refunds for returns.
    expect(within(sales).getByText('Refunds for returns').nextSibling!.textContent).toBe('₹3,150.00');
    expect(within(sales).getByText('Net sales').nextSibling!.textContent).toBe('₹1,20,306.00');
  });

  it('the Orders desk sees the return rate and the top reasons, without money', async () => {
    show(subAdmin({ permissions: ['view_orders'], department: 'Orders' }), {
      returns: {
        __typename: 'ReturnsSummary', units: kpi(4, 2, 100), returnRate: kpi(36.4, 10, 264),
        topReasons: [{ __typename: 'ReturnReasonCount', reason: 'size_too_small', label: 'Too small', units: 3 }, { __typename: 'ReturnReasonCount', reason: 'damaged', label: 'Damaged or defective', units: 1 }],
      },
    });
    const card = await screen.findByRole('region', { name: 'Returns' });
    expect(within(card).getByText('Return rate').nextSibling!.textContent).toBe('36.4%');
    expect(within(within(card).getByRole('list', { name: 'Top return reasons' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Too small · 3 pcs', 'Damaged or defective · 1 pcs']);
    expect(within(card).getByRole('link', { name: 'All returns' }).getAttribute('href')).toBe('/admin/returns');
    expect(document.body.textContent).not.toContain('₹');
  });

  it('a failed load offers a retry; a new range asks again', async () => {
    signedInAs(admin());
    let calls = 0;
    const asked: unknown[] = [];
    server.use(meIs(admin()), api.query('Dashboard', ({ variables }) => {
      calls++;
      asked.push(variables);
      return calls === 1 ? apiError(500, 'boom') : HttpResponse.json({ data: { dashboard: { __typename: 'Dashboard', range, sales: null, ordersByStatus: null, topProducts: null, lowStock: null, latestOrders: null, returns: null } } });
    }));
    renderRoutes([{ path: '/admin/dashboard', element: <DashboardWidgets /> }], '/admin/dashboard');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load the dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Your permissions open no figures here/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    await screen.findByRole('button', { name: '7 days', pressed: true });
    expect(asked.length).toBeGreaterThanOrEqual(3);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, flush, renderRoutes, useMockApi } from '../../test/auth';
import { MyReturns } from './MyReturns';

const server = useMockApi();

const ret = (id: string, status: string, statusLabel: string, resolution: string) => ({
  __typename: 'Return', id, returnNumber: `RTN-2611-00000${id}`, orderId: '9', orderNumber: 'KPD-2611-000009', status, statusLabel, resolution,
  refundTo: 'store_credit', refundToLabel: 'Kapda store credit', refundAmount: resolution === 'refund' ? 1049.99 : 0, courier: null, trackingNumber: null, rejectionReason: null,
  replacementOrderId: null, replacementOrderNumber: null, replacementOrderStatus: null, createdAt: '2026-11-24T10:00:00.000Z', refund: null,
  items: [{ __typename: 'ReturnItem', variantSku: 'BK-M-RED', title: 'Bandhani Kurta', size: 'M', color: 'Red', quantity: 1, reason: 'other', reasonLabel: 'Other', exchangeFor: null, refundShare: 1049.99 }],
  timeline: [],
});

describe('My returns', () => {
  it('lists each return with its order, status and refund', async () => {
    server.use(api.query('MyReturns', () => HttpResponse.json({ data: { myReturns: { __typename: 'ReturnPage', total: 2, page: 1, totalPages: 1, returns: [ret('6', 'approved', 'Approved: pickup arranged', 'exchange'), ret('5', 'refunded', 'Refunded', 'refund')] } } })));
    renderRoutes([{ path: '/account/orders', element: <MyReturns /> }], '/account/orders');
    const list = await screen.findByRole('region', { name: 'My returns' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual([
      'RTN-2611-000006Approved: pickup arranged24 Nov 2026 · order KPD-2611-000009 · exchange1 × Bandhani Kurta (M, Red)',
      'RTN-2611-000005Refunded24 Nov 2026 · order KPD-2611-000009 · refund ₹1,049.99 · Kapda store credit1 × Bandhani Kurta (M, Red)',
    ]);
    expect(within(cards[0]).getByRole('link', { name: 'KPD-2611-000009' }).getAttribute('href')).toBe('/account/orders/9');
  });

  it('shows nothing while there are none', async () => {
    let asked = false;
    server.use(api.query('MyReturns', () => { asked = true; return HttpResponse.json({ data: { myReturns: { __typename: 'ReturnPage', total: 0, page: 1, totalPages: 1, returns: [] } } }); }));
    renderRoutes([{ path: '/account/orders', element: <MyReturns /> }], '/account/orders');
    await waitFor(() => expect(asked).toBe(true));
    await flush();
    expect(screen.queryByRole('region', { name: 'My returns' })).toBeNull();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, meIs, renderRoutes, signedInAs, subAdmin, useMockApi } from '../../../test/auth';
import { CouponsManager } from './CouponsManager';

const server = useMockApi();
const marketing = subAdmin({ permissions: ['manage_coupons'], department: 'Marketing' });
const DAY = 86_400_000;
const coupon = (over: Record<string, unknown>) => ({
  __typename: 'Coupon', id: '1', code: 'X', description: '', kind: 'percent', value: 10, minOrderValue: 0, maxDiscount: null, startsAt: null, endsAt: null,
  usageLimit: null, perCustomerLimit: 1, usedCount: 0, firstOrderOnly: false, categoryId: null, collectionId: null, isActive: true, ...over,
});
const coupons = [
  coupon({ id: '1', code: 'WELCOME10', firstOrderOnly: true }),
  // Ended 30 Sep 2025 (IST) but never switched off: it must not read Active.
  coupon({ id: '2', code: 'MONSOON15', startsAt: '2025-06-30T18:30:00.000Z', endsAt: '2025-09-30T18:29:59.000Z' }),
  coupon({ id: '3', code: 'DIWALI30', startsAt: new Date(Date.now() + 30 * DAY).toISOString() }),
  coupon({ id: '4', code: 'STAFF50', kind: 'flat', value: 50, isActive: false }),
];

function answers() {
  server.use(
    meIs(marketing),
    api.query('Coupons', () => HttpResponse.json({ data: { coupons } })),
    api.query('Collections', () => HttpResponse.json({ data: { collections: [] } })),
    api.query('CatalogCategories', () => HttpResponse.json({ data: { catalogCategories: [] } })),
  );
}

const rowOf = (code: string) => screen.getByText(code).closest('li') as HTMLElement;

describe('the coupon list and editor', () => {
  it('labels each coupon by its dates and switch: Active, Expired, Scheduled, Inactive', async () => {
    answers();
    signedInAs(marketing);
    renderRoutes([{ path: '/admin/coupons', element: <CouponsManager /> }], '/admin/coupons');
    await screen.findByText('MONSOON15');
    expect(within(rowOf('WELCOME10')).getByText('Active')).toBeTruthy();
    expect(within(rowOf('MONSOON15')).getByText('Expired')).toBeTruthy();
    expect(within(rowOf('MONSOON15')).queryByText('Active')).toBeNull();
    expect(within(rowOf('DIWALI30')).getByText('Scheduled')).toBeTruthy();
    expect(within(rowOf('STAFF50')).getByText('Inactive')).toBeTruthy();
  });

  it('the editor shows the status of what is being edited, and it follows the dates', async () => {
    answers();
    const user = userEvent.setup();
    signedInAs(marketing);
    renderRoutes([{ path: '/admin/coupons', element: <CouponsManager /> }], '/admin/coupons');
    await user.click(await screen.findByRole('button', { name: 'Edit MONSOON15' }));
    const form = screen.getByRole('form', { name: 'Edit coupon' });
    expect((within(form).getByLabelText('Switched on') as HTMLInputElement).checked).toBe(true);
    expect(within(form).getByText('Expired')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Valid until/), { target: { value: `${new Date().getFullYear() + 1}-01-31T23:59` } });
    expect(within(form).getByText('Active')).toBeTruthy();
    await user.click(within(form).getByLabelText('Switched on'));
    expect(within(form).getByText('Inactive')).toBeTruthy();
  });
});

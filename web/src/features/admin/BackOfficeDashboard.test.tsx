import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SubAdminRowFragment } from '../../gql/graphql';
import { admin, api, apiError, findToast, meIs, renderRoutes, signedInAs, subAdmin, useMockApi } from '../../test/auth';
import type { SessionUser } from '../auth';
import { BackOfficeDashboard } from './BackOfficeDashboard';

const emptyDashboard = { __typename: 'Dashboard', range: { __typename: 'DayRange', from: '2026-10-25', to: '2026-11-23', days: 30, previousFrom: '2026-09-25', previousTo: '2026-10-24' }, sales: null, ordersByStatus: null, topProducts: null, lowStock: null, latestOrders: null };
const server = useMockApi(api.query('Dashboard', () => HttpResponse.json({ data: { dashboard: emptyDashboard } })));

function row(overrides: Partial<SubAdminRowFragment> = {}): SubAdminRowFragment {
  return {
    __typename: 'User',
    id: '8',
    firstName: 'Ravi',
    lastName: 'Shah',
    email: 'ravi@kapda.in',
    permissions: ['manage_products'],
    department: 'Catalog',
    isActive: true,
    hasPassword: true,
    createdAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  } as SubAdminRowFragment;
}

async function openDashboard(user: SessionUser, path = '/admin/dashboard') {
  signedInAs(user);
  server.use(meIs(user));
  renderRoutes([{ path, element: <BackOfficeDashboard /> }], path);
  await screen.findByRole('heading', { level: 1 });
}

describe('back-office dashboard', () => {
  it("shows a sub-admin their role, department, permissions and only the sections they can reach", async () => {
    server.use(api.query('SubAdmins', () => apiError(403, 'should not be asked')));
    await openDashboard(subAdmin({ permissions: ['manage_products'], department: 'Catalog' }), '/subadmin/dashboard');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('SubAdmin Dashboard');
    const access = screen.getByRole('region', { name: 'Your access' });
    expect(within(access).getByText('Sub-admin')).toBeTruthy();
    expect(within(access).getByText('Catalog')).toBeTruthy();
    expect(within(access).getByText('Manage products')).toBeTruthy();

    const sections = within(screen.getByRole('region', { name: 'Where you can work' })).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(sections).toEqual(['/admin/products', '/admin/categories', '/admin/collections', '/admin/reviews', '/products/manage']);
    expect(screen.queryByRole('region', { name: 'Sub-admins' })).toBeNull();
  });

  it('lists sub-admins for an admin, with their state', async () => {
    server.use(api.query('SubAdmins', () => HttpResponse.json({ data: { subAdmins: [row(), row({ id: '9', firstName: 'Nisha', lastName: 'Rao', email: 'nisha@kapda.in', hasPassword: false, permissions: ['view_orders'], department: 'Orders' }), row({ id: '10', firstName: 'Old', lastName: 'Hand', isActive: false })] } })));
    await openDashboard(admin());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin Dashboard');
    const ravi = await screen.findByRole('article', { name: 'Ravi Shah' });
    expect(within(ravi).getByText('Active')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Nisha Rao' })).getByText('Invitation sent')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Old Hand' })).getByRole('button', { name: 'Reactivate' })).toBeTruthy();
    const sections = within(screen.getByRole('region', { name: 'Where you can work' })).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(sections).toEqual(['/admin/city-analytics', '/admin/orders', '/admin/returns', '/admin/customers', '/admin/promo-banners', '/admin/content/home', '/admin/enquiries', '/admin/audit-log', '/admin/developers', '/admin/products', '/admin/categories', '/admin/collections', '/admin/reviews', '/admin/coupons', '/products/manage', '/orders/manage']);
  });

  it('an empty list says so; a failed load offers a retry', async () => {
    let calls = 0;
    server.use(api.query('SubAdmins', () => (++calls === 1 ? apiError(500, 'Something went wrong on our side. Please try again.') : HttpResponse.json({ data: { subAdmins: [] } }))));
    await openDashboard(admin());
    expect(await screen.findByText(/Something went wrong on our side/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No sub-admins yet/)).toBeTruthy();
  });

  it('creates a sub-admin from the catalogue and sends the invitation', async () => {
    let list = [row()];
    let input: Record<string, unknown> = {};
    server.use(
      api.query('SubAdmins', () => HttpResponse.json({ data: { subAdmins: list } })),
      api.mutation('CreateSubAdmin', ({ variables }) => {
        input = variables.input as Record<string, unknown>;
        const created = row({ id: '11', firstName: 'Kiran', lastName: 'Mehta', email: 'kiran@kapda.in', department: 'Orders', permissions: ['view_orders', 'manage_orders'], hasPassword: false });
        list = [...list, created];
        return HttpResponse.json({ data: { createSubAdmin: created } });
      }),
    );
    await openDashboard(admin());
    await screen.findByRole('article', { name: 'Ravi Shah' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add sub-admin' }));
    const form = screen.getByRole('form', { name: 'New sub-admin' });
    await user.click(within(form).getByRole('button', { name: 'Create and invite' }));
    expect(within(form).getByText('Enter your first name')).toBeTruthy();
    expect(within(form).getByText('Choose at least one permission')).toBeTruthy();

    await user.type(within(form).getByLabelText('First name'), 'Kiran');
    await user.type(within(form).getByLabelText('Last name'), 'Mehta');
    await user.type(within(form).getByLabelText('Email'), 'kiran@kapda.in');
    await user.selectOptions(within(form).getByLabelText('Department'), 'Orders');
    await user.click(within(form).getByRole('checkbox', { name: /View orders/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Manage orders/ }));
    await user.click(within(form).getByRole('button', { name: 'Create and invite' }));

    await findToast('Invitation sent to kiran@kapda.in');
    expect(input).toEqual({ firstName: 'Kiran', lastName: 'Mehta', email: 'kiran@kapda.in', department: 'Orders', permissions: ['view_orders', 'manage_orders'] });
    expect(await screen.findByRole('article', { name: 'Kiran Mehta' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New sub-admin' })).toBeNull();
  });

  it("offers only the permissions that work in the chosen department, and shows the server's refusal", async () => {
    server.use(api.query('SubAdmins', () => HttpResponse.json({ data: { subAdmins: [] } })), api.mutation('CreateSubAdmin', () => apiError(409, 'Email already exists')));
    await openDashboard(admin());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add sub-admin' }));
    const form = screen.getByRole('form', { name: 'New sub-admin' });
    await user.type(within(form).getByLabelText('First name'), 'Ravi');
    await user.type(within(form).getByLabelText('Last name'), 'Shah');
    await user.type(within(form).getByLabelText('Email'), 'ravi@kapda.in');
    await user.selectOptions(within(form).getByLabelText('Department'), 'Orders');
    expect(within(form).queryByRole('checkbox', { name: /Manage products/ })).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: /View orders/ }));
    await user.click(within(form).getByRole('button', { name: 'Create and invite' }));
    await findToast('Email already exists');
    expect(within(form).getByRole('alert').textContent).toBe('Email already exists');
  });

  it('edits permissions and department, deactivates after confirmation, and reactivates', async () => {
    let updateInput: Record<string, unknown> = {};
    server.use(
      api.query('SubAdmins', () => HttpResponse.json({ data: { subAdmins: [row()] } })),
      api.mutation('UpdateSubAdmin', ({ variables }) => {
        updateInput = variables.input as Record<string, unknown>;
        return HttpResponse.json({ data: { updateSubAdmin: row({ department: 'all', permissions: ['manage_products', 'view_analytics'] }) } });
      }),
      api.mutation('DeactivateSubAdmin', () => HttpResponse.json({ data: { deactivateSubAdmin: row({ department: 'all', permissions: ['manage_products', 'view_analytics'], isActive: false }) } })),
      api.mutation('ReactivateSubAdmin', () => HttpResponse.json({ data: { reactivateSubAdmin: row({ department: 'all', permissions: ['manage_products', 'view_analytics'], isActive: true }) } })),
    );
    await openDashboard(admin());
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('article', { name: 'Ravi Shah' })).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit Ravi Shah' });
    await user.selectOptions(within(form).getByLabelText('Department'), 'all');
    await user.click(within(form).getByRole('checkbox', { name: /View analytics/ }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await findToast('Ravi Shah updated');
    expect(updateInput).toEqual({ firstName: 'Ravi', lastName: 'Shah', department: 'all', permissions: ['manage_products', 'view_analytics'] });

    const card = await screen.findByRole('article', { name: 'Ravi Shah' });
    expect(within(card).getByText('All departments')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Deactivate' }));
    expect(within(card).getByText(/They are signed out at once/)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Deactivate' }));
    await findToast('Ravi Shah deactivated');
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Ravi Shah' })).getByText('Deactivated')).toBeTruthy());

    await user.click(within(screen.getByRole('article', { name: 'Ravi Shah' })).getByRole('button', { name: 'Reactivate' }));
    await findToast('Ravi Shah reactivated');
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Ravi Shah' })).getByText('Active')).toBeTruthy());
  });
});

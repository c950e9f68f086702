import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SubAdminRowFragment } from '../../gql/graphql';
import { SubAdminForm } from './SubAdminForm';

const offered = () => within(screen.getByRole('group', { name: 'Permissions' })).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent!.split(' · ')[0]);

describe('the sub-admin form offers only permissions that work in the department', () => {
  it('a Marketing sub-admin is offered promo banners (and all permissions), never coupons', async () => {
    const user = userEvent.setup();
    render(<SubAdminForm submitting={false} failure={null} onSubmit={() => {}} onCancel={() => {}} />);
    await user.selectOptions(screen.getByLabelText('Department'), 'Marketing');
    expect(offered()).toEqual(['Manage promo banners', 'All permissions']);
    await user.selectOptions(screen.getByLabelText('Department'), 'Support');
    expect(offered()).toEqual(['Manage coupons', 'View analytics', 'Manage customer enquiries', 'All permissions']);
    await user.selectOptions(screen.getByLabelText('Department'), 'all');
    expect(offered()).toHaveLength(9);
  });

  it('moving to a department takes off the permissions that would do nothing there, and says so', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SubAdminForm submitting={false} failure={null} onSubmit={onSubmit} onCancel={() => {}} />);
    await user.type(screen.getByLabelText(/First name/), 'Meera');
    await user.type(screen.getByLabelText(/Last name/), 'Nair');
    await user.type(screen.getByLabelText(/Email/), 'meera@kapda.in');
    await user.selectOptions(screen.getByLabelText('Department'), 'Support');
    await user.click(screen.getByLabelText(/Manage coupons/));
    await user.selectOptions(screen.getByLabelText('Department'), 'Marketing');
    expect(screen.getByRole('status').textContent).toBe('Taken off (they do not work in Marketing): Manage coupons.');
    await user.click(screen.getByLabelText(/Manage promo banners/));
    await user.click(screen.getByRole('button', { name: 'Create and invite' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ department: 'Marketing', permissions: ['manage_banners'] }));
  });

  it('an existing sub-admin saved with a permission their department cannot use sees it taken off', () => {
    const existing = { __typename: 'User', id: '7', firstName: 'Ravi', lastName: 'Shah', email: 'ravi@kapda.in', department: 'Marketing', permissions: ['manage_banners', 'manage_coupons'], isActive: true } as unknown as SubAdminRowFragment;
    render(<SubAdminForm existing={existing} submitting={false} failure={null} onSubmit={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('status').textContent).toContain('Manage coupons');
    expect((screen.getByLabelText(/Manage promo banners/) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(/Manage coupons/)).toBeNull();
  });
});

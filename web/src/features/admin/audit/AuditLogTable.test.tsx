import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { admin, api, meIs, renderRoutes, signedInAs, useMockApi } from '../../../test/auth';
import { AuditLogTable } from './AuditLogTable';

const server = useMockApi();
const boss = admin();

const entry = (id: string, action: string, entityType: string, changes: Array<{ field: string; before: string | null; after: string | null }>) => ({
  __typename: 'AuditEntry', id, actorEmail: 'admin@kapda.in', action, entityType, entityId: '12', createdAt: '2026-11-24T22:33:00.000Z',
  changes: changes.map((c) => ({ __typename: 'AuditFieldChange', ...c })),
});

describe('the audit log', () => {
  it('shows each change as "field: before → after" in the words the server wrote (₹, India time), not JSON', async () => {
    const asked: Array<Record<string, unknown>> = [];
    server.use(
      meIs(boss),
      api.query('AuditLog', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { auditLog: { __typename: 'AuditLogPage', total: 2, page: 1, limit: 20, items: [
          entry('2', 'product.update', 'product', [{ field: 'variants[BK-M-RED].sellingPrice', before: '₹1,049.00', after: '₹999.00' }]),
          entry('1', 'subAdmin.create', 'subAdmin', [{ field: 'department', before: null, after: 'Marketing' }, { field: 'isActive', before: 'yes', after: 'no' }]),
        ] } } });
      }),
    );
    signedInAs(boss);
    renderRoutes([{ path: '/admin/audit-log', element: <AuditLogTable /> }], '/admin/audit-log');
    const user = userEvent.setup();
    await user.click(await screen.findByText('product.update'));
    const lists = screen.getAllByRole('list', { name: 'Changes', hidden: true });
    expect(lists[0].textContent).toBe('variants[BK-M-RED].sellingPrice: ₹1,049.00 → ₹999.00');
    expect(lists[1].textContent).toBe('department: MarketingisActive: yes → no');
    expect(document.body.textContent).toContain('25 Nov 2026, 4:03 am');
    expect(document.body.textContent).not.toMatch(/[{}]|104900/);

    await user.selectOptions(screen.getByLabelText('Show'), 'subAdmin');
    expect(asked.at(-1)).toMatchObject({ entityType: 'subAdmin', page: 1 });
  });
});

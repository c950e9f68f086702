import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EnquiryRowFragment } from '../../../gql/graphql';
import { api, apiError, findToast, meIs, renderRoutes, signedInAs, subAdmin, useMockApi } from '../../../test/auth';
import { EnquiryDesk } from './EnquiryDesk';

const server = useMockApi();
const support = subAdmin({ permissions: ['manage_enquiries'], department: 'Support' });

function row(overrides: Partial<EnquiryRowFragment> = {}): EnquiryRowFragment {
  return {
    __typename: 'Enquiry', id: '41', name: 'Asha Patel', email: 'asha@example.in', phone: null, subject: 'Size & fit', message: 'Is the maroon kurta true to size?', status: 'new',
    createdAt: '2026-11-20T10:00:00.000Z', responseMessage: null, respondedAt: null, respondedByEmail: null, acknowledgedAt: null, resolvedAt: null,
    ageHours: 50, acknowledgementOverdue: true, resolutionOverdue: false, userId: null, ...overrides,
  } as EnquiryRowFragment;
}

function listAnswers() {
  const asked: Array<Record<string, unknown>> = [];
  server.use(
    meIs(support),
    api.query('Enquiries', ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({ data: { enquiries: { __typename: 'EnquiryPage', total: 23, page: variables.page ?? 1, limit: 10, items: [row(), row({ id: '40', name: 'Ravi Shah', ageHours: 800, acknowledgementOverdue: false, resolutionOverdue: true, status: 'in_progress' })] } } });
    }),
  );
  return asked;
}

async function openDesk() {
  signedInAs(support);
  renderRoutes([{ path: '/admin/enquiries', element: <EnquiryDesk /> }], '/admin/enquiries');
  return screen.findByRole('table');
}

describe('enquiry desk', () => {
  it('lists enquiries with their age and overdue flags, and filters, searches and pages', async () => {
    const asked = listAnswers();
    const user = userEvent.setup();
    const table = await openDesk();
    const rows = within(table).getAllByRole('row');
    expect(rows[1].textContent).toContain('2 d');
    expect(within(rows[1]).getByText('Acknowledge: over 48 h')).toBeTruthy();
    expect(within(rows[2]).getByText('Resolve: over 30 days')).toBeTruthy();
    expect(asked[0]).toMatchObject({ page: 1, limit: 10, status: null, search: null });

    await user.selectOptions(screen.getByLabelText('Status'), 'in_progress');
    await user.type(screen.getByLabelText('Search'), ' kurta ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText(/Page 2 of 3/);
    expect(asked.at(-1)).toMatchObject({ page: 2, status: 'in_progress', search: 'kurta' });
  });

  it("says 'Failed to load enquiries' when the list cannot be loaded", async () => {
    server.use(meIs(support), api.query('Enquiries', () => HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 })));
    signedInAs(support);
    renderRoutes([{ path: '/admin/enquiries', element: <EnquiryDesk /> }], '/admin/enquiries');
    await findToast('Failed to load enquiries');
  });

  it('sends a reply and updates a status with the SPEC toasts, and says when an update fails', async () => {
    listAnswers();
    const sent: Array<Record<string, unknown>> = [];
    let fail = false;
    server.use(
      api.query('EnquiryDetail', () => HttpResponse.json({ data: { enquiry: { __typename: 'EnquiryDetail', enquiry: row({ userId: '7' }), customer: { __typename: 'EnquiryCustomer', id: '7', firstName: 'Asha', lastName: 'Patel', email: 'asha@example.in', phone: '9876543210', createdAt: '2025-01-01T00:00:00.000Z' }, history: [] } } })),
      api.mutation('UpdateEnquiryStatus', ({ variables }) => {
        sent.push(variables);
        if (fail) return HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 });
        if (variables.status === 'replied' && !variables.responseMessage) return apiError(400, 'Please write the response to send to the customer.');
        const message = variables.status === 'replied' ? 'Response sent successfully to user' : 'Enquiry status updated successfully';
        return HttpResponse.json({ data: { updateEnquiryStatus: { __typename: 'UpdateEnquiryStatusPayload', success: true, message, enquiry: row({ status: variables.status as string }) } } });
      }),
    );
    const user = userEvent.setup();
    await openDesk();
    await user.click(screen.getAllByRole('button', { name: 'Size & fit' })[0]);
    expect(await screen.findByText(/customer since/)).toBeTruthy();
    expect(screen.getByText('Is the maroon kurta true to size?')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Update status' }));
    await findToast('Enquiry status updated successfully');
    expect(sent[0]).toMatchObject({ id: '41', status: 'in_progress', responseMessage: null });

    await user.selectOptions(screen.getByLabelText('Status'), 'replied');
    await user.type(screen.getByLabelText('Reply to Asha Patel'), 'Yes, order your usual size.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await findToast('Response sent successfully to user');
    expect(sent[1]).toMatchObject({ status: 'replied', responseMessage: 'Yes, order your usual size.' });

    fail = true;
    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    await findToast('Failed to update enquiry status');
  });
});

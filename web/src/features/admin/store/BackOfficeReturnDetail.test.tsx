import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { admin, api, apiError, findToast, meIs, renderRoutes, signedInAs, subAdmin, useMockApi } from '../../../test/auth';
import { BackOfficeReturnDetail } from './BackOfficeReturnDetail';
import { ReturnDesk } from './ReturnDesk';

const server = useMockApi();

const LABELS: Record<string, string> = {
  requested: 'Requested', approved: 'Approved: pickup arranged', rejected: 'Rejected', picked_up: 'Picked up', received: 'Received and checked', refunded: 'Refunded', exchanged: 'Exchanged: replacement on its way',
};
const NEXT: Record<string, string[]> = { requested: ['approved', 'rejected'], approved: ['picked_up'], picked_up: ['received', 'rejected'], received: ['refunded'], refunded: [], rejected: [] };

/** Return 5 of order 9 in `status`, as adminReturn and moveReturn answer it. */
function ret(status: string, refundTo = 'bank', history: string[] = [status]) {
  return {
    __typename: 'Return', id: '5', returnNumber: 'RTN-2611-000005', orderId: '9', orderNumber: 'KPD-2611-000009', email: 'asha@example.in', status, statusLabel: LABELS[status],
    resolution: 'refund', refundTo, refundToLabel: refundTo === 'bank' ? 'bank/UPI transfer' : 'Kapda store credit', refundUpiId: refundTo === 'bank' ? 'asha@okhdfcbank' : null, refundAmount: 1049.99, comment: 'Too tight at the shoulders',
    courier: status === 'requested' ? null : 'Delhivery', trackingNumber: status === 'requested' ? null : 'DLR1', refundReference: status === 'refunded' ? 'UTR123' : null, rejectionReason: null,
    replacementOrderId: null, replacementOrderNumber: null, replacementOrderStatus: null, allowedMoves: NEXT[status], createdAt: '2026-11-24T10:00:00.000Z', updatedAt: '2026-11-24T10:00:00.000Z', refund: null,
    creditNoteDeadline: '2027-11-30', creditNoteWarning: null,
    items: [{ __typename: 'ReturnItem', variantSku: 'BK-M-RED', title: 'Bandhani Kurta', size: 'M', color: 'Red', quantity: 1, reason: 'size_too_small', reasonLabel: 'Size too small', comment: null, exchangeFor: null, refundShare: 1049.99, image: null }],
    timeline: history.map((s, i) => ({ __typename: 'ReturnEvent', fromStatus: i ? history[i - 1] : null, status: s, label: LABELS[s], actor: i ? 'admin' : 'customer', actorEmail: i ? 'meera@kapda.in' : null, note: null, at: '2026-11-24T10:00:00.000Z' })),
  };
}

function openReturn(status: string, user = admin(), refundTo = 'bank') {
  signedInAs(user);
  const moves: unknown[] = [];
  let now = status;
  let history = [status];
  server.use(
    meIs(user),
    api.query('AdminReturn', () => HttpResponse.json({ data: { adminReturn: ret(now, refundTo, history) } })),
    api.query('AdminReturnCreditNote', () => HttpResponse.json({ data: { adminReturnCreditNote: {
      __typename: 'CreditNote', serial: 'KCN/26-27/000001', issuedAt: '2026-11-24T11:00:00.000Z', invoiceSerial: 'KPD/26-27/000009', value: 1049.99, tax: 50,
      htmlUrl: '/api/admin/returns/5/credit-note', pdfUrl: '/api/admin/returns/5/credit-note?format=pdf', lastDayToDeclare: '2027-11-30', deadlineWarning: null,
    } } })),
    api.mutation('MoveReturn', ({ variables }) => {
      moves.push(variables);
      const input = variables.input as { status: string };
      if (input.status === 'rejected' && !(variables.input as { note?: string }).note) return apiError(400, 'Please give the reason for rejecting the return (the customer is told)');
      now = input.status;
      history = [...history, now];
      return HttpResponse.json({ data: { moveReturn: ret(now, refundTo, history) } });
    }),
  );
  renderRoutes([{ path: '/admin/returns/:id', element: <BackOfficeReturnDetail returnId="5" /> }], '/admin/returns/5');
  return moves;
}

const moveButtons = () => within(screen.getByRole('group', { name: 'Move the return' })).getAllByRole('button').map((b) => b.textContent);

describe('back-office return page', () => {
  it.each([
    ['requested', ['Approve', 'Reject']],
    ['approved', ['Mark picked up']],
    ['picked_up', ['Received: QC passed', 'QC failed: send back']],
    ['received', ['Refund ₹1,049.99']],
  ])('shows the moves a %s return allows', async (status, buttons) => {
    openReturn(status);
    expect(await screen.findByText('RTN-2611-000005')).toBeTruthy();
    expect(moveButtons()).toEqual(buttons);
  });

  it('an ended return has nothing more to do', async () => {
    openReturn('refunded');
    expect(await screen.findByText('Nothing more to do: this return is refunded.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'View' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Move the return' })).toBeNull();
  });

  it('picked up asks for the courier and tracking number (kept from approval) and sends them', async () => {
    const moves = openReturn('approved');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark picked up' }));
    const form = screen.getByRole('form', { name: 'Mark picked up' });
    expect((within(form).getByLabelText('Pickup courier') as HTMLInputElement).value).toBe('Delhivery');
    await user.clear(within(form).getByLabelText('Tracking number'));
    await user.type(within(form).getByLabelText('Tracking number'), 'DLR2');
    await user.click(within(form).getByRole('button', { name: 'Mark picked up' }));
    await findToast('Return updated');
    expect(moves).toEqual([{ id: '5', input: { status: 'picked_up', qc: null, note: null, courier: 'Delhivery', trackingNumber: 'DLR2', reference: null, resolution: null } }]);
  });

  it('approving offers the shipping courier list for the pickup, and "Other" needs the courier named', async () => {
    const moves = openReturn('requested');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const form = screen.getByRole('form', { name: 'Approve the return' });
    const picker = within(form).getByLabelText('Pickup courier (optional)') as HTMLSelectElement;
    expect(picker.tagName).toBe('SELECT');
    expect([...picker.options].map((o) => o.value)).toEqual(expect.arrayContaining(['', 'Delhivery', 'Blue Dart', 'Ecom Express', 'Other']));
    await user.selectOptions(picker, 'Other');
    await user.click(within(form).getByRole('button', { name: 'Approve the return' }));
    expect(within(form).getByText('Please give the name of the courier')).toBeTruthy();
    expect(moves).toEqual([]);
    await user.type(within(form).getByLabelText('Courier name'), 'Local Runner');
    await user.type(within(form).getByLabelText('Tracking number (optional)'), 'LR9');
    await user.click(within(form).getByRole('button', { name: 'Approve the return' }));
    await findToast('Return updated');
    expect(moves).toEqual([{ id: '5', input: { status: 'approved', qc: null, note: null, courier: 'Local Runner', trackingNumber: 'LR9', reference: null, resolution: null } }]);
  });

  it('picked up → received with QC passed, then the bank refund needs its reference; the page follows each move', async () => {
    const moves = openReturn('picked_up');
    const user = userEvent.setup();
    await screen.findByText('RTN-2611-000005');
    expect(moveButtons()).toEqual(['Received: QC passed', 'QC failed: send back']);
    await user.click(screen.getByRole('button', { name: 'Received: QC passed' }));
    await user.click(within(screen.getByRole('form', { name: 'Mark received (QC passed)' })).getByRole('button', { name: 'Mark received (QC passed)' }));
    await findToast('Return updated');
    expect(moves).toEqual([{ id: '5', input: { status: 'received', qc: 'pass', note: null, courier: null, trackingNumber: null, reference: null, resolution: null } }]);

    expect(await screen.findByRole('button', { name: 'Refund ₹1,049.99' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refund ₹1,049.99' }));
    const form = screen.getByRole('form', { name: 'Refund ₹1,049.99' });
    // Where to send it: the shopper's UPI ID, on the refund card and in the move's instructions.
    expect(screen.getByTestId('return-upi').textContent).toBe('Pay to UPI ID asha@okhdfcbank');
    expect(screen.getByText('Pay ₹1,049.99 to UPI ID asha@okhdfcbank first, then record its reference here.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Refund ₹1,049.99' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please give the bank/UPI transfer reference of the refund');
    expect(moves).toHaveLength(1);
    await user.type(within(form).getByLabelText('Bank/UPI transfer reference'), 'UTR123');
    await user.click(within(form).getByRole('button', { name: 'Refund ₹1,049.99' }));
    expect(await screen.findByText('Nothing more to do: this return is refunded.')).toBeTruthy();
    expect(moves[1]).toEqual({ id: '5', input: { status: 'refunded', qc: null, note: null, courier: null, trackingNumber: null, reference: 'UTR123', resolution: null } });
    expect(screen.getByText('UTR123')).toBeTruthy();
    // The refund issued its GST credit note: serial, the invoice it credits, View and PDF.
    expect(await screen.findByText(/^KCN\/26-27\/000001 against invoice KPD\/26-27\/000009/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PDF' })).toBeTruthy();
    // The timeline names who moved it.
    expect(within(screen.getByRole('region', { name: 'Timeline' })).getAllByText(/by meera@kapda\.in/)).toHaveLength(2);
  });

  it('a rejection needs its reason; the server’s words are shown when it refuses', async () => {
    const moves = openReturn('requested');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const form = screen.getByRole('form', { name: 'Reject the return' });
    await user.click(within(form).getByRole('button', { name: 'Reject the return' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please give the reason for rejecting the return (the customer is told)');
    expect(moves).toEqual([]);
    await user.type(within(form).getByLabelText('Reason (the customer is told)'), 'Worn and washed');
    await user.click(within(form).getByRole('button', { name: 'Reject the return' }));
    expect(await screen.findByText('Nothing more to do: this return is rejected.')).toBeTruthy();
    expect((moves[0] as { input: { note: string } }).input.note).toBe('Worn and washed');
  });

  it('an exchange whose new size sold out is approved as a refund', async () => {
    const user0 = admin();
    signedInAs(user0);
    const moves: unknown[] = [];
    const exchange = { ...ret('requested', 'store_credit'), resolution: 'exchange', refundAmount: 0, items: [{ ...ret('requested').items[0], exchangeFor: 'BK-L-RED' }] };
    server.use(
      meIs(user0),
      api.query('AdminReturn', () => HttpResponse.json({ data: { adminReturn: exchange } })),
      api.mutation('MoveReturn', ({ variables }) => {
        moves.push(variables);
        return HttpResponse.json({ data: { moveReturn: { ...exchange, status: 'approved', statusLabel: LABELS.approved, resolution: 'refund', refundAmount: 1049.99, allowedMoves: ['picked_up'] } } });
      }),
    );
    renderRoutes([{ path: '/admin/returns/:id', element: <BackOfficeReturnDetail returnId="5" /> }], '/admin/returns/5');
    const user = userEvent.setup();
    expect(await screen.findByText('BK-L-RED')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const form = screen.getByRole('form', { name: 'Approve the return' });
    await user.click(within(form).getByRole('checkbox', { name: /approve it as a refund of ₹1,049\.99 instead/ }));
    await user.click(within(form).getByRole('button', { name: 'Approve the return' }));
    await findToast('Return updated');
    expect((moves[0] as { input: Record<string, unknown> }).input).toMatchObject({ status: 'approved', resolution: 'refund' });
    expect(await screen.findByRole('button', { name: 'Mark picked up' })).toBeTruthy();
  });

  it('a refund the gateway refused: says why (the return is not refunded); Retry refund asks again, or it is refunded as store credit or by a recorded bank/UPI transfer', async () => {
    const user0 = admin();
    signedInAs(user0);
    const retries: unknown[] = [];
    const refused = { ...ret('received', 'original'), refundToLabel: 'the original payment', refundUpiId: null, allowedMoves: ['refunded'], refund: { __typename: 'ReturnRefund', status: 'failed', amount: 1049.99, gateway: 'razorpay', failure: 'Razorpay: 400 The payment is under dispute' } };
    let answer: 'refuse' | 'take' = 'refuse';
    server.use(
      meIs(user0),
      api.query('AdminReturn', () => HttpResponse.json({ data: { adminReturn: refused } })),
      api.query('AdminReturnCreditNote', () => HttpResponse.json({ data: { adminReturnCreditNote: {
        __typename: 'CreditNote', serial: 'KCN/26-27/000003', issuedAt: '2026-11-24T11:00:00.000Z', invoiceSerial: 'KPD/26-27/000009', value: 1049.99, tax: 50,
        htmlUrl: '/api/admin/returns/5/credit-note', pdfUrl: '/api/admin/returns/5/credit-note?format=pdf', lastDayToDeclare: '2027-11-30', deadlineWarning: null,
      } } })),
      api.mutation('RetryReturnRefund', ({ variables }) => {
        retries.push(variables);
        if (answer === 'refuse') return apiError(409, 'Razorpay refused the refund of ₹1,049.99: Razorpay: 400 The payment is under dispute. The return is not refunded yet: retry the refund, or refund it as store credit or by bank/UPI (with the transfer\'s reference).');
        const input = variables.input as { refundTo: string | null };
        return HttpResponse.json({ data: { retryReturnRefund: { ...refused, status: 'refunded', statusLabel: LABELS.refunded, allowedMoves: [], refundTo: input.refundTo ?? 'original', refund: input.refundTo ? { ...refused.refund, status: 'withdrawn', failure: null } : { ...refused.refund, status: 'pending', failure: null } } } });
      }),
    );
    renderRoutes([{ path: '/admin/returns/:id', element: <BackOfficeReturnDetail returnId="5" /> }], '/admin/returns/5');
    const user = userEvent.setup();
    const panel = await screen.findByRole('group', { name: 'Refund refused' });
    expect(panel.textContent).toContain('The gateway refused the refund of ₹1,049.99 (razorpay: Razorpay: 400 The payment is under dispute). The return is not refunded yet.');
    expect(screen.getByTestId('return-gateway-refund').textContent).toBe('Gateway (razorpay): ₹1,049.99 refused by the gateway: Razorpay: 400 The payment is under dispute');
    expect(screen.queryByText(/the worker asks again/)).toBeNull();
    // Refused again: the server's words, nothing moves.
    await user.click(within(panel).getByRole('button', { name: 'Retry refund' }));
    expect((await within(panel).findByRole('alert')).textContent).toMatch(/^Razorpay refused the refund of ₹1,049\.99/);
    // A bank/UPI transfer needs its reference.
    await user.click(within(panel).getByRole('button', { name: 'Record a bank/UPI refund' }));
    const form = within(panel).getByRole('form', { name: 'Record a bank/UPI refund' });
    await user.click(within(form).getByRole('button', { name: 'Record the bank/UPI refund' }));
    expect(within(panel).getByRole('alert').textContent).toBe('Please give the bank/UPI transfer reference of the refund');
    expect(retries).toHaveLength(1);
    answer = 'take';
    await user.type(within(form).getByLabelText('Bank/UPI transfer reference'), 'UTR-9');
    await user.click(within(form).getByRole('button', { name: 'Record the bank/UPI refund' }));
    await findToast('Refunded');
    expect(retries).toEqual([
      { id: '5', input: { refundTo: null, reference: null, note: null } },
      { id: '5', input: { refundTo: 'bank', reference: 'UTR-9', note: null } },
    ]);
  });

  it("the gateway's refund states in words; a credit note's time limit when near or passed", async () => {
    const user0 = admin();
    signedInAs(user0);
    const taken = { ...ret('refunded', 'original'), refund: { __typename: 'ReturnRefund', status: 'pending', amount: 1049.99, gateway: 'cashfree', failure: null }, creditNoteWarning: 'Declare this credit note by 30 Nov 2026 (12 days left): after that it can no longer reduce the output tax of FY 2025-26 (CGST Act s.34(2)).' };
    server.use(
      meIs(user0),
      api.query('AdminReturn', () => HttpResponse.json({ data: { adminReturn: taken } })),
      api.query('AdminReturnCreditNote', () => HttpResponse.json({ data: { adminReturnCreditNote: {
        __typename: 'CreditNote', serial: 'KCN/26-27/000001', issuedAt: '2026-11-18T11:00:00.000Z', invoiceSerial: 'KPD/25-26/000009', value: 1049.99, tax: 50,
        htmlUrl: '/api/admin/returns/5/credit-note', pdfUrl: '/api/admin/returns/5/credit-note?format=pdf', lastDayToDeclare: '2026-11-30', deadlineWarning: taken.creditNoteWarning,
      } } })),
    );
    renderRoutes([{ path: '/admin/returns/:id', element: <BackOfficeReturnDetail returnId="5" /> }], '/admin/returns/5');
    expect((await screen.findByTestId('return-gateway-refund')).textContent).toBe('Gateway (cashfree): ₹1,049.99 taken by the gateway, waiting for its confirmation');
    expect(screen.getByTestId('credit-note-deadline').textContent).toBe(taken.creditNoteWarning);
  });

  it('a refund the gateway did not answer clearly is not a refusal: no Retry refund or other way offered, the desk is told not to refund it another way', async () => {
    const user0 = admin();
    signedInAs(user0);
    const unanswered = { ...ret('received', 'original'), refundToLabel: 'the original payment', refundUpiId: null, allowedMoves: ['refunded'], refund: { __typename: 'ReturnRefund', status: 'failed', amount: 1049.99, gateway: 'razorpay', failure: null } };
    server.use(
      meIs(user0),
      api.query('AdminReturn', () => HttpResponse.json({ data: { adminReturn: unanswered } })),
      api.query('AdminReturnCreditNote', () => HttpResponse.json({ data: { adminReturnCreditNote: null } })),
    );
    renderRoutes([{ path: '/admin/returns/:id', element: <BackOfficeReturnDetail returnId="5" /> }], '/admin/returns/5');
    expect((await screen.findByTestId('return-gateway-refund')).textContent).toBe('Gateway (razorpay): ₹1,049.99 not confirmed by the gateway yet (it may have been made): asked again with the same key — do not refund it another way');
    expect(screen.queryByRole('group', { name: 'Refund refused' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record a bank/UPI refund' })).toBeNull();
  });

  it('an exchange: its credit note and the replacement it pays for; a cancelled replacement is refunded by its route', async () => {
    const user0 = admin();
    signedInAs(user0);
    const moves: unknown[] = [];
    const exchanged = {
      ...ret('exchanged', 'bank'), resolution: 'exchange', refundAmount: 0, allowedMoves: ['refunded'], replacementOrderId: '12', replacementOrderNumber: 'KPD-2611-000012', replacementOrderStatus: 'cancelled',
      items: [{ ...ret('exchanged').items[0], exchangeFor: 'BK-L-RED' }],
    };
    server.use(
      meIs(user0),
      api.query('AdminReturn', () => HttpResponse.json({ data: { adminReturn: exchanged } })),
      api.query('AdminReturnCreditNote', () => HttpResponse.json({ data: { adminReturnCreditNote: {
        __typename: 'CreditNote', serial: 'KCN/26-27/000002', issuedAt: '2026-11-24T11:00:00.000Z', invoiceSerial: 'KPD/26-27/000009', value: 1049.99, tax: 50,
        htmlUrl: '/api/admin/returns/5/credit-note', pdfUrl: '/api/admin/returns/5/credit-note?format=pdf', lastDayToDeclare: '2027-11-30', deadlineWarning: null,
      } } })),
      api.mutation('MoveReturn', ({ variables }) => {
        moves.push(variables);
        return HttpResponse.json({ data: { moveReturn: { ...exchanged, status: 'refunded', statusLabel: LABELS.refunded, refundAmount: 1049.99, refundReference: 'UTR-7', allowedMoves: [] } } });
      }),
    );
    renderRoutes([{ path: '/admin/returns/:id', element: <BackOfficeReturnDetail returnId="5" /> }], '/admin/returns/5');
    const user = userEvent.setup();
    expect(await screen.findByText(/are credited with a GST credit note and pay for the replacement order, which is invoiced when it ships/)).toBeTruthy();
    expect(screen.getByText('The replacement was cancelled: ₹1,049.99 goes back to the customer · bank/UPI transfer.')).toBeTruthy();
    expect(await screen.findByText(/^KCN\/26-27\/000002 against invoice/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refund ₹1,049.99' }));
    const form = screen.getByRole('form', { name: 'Refund ₹1,049.99' });
    expect(within(form).getByText('The replacement was cancelled: Pay ₹1,049.99 to UPI ID asha@okhdfcbank first, then record its reference here.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Bank/UPI transfer reference'), 'UTR-7');
    await user.click(within(form).getByRole('button', { name: 'Refund ₹1,049.99' }));
    await findToast('Return updated');
    expect((moves[0] as { input: Record<string, unknown> }).input).toMatchObject({ status: 'refunded', reference: 'UTR-7' });
  });

  it('view_orders only looks: no move buttons', async () => {
    openReturn('requested', subAdmin({ permissions: ['view_orders'], department: 'Orders' }));
    expect(await screen.findByText('RTN-2611-000005')).toBeTruthy();
    expect(screen.getByText('You can look at returns; moving them needs the Manage orders permission.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Move the return' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});

describe('back-office returns list', () => {
  it('filters by status and search, links each return and its order, and says when nothing matches', async () => {
    const user = admin();
    signedInAs(user);
    const asked: unknown[] = [];
    server.use(
      meIs(user),
      api.query('AdminReturns', ({ variables }) => {
        asked.push(variables);
        const returns = variables.status === 'rejected' ? [] : [ret('requested')];
        return HttpResponse.json({ data: { adminReturns: { __typename: 'ReturnPage', total: returns.length, page: 1, limit: 25, totalPages: 1, returns } } });
      }),
    );
    renderRoutes([{ path: '/admin/returns', element: <ReturnDesk /> }], '/admin/returns');
    const u = userEvent.setup();
    expect((await screen.findByRole('link', { name: 'RTN-2611-000005' })).getAttribute('href')).toBe('/admin/returns/5');
    expect(screen.getByRole('link', { name: 'KPD-2611-000009' }).getAttribute('href')).toBe('/admin/orders/9');
    expect(screen.getByText('Refund ₹1,049.99')).toBeTruthy();
    await u.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    await u.type(screen.getByLabelText('Return or order number, or email'), 'asha');
    await u.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No returns match.')).toBeTruthy();
    expect(asked.at(-1)).toEqual({ status: 'rejected', search: 'asha', page: 1, limit: 25 });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });
});

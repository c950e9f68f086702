import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { trackingUrlFor } from '@kapda/rules/couriers';
import { describe, expect, it } from 'vitest';
import { admin, api, findToast, meIs, renderRoutes, signedInAs, useMockApi } from '../../../test/auth';
import { BackOfficeOrderDetail } from './BackOfficeOrderDetail';

const server = useMockApi();

const address = { __typename: 'OrderAddress', fullName: 'Asha Patel', phone: '9825012345', line1: '12 Ring Road', line2: null, landmark: null, pincode: '395001', city: 'Surat', state: 'Gujarat', stateCode: '24' };
const LABELS: Record<string, string> = { pending_payment: 'Awaiting payment',  confirmed: 'Confirmed', packed: 'Packed', shipped: 'Shipped', out_for_delivery: 'Out for delivery', delivered: 'Delivered', cancelled: 'Cancelled' };
const NEXT: Record<string, string[]> = { pending_payment: ['cancelled'],  confirmed: ['packed', 'cancelled'], packed: ['shipped', 'cancelled'], shipped: ['out_for_delivery', 'delivered'], out_for_delivery: ['delivered'], delivered: [], cancelled: [] };

/** The back office's answer for order 7 in `status` (the query and the move both answer this). */
function detail(status: string, history: string[], online = false) {
  const shipped = status === 'shipped' || status === 'out_for_delivery' || status === 'delivered';
  return {
    __typename: 'BackOfficeOrder',
    order: {
      __typename: 'Order', id: '7', orderNumber: 'KPD-2311-000007', status, statusLabel: LABELS[status], itemCount: 1, subtotal: 1050, discount: 0, shipping: 0, total: 1050,
      taxAmount: 50, cgst: 25, sgst: 25, igst: 0, couponCode: null, email: 'asha@example.in', paymentMethod: online ? 'online' : 'cod',
      paymentStatus: status === 'cancelled' ? 'not_collected' : online ? 'awaiting' : 'pending',
      courier: shipped ? 'Delhivery' : null, trackingNumber: shipped ? 'DL1IN' : null, trackingUrl: shipped ? trackingUrlFor('Delhivery', 'DL1IN') : null, storeCreditUsed: 0, amountDue: 0, holdExpiresAt: null, canCancel: false, createdAt: '2026-11-23T10:00:00.000Z', gstin: null,
      items: [], shippingAddress: address, billingAddress: null,
    },
    city: 'Surat', state: 'Gujarat', phone: '9825012345', customer: null,
    timeline: history.map((s, i) => ({ __typename: 'BackOfficeOrderEvent', fromStatus: i ? history[i - 1] : null, status: s, label: LABELS[s], actor: 'admin:1', actorEmail: 'admin@kapda.in', note: null, at: '2026-11-23T10:00:00.000Z' })),
    notes: [],
    payments: online ? [{ __typename: 'OrderPaymentAttempt', gateway: 'razorpay', reference: 'pay_ref', amount: 1050, status: status === 'cancelled' ? 'abandoned' : 'created', gatewayPaymentId: null, createdAt: '2026-11-23T10:00:00.000Z' }] : [],
    invoiceSerial: shipped ? 'KPD/26-27/000001' : null,
    invoiceHtmlUrl: shipped ? '/admin/orders/7/invoice' : null,
    invoicePdfUrl: shipped ? '/admin/orders/7/invoice?format=pdf' : null,
    allowedStatuses: NEXT[status].map((s) => ({ __typename: 'StatusOption', status: s, label: LABELS[s] })),
    canManage: true,
  };
}

/** The desk's payment record of the online order: its one gateway try. */
const paymentPanel = (status: string, attempt: string) => ({
  __typename: 'PaymentPanel', orderId: '7', status, paymentStatus: status === 'cancelled' ? 'not_collected' : 'awaiting',
  attempts: [{ __typename: 'PaymentAttempt', id: '3', gateway: 'razorpay', reference: 'pay_ref', status: attempt, amountPaise: 105_000, gatewayOrderId: 'order_Abc', gatewayPaymentId: null, createdAt: '2026-11-23T10:00:00.000Z' }],
  refunds: [], events: [],
});

function openOrder(status: string) {
  const user = admin();
  signedInAs(user);
  const online = status === 'pending_payment';
  const history = online ? ['pending_payment'] : status === 'shipped' ? ['confirmed', 'packed', 'shipped'] : ['confirmed', 'packed'].slice(0, status === 'packed' ? 2 : 1);
  const moves: unknown[] = [];
  let now = status;
  server.use(
    meIs(user),
    api.query('BackOfficeOrder', () => HttpResponse.json({ data: { backOfficeOrder: detail(now, history, online) } })),
    api.query('OrderPayments', () => HttpResponse.json({ data: { orderPayments: paymentPanel(now, now === 'cancelled' ? 'abandoned' : 'created') } })),
    api.mutation('MoveOrder', ({ variables }) => {
      moves.push(variables);
      now = variables.status as string;
      return HttpResponse.json({ data: { moveOrder: detail(now, [...history, now], online) } });
    }),
  );
  renderRoutes([{ path: '/admin/orders/:id', element: <BackOfficeOrderDetail orderId="7" /> }], '/admin/orders/7');
  return moves;
}

describe('back-office order page', () => {
  it('after shipping shows the next move, the invoice and the timeline without a reload', async () => {
    const moves = openOrder('packed');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const form = screen.getByRole('form', { name: 'Mark shipped' });
    await userEvent.selectOptions(within(form).getByLabelText('Courier'), 'Delhivery');
    // A number the server would refuse is refused here first, with its words, and nothing is sent.
    await userEvent.type(within(form).getByLabelText('Tracking number (AWB)'), 'DL1IN');
    await userEvent.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('The tracking number should be 6 to 30 letters and digits (hyphens allowed)');
    expect(moves).toEqual([]);
    await userEvent.type(within(form).getByLabelText('Tracking number (AWB)'), ' 123');
    await userEvent.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    await findToast('Order status updated');
    expect(moves).toEqual([{ id: '7', status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL1IN123', note: null }]);
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark shipped' })).toBeNull();
    expect(screen.getByText('KPD/26-27/000001')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PDF' })).toBeTruthy();
    expect(screen.queryByText('Issued when the order ships.')).toBeNull();
    const timeline = screen.getByRole('heading', { name: 'Timeline' }).parentElement!;
    expect(within(timeline).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual(['Confirmed', 'Packed', 'Shipped']);
  });

  it('a shipped order: "Mark out for delivery" (in words) moves it, and then only "Mark delivered" is left', async () => {
    const moves = openOrder('shipped');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark out for delivery' }));
    const form = screen.getByRole('form', { name: 'Mark out for delivery' });
    expect(within(form).queryByLabelText('Tracking number (AWB)')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Mark out for delivery' }));
    await findToast('Order status updated');
    expect(moves).toEqual([{ id: '7', status: 'out_for_delivery', courier: null, trackingNumber: null, note: null }]);
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark out for delivery' })).toBeNull();
    const timeline = screen.getByRole('heading', { name: 'Timeline' }).parentElement!;
    expect(within(timeline).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual(['Confirmed', 'Packed', 'Shipped', 'Out for delivery']);
  });

  it('after a cancel shows that nothing more is to be done and the cancel in the timeline', async () => {
    openOrder('confirmed');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel this order' }));
    await findToast('Order status updated');
    expect(await screen.findByText('Nothing more to do: this order is cancelled.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark packed' })).toBeNull();
    const timeline = screen.getByRole('heading', { name: 'Timeline' }).parentElement!;
    expect(within(timeline).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual(['Confirmed', 'Cancelled']);
  });

  it('after cancelling an unpaid online order the payment panel shows its gateway try closed', async () => {
    openOrder('pending_payment');
    expect(await screen.findByText(/razorpay · .* · created/)).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel this order' }));
    await findToast('Order status updated');
    expect(await screen.findByText('Nothing more to do: this order is cancelled.')).toBeTruthy();
    expect(await screen.findByText(/razorpay · .* · abandoned/)).toBeTruthy();
    expect(screen.queryByText(/razorpay · .* · created/)).toBeNull();
  });

  it('ships with a courier not on the list: "Other" asks for its name and sends it', async () => {
    const moves = openOrder('packed');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const form = screen.getByRole('form', { name: 'Mark shipped' });
    const picker = within(form).getByLabelText('Courier') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.text)).toEqual(expect.arrayContaining(['Delhivery', 'Blue Dart', 'DTDC', 'Ekart', 'India Post', 'Xpressbees', 'Shadowfax', 'Ecom Express', 'Other (no tracking link)']));
    await userEvent.selectOptions(picker, 'Other');
    await userEvent.type(within(form).getByLabelText('Tracking number (AWB)'), 'RT-2026-0042');
    await userEvent.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Please choose the courier');
    await userEvent.type(within(form).getByLabelText('Courier name'), 'Ravi Transport');
    await userEvent.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    await findToast('Order status updated');
    expect(moves).toEqual([{ id: '7', status: 'shipped', courier: 'Ravi Transport', trackingNumber: 'RT-2026-0042', note: null }]);
  });
});

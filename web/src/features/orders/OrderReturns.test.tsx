import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, apiError, findToast, renderRoutes, useMockApi } from '../../test/auth';
import type { OrderDetailFieldsFragment } from '../../gql/graphql';
import { OrderDetail } from './OrderDetail';

const server = useMockApi();

const address = { __typename: 'OrderAddress', fullName: 'Asha Patel', phone: '9825012345', line1: '12 Ring Road', line2: null, landmark: null, pincode: '395001', city: 'Surat', state: 'Gujarat' };
const line = (variantSku: string, title: string, size: string, quantity: number, lineTotal: number) => ({
  __typename: 'OrderLine', productId: '3', title, slug: 'x', variantSku, size, color: 'Red', quantity, unitPrice: lineTotal / quantity, lineTotal, discount: 0, gstRate: 5, image: null,
});

/** A delivered cash-on-delivery order of a member: two kurtas (₹2,099.99 with a coupon share) and innerwear. */
const detail = {
  __typename: 'OrderDetail', invoiceSerial: 'KPD/26-27/000009', invoiceUrl: '/api/orders/9/invoice?token=t', accessToken: 'tok-9',
  timeline: [{ __typename: 'OrderEvent', status: 'delivered', label: 'Delivered', actor: 'admin', note: null, at: '2026-11-20T10:00:00.000Z' }],
  order: {
    __typename: 'Order', id: '9', orderNumber: 'KPD-2611-000009', status: 'delivered', statusLabel: 'Delivered', itemCount: 3, subtotal: 2399.99, discount: 0, shipping: 0, total: 2399.99,
    storeCreditUsed: 0, amountDue: 0, taxAmount: 114.29, cgst: 57.14, sgst: 57.15, igst: 0, couponCode: null, email: 'asha@example.in', paymentMethod: 'cod', paymentStatus: 'paid',
    courier: 'Delhivery', trackingNumber: 'DL1', holdExpiresAt: null, canCancel: false, whatsappOptIn: false, createdAt: '2026-11-15T10:00:00.000Z', gstin: null,
    items: [line('BK-M-RED', 'Bandhani Kurta', 'M', 2, 2099.99), line('IW-S-RED', 'Cotton Slip', 'S', 1, 300)],
    shippingAddress: address, billingAddress: null,
  },
} as unknown as OrderDetailFieldsFragment;

const options = {
  __typename: 'ReturnOptions', canReturn: true, problem: null, lastDay: '2026-12-20', windowDays: 30, refundDestinations: ['store_credit', 'bank'], defaultRefundTo: 'store_credit',
  reasons: [['size_too_small', 'Size too small'], ['size_too_large', 'Size too large'], ['damaged', 'Damaged or defective'], ['changed_mind', 'Changed my mind']].map(([value, label]) => ({ __typename: 'ReturnReasonOption', value, label })),
  lines: [
    {
      __typename: 'ReturnOptionLine', variantSku: 'BK-M-RED', title: 'Bandhani Kurta', size: 'M', color: 'Red', quantity: 2, returnable: true, piecesLeft: 2, image: null,
      // The server's figures: the second piece takes the paisa of rounding.
      refundForPieces: [1049.99, 2099.99],
      exchangeOptions: [
        { __typename: 'ExchangeOption', variantSku: 'BK-L-RED', size: 'L', color: 'Red', inStock: true },
        { __typename: 'ExchangeOption', variantSku: 'BK-XL-RED', size: 'XL', color: 'Red', inStock: false },
      ],
    },
    { __typename: 'ReturnOptionLine', variantSku: 'IW-S-RED', title: 'Cotton Slip', size: 'S', color: 'Red', quantity: 1, returnable: false, piecesLeft: 1, image: null, refundForPieces: [300], exchangeOptions: [] },
  ],
};

const requested = {
  __typename: 'Return', id: '5', returnNumber: 'RTN-2611-000005', orderId: '9', orderNumber: 'KPD-2611-000009', status: 'requested', statusLabel: 'Requested', resolution: 'refund',
  refundTo: 'store_credit', refundToLabel: 'Kapda store credit', refundAmount: 1049.99, courier: null, trackingNumber: null, rejectionReason: null, replacementOrderId: null,
  replacementOrderNumber: null, replacementOrderStatus: null, createdAt: '2026-11-24T10:00:00.000Z', refund: null,
  items: [{ __typename: 'ReturnItem', variantSku: 'BK-M-RED', title: 'Bandhani Kurta', size: 'M', color: 'Red', quantity: 1, reason: 'size_too_small', reasonLabel: 'Size too small', exchangeFor: null, refundShare: 1049.99 }],
  timeline: [{ __typename: 'ReturnEvent', status: 'requested', label: 'Requested', actor: 'customer', note: null, at: '2026-11-24T10:00:00.000Z' }],
};

function open(answer?: () => Response) {
  const sent: unknown[] = [];
  let returns: unknown[] = [];
  server.use(
    api.query('OrderReturns', () => HttpResponse.json({ data: { orderReturns: returns, orderReturnOptions: options } })),
    api.mutation('RequestReturn', ({ variables }) => {
      sent.push(variables);
      if (answer) return answer();
      returns = [requested];
      return HttpResponse.json({ data: { requestReturn: requested } });
    }),
  );
  renderRoutes([{ path: '/account/orders/:id', element: <OrderDetail detail={detail} token="tok-9" onChange={() => {}} /> }], '/account/orders/9');
  return sent;
}

describe('order page: write a review', () => {
  it('a member’s delivered order links each product to its review form; a guest’s link page does not', async () => {
    const withSlugs = { ...detail, order: { ...detail.order, items: [{ ...detail.order.items[0], slug: 'bandhani-kurta' }, { ...detail.order.items[1], productId: '4', slug: 'cotton-slip' }] } } as OrderDetailFieldsFragment;
    server.use(api.query('OrderReturns', () => HttpResponse.json({ data: { orderReturns: [], orderReturnOptions: options } })));
    const view = renderRoutes([{ path: '/account/orders/:id', element: <OrderDetail detail={withSlugs} token="tok-9" onChange={() => {}} /> }], '/account/orders/9');
    const link = await screen.findByRole('link', { name: 'Write a review of Bandhani Kurta' });
    expect(link.getAttribute('href')).toBe('/product/bandhani-kurta#write-review');
    expect(screen.getByRole('link', { name: 'Write a review of Cotton Slip' }).getAttribute('href')).toBe('/product/cotton-slip#write-review');
    await screen.findByText('This item cannot be returned or exchanged.');
    view.unmount();

    renderRoutes([{ path: '/order/:id', element: <OrderDetail detail={withSlugs} token="tok-9" onChange={() => {}} /> }], '/order/9?token=tok-9');
    await screen.findByText('This item cannot be returned or exchanged.');
    expect(screen.queryByRole('link', { name: /Write a review/ })).toBeNull();
  });

  it('shows no review link before the order is delivered', async () => {
    const shipped = { ...detail, order: { ...detail.order, status: 'shipped', statusLabel: 'Shipped' } } as OrderDetailFieldsFragment;
    renderRoutes([{ path: '/account/orders/:id', element: <OrderDetail detail={shipped} token="tok-9" onChange={() => {}} /> }], '/account/orders/9');
    await screen.findByRole('heading', { name: 'Order KPD-2611-000009' });
    expect(screen.queryByRole('link', { name: /Write a review/ })).toBeNull();
  });
});

describe('order page: return or exchange', () => {
  it("a member's order opened from its link while signed out says to sign in, and offers no return form", async () => {
    const signIn = 'Sign in to the account that placed this order to return or exchange its pieces';
    server.use(api.query('OrderReturns', () => HttpResponse.json({ data: { orderReturns: [], orderReturnOptions: { ...options, canReturn: false, problem: signIn } } })));
    renderRoutes([{ path: '/order/:id', element: <OrderDetail detail={detail} token="tok-9" onChange={() => {}} /> }], '/order/9?token=tok-9');
    expect(await screen.findByText(`${signIn}.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Return or exchange/ })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Return or exchange' })).toBeNull();
  });

  it('shows the refund the server computes for the pieces chosen, checks the reason, and sends the request', async () => {
    const sent = open();
    const user = userEvent.setup();
    expect(await screen.findByText('This item cannot be returned or exchanged.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Return or exchange Bandhani Kurta (M, Red)' }));
    const sheet = screen.getByRole('dialog', { name: 'Return or exchange' });
    expect(within(sheet).getByTestId('return-refund').textContent).toBe('₹1,049.99');
    await user.selectOptions(within(sheet).getByLabelText('Pieces'), '2');
    expect(within(sheet).getByTestId('return-refund').textContent).toBe('₹2,099.99');
    await user.selectOptions(within(sheet).getByLabelText('Pieces'), '1');
    // Store credit is the default for cash on delivery; bank/UPI can be chosen.
    expect((within(sheet).getByRole('radio', { name: /Kapda store credit/ }) as HTMLInputElement).checked).toBe(true);

    await user.click(within(sheet).getByRole('button', { name: 'Request return' }));
    expect(within(sheet).getByText('Choose a reason for the return')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(sheet).getByLabelText('Reason')));
    expect(sent).toEqual([]);

    await user.selectOptions(within(sheet).getByLabelText('Reason'), 'Size too small');
    await user.click(within(sheet).getByRole('button', { name: 'Request return' }));
    await findToast('Return RTN-2611-000005 requested. We will confirm the pickup soon.');
    expect(sent).toEqual([{ orderId: '9', token: 'tok-9', input: { items: [{ variantSku: 'BK-M-RED', quantity: 1, reason: 'size_too_small', exchangeFor: null }], resolution: 'refund', refundTo: 'store_credit', refundUpiId: null, comment: null, idempotencyKey: expect.stringMatching(/^ret_[0-9a-f-]{36}$/) } }]);
    const card = await screen.findByRole('article', { name: 'Return RTN-2611-000005' });
    expect(within(card).getByText(/Refund of/).textContent).toContain('₹1,049.99');
    expect(within(card).getByText(/Refund of/).textContent).toBe('Refund of ₹1,049.99 as Kapda store credit once the pieces reach us.');
  });

  it('a bank/UPI refund offers the UPI ID (only then, optional), checks its shape and sends it', async () => {
    const sent = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Return or exchange Bandhani Kurta (M, Red)' }));
    const sheet = screen.getByRole('dialog', { name: 'Return or exchange' });
    expect(within(sheet).queryByLabelText('UPI ID for the refund (optional)')).toBeNull();
    await user.selectOptions(within(sheet).getByLabelText('Reason'), 'Size too small');
    await user.click(within(sheet).getByRole('radio', { name: /Bank or UPI transfer/ }));
    const upi = within(sheet).getByLabelText('UPI ID for the refund (optional)');
    await user.type(upi, 'asha at hdfc');
    await user.click(within(sheet).getByRole('button', { name: 'Request return' }));
    expect(within(sheet).getByText('Please give a valid UPI ID, like name@okhdfcbank')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.clear(upi);
    await user.type(upi, 'asha.k@okhdfcbank');
    await user.click(within(sheet).getByRole('button', { name: 'Request return' }));
    await findToast('Return RTN-2611-000005 requested. We will confirm the pickup soon.');
    expect(sent).toEqual([{ orderId: '9', token: 'tok-9', input: { items: [{ variantSku: 'BK-M-RED', quantity: 1, reason: 'size_too_small', exchangeFor: null }], resolution: 'refund', refundTo: 'bank', refundUpiId: 'asha.k@okhdfcbank', comment: null, idempotencyKey: expect.any(String) } }]);
  });

  it('an exchange offers only sizes in stock and needs one chosen; the server’s refusal is shown in the sheet', async () => {
    const sent = open(() => apiError(400, 'L, Red is sold out; please ask for a refund instead'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Return or exchange Bandhani Kurta (M, Red)' }));
    const sheet = screen.getByRole('dialog', { name: 'Return or exchange' });
    await user.selectOptions(within(sheet).getByLabelText('Reason'), 'Size too large');
    await user.click(within(sheet).getByRole('radio', { name: /An exchange/ }));
    const wanted = within(sheet).getByLabelText('Exchange for');
    expect(within(wanted).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a size or colour', 'L, Red']);
    await user.click(within(sheet).getByRole('button', { name: 'Request exchange' }));
    expect(within(sheet).getByText('Choose the size or colour you would like instead')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.selectOptions(wanted, 'L, Red');
    await user.click(within(sheet).getByRole('button', { name: 'Request exchange' }));
    expect(await within(sheet).findByText('L, Red is sold out; please ask for a refund instead')).toBeTruthy();
    expect(sent).toEqual([{ orderId: '9', token: 'tok-9', input: { items: [{ variantSku: 'BK-M-RED', quantity: 1, reason: 'size_too_large', exchangeFor: 'BK-L-RED' }], resolution: 'exchange', refundTo: null, refundUpiId: null, comment: null, idempotencyKey: expect.any(String) } }]);
    // The sheet stays open with what was chosen, and closes with Escape.
    expect((within(sheet).getByLabelText('Exchange for') as HTMLSelectElement).value).toBe('BK-L-RED');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Return or exchange' })).toBeNull());
  });

  it('follows a refunded return: every step done, the refund and where it went, the pickup and the credit note', async () => {
    const refunded = {
      ...requested, status: 'refunded', statusLabel: 'Refunded', courier: 'Delhivery', trackingNumber: 'DLR1',
      timeline: ['requested', 'approved', 'picked_up', 'received', 'refunded'].map((status, i) => ({ __typename: 'ReturnEvent', status, label: status, actor: i ? 'admin' : 'customer', note: null, at: '2026-11-24T10:00:00.000Z' })),
    };
    server.use(
      api.query('OrderReturns', () => HttpResponse.json({ data: { orderReturns: [refunded], orderReturnOptions: { ...options, lines: [{ ...options.lines[0], piecesLeft: 1, refundForPieces: [1050] }, options.lines[1]] } } })),
      api.query('ReturnCreditNote', ({ variables }) => {
        expect(variables).toEqual({ orderId: '9', returnId: '5', token: 'tok-9' });
        return HttpResponse.json({ data: { returnCreditNote: { __typename: 'CreditNote', serial: 'KCN/26-27/000001', issuedAt: '2026-11-24T11:00:00.000Z', htmlUrl: '/api/orders/9/returns/5/credit-note?token=t', pdfUrl: '/api/orders/9/returns/5/credit-note?token=t&format=pdf' } } });
      }),
    );
    renderRoutes([{ path: '/account/orders/:id', element: <OrderDetail detail={detail} token="tok-9" onChange={() => {}} /> }], '/account/orders/9');
    const card = await screen.findByRole('article', { name: 'Return RTN-2611-000005' });
    expect(within(card).getByText(/^Refunded .*as Kapda store credit/).textContent).toBe('Refunded ₹1,049.99 as Kapda store credit.');
    expect(within(card).getAllByRole('listitem').filter((li) => li.className === 'return-steps__done')).toHaveLength(5);
    expect(within(card).getByText('DLR1')).toBeTruthy();
    expect((await within(card).findByRole('link', { name: 'Download PDF' })).getAttribute('href')).toBe('/api/orders/9/returns/5/credit-note?token=t&format=pdf');
    // One piece is still left to return.
    expect(screen.getByRole('button', { name: 'Return or exchange Bandhani Kurta (M, Red)' })).toBeTruthy();
  });
});

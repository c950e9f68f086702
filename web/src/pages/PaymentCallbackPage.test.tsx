import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, useMockApi } from '../test/msw';
import { renderPage } from '../test/render';
import PaymentCallbackPage from './PaymentCallbackPage';

const server = useMockApi();
const address = { __typename: 'OrderAddress', fullName: 'Asha Patel', phone: '9825012345', line1: '12 Nanpura Main Road', line2: null, landmark: null, pincode: '395001', city: 'Surat', state: 'Gujarat' };
const order = (changes: Record<string, unknown>) => ({
  __typename: 'Order', id: '41', orderNumber: 'KPD-2511-000041', status: 'pending_payment', statusLabel: 'Awaiting payment', itemCount: 1, subtotal: 1050, discount: 0, shipping: 0,
  total: 1050, taxAmount: 50, cgst: 25, sgst: 25, igst: 0, couponCode: null, email: 'asha@example.in', paymentMethod: 'online', paymentStatus: 'failed', courier: null,
  trackingNumber: null, storeCreditUsed: 0, amountDue: 0, holdExpiresAt: null, canCancel: false, whatsappOptIn: false, createdAt: '2026-11-24T10:00:00.000Z', gstin: null, items: [], shippingAddress: address, billingAddress: null, ...changes,
});
const declined = {
  data: { verifyPayment: { __typename: 'PaymentResult', outcome: 'failed', message: 'Your payment did not go through. No money was taken; you can try again.', accessToken: 'tok-41', order: order({}) } },
};

const open = () => renderPage([
  { path: '/payment/callback', element: <PaymentCallbackPage /> },
  { path: '/order/:id', element: <p>Order page</p> },
], '/payment/callback?gateway=sandbox&reference=pay_1&status=failed&paymentId=sbx_1&amount=105000&signature=abc');

describe('/payment/callback after a declined payment', () => {
  it('switches the waiting order to cash on delivery (server-checked) and opens it', async () => {
    const sent: unknown[] = [];
    server.use(
      api.mutation('VerifyPayment', () => HttpResponse.json(declined)),
      api.mutation('SwitchToCashOnDelivery', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { switchToCashOnDelivery: { __typename: 'OrderDetail', invoiceSerial: null, invoiceUrl: null, accessToken: 'tok-41', timeline: [], order: order({ status: 'confirmed', statusLabel: 'Confirmed', paymentMethod: 'cod', paymentStatus: 'pending' }) } } });
      }),
    );
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('Your payment did not go through. No money was taken; you can try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry payment' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay cash on delivery instead' }));
    expect(await screen.findByText('Order page')).toBeTruthy();
    expect(sent).toEqual([{ orderId: '41', token: 'tok-41' }]);
  });

  it('shows the server’s refusal when cash on delivery is not open for the order', async () => {
    server.use(
      api.mutation('VerifyPayment', () => HttpResponse.json(declined)),
      api.mutation('SwitchToCashOnDelivery', () => HttpResponse.json({ errors: [{ message: 'Cash on delivery is not available for this PIN code. Please pay online.', extensions: { code: 'BAD_USER_INPUT', status: 400 } }] })),
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Pay cash on delivery instead' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Cash on delivery is not available for this PIN code. Please pay online.');
  });
});

describe('/payment/callback after Cashfree sends a guest back', () => {
  const openCashfree = () => renderPage([
    { path: '/payment/callback', element: <PaymentCallbackPage /> },
    { path: '/order/:id', element: <p>Order page</p> },
  ], '/payment/callback?gateway=cashfree&order_id=pay_cf1');
  const paid = (shown: boolean) => ({
    data: { verifyPayment: { __typename: 'PaymentResult', outcome: 'paid', message: 'Payment received. Your order is confirmed.', orderNumber: 'KPD-2511-000041', accessToken: shown ? 'tok-41' : null, order: shown ? order({ status: 'confirmed', paymentStatus: 'paid' }) : null } },
  });

  it('sends the order token this tab kept when checkout opened, and opens the order', async () => {
    sessionStorage.setItem('kapda.payToken.pay_cf1', 'tok-41');
    const sent: unknown[] = [];
    server.use(api.mutation('VerifyPayment', ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json(paid(true));
    }));
    const user = userEvent.setup();
    openCashfree();
    expect(await screen.findByText('Payment received. Your order is confirmed.')).toBeTruthy();
    expect(sent).toEqual([{ input: { gateway: 'cashfree', order_id: 'pay_cf1', token: 'tok-41' } }]);
    await user.click(screen.getByRole('link', { name: 'View order' }));
    expect(await screen.findByText('Order page')).toBeTruthy();
    sessionStorage.clear();
  });

  it('without a kept token shows the outcome and the order number only', async () => {
    const sent: unknown[] = [];
    server.use(api.mutation('VerifyPayment', ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json(paid(false));
    }));
    openCashfree();
    expect(await screen.findByText('Payment received. Your order is confirmed.')).toBeTruthy();
    expect(sent).toEqual([{ input: { gateway: 'cashfree', order_id: 'pay_cf1' } }]);
    expect(screen.getByText('KPD-2511-000041')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View order' })).toBeNull();
    expect(screen.getByText('Open it from the link in your order email.')).toBeTruthy();
  });
});

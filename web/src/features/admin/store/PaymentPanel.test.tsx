import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, useMockApi } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { PaymentPanel } from './PaymentPanel';

const server = useMockApi();
const panel = (status: string, paymentStatus: string, attempt: string) => ({
  __typename: 'PaymentPanel', orderId: '7', status, paymentStatus,
  attempts: [{ __typename: 'PaymentAttempt', id: '3', gateway: 'razorpay', reference: 'pay_ref', status: attempt, amountPaise: 105_000, gatewayOrderId: 'order_Abc', gatewayPaymentId: attempt === 'paid' ? 'pay_Xyz' : null, createdAt: '2026-11-25T05:00:00.000Z' }],
  refunds: [],
  events: [{ __typename: 'PaymentEvent', gateway: 'razorpay', kind: 'create', name: 'payment opened', ok: true, amountPaise: 105_000, gatewayRef: 'order_Abc', detail: null, at: '2026-11-25T05:00:00.000Z' }],
});

describe('the back office payment panel', () => {
  it('shows the tries and the gateway record; "Check payment" asks the gateway and reloads the order', async () => {
    const checked: unknown[] = [];
    server.use(
      api.query('OrderPayments', () => HttpResponse.json({ data: { orderPayments: panel('pending_payment', 'awaiting', 'created') } })),
      api.mutation('CheckOrderPayment', ({ variables }) => {
        checked.push(variables);
        return HttpResponse.json({ data: { checkOrderPayment: panel('confirmed', 'paid', 'paid') } });
      }),
    );
    const onChecked = vi.fn();
    const user = userEvent.setup();
    renderPage([{ path: '/', element: <PaymentPanel orderId="7" waiting canCheck onChecked={onChecked} /> }], '/');
    expect(await screen.findByText(/order_Abc · pay_ref/)).toBeTruthy();
    expect(screen.getByText('Gateway record (1)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check payment' }));
    expect(await screen.findByText('Checked: the order is confirmed.')).toBeTruthy();
    expect(checked).toEqual([{ orderId: '7' }]);
    expect(onChecked).toHaveBeenCalled();
  });

  it('offers no check to someone who may only look', async () => {
    server.use(api.query('OrderPayments', () => HttpResponse.json({ data: { orderPayments: panel('pending_payment', 'awaiting', 'created') } })));
    renderPage([{ path: '/', element: <PaymentPanel orderId="7" waiting canCheck={false} onChecked={() => undefined} /> }], '/');
    expect(await screen.findByText(/order_Abc · pay_ref/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check payment' })).toBeNull();
  });
});

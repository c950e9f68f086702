import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderRoutes, useMockApi } from '../../test/auth';
import OrderPage from '../../pages/OrderPage';

const server = useMockApi();

const address = { __typename: 'OrderAddress', fullName: 'Rohan Mehta', phone: '9820098200', line1: '221 Marine Drive', line2: null, landmark: null, pincode: '400001', city: 'Mumbai', state: 'Maharashtra' };

/** The guest link's order as the server answers it: shipped (or not yet) with a courier and the expected day. */
function orderDetail(o: { status: string; courier: string | null; trackingNumber: string | null; trackingUrl: string | null; expectedDelivery: string | null; expectedDeliveryText: string | null; whatsappOptIn?: boolean }) {
  return {
    __typename: 'OrderDetail', invoiceSerial: null, invoiceUrl: null, accessToken: 'tok-9', expectedDelivery: o.expectedDelivery, expectedDeliveryText: o.expectedDeliveryText,
    timeline: [{ __typename: 'OrderEvent', status: 'confirmed', label: 'Confirmed', actor: 'guest', note: null, at: '2026-11-24T10:00:00.000Z' }],
    order: {
      __typename: 'Order', id: '9', orderNumber: 'KPD-2611-000009', status: o.status, statusLabel: ({ shipped: 'Shipped', out_for_delivery: 'Out for delivery' } as Record<string, string>)[o.status] ?? 'Confirmed', itemCount: 1, subtotal: 1049.99, discount: 0, shipping: 0, total: 1049.99,
      storeCreditUsed: 0, amountDue: 1049.99, taxAmount: 50, cgst: 0, sgst: 0, igst: 50, couponCode: null, email: 'rohan@example.in', paymentMethod: 'cod', paymentStatus: 'pending',
      courier: o.courier, trackingNumber: o.trackingNumber, trackingUrl: o.trackingUrl, holdExpiresAt: null, canCancel: o.status === 'confirmed', whatsappOptIn: o.whatsappOptIn ?? false, createdAt: '2026-11-24T10:00:00.000Z', gstin: null,
      items: [{ __typename: 'OrderLine', productId: '3', title: 'Bandhani Kurta', slug: 'bandhani-kurta', variantSku: 'BK-M-RED', size: 'M', color: 'Red', quantity: 1, unitPrice: 1049.99, lineTotal: 1049.99, discount: 0, gstRate: 5, image: null }],
      shippingAddress: address, billingAddress: null,
    },
  };
}

function open(detail: ReturnType<typeof orderDetail>) {
  const asked: unknown[] = [];
  server.use(api.query('OrderDetail', ({ variables }) => {
    asked.push(variables);
    return HttpResponse.json({ data: { order: detail } });
  }));
  renderRoutes([{ path: '/order/:orderId', element: <OrderPage /> }], '/order/9?token=tok-9');
  return asked;
}

const BLUE_DART = 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=81234567890';

describe('order page: tracking and the expected day', () => {
  it('a shipped order shows when it arrives and a Track button to the courier page, in a new tab', async () => {
    const asked = open(orderDetail({ status: 'shipped', courier: 'Blue Dart', trackingNumber: '81234567890', trackingUrl: BLUE_DART, expectedDelivery: '2026-11-28', expectedDeliveryText: 'Arrives by Sat, 28 Nov' }));
    expect(await screen.findByText('Arrives by Sat, 28 Nov')).toBeTruthy();
    expect(asked).toEqual([{ id: '9', token: 'tok-9' }]);
    const track = screen.getByRole('link', { name: 'Track your parcel on the Blue Dart website (opens in a new tab)' });
    expect(track.textContent).toBe('Track');
    expect(track.getAttribute('href')).toBe(BLUE_DART);
    expect(track.getAttribute('target')).toBe('_blank');
    expect(track.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('81234567890')).toBeTruthy();
    expect(screen.getByText(/Shipped with Blue Dart/)).toBeTruthy();
  });

  it('a courier not on our list: the tracking number as text, no Track button', async () => {
    open(orderDetail({ status: 'shipped', courier: 'Ravi Transport', trackingNumber: 'RT-2026-0042', trackingUrl: null, expectedDelivery: '2026-11-28', expectedDeliveryText: 'Arrives by Sat, 28 Nov' }));
    expect(await screen.findByText('RT-2026-0042')).toBeTruthy();
    expect(screen.getByText(/Shipped with Ravi Transport/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Track/ })).toBeNull();
  });

  it("India Post's page takes no number in its address: the button goes there and says to enter the number", async () => {
    open(orderDetail({ status: 'shipped', courier: 'India Post', trackingNumber: 'EE123456789IN', trackingUrl: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx', expectedDelivery: null, expectedDeliveryText: null }));
    expect((await screen.findByRole('link', { name: /Track your parcel on the India Post website/ })).getAttribute('href')).toContain('indiapost.gov.in');
    expect(screen.getByText('Enter the tracking number on India Post’s page.')).toBeTruthy();
    expect(screen.queryByText(/Arrives by/)).toBeNull();
  });

  it('out for delivery: the status says so, and the parcel still shows its courier, number and Track button', async () => {
    open(orderDetail({ status: 'out_for_delivery', courier: 'Blue Dart', trackingNumber: '81234567890', trackingUrl: BLUE_DART, expectedDelivery: '2026-11-28', expectedDeliveryText: 'Arrives by Sat, 28 Nov' }));
    expect(await screen.findByText('Out for delivery')).toBeTruthy();
    expect(screen.getByText('Arrives by Sat, 28 Nov')).toBeTruthy();
    expect(screen.getByText(/Shipped with Blue Dart/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track your parcel on the Blue Dart website (opens in a new tab)' }).getAttribute('href')).toBe(BLUE_DART);
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
  });

  it('before shipping: only the expected day', async () => {
    open(orderDetail({ status: 'confirmed', courier: null, trackingNumber: null, trackingUrl: null, expectedDelivery: '2026-11-28', expectedDeliveryText: 'Arrives by Sat, 28 Nov' }));
    expect(await screen.findByText('Arrives by Sat, 28 Nov')).toBeTruthy();
    expect(screen.queryByText(/Shipped with/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Track/ })).toBeNull();
  });
});

describe('order page: WhatsApp updates', () => {
  const shipped = { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL1IN', trackingUrl: 'https://www.delhivery.com/track/package/DL1IN', expectedDelivery: null, expectedDeliveryText: null };

  it('an order with WhatsApp updates can stop them (the guest\'s token sent); the control goes once they are off', async () => {
    const stops: unknown[] = [];
    server.use(api.mutation('StopOrderWhatsapp', ({ variables }) => {
      stops.push(variables);
      return HttpResponse.json({ data: { stopOrderWhatsapp: orderDetail({ ...shipped, whatsappOptIn: false }) } });
    }));
    open(orderDetail({ ...shipped, whatsappOptIn: true }));
    const section = await screen.findByRole('region', { name: 'WhatsApp updates' });
    expect(section.textContent).toContain('+91 9820098200');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop WhatsApp updates' }));
    expect(await screen.findByText('WhatsApp updates for this order are off')).toBeTruthy();
    expect(stops).toEqual([{ id: '9', token: 'tok-9' }]);
    expect(screen.queryByRole('button', { name: 'Stop WhatsApp updates' })).toBeNull();
  });

  it('no control on an order without WhatsApp updates', async () => {
    open(orderDetail({ ...shipped, whatsappOptIn: false }));
    expect(await screen.findByText('DL1IN')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'WhatsApp updates' })).toBeNull();
  });
});

import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUrl } from '../../test/render';
import { customer, meIs, signedInAs, useMockApi, api } from '../../test/auth';
import { emptyMemberCartAnswer, emptyMemberWishlist } from '../../test/handlers';
import { renderApp } from '../../test/render';

configure({ asyncUtilTimeout: 5000 });

const line = {
  __typename: 'CartItem', id: '11', productId: '3', slug: 'zari-sherwani', name: 'Zari Sherwani', image: null, size: 'Free Size', color: 'Gold',
  variantSku: 'ZS-FREE-GOLD', quantity: 17, price: 3540, mrp: 4999, gstRate: 18, lineAmount: 60180, stock: 20,
};
const cart = { data: { cart: { ...emptyMemberCartAnswer.data.cart, items: [line], itemCount: 17, subtotal: 60180, total: 60180, gst: { __typename: 'CartGst', total: 9180, cgst: 4590, sgst: 4590, igst: 9180, sellerStateCode: '24' } } } };
const surat = {
  __typename: 'PincodeCheck', pincode: '395001', serviceable: true, city: 'Surat', district: 'Chorasi', state: 'Gujarat', places: ['Surat', 'Chorasi'], cod: true,
  deliveryDays: { __typename: 'DeliveryDays', min: 1, max: 2 }, deliveryBy: '2026-11-25', message: 'Delivery by Wed, 25 Nov · Cash on delivery available',
};
let placed = 0;
const creditAnswer = (balance: number) => ({ data: { myStoreCredit: { __typename: 'StoreCredit', balance, entries: [] } } });
const settingsAnswer = (paymentMethods: string[], onlineGateway: string | null) => ({
  data: { checkoutSettings: { __typename: 'CheckoutSettings', codMaxOrderValue: 50000, paymentHoldMinutes: 30, paymentMethods, onlineGateway } },
});
const server = useMockApi(
  emptyMemberWishlist,
  api.query('MemberCart', () => HttpResponse.json(cart)),
  api.query('CheckoutSettings', () => HttpResponse.json(settingsAnswer(['cod', 'online'], 'sandbox'))),
  api.query('MyAddresses', () => HttpResponse.json({ data: { myAddresses: [] } })),
  api.query('MyStoreCredit', () => HttpResponse.json(creditAnswer(0))),
  api.query('CheckPincode', () => HttpResponse.json({ data: { pincodeCheck: surat } })),
  api.mutation('PlaceOrder', () => {
    placed++;
    return HttpResponse.json({ errors: [{ message: 'Sorry, we do not deliver to PIN code 395001 yet', extensions: { status: 400, code: 'BAD_USER_INPUT', field: 'shippingAddress.pincode' } }] });
  }),
);

function openCheckout(overrides: Parameters<typeof customer>[0] = {}) {
  const user = customer(overrides);
  signedInAs(user);
  server.use(meIs(user));
  return renderApp('/checkout');
}

describe('/checkout', () => {
  it('checks the form with the API’s own rules before sending anything', async () => {
    openCheckout();
    const form = await screen.findByRole('form', { name: 'Checkout' });
    await within(form).findByText('Zari Sherwani');
    fireEvent.change(within(form).getByLabelText('Mobile number'), { target: { value: '12345' } });
    fireEvent.click(within(form).getByRole('button', { name: /^Pay ₹|Place Order/ }));
    expect(await within(form).findByText('Please check the highlighted fields.')).toBeTruthy();
    expect(within(form).getByText('Please enter a valid 10-digit mobile number')).toBeTruthy();
    expect(within(form).getByText('Please enter a valid 6-digit PIN code')).toBeTruthy();
    expect((within(form).getByLabelText('Mobile number') as HTMLInputElement).value).toBe('12345');
    expect(placed).toBe(0);
  });

  it('fills city and state from the PIN, promises delivery, and refuses cash on delivery above the limit with the reason', async () => {
    openCheckout();
    const form = await screen.findByRole('form', { name: 'Checkout' });
    await within(form).findByText('Zari Sherwani');
    fireEvent.change(within(form).getByLabelText('PIN code'), { target: { value: '395001' } });
    await waitFor(() => expect((within(form).getByLabelText('Town / City') as HTMLInputElement).value).toBe('Surat'));
    expect((within(form).getByLabelText('State / Union territory') as HTMLSelectElement).value).toBe('Gujarat');
    expect(within(form).getByText('Delivery by Wed, 25 Nov · Cash on delivery available')).toBeTruthy();
    expect(await within(form).findByText('Cash on delivery is available on orders up to ₹50,000.00. Please pay online.')).toBeTruthy();
    expect((within(form).getByRole('radio', { name: /Cash on delivery/ }) as HTMLInputElement).disabled).toBe(true);
    expect((within(form).getByRole('radio', { name: /Pay online/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('splits the GST by the delivery state as soon as it is known, equal halves, two decimals', async () => {
    // ₹1,199 at 5 % holds ₹57.095…: CGST ₹28.55 = SGST ₹28.55 in Gujarat (the seller's state), IGST ₹57.10 elsewhere.
    const small = { ...line, quantity: 1, price: 1199, lineAmount: 1199 };
    const gst = { __typename: 'CartGst', total: 57.1, cgst: 28.55, sgst: 28.55, igst: 57.1, sellerStateCode: '24' };
    server.use(api.query('MemberCart', () => HttpResponse.json({ data: { cart: { ...cart.data.cart, items: [small], itemCount: 1, subtotal: 1199, total: 1199, gst } } })));
    openCheckout();
    const form = await screen.findByRole('form', { name: 'Checkout' });
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    await within(form).findByText('Zari Sherwani');
    expect(await within(summary).findByText('Includes GST of ₹57.10.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('PIN code'), { target: { value: '395001' } });
    expect(await within(summary).findByText('Includes GST of ₹57.10 (CGST ₹28.55 + SGST ₹28.55).')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('State / Union territory'), { target: { value: 'Maharashtra' } });
    expect(await within(summary).findByText('Includes GST of ₹57.10 (IGST ₹57.10).')).toBeTruthy();
    expect(within(summary).queryByText(/CGST/)).toBeNull();
    expect(within(summary).getByText('Total').nextSibling!.textContent).toBe('₹1,199.00');
  });

  it('offers only the methods the API says are open: no online payment when no gateway is configured', async () => {
    server.use(api.query('CheckoutSettings', () => HttpResponse.json(settingsAnswer(['cod'], null))));
    openCheckout();
    const form = await screen.findByRole('form', { name: 'Checkout' });
    await within(form).findByText('Zari Sherwani');
    expect(await within(form).findByText('Online payment is not available right now.')).toBeTruthy();
    expect(within(form).queryByRole('radio', { name: /Pay online/ })).toBeNull();
    expect((within(form).getByRole('radio', { name: /Cash on delivery/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(form).getByRole('button', { name: 'Place Order' })).toBeTruthy();
  });

  it('sends one Idempotency-Key per checkout: the same again reuses it, a changed checkout gets a new one', async () => {
    const keys: string[] = [];
    server.use(api.mutation('PlaceOrder', ({ variables }) => {
      keys.push((variables.input as { idempotencyKey: string }).idempotencyKey);
      return HttpResponse.json({ errors: [{ message: 'Only 3 left', extensions: { status: 400, code: 'BAD_USER_INPUT' } }] });
    }));
    openCheckout();
    const form = await screen.findByRole('form', { name: 'Checkout' }, { timeout: 15_000 });
    await within(form).findByText('Zari Sherwani');
    const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type('Mobile number', '9825012345');
    type('Address line 1', '12 Nanpura Main Road');
    type('PIN code', '395001');
    await waitFor(() => expect((within(form).getByLabelText('Town / City') as HTMLSelectElement).value).toBe('Surat'));
    const submit = async (n: number) => {
      fireEvent.click(await within(form).findByRole('button', { name: /^(Pay ₹|Place Order)/ }));
      await waitFor(() => expect(keys).toHaveLength(n));
      await within(form).findAllByText('Only 3 left');
    };
    await submit(1);
    await submit(2);
    type('Address line 1', '14 Nanpura Main Road');
    await submit(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[2]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('shows the server’s refusal beside the field and keeps what was typed', async () => {
    openCheckout();
    const form = await screen.findByRole('form', { name: 'Checkout' });
    await within(form).findByText('Zari Sherwani');
    const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type('Mobile number', '9825012345');
    type('Address line 1', '12 Nanpura Main Road');
    type('PIN code', '395001');
    await waitFor(() => expect((within(form).getByLabelText('Town / City') as HTMLInputElement).value).toBe('Surat'));
    fireEvent.click(await within(form).findByRole('button', { name: /^(Pay ₹|Place Order)/ }));
    // In the banner at the top and beside the PIN code.
    expect(await within(form).findAllByText('Sorry, we do not deliver to PIN code 395001 yet')).toHaveLength(2);
    expect(placed).toBeGreaterThan(0);
    expect((within(form).getByLabelText('Address line 1') as HTMLInputElement).value).toBe('12 Nanpura Main Road');
  });

  describe('WhatsApp order updates', () => {
    async function filled() {
      const form = await screen.findByRole('form', { name: 'Checkout' }, { timeout: 15_000 });
      await within(form).findByText('Zari Sherwani');
      const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
      type('Mobile number', '9825012345');
      type('Address line 1', '12 Nanpura Main Road');
      type('PIN code', '395001');
      await waitFor(() => expect((within(form).getByLabelText('Town / City') as HTMLInputElement).value).toBe('Surat'));
      return form;
    }
    const capture = (inputs: Array<Record<string, unknown>>) =>
      api.mutation('PlaceOrder', ({ variables }) => {
        inputs.push(variables.input as Record<string, unknown>);
        return HttpResponse.json({ errors: [{ message: 'Only 3 left', extensions: { status: 400, code: 'BAD_USER_INPUT' } }] });
      });

    it("asks first: unticked by default, says where the updates go, and sends the shopper's choice with the order", async () => {
      const inputs: Array<Record<string, unknown>> = [];
      server.use(capture(inputs));
      openCheckout();
      const form = await filled();
      const box = within(form).getByRole('checkbox', { name: 'Send me order updates on WhatsApp' }) as HTMLInputElement;
      expect(box.checked).toBe(false);
      expect(within(form).getByText(/^Confirmed, shipped, delivered and refunds, to \+91 9825012345\./)).toBeTruthy();
      fireEvent.click(within(form).getByRole('button', { name: /^(Pay ₹|Place Order)/ }));
      await waitFor(() => expect(inputs).toHaveLength(1));
      expect(inputs[0]).toMatchObject({ whatsappOptIn: false });
      fireEvent.click(box);
      expect(box.checked).toBe(true);
      fireEvent.click(within(form).getByRole('button', { name: /^(Pay ₹|Place Order)/ }));
      await waitFor(() => expect(inputs).toHaveLength(2));
      expect(inputs[1]).toMatchObject({ whatsappOptIn: true });
    });

    it('a member whose profile says yes finds it ticked, and may untick it for this order', async () => {
      const inputs: Array<Record<string, unknown>> = [];
      server.use(capture(inputs));
      openCheckout({ whatsappOptIn: true });
      const form = await filled();
      const box = within(form).getByRole('checkbox', { name: 'Send me order updates on WhatsApp' }) as HTMLInputElement;
      await waitFor(() => expect(box.checked).toBe(true));
      fireEvent.click(box);
      fireEvent.click(within(form).getByRole('button', { name: /^(Pay ₹|Place Order)/ }));
      await waitFor(() => expect(inputs).toHaveLength(1));
      expect(inputs[0]).toMatchObject({ whatsappOptIn: false });
    });
  });

  describe('store credit', () => {
    async function fillAddress() {
      const form = await screen.findByRole('form', { name: 'Checkout' }, { timeout: 15_000 });
      await within(form).findByText('Zari Sherwani');
      const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
      type('Mobile number', '9825012345');
      type('Address line 1', '12 Nanpura Main Road');
      type('PIN code', '395001');
      await waitFor(() => expect((within(form).getByLabelText('Town / City') as HTMLInputElement).value).toBe('Surat'));
      return form;
    }

    it('offers no credit to a member without any', async () => {
      openCheckout();
      const form = await fillAddress();
      expect(within(form).queryByRole('checkbox', { name: /Use store credit/ })).toBeNull();
    });

    it('pays part of the order with the balance: totals update, the rest is paid online, and the order asks for the credit', async () => {
      const inputs: Array<Record<string, unknown>> = [];
      server.use(
        api.query('MyStoreCredit', () => HttpResponse.json(creditAnswer(500))),
        api.mutation('PlaceOrder', ({ variables }) => {
          inputs.push(variables.input as Record<string, unknown>);
          return HttpResponse.json({ errors: [{ message: 'Your store credit changed while you were checking out. Please review your order and place it again', extensions: { status: 409, code: 'CONFLICT' } }] });
        }),
      );
      openCheckout();
      const form = await fillAddress();
      const summary = screen.getByRole('complementary', { name: 'Order summary' });
      const box = await within(form).findByRole('checkbox', { name: 'Use store credit (₹500.00 available)' });
      expect(within(summary).queryByText('To pay')).toBeNull();
      fireEvent.click(box);
      expect(within(summary).getByText('Store credit').nextSibling!.textContent).toBe('−₹500.00');
      expect(within(summary).getByText('To pay').nextSibling!.textContent).toBe('₹59,680.00');
      // Cash on delivery is judged on what is left (still above the ₹50,000 limit here): online is chosen.
      expect((within(form).getByRole('radio', { name: /Pay online/ }) as HTMLInputElement).checked).toBe(true);
      fireEvent.click(within(form).getByRole('button', { name: 'Pay ₹59,680.00' }));
      await waitFor(() => expect(inputs).toHaveLength(1));
      expect(inputs[0]).toMatchObject({ useStoreCredit: true, paymentMethod: 'online' });
      expect(await within(form).findByText('Your store credit changed while you were checking out. Please review your order and place it again')).toBeTruthy();

      fireEvent.click(box);
      expect(within(summary).queryByText('To pay')).toBeNull();
      expect(within(form).getByRole('button', { name: 'Pay ₹60,180.00' })).toBeTruthy();
    });

    it('a balance that covers the order pays it all: no payment choice, store_credit sent', async () => {
      const inputs: Array<Record<string, unknown>> = [];
      server.use(
        api.query('MyStoreCredit', () => HttpResponse.json(creditAnswer(70_000))),
        api.mutation('PlaceOrder', ({ variables }) => {
          inputs.push(variables.input as Record<string, unknown>);
          return HttpResponse.json({ errors: [{ message: 'Only 3 left', extensions: { status: 400, code: 'BAD_USER_INPUT' } }] });
        }),
      );
      openCheckout();
      const form = await fillAddress();
      fireEvent.click(await within(form).findByRole('checkbox', { name: 'Use store credit (₹70,000.00 available)' }));
      expect(within(form).getByText('Paid in full with store credit: nothing to pay online or on delivery')).toBeTruthy();
      expect(within(form).queryByRole('radio', { name: /Pay online/ })).toBeNull();
      const summary = screen.getByRole('complementary', { name: 'Order summary' });
      expect(within(summary).getByText('Store credit').nextSibling!.textContent).toBe('−₹60,180.00');
      expect(within(summary).getByText('To pay').nextSibling!.textContent).toBe('₹0.00');
      fireEvent.click(within(form).getByRole('button', { name: 'Place Order' }));
      await waitFor(() => expect(inputs).toHaveLength(1));
      expect(inputs[0]).toMatchObject({ useStoreCredit: true, paymentMethod: 'store_credit' });
    });
  });

  describe('paying online through Razorpay', () => {
    afterEach(() => {
      delete window.Razorpay;
    });

    it('opens Standard Checkout with the server’s order and the shopper prefilled; its signed answer goes to /payment/callback', async () => {
      const opened: Array<Record<string, any>> = [];
      window.Razorpay = class {
        constructor(readonly options: Record<string, any>) {
          opened.push(options);
        }
        on() {}
        open() {}
      } as unknown as Window['Razorpay'];
      server.use(
        api.mutation('PlaceOrder', () => HttpResponse.json({ data: { placeOrder: {
          __typename: 'PlaceOrderResult', message: 'Order placed successfully', accessToken: 'tok-9',
          order: { __typename: 'Order', id: '9', orderNumber: 'KPD-2511-000009', status: 'pending_payment' },
          payment: { __typename: 'PaymentStart', gateway: 'razorpay', redirectUrl: null, keyId: 'rzp_test_abc', gatewayOrderId: 'order_Abc123', amount: 6018000, currency: 'INR', paymentSessionId: null, environment: null, problem: null },
        } } })),
        api.mutation('SaveAddress', () => HttpResponse.json({ errors: [{ message: 'skip', extensions: { status: 400 } }] })),
        api.mutation('ClearCart', () => HttpResponse.json({ data: { clearCart: emptyMemberCartAnswer.data.cart } })),
        api.mutation('VerifyPayment', () => HttpResponse.json({ errors: [{ message: 'This payment answer could not be verified', extensions: { status: 400 } }] })),
      );
      const { router } = openCheckout();
      // The checkout page is a lazy chunk: the first open on a busy machine takes a while.
      const form = await screen.findByRole('form', { name: 'Checkout' }, { timeout: 15_000 });
      await within(form).findByText('Zari Sherwani');
      const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
      type('Mobile number', '9825012345');
      type('Address line 1', '12 Nanpura Main Road');
      type('PIN code', '395001');
      await waitFor(() => expect((within(form).getByLabelText('Town / City') as HTMLInputElement).value).toBe('Surat'));
      fireEvent.click(within(form).getByRole('radio', { name: /Pay online/ }));
      fireEvent.click(await within(form).findByRole('button', { name: /^Pay ₹/ }));
      await waitFor(() => expect(opened).toHaveLength(1));
      expect(opened[0]).toMatchObject({ key: 'rzp_test_abc', order_id: 'order_Abc123', amount: 6018000, currency: 'INR', prefill: { contact: '9825012345' } });
      opened[0].handler({ razorpay_order_id: 'order_Abc123', razorpay_payment_id: 'pay_Xyz789', razorpay_signature: 'ab12' });
      await waitFor(() => expect(currentUrl(router)).toBe('/payment/callback?gateway=razorpay&razorpay_order_id=order_Abc123&razorpay_payment_id=pay_Xyz789&razorpay_signature=ab12'));
    });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptOrderToken, payOnline } from './pay-online';

const checkout = vi.fn(async () => ({}));
const load = vi.fn(async (_options: unknown) => ({ checkout }));
vi.mock('@cashfreepayments/cashfree-js', () => ({ load: (options: unknown) => load(options) }));

const payer = { name: 'Asha Patel', email: 'asha@example.in', phone: '9825012345' };
const base = { __typename: 'PaymentStart' as const, redirectUrl: null, keyId: null, gatewayOrderId: null, amount: null, currency: null, paymentSessionId: null, environment: null, problem: null };

describe('payOnline', () => {
  // cashfree.js as if loaded (payOnline fetches it before the loader; its failure: pay-online-script.test.ts).
  beforeEach(() => {
    window.Cashfree = () => ({ checkout });
  });
  afterEach(() => {
    delete window.Razorpay;
    delete window.Cashfree;
    vi.clearAllMocks();
  });

  it('opens Cashfree’s JS checkout (the official loader) with the payment session, in the order’s environment', async () => {
    const on = { returned: vi.fn(), stopped: vi.fn() };
    await payOnline({ ...base, gateway: 'cashfree', gatewayOrderId: 'pay_ref', paymentSessionId: 'session_abc', environment: 'production' }, payer, on);
    expect(load).toHaveBeenCalledWith({ mode: 'production' });
    expect(checkout).toHaveBeenCalledWith({ paymentSessionId: 'session_abc', redirectTarget: '_self' });
    expect(on.stopped).not.toHaveBeenCalled();
  });

  it('Cashfree: keeps the order token in this tab for the return (which brings only the order id), never in the address', async () => {
    const on = { returned: vi.fn(), stopped: vi.fn() };
    await payOnline({ ...base, gateway: 'cashfree', gatewayOrderId: 'pay_tok', paymentSessionId: 'session_abc', environment: 'sandbox' }, payer, on, 'tok-41');
    expect(keptOrderToken('pay_tok')).toBe('tok-41');
    expect(keptOrderToken('pay_other')).toBeNull();
    sessionStorage.clear();
  });

  it('Razorpay: a declined try and then a closed checkout leave the order waiting, with the bank’s words', async () => {
    let options: any;
    let failed: ((answer: unknown) => void) | undefined;
    window.Razorpay = class {
      constructor(o: unknown) {
        options = o;
      }
      on(_event: string, listener: (answer: unknown) => void) {
        failed = listener;
      }
      open() {}
    } as unknown as Window['Razorpay'];
    const on = { returned: vi.fn(), stopped: vi.fn() };
    await payOnline({ ...base, gateway: 'razorpay', keyId: 'rzp_test_abc', gatewayOrderId: 'order_Abc', amount: 105_000, currency: 'INR' }, payer, on);
    failed!({ error: { description: 'Payment was declined by the bank' } });
    options.modal.ondismiss();
    expect(on.stopped).toHaveBeenCalledWith('Your payment did not go through: Payment was declined by the bank');
    expect(on.returned).not.toHaveBeenCalled();
  });

  it('a gateway the server could not reach: the order waits with the server’s words', async () => {
    const on = { returned: vi.fn(), stopped: vi.fn() };
    await payOnline({ ...base, gateway: 'razorpay', problem: 'We could not reach the payment gateway.' }, payer, on);
    expect(on.stopped).toHaveBeenCalledWith('We could not reach the payment gateway.');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { payOnline } from './pay-online';

// The real @cashfreepayments/cashfree-js loader (not mocked): jsdom fetches no scripts, so the test
// plays the network by firing each cashfree.js script's error or load event.
const CASHFREE_SCRIPT = 'https://sdk.cashfree.com/js/v3/cashfree.js';
const payer = { name: 'Meera Iyer', email: 'meera@example.in', phone: '9840012345' };
const start = { __typename: 'PaymentStart' as const, gateway: 'cashfree', redirectUrl: null, keyId: null, gatewayOrderId: 'pay_ref', amount: null, currency: null, paymentSessionId: 'session_abc', environment: 'sandbox', problem: null };

/** Answer every cashfree.js the page asks for, until stopped: the network fails it, or it loads and defines window.Cashfree. */
function network(answer: 'down' | { Cashfree: unknown }) {
  const seen = new WeakSet<Element>();
  const timer = setInterval(() => {
    for (const script of document.querySelectorAll(`script[src="${CASHFREE_SCRIPT}"]`)) {
      if (seen.has(script)) continue;
      seen.add(script);
      if (answer === 'down') script.dispatchEvent(new Event('error'));
      else {
        window.Cashfree = answer.Cashfree;
        script.dispatchEvent(new Event('load'));
      }
    }
  }, 10);
  return () => clearInterval(timer);
}

describe('payOnline with Cashfree, when cashfree.js does not load', () => {
  it('the order waits with a clear word, and a later "Pay now" on the same page fetches cashfree.js again and opens checkout', async () => {
    const first = { returned: vi.fn(), stopped: vi.fn() };
    let stop = network('down');
    await payOnline(start, payer, first);
    stop();
    expect(first.stopped).toHaveBeenCalledWith('The payment window could not open. Please check your connection and press "Pay now" again.');

    const checkout = vi.fn(async () => ({}));
    const Cashfree = vi.fn(() => ({ checkout }));
    const again = { returned: vi.fn(), stopped: vi.fn() };
    stop = network({ Cashfree });
    await payOnline({ ...start, paymentSessionId: 'session_def' }, payer, again);
    stop();
    expect(Cashfree).toHaveBeenCalledWith({ mode: 'sandbox' });
    expect(checkout).toHaveBeenCalledWith({ paymentSessionId: 'session_def', redirectTarget: '_self' });
    expect(again.stopped).not.toHaveBeenCalled();
    expect(document.querySelectorAll(`script[src="${CASHFREE_SCRIPT}"]`)).toHaveLength(1);
  });
});

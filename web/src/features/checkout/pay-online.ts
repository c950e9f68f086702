import type { PaymentStartFieldsFragment } from '../../gql/graphql';

/** Who is paying, as the gateway's checkout prefills them. */
export interface Payer {
  name: string;
  email: string;
  phone: string;
}

export interface PayOnlineHandlers {
  /** The gateway answered: go to /payment/callback with its answer (an in-app path). */
  returned(path: string): void;
  /** The shopper closed the checkout, or it could not open: the order waits and "Pay now" retries. */
  stopped(reason: string | null): void;
}

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  handler(answer: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }): void;
  modal: { ondismiss(): void };
}
interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', listener: (answer: { error?: { description?: string } }) => void): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout;
    /** Set by cashfree.js; the official loader calls it with { mode }. */
    Cashfree?: unknown;
  }
}

const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
const CASHFREE_SCRIPT = 'https://sdk.cashfree.com/js/v3/cashfree.js';

/**
 * Cashfree returns with only its order id, which proves nothing: the server opens the order on
 * /payment/callback only to whoever may read it. A guest's order token is kept for that return in
 * this tab's sessionStorage (never in the address, where history and logs would keep it).
 */
const tokenKey = (gatewayOrderId: string) => `kapda.payToken.${gatewayOrderId}`;
export function keptOrderToken(gatewayOrderId: string | null): string | null {
  try {
    return gatewayOrderId ? sessionStorage.getItem(tokenKey(gatewayOrderId)) : null;
  } catch {
    return null;
  }
}
function keepOrderToken(gatewayOrderId: string | null | undefined, token: string | null | undefined): void {
  try {
    if (gatewayOrderId && token) sessionStorage.setItem(tokenKey(gatewayOrderId), token);
  } catch {
    // Storage refused (private mode): the callback page then shows the order number only.
  }
}

/**
 * A gateway's script, added when first needed and kept once it has loaded (the CSP allows only the
 * store's gateway). One that failed is taken out again, so the next "Pay now" fetches it afresh.
 */
function loadScript<T>(src: string, loaded: () => T | undefined): Promise<T> {
  const ready = loaded();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const value = loaded();
      if (value) return resolve(value);
      script.remove();
      reject(new Error(`${src} did not load`));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${src} did not load`));
    };
    document.head.appendChild(script);
  });
}

/**
 * Take an order's online payment the way its gateway does it: the sandbox's page (a redirect),
 * Razorpay's Standard Checkout (checkout.js in the page; its signed answer goes to /payment/callback,
 * which has the server check it), or Cashfree's JS checkout (which returns to /payment/callback itself).
 */
export async function payOnline(payment: PaymentStartFieldsFragment, payer: Payer, on: PayOnlineHandlers, orderToken?: string | null): Promise<void> {
  if (payment.redirectUrl) {
    window.location.assign(payment.redirectUrl);
    return;
  }
  if (payment.problem) return on.stopped(payment.problem);
  try {
    if (payment.gateway === 'razorpay' && payment.keyId && payment.gatewayOrderId && payment.amount) {
      const Razorpay = await loadScript(RAZORPAY_SCRIPT, () => window.Razorpay);
      // A declined try: checkout stays open for another; if the shopper then closes it, they read why.
      let declined: string | null = null;
      const checkout = new Razorpay({
        key: payment.keyId, amount: payment.amount, currency: payment.currency ?? 'INR', order_id: payment.gatewayOrderId, name: 'Kapda', description: 'Your Kapda order',
        prefill: { name: payer.name, email: payer.email, contact: payer.phone },
        handler: (answer) => on.returned(`/payment/callback?${new URLSearchParams({ gateway: 'razorpay', razorpay_order_id: answer.razorpay_order_id, razorpay_payment_id: answer.razorpay_payment_id, razorpay_signature: answer.razorpay_signature })}`),
        modal: { ondismiss: () => on.stopped(declined) },
      });
      checkout.on('payment.failed', (answer) => {
        declined = answer.error?.description ? `Your payment did not go through: ${answer.error.description}` : 'Your payment did not go through.';
      });
      checkout.open();
      return;
    }
    if (payment.gateway === 'cashfree' && payment.paymentSessionId) {
      keepOrderToken(payment.gatewayOrderId, orderToken);
      // cashfree.js by our own hand first: the official loader fetches it once, when imported, and
      // keeps a failed fetch for the page's life — "Pay now" could never open checkout again.
      await loadScript(CASHFREE_SCRIPT, () => window.Cashfree);
      const { load } = await import('@cashfreepayments/cashfree-js');
      const cashfree = await load({ mode: payment.environment === 'production' ? 'production' : 'sandbox' });
      if (!cashfree) throw new Error('Cashfree checkout did not load');
      const result = await cashfree.checkout({ paymentSessionId: payment.paymentSessionId, redirectTarget: '_self' });
      if (result?.error) on.stopped(result.error.message ?? null);
      return;
    }
    on.stopped(null);
  } catch {
    on.stopped('The payment window could not open. Please check your connection and press "Pay now" again.');
  }
}

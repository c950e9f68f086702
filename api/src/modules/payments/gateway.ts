/**
 * A payment gateway, as small as the store needs: open a payment for an order, check what the
 * shopper brings back, read the gateway's signed webhooks, ask it what happened (reconciliation),
 * and refund. The built-in sandbox, Razorpay and Cashfree each fit behind this; cash on delivery is
 * the "gateway" of orders paid at the door. Amounts are paise everywhere: an adapter converts at
 * its own edge (Cashfree speaks rupees).
 */
export interface PaymentRequest {
  /** Our unguessable reference for this attempt; the gateway echoes it back. */
  reference: string;
  amountPaise: number;
  orderNumber: string;
  email: string;
  /** The shopper as the gateway's checkout prefills them. */
  name: string;
  phone: string;
  customerId: string;
}

/** What the browser needs to take the payment: a page to go to (sandbox) or the gateway's checkout. */
export interface StartedPayment {
  /** The gateway's own id for this payment's order, kept on the attempt (null: the sandbox uses our reference). */
  gatewayOrderId: string | null;
  /** Where to send the shopper to pay; null when the gateway's checkout opens in the page. */
  redirectUrl: string | null;
  /** Razorpay: keyId, gatewayOrderId, amount (paise), currency. Cashfree: gatewayOrderId, paymentSessionId, environment. */
  checkout: Record<string, string | number> | null;
}

/** What a gateway says happened to a payment, after its signature (or its own answer) was checked. */
export interface PaymentOutcome {
  /** Ours (the sandbox echoes it) … */
  reference?: string;
  /** … or the gateway's order id (Razorpay, Cashfree). */
  gatewayOrderId?: string;
  status: 'paid' | 'failed';
  gatewayPaymentId: string;
  amountPaise: number;
  /** The gateway's words for a failure. */
  reason?: string | null;
}

export interface RefundRequest {
  reference: string;
  gatewayOrderId: string | null;
  gatewayPaymentId: string | null;
  amountPaise: number;
  /** Our id for this refund: the gateway's idempotency key, so asking twice refunds once. */
  refundKey: string;
}

export interface RefundOutcome {
  gatewayRefundId: string | null;
  status: 'pending' | 'processed' | 'failed';
  reason?: string | null;
}

/** A webhook, once its signature held: an id to deduplicate by and what it tells. */
export interface WebhookNotice {
  eventId: string;
  /** The gateway's event name ('payment.captured', 'PAYMENT_SUCCESS_WEBHOOK'…). */
  event: string;
  payment?: PaymentOutcome;
  refund?: { refundKey: string | null; gatewayRefundId: string | null; status: 'processed' | 'failed'; reason?: string | null };
}

/** The attempt as an adapter needs it. */
export interface AttemptRef {
  reference: string;
  gatewayOrderId: string | null;
  amount: number;
}

export interface PaymentGateway {
  readonly name: string;
  /** Its return names an order but proves nothing (Cashfree): it must not open the order to whoever brings it. */
  readonly unsignedReturn?: boolean;
  createPayment(request: PaymentRequest): Promise<StartedPayment>;
  /** Which attempt a return names: our reference or the gateway's order id; null when it names none. */
  returnKey(params: Record<string, string>): { reference: string } | { gatewayOrderId: string } | null;
  /** The shopper's return: the outcome, 'pending' (nothing settled yet), or null when it does not verify. */
  verifyReturn(params: Record<string, string>, attempt: AttemptRef): Promise<PaymentOutcome | 'pending' | null>;
  /** A webhook's raw body and headers; null when its signature does not hold (or it is stale). */
  parseWebhook(rawBody: string, header: (name: string) => string | undefined, now: Date): WebhookNotice | null;
  /** Ask the gateway what became of an attempt; null while nothing is settled. */
  fetchOutcome(attempt: AttemptRef): Promise<PaymentOutcome | null>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** Our reference kept on one of the gateway's orders (where its order ids are its own), or null. */
  referenceOf?(gatewayOrderId: string): Promise<string | null>;
}

/**
 * A gateway call that failed: its words (never our secrets), the HTTP status, if any, and whether it was never sent
 * (no gateway configured, a payment it cannot name).
 */
export class GatewayError extends Error {
  constructor(message: string, readonly status: number | null = null, readonly neverSent = false) {
    super(message);
  }

  /**
   * The gateway certainly did not act on the request: it refused it (a 4xx other than 408 and 429) or it was never
   * sent. A timeout, an unreachable gateway or a 5xx leaves it unknown — the gateway may have acted.
   */
  get definite(): boolean {
    return this.neverSent || (this.status !== null && this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429);
  }
}

/** Cash on delivery: nothing to pay now, nothing to verify; a refund is nothing to give back. */
export class CashOnDelivery implements PaymentGateway {
  readonly name = 'cod';
  async createPayment(): Promise<StartedPayment> {
    return { gatewayOrderId: null, redirectUrl: null, checkout: null };
  }
  returnKey(): null {
    return null;
  }
  async verifyReturn(): Promise<null> {
    return null;
  }
  parseWebhook(): null {
    return null;
  }
  async fetchOutcome(): Promise<null> {
    return null;
  }
  async refund(request: RefundRequest): Promise<RefundOutcome> {
    return { gatewayRefundId: `cod-not-collected-${request.reference}`, status: 'processed' };
  }
}

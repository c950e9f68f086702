/**
 * A payment gateway, as small as the store needs: start a payment and send the shopper to pay,
 * check the signed answer the shopper brings back, check the gateway's signed server-to-server
 * webhook, and refund. Razorpay, PayU, Cashfree… each fit behind this; cash on delivery and the
 * built-in sandbox are the two implementations today.
 */
export interface PaymentRequest {
  /** Our unguessable reference for this attempt; the gateway echoes it back. */
  reference: string;
  amountPaise: number;
  orderNumber: string;
  email: string;
}

export interface StartedPayment {
  /** Where to send the shopper to pay; null when nothing is paid now (cash on delivery). */
  redirectUrl: string | null;
}

/** What a gateway says happened to a payment, after its signature was checked. */
export interface PaymentOutcome {
  reference: string;
  status: 'paid' | 'failed';
  gatewayPaymentId: string;
  amountPaise: number;
}

export interface PaymentGateway {
  readonly name: string;
  createPayment(request: PaymentRequest): Promise<StartedPayment>;
  /** The query the gateway sent the shopper back with; null when its signature does not hold. */
  verifyReturn(params: Record<string, string>): PaymentOutcome | null;
  /** A webhook's raw body and signature header; null when the signature does not hold. */
  verifyWebhook(rawBody: string, signature: string | undefined): PaymentOutcome | null;
  refund(payment: { reference: string; gatewayPaymentId: string | null; amountPaise: number }): Promise<{ refundId: string }>;
}

/** Cash on delivery: nothing to pay now, nothing to verify; a refund is nothing to give back. */
export class CashOnDelivery implements PaymentGateway {
  readonly name = 'cod';
  async createPayment(): Promise<StartedPayment> {
    return { redirectUrl: null };
  }
  verifyReturn(): PaymentOutcome | null {
    return null;
  }
  verifyWebhook(): PaymentOutcome | null {
    return null;
  }
  async refund(payment: { reference: string }): Promise<{ refundId: string }> {
    return { refundId: `cod-not-collected-${payment.reference}` };
  }
}

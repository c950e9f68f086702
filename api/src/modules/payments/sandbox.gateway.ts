import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentGateway, PaymentOutcome, PaymentRequest, StartedPayment } from './gateway';

/**
 * The built-in sandbox gateway: it behaves like a hosted gateway (a pay page of its own, a signed
 * return to /payment/callback, a signed webhook, refunds) without moving money. Its pay page lives
 * in the store at /payment/sandbox; every message is HMAC-SHA256 signed with the sandbox secret, so
 * a shopper cannot forge "paid" by editing the address bar.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';

  /** `baseUrl` '' makes its addresses relative: the sandbox lives in the store, whatever host the shopper used. */
  constructor(private readonly secret: string, private readonly baseUrl: string) {}

  sign(parts: Array<string | number>): string {
    return createHmac('sha256', this.secret).update(parts.join('|')).digest('hex');
  }

  verify(parts: Array<string | number>, signature: unknown): boolean {
    if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
    return timingSafeEqual(Buffer.from(this.sign(parts), 'hex'), Buffer.from(signature, 'hex'));
  }

  async createPayment(request: PaymentRequest): Promise<StartedPayment> {
    const q = new URLSearchParams({
      reference: request.reference,
      amount: String(request.amountPaise),
      order: request.orderNumber,
      signature: this.sign(['pay', request.reference, request.amountPaise, request.orderNumber]),
    });
    return { redirectUrl: `${this.baseUrl}/payment/sandbox?${q}` };
  }

  /** The sandbox pay page's request is genuine (made by createPayment). */
  verifyPayPage(p: { reference: string; amount: string; order: string; signature: string }): boolean {
    return this.verify(['pay', p.reference, p.amount, p.order], p.signature);
  }

  /** What the gateway does when the shopper approves or declines: a signed return address. */
  decide(p: { reference: string; amountPaise: number }, approve: boolean): { returnUrl: string; outcome: PaymentOutcome; webhookBody: string; webhookSignature: string } {
    const outcome: PaymentOutcome = {
      reference: p.reference,
      status: approve ? 'paid' : 'failed',
      gatewayPaymentId: `sbx_${randomBytes(9).toString('base64url')}`,
      amountPaise: p.amountPaise,
    };
    const q = new URLSearchParams({
      gateway: this.name,
      reference: outcome.reference,
      status: outcome.status,
      paymentId: outcome.gatewayPaymentId,
      amount: String(outcome.amountPaise),
      signature: this.sign(['return', outcome.reference, outcome.status, outcome.gatewayPaymentId, outcome.amountPaise]),
    });
    const webhookBody = JSON.stringify({ event: approve ? 'payment.captured' : 'payment.failed', payment: outcome });
    return { returnUrl: `${this.baseUrl}/payment/callback?${q}`, outcome, webhookBody, webhookSignature: this.sign(['webhook', webhookBody]) };
  }

  verifyReturn(params: Record<string, string>): PaymentOutcome | null {
    const { reference, status, paymentId, amount, signature } = params;
    if (!reference || (status !== 'paid' && status !== 'failed') || !paymentId || !/^\d{1,12}$/.test(amount ?? '')) return null;
    if (!this.verify(['return', reference, status, paymentId, amount], signature)) return null;
    return { reference, status, gatewayPaymentId: paymentId, amountPaise: Number(amount) };
  }

  verifyWebhook(rawBody: string, signature: string | undefined): PaymentOutcome | null {
    if (!this.verify(['webhook', rawBody], signature)) return null;
    try {
      const body = JSON.parse(rawBody) as { payment?: Partial<PaymentOutcome> };
      const p = body.payment;
      if (!p || typeof p.reference !== 'string' || (p.status !== 'paid' && p.status !== 'failed') || typeof p.gatewayPaymentId !== 'string' || typeof p.amountPaise !== 'number') return null;
      return { reference: p.reference, status: p.status, gatewayPaymentId: p.gatewayPaymentId, amountPaise: p.amountPaise };
    } catch {
      return null;
    }
  }

  async refund(payment: { reference: string }): Promise<{ refundId: string }> {
    return { refundId: `sbx_rfnd_${createHmac('sha256', this.secret).update(payment.reference).digest('hex').slice(0, 12)}` };
  }
}

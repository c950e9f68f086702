import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentGateway, PaymentOutcome, PaymentRequest, RefundOutcome, StartedPayment, WebhookNotice } from './gateway';

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
    return { gatewayOrderId: null, redirectUrl: `${this.baseUrl}/payment/sandbox?${q}`, checkout: null };
  }

  /** The sandbox pay page's request is genuine (made by createPayment). */
  verifyPayPage(p: { reference: string; amount: string; order: string; signature: string }): boolean {
    return this.verify(['pay', p.reference, p.amount, p.order], p.signature);
  }

  /** What the gateway does when the shopper approves or declines: a signed return address. */
  decide(p: { reference: string; amountPaise: number }, approve: boolean): { returnUrl: string; outcome: PaymentOutcome; webhookBody: string; webhookSignature: string } {
    const outcome: PaymentOutcome & { reference: string } = {
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

  returnKey(params: Record<string, string>) {
    return params.reference ? { reference: params.reference } : null;
  }

  async verifyReturn(params: Record<string, string>): Promise<PaymentOutcome | null> {
    return this.checkReturn(params);
  }

  checkReturn(params: Record<string, string>): PaymentOutcome | null {
    const { reference, status, paymentId, amount, signature } = params;
    if (!reference || (status !== 'paid' && status !== 'failed') || !paymentId || !/^\d{1,12}$/.test(amount ?? '')) return null;
    if (!this.verify(['return', reference, status, paymentId, amount], signature)) return null;
    return { reference, status, gatewayPaymentId: paymentId, amountPaise: Number(amount) };
  }

  parseWebhook(rawBody: string, header: (name: string) => string | undefined): WebhookNotice | null {
    const payment = this.checkWebhook(rawBody, header('x-signature'));
    if (!payment) return null;
    return { eventId: createHash('sha256').update(rawBody).digest('hex'), event: payment.status === 'paid' ? 'payment.captured' : 'payment.failed', payment };
  }

  /** The sandbox settles only through its own page. */
  async fetchOutcome(): Promise<null> {
    return null;
  }

  checkWebhook(rawBody: string, signature: string | undefined): PaymentOutcome | null {
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

  async refund(request: { refundKey: string }): Promise<RefundOutcome> {
    return { gatewayRefundId: `sbx_rfnd_${createHmac('sha256', this.secret).update(request.refundKey).digest('hex').slice(0, 12)}`, status: 'processed' };
  }
}

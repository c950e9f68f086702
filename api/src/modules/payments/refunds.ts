import { In, IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import { isDuplicateKey } from '../../kernel/dialect';
import { logger } from '../../logger';
import { Order, OrderLine } from '../orders/order.entity';
import { restOrder } from '../orders/order.views';
import type { WebhookService } from '../integrations/webhook.service';
import { paiseToRupees } from '@kapda/rules/pricing';
import type { OrderRefunds } from '../orders/order-lifecycle';
import { GatewayError, type PaymentGateway, type RefundOutcome } from './gateway';
import { gatewayNamed } from './gateways';
import { Payment, PaymentRefund } from './payment.entity';
import type { PaymentLog } from './payment-log';
import type { MessagingService } from '../messaging/messaging.service';

/**
 * Refunds through the gateway each payment was made with (not today's setting), idempotent on both
 * sides: our refund row's key is unique (asking twice finds the same row) and is the gateway's
 * idempotency key (Razorpay's X-Refund-Idempotency, Cashfree's refund_id). The row starts 'pending';
 * the gateway's answer or its webhook settles it. An order refunded for cancellation shows
 * paymentStatus refund_pending, then refunded (or partially_refunded) once the gateway confirms.
 */
export class PaymentRefunds implements OrderRefunds {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gateways: Record<string, PaymentGateway>,
    private readonly log: PaymentLog,
    private readonly webhooks: Pick<WebhookService, 'emit'> = { emit: async () => {} },
    /** WhatsApp "refund processed" for a cancelled order's payment, queued when the gateway settles it (a return's refund says so in its own move). */
    private readonly messages: Pick<MessagingService, 'orderUpdate' | 'kick'> | null = null,
  ) {}

  /** After a committed cancel: every payment that paid the order goes back in full. */
  async refundOrder(order: Order): Promise<void> {
    const paid = await this.dataSource.getRepository(Payment).findBy({ orderId: order.id, status: 'paid' });
    for (const payment of paid) await this.refund(payment, payment.amount, 'cancel', `rf_${payment.reference}_cancel`.slice(0, 64));
  }

  /**
   * The same refund, recorded now and asked of the gateway after the caller has answered: a gateway
   * waits on its webhook's answer and retries a slow one, so no gateway call runs inside it. A request
   * the gateway did not take is kept as failed, and the worker asks again with the same key.
   */
  async refundAfterAnswer(payment: Payment, amount: number, reason: 'cancel' | 'late' | 'return', refundKey: string): Promise<void> {
    try {
      await this.dataSource.getRepository(PaymentRefund).insert({ orderId: payment.orderId, paymentId: payment.id, gateway: payment.gateway, refundKey, amount, reason, status: 'pending', gatewayRefundId: null, failure: null });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    setImmediate(() => {
      this.refund(payment, amount, reason, refundKey).catch((error: unknown) => logger.error({ err: error, refundKey }, 'refund after a webhook could not be asked for'));
    });
  }

  /**
   * Ask the gateway to refund `amount` paise of `payment`. `reason` 'cancel' and 'return' move the
   * order's paymentStatus; 'late' does not (the order was never paid by it). Never throws for the
   * gateway's failure: it is recorded on the refund and the order's payment panel.
   *
   * Only a definite refusal (GatewayError.definite: a 4xx, or never sent) keeps the gateway's words as the row's
   * `failure` — a refund the desk may make another way. A timeout, an unreachable gateway or a 5xx leaves it
   * 'failed' with no failure: not known to be taken, asked again by the worker with the same key (the gateway
   * answers the refund it made, if it made one). A withdrawn row (refunded another way) is never asked; a row
   * being 'failed' is claimed (→ 'pending') before it is asked, so the desk cannot withdraw it meanwhile, and the
   * answer is written only while the row is still failed or pending.
   */
  async refund(payment: Payment, amount: number, reason: 'cancel' | 'late' | 'return', refundKey: string): Promise<PaymentRefund> {
    const repo = this.dataSource.getRepository(PaymentRefund);
    try {
      await repo.insert({ orderId: payment.orderId, paymentId: payment.id, gateway: payment.gateway, refundKey, amount, reason, status: 'pending', gatewayRefundId: null, failure: null });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const refund = await repo.findOneByOrFail({ refundKey });
    if (refund.status === 'withdrawn' || refund.status === 'processed' || (refund.status === 'pending' && refund.gatewayRefundId)) return refund;
    if (refund.status === 'failed') {
      const claim = await repo.update({ id: refund.id, status: 'failed' }, { status: 'pending' });
      if (!claim.affected) return repo.findOneByOrFail({ id: refund.id });
    }
    if (reason !== 'late') await this.dataSource.getRepository(Order).update({ id: payment.orderId }, { paymentStatus: 'refund_pending' });
    if (amount >= payment.amount) await this.dataSource.getRepository(Payment).update({ id: payment.id }, { status: 'refunded' });
    const gateway = gatewayNamed(this.gateways, payment.gateway);
    const stillAsked = { id: refund.id, status: In(['failed', 'pending']) };
    let answer: RefundOutcome;
    try {
      if (!gateway) throw new GatewayError(`The ${payment.gateway} gateway is not configured any more`, null, true);
      answer = await gateway.refund({ reference: payment.reference, gatewayOrderId: payment.gatewayOrderId, gatewayPaymentId: payment.gatewayPaymentId, amountPaise: amount, refundKey });
    } catch (error) {
      const definite = error instanceof GatewayError && error.definite;
      const words = error instanceof GatewayError ? error.message : 'the refund could not be asked for';
      await repo.update(stillAsked, { status: 'failed', failure: definite ? words.slice(0, 500) : null });
      await this.log.record({
        orderId: payment.orderId, paymentId: payment.id, gateway: payment.gateway, kind: 'refund', ok: false, amount,
        name: definite ? 'refund request failed' : 'refund request unanswered', detail: definite ? words : `${words} — the gateway may have taken it: asked again with the same key`,
      });
      if (reason !== 'late') await refreshPaymentStatus(this.dataSource.manager, payment.orderId);
      return repo.findOneByOrFail({ id: refund.id });
    }
    const written = await repo.update(stillAsked, { gatewayRefundId: answer.gatewayRefundId, status: 'pending', failure: null });
    await this.log.record({ orderId: payment.orderId, paymentId: payment.id, gateway: payment.gateway, kind: 'refund', name: 'refund requested', amount, gatewayRef: answer.gatewayRefundId, detail: `${reason}: ${answer.status}` });
    if (!written.affected) {
      // Withdrawn while the gateway was asked (refunded another way): if the gateway took it, the money went twice.
      if (answer.status !== 'failed') await this.refundedTwice(refund, answer.gatewayRefundId);
    } else if (answer.status !== 'pending') {
      await this.settle(payment.gateway, { refundKey, gatewayRefundId: answer.gatewayRefundId, status: answer.status, reason: answer.reason });
    }
    return repo.findOneByOrFail({ id: refund.id });
  }

  /** A gateway refund made for a row the desk had withdrawn (refunded another way): the payment panel and the log say to check it. */
  private async refundedTwice(refund: PaymentRefund, gatewayRefundId: string | null): Promise<void> {
    logger.error({ refundKey: refund.refundKey, orderId: refund.orderId, gatewayRefundId }, 'a withdrawn refund was made by the gateway: refunded twice — check');
    await this.log.record({
      orderId: refund.orderId, paymentId: refund.paymentId, gateway: refund.gateway, kind: 'refund', name: 'refunded twice — check', ok: false, amount: refund.amount, gatewayRef: gatewayRefundId,
      detail: `The gateway refunded ${refund.refundKey} after it was withdrawn (refunded another way): the customer may have been refunded twice — check`,
    });
  }

  /**
   * Refund requests the gateway never took (unreachable, or it answered an error): asked again with
   * the same key, so a request it did take after all is not made twice. Each row is claimed first.
   */
  async retryUnsent(limit = 20): Promise<number> {
    const repo = this.dataSource.getRepository(PaymentRefund);
    // A return's refund the gateway refused (its failure kept) waits for the desk — asked again, or refunded another
    // way — so the worker never asks it on its own; one never asked (the process stopped first) it asks.
    const unsent = await repo.find({
      where: [{ status: 'failed', gatewayRefundId: IsNull(), reason: Not('return') }, { status: 'failed', gatewayRefundId: IsNull(), reason: 'return', failure: IsNull() }],
      order: { id: 'ASC' }, take: limit,
    });
    let asked = 0;
    for (const refund of unsent) {
      const claim = await repo.update({ id: refund.id, status: 'failed' }, { status: 'pending' });
      if (!claim.affected) continue;
      const payment = await this.dataSource.getRepository(Payment).findOneBy({ id: refund.paymentId });
      if (!payment) continue;
      await this.refund(payment, refund.amount, refund.reason as 'cancel' | 'late' | 'return', refund.refundKey);
      asked++;
    }
    return asked;
  }

  /** The gateway's word on a refund (its answer, or a webhook in any order): pending → processed | failed, once. */
  async settle(gateway: string, r: { refundKey: string | null; gatewayRefundId: string | null; status: 'processed' | 'failed'; reason?: string | null }): Promise<boolean> {
    const repo = this.dataSource.getRepository(PaymentRefund);
    const refund = (r.refundKey ? await repo.findOneBy({ refundKey: r.refundKey, gateway }) : null) ?? (r.gatewayRefundId ? await repo.findOneBy({ gatewayRefundId: r.gatewayRefundId, gateway }) : null);
    if (!refund) return false;
    // The move and its payment.refunded event in one transaction: an integration hears of a refund exactly when it is made.
    // A refund left 'failed' with no failure (its request unanswered) may be settled processed by the gateway's word.
    const from = r.status === 'processed' ? In(['pending', 'failed']) : 'pending';
    const moved = await this.dataSource.transaction(async (manager) => {
      const changed = await manager.getRepository(PaymentRefund).update({ id: refund.id, status: from }, { status: r.status, gatewayRefundId: r.gatewayRefundId ?? refund.gatewayRefundId, failure: r.status === 'failed' ? (r.reason ?? 'Refused by the gateway').slice(0, 500) : null });
      if (changed.affected && r.status === 'processed') {
        await this.webhooks.emit(manager, 'payment.refunded', `order:${refund.orderId}`, async () => {
          const order = await manager.getRepository(Order).findOneByOrFail({ id: refund.orderId });
          const lines = await manager.getRepository(OrderLine).find({ where: { orderId: order.id }, order: { id: 'ASC' } });
          return { refund: { _id: String(refund.id), amount: paiseToRupees(refund.amount), reason: refund.reason, gateway: refund.gateway, gatewayRefundId: r.gatewayRefundId ?? refund.gatewayRefundId }, order: restOrder(order, lines) };
        });
        if (refund.reason !== 'return' && this.messages) {
          const order = await manager.getRepository(Order).findOneBy({ id: refund.orderId });
          if (order) await this.messages.orderUpdate(manager, order, 'refund_processed', { refundAmount: refund.amount, refundTo: 'to your original payment method' }, `refund:${refund.id}`);
        }
      }
      return changed;
    });
    if (!moved.affected) {
      // The desk refunded it another way (withdrawn) and the gateway says it refunded it too.
      const now = await repo.findOneBy({ id: refund.id });
      if (now?.status === 'withdrawn' && r.status === 'processed') await this.refundedTwice(now, r.gatewayRefundId);
      return false;
    }
    this.messages?.kick();
    if (refund.reason !== 'late') await this.updateOrder(refund.orderId);
    return true;
  }

  /** The order's paymentStatus from its refunds: all processed for the full amount → refunded. */
  private async updateOrder(orderId: number): Promise<void> {
    await refreshPaymentStatus(this.dataSource.manager, orderId);
  }
}

/**
 * An order's paymentStatus from its refunds, in the caller's transaction or not: any refused → refund_failed; any
 * asked and not settled (or not known to be taken) → refund_pending; all processed for the full amount → refunded. Rows withdrawn (a return refunded another way, or asked again under a new key) no longer count; with
 * none left in play an order refunded nothing is paid again.
 */
export async function refreshPaymentStatus(manager: EntityManager, orderId: number): Promise<void> {
  const refunds = await manager.getRepository(PaymentRefund).findBy({ orderId });
  const own = refunds.filter((r) => r.reason !== 'late' && r.status !== 'withdrawn');
  const order = await manager.getRepository(Order).findOneByOrFail({ id: orderId });
  const processed = own.filter((r) => r.status === 'processed').reduce((n, r) => n + r.amount, 0);
  // 'failed' with no failure is a refund not known to be taken yet (never asked, or unanswered): still pending.
  const status = own.some((r) => r.status === 'failed' && r.failure !== null) ? 'refund_failed'
    : own.some((r) => r.status === 'pending' || r.status === 'failed') ? 'refund_pending'
    : processed >= order.total - order.storeCreditUsed ? 'refunded' : processed > 0 ? 'partially_refunded'
    : order.paymentStatus === 'refund_failed' || order.paymentStatus === 'refund_pending' ? 'paid' : order.paymentStatus;
  await manager.getRepository(Order).update({ id: orderId }, { paymentStatus: status });
}

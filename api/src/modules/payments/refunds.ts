import { IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import { isDuplicateKey } from '../../kernel/dialect';
import { logger } from '../../logger';
import { Order, OrderLine } from '../orders/order.entity';
import { restOrder } from '../orders/order.views';
import type { WebhookService } from '../integrations/webhook.service';
import { paiseToRupees } from '@kapda/rules/pricing';
import type { OrderRefunds } from '../orders/order-lifecycle';
import { GatewayError, type PaymentGateway } from './gateway';
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
   */
  async refund(payment: Payment, amount: number, reason: 'cancel' | 'late' | 'return', refundKey: string): Promise<PaymentRefund> {
    const repo = this.dataSource.getRepository(PaymentRefund);
    try {
      await repo.insert({ orderId: payment.orderId, paymentId: payment.id, gateway: payment.gateway, refundKey, amount, reason, status: 'pending', gatewayRefundId: null, failure: null });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const refund = await repo.findOneByOrFail({ refundKey });
    if (refund.status === 'processed' || (refund.status === 'pending' && refund.gatewayRefundId)) return refund;
    if (reason !== 'late') await this.dataSource.getRepository(Order).update({ id: payment.orderId }, { paymentStatus: 'refund_pending' });
    if (amount >= payment.amount) await this.dataSource.getRepository(Payment).update({ id: payment.id }, { status: 'refunded' });
    const gateway = gatewayNamed(this.gateways, payment.gateway);
    try {
      if (!gateway) throw new GatewayError(`The ${payment.gateway} gateway is not configured any more`);
      const answer = await gateway.refund({ reference: payment.reference, gatewayOrderId: payment.gatewayOrderId, gatewayPaymentId: payment.gatewayPaymentId, amountPaise: amount, refundKey });
      await repo.update({ id: refund.id }, { gatewayRefundId: answer.gatewayRefundId, status: refund.status === 'failed' ? 'pending' : refund.status, failure: null });
      await this.log.record({ orderId: payment.orderId, paymentId: payment.id, gateway: payment.gateway, kind: 'refund', name: 'refund requested', amount, gatewayRef: answer.gatewayRefundId, detail: `${reason}: ${answer.status}` });
      if (answer.status !== 'pending') await this.settle(payment.gateway, { refundKey, gatewayRefundId: answer.gatewayRefundId, status: answer.status, reason: answer.reason });
    } catch (error) {
      const words = error instanceof GatewayError ? error.message : 'the refund could not be asked for';
      await repo.update({ id: refund.id }, { status: 'failed', failure: words.slice(0, 500) });
      await this.log.record({ orderId: payment.orderId, paymentId: payment.id, gateway: payment.gateway, kind: 'refund', name: 'refund request failed', ok: false, amount, detail: words });
      if (reason !== 'late') await this.dataSource.getRepository(Order).update({ id: payment.orderId }, { paymentStatus: 'refund_failed' });
    }
    return repo.findOneByOrFail({ id: refund.id });
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
    const moved = await this.dataSource.transaction(async (manager) => {
      const changed = await manager.getRepository(PaymentRefund).update({ id: refund.id, status: 'pending' }, { status: r.status, gatewayRefundId: r.gatewayRefundId ?? refund.gatewayRefundId, failure: r.status === 'failed' ? (r.reason ?? 'Refused by the gateway').slice(0, 500) : null });
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
    if (!moved.affected) return false;
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
 * An order's paymentStatus from its refunds, in the caller's transaction or not: all processed for the full amount →
 * refunded. Rows withdrawn (a return refunded another way, or asked again under a new key) no longer count; with
 * none left in play an order refunded nothing is paid again.
 */
export async function refreshPaymentStatus(manager: EntityManager, orderId: number): Promise<void> {
  const refunds = await manager.getRepository(PaymentRefund).findBy({ orderId });
  const own = refunds.filter((r) => r.reason !== 'late' && r.status !== 'withdrawn');
  const order = await manager.getRepository(Order).findOneByOrFail({ id: orderId });
  const processed = own.filter((r) => r.status === 'processed').reduce((n, r) => n + r.amount, 0);
  const status = own.some((r) => r.status === 'failed') ? 'refund_failed'
    : own.some((r) => r.status === 'pending') ? 'refund_pending'
    : processed >= order.total - order.storeCreditUsed ? 'refunded' : processed > 0 ? 'partially_refunded'
    : order.paymentStatus === 'refund_failed' || order.paymentStatus === 'refund_pending' ? 'paid' : order.paymentStatus;
  await manager.getRepository(Order).update({ id: orderId }, { paymentStatus: status });
}

import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { badRequest, notFound } from '../../kernel/errors';
import { retryDeadlocks } from '../../kernel/dialect';
import type { Config } from '../../config';
import { codRefusal } from '@kapda/rules/checkout';
import { formatRupees } from '@kapda/rules/pricing';
import type { DeliveryService } from '../delivery/delivery.service';
import { Order } from '../orders/order.entity';
import type { Actor } from '../orders/order-lifecycle';
import type { OrderLifecycle } from '../orders/order-lifecycle';
import { ORDER_MESSAGES } from '../orders/order.messages';
import type { PaymentGateway, PaymentOutcome } from './gateway';
import { Payment } from './payment.entity';
import type { SandboxGateway } from './sandbox.gateway';
import { PAYMENT_MESSAGES } from './payment.messages';

export interface StartedOrderPayment {
  reference: string;
  gateway: string;
  redirectUrl: string | null;
}


/** What verifying a payment answer found, for /payment/callback. */
export interface PaymentResult {
  order: Order;
  outcome: 'paid' | 'failed' | 'late_refunded';
  /** True only for the one call that confirmed the order (replays answer false). */
  confirmedNow: boolean;
}

/**
 * Online payments: an attempt per try (created inside the order's transaction), the shopper sent
 * to the gateway, and its signed answer — through the return address or the webhook, in any order,
 * any number of times — confirming the order exactly once. A guarded update on the attempt's
 * status is the "once": only the call that moves it from 'created' acts.
 */
export class PaymentService {
  constructor(
    private readonly dataSource: DataSource,
    /** The gateway new online orders use; null when none is configured (production without one). */
    private readonly online: PaymentGateway | null,
    /** The built-in sandbox, only where it is the configured gateway (never in production). */
    readonly sandbox: SandboxGateway | null,
    private readonly lifecycle: OrderLifecycle,
    private readonly delivery: DeliveryService,
    private readonly config: Pick<Config, 'COD_MAX_ORDER_VALUE'>,
  ) {}

  /** The gateway online orders are paid through now, or null: online payment is closed. */
  get onlineGateway(): string | null {
    return this.online?.name ?? null;
  }

  /** The payment methods checkout offers. */
  get paymentMethods(): Array<'cod' | 'online'> {
    return this.online ? ['cod', 'online'] : ['cod'];
  }

  private gateway(): PaymentGateway {
    if (!this.online) throw badRequest(PAYMENT_MESSAGES.onlineUnavailable, { field: 'paymentMethod' });
    return this.online;
  }

  /** A new attempt for an order awaiting payment (inside the caller's transaction). */
  async createAttempt(manager: EntityManager, order: Order): Promise<string> {
    const reference = `pay_${randomBytes(12).toString('base64url')}`;
    await manager.getRepository(Payment).insert({ orderId: order.id, gateway: this.gateway().name, reference, amount: order.total, status: 'created', gatewayPaymentId: null });
    return reference;
  }

  async redirectFor(order: Order, reference: string): Promise<StartedOrderPayment> {
    const started = await this.gateway().createPayment({ reference, amountPaise: order.total, orderNumber: order.orderNumber, email: order.email });
    return { reference, gateway: this.gateway().name, redirectUrl: started.redirectUrl };
  }

  /** The open attempt of an order still awaiting payment (a replayed submit answers it again). */
  async openAttempt(order: Order): Promise<StartedOrderPayment | null> {
    const attempt = await this.dataSource.getRepository(Payment).findOne({ where: { orderId: order.id, status: 'created' }, order: { id: 'DESC' } });
    return attempt && this.online ? this.redirectFor(order, attempt.reference) : null;
  }

  /** Refuses unless the order (read under its lock) still waits for its payment with stock held. */
  private mustAwaitPayment(order: Order): void {
    if (order.status !== 'pending_payment') throw badRequest(order.status === 'payment_failed' ? ORDER_MESSAGES.holdExpired : ORDER_MESSAGES.paymentNotNeeded);
    if (order.holdExpiresAt && order.holdExpiresAt.getTime() <= Date.now()) throw badRequest(ORDER_MESSAGES.holdExpired);
  }

  /**
   * "Retry payment" after a decline, while the order still holds its stock. The order row is taken
   * first, so retries of one order (and a payment answer for it) run one after another instead of
   * deadlocking on the attempts' index.
   */
  async retry(order: Order): Promise<StartedOrderPayment> {
    this.gateway();
    const reference = await retryDeadlocks(() =>
      this.lifecycle.withOrder(order.id, async (manager, current) => {
        this.mustAwaitPayment(current);
        await manager.getRepository(Payment).update({ orderId: current.id, status: 'created' }, { status: 'abandoned' });
        return this.createAttempt(manager, current);
      }),
    );
    return this.redirectFor(order, reference);
  }

  /**
   * The shopper gives up paying online and pays cash on delivery instead: allowed while the order
   * still waits for its payment (stock held) and cash on delivery is open for its PIN and total.
   * Open attempts are abandoned; one paid after all is refunded as late (apply below).
   */
  async switchToCashOnDelivery(order: Order, actor: Actor): Promise<Order> {
    const pin = await this.delivery.checkPincode(order.shippingAddress?.pincode);
    return retryDeadlocks(() =>
      this.lifecycle.withOrder(order.id, async (manager, current) => {
        this.mustAwaitPayment(current);
        if (current.paymentMethod !== 'online') throw badRequest(ORDER_MESSAGES.paymentNotNeeded);
        const refusal = codRefusal(current.total / 100, this.config.COD_MAX_ORDER_VALUE, pin.cod, formatRupees);
        if (refusal) throw badRequest(refusal, { field: 'paymentMethod' });
        await manager.getRepository(Payment).update({ orderId: current.id, status: 'created' }, { status: 'abandoned' });
        await manager.getRepository(Order).update({ id: current.id }, { paymentMethod: 'cod' });
        current.paymentMethod = 'cod';
        // Out of pending_payment is the payment system's move; the history names the shopper who asked.
        await this.lifecycle.move(manager, current, 'confirmed', { kind: 'system', label: actor.label }, { paymentStatus: 'pending', note: 'Switched to cash on delivery' });
        return current;
      }),
    );
  }

  /** The shopper came back from the gateway: check its signature, then apply the outcome. */
  async verifyReturn(_ctx: RequestContext, params: Record<string, string>): Promise<PaymentResult> {
    const outcome = this.online?.verifyReturn(params);
    if (!outcome) throw badRequest(PAYMENT_MESSAGES.badSignature);
    return this.apply(outcome, 'return');
  }

  /** The gateway's server-to-server notice. */
  async handleWebhook(gateway: string, rawBody: string, signature: string | undefined): Promise<PaymentResult> {
    if (!this.online || gateway !== this.online.name) throw notFound(PAYMENT_MESSAGES.unknownPayment);
    const outcome = this.online.verifyWebhook(rawBody, signature);
    if (!outcome) throw badRequest(PAYMENT_MESSAGES.badSignature);
    return this.apply(outcome, 'webhook');
  }

  private async apply(outcome: PaymentOutcome, via: 'return' | 'webhook'): Promise<PaymentResult> {
    const attempt = await this.dataSource.getRepository(Payment).findOneBy({ reference: outcome.reference });
    if (!attempt) throw notFound(PAYMENT_MESSAGES.unknownPayment);
    if (outcome.status === 'paid' && outcome.amountPaise !== attempt.amount) throw badRequest(PAYMENT_MESSAGES.amountMismatch);
    const actor = { kind: 'system' as const, label: `system:${attempt.gateway}-${via}` };
    let lateRefund = false;
    const result = await retryDeadlocks(() => this.lifecycle.withOrder(attempt.orderId, async (manager, order) => {
      lateRefund = false;
      // Read under the order's lock: a retry or a switch to cash on delivery cannot change it meanwhile.
      const current = await manager.getRepository(Payment).findOneByOrFail({ id: attempt.id });
      // Forward only: 'paid' from any open or superseded try (money taken is never answered "failed"); 'failed' only from an open one.
      const movable = outcome.status === 'paid' ? ['created', 'abandoned', 'failed'] : ['created'];
      const moved = movable.includes(current.status)
        ? await manager.getRepository(Payment).update({ id: attempt.id, status: current.status }, { status: outcome.status, gatewayPaymentId: outcome.gatewayPaymentId })
        : { affected: 0 };
      if (!moved.affected) {
        return { order, outcome: current.status === 'paid' ? 'paid' as const : current.status === 'refunded' ? 'late_refunded' as const : 'failed' as const, confirmedNow: false };
      }
      if (outcome.status === 'failed') {
        if (order.status === 'pending_payment') await manager.getRepository(Order).update({ id: order.id }, { paymentStatus: 'failed' });
        order.paymentStatus = order.status === 'pending_payment' ? 'failed' : order.paymentStatus;
        return { order, outcome: 'failed' as const, confirmedNow: false };
      }
      if (order.status === 'pending_payment') {
        // Other tries still open are over: one paid after all is refunded as late.
        await manager.createQueryBuilder().update(Payment).set({ status: 'abandoned' }).where('orderId = :o AND status = :s AND id <> :id', { o: order.id, s: 'created', id: attempt.id }).execute();
        await this.lifecycle.move(manager, order, 'confirmed', actor, { paymentStatus: 'paid', note: `Paid online (${outcome.gatewayPaymentId})` });
        return { order, outcome: 'paid' as const, confirmedNow: true };
      }
      // Paid after the hold ran out (or twice): the money goes back.
      lateRefund = true;
      return { order, outcome: 'late_refunded' as const, confirmedNow: false };
    }));
    if (lateRefund && this.online) {
      await this.online.refund({ reference: attempt.reference, gatewayPaymentId: outcome.gatewayPaymentId, amountPaise: attempt.amount });
      await this.dataSource.getRepository(Payment).update({ id: attempt.id }, { status: 'refunded' });
    }
    return result;
  }

  /** The sandbox pay page's details, after checking the link was made by createPayment. */
  async sandboxPage(params: { reference: string; amount: string; order: string; signature: string }) {
    if (!this.sandbox) throw notFound(PAYMENT_MESSAGES.noSandbox);
    if (!this.sandbox.verifyPayPage(params)) throw badRequest(PAYMENT_MESSAGES.badSignature);
    const attempt = await this.dataSource.getRepository(Payment).findOneBy({ reference: params.reference });
    if (!attempt) throw notFound(PAYMENT_MESSAGES.unknownPayment);
    return { reference: attempt.reference, amountPaise: attempt.amount, orderNumber: params.order, status: attempt.status };
  }

  /**
   * The shopper approves or declines on the sandbox page. Like a real gateway, the sandbox tells the
   * store by webhook (here: at once, in-process) and sends the shopper back with a signed answer.
   */
  async sandboxDecide(params: { reference: string; amount: string; order: string; signature: string }, approve: boolean): Promise<{ returnUrl: string }> {
    const page = await this.sandboxPage(params);
    const decision = this.sandbox!.decide({ reference: page.reference, amountPaise: page.amountPaise }, approve);
    return { returnUrl: decision.returnUrl };
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { Between, In, LessThan, type DataSource, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { AppError, badRequest, notFound } from '../../kernel/errors';
import { isDuplicateKey, retryDeadlocks } from '../../kernel/dialect';
import type { Config } from '../../config';
import { codRefusal } from '@kapda/rules/checkout';
import { formatRupees } from '@kapda/rules/pricing';
import type { AuditLog } from '../audit/audit.service';
import type { DeliveryService } from '../delivery/delivery.service';
import { Order } from '../orders/order.entity';
import type { Actor, OrderLifecycle } from '../orders/order-lifecycle';
import { ORDER_MESSAGES } from '../orders/order.messages';
import { GatewayError, type PaymentGateway, type PaymentOutcome } from './gateway';
import { Payment, PaymentEvent, PaymentRefund } from './payment.entity';
import type { PaymentLog } from './payment-log';
import type { PaymentRefunds } from './refunds';
import type { SandboxGateway } from './sandbox.gateway';
import { gatewayNamed } from './gateways';
import { PAYMENT_MESSAGES } from './payment.messages';

/** What the browser needs to pay: the sandbox's page, or the gateway checkout's fields (flattened). */
export interface StartedOrderPayment {
  reference: string;
  gateway: string;
  redirectUrl: string | null;
  keyId?: string;
  gatewayOrderId?: string;
  amount?: number;
  currency?: string;
  paymentSessionId?: string;
  environment?: string;
  /** Set when the gateway could not be reached: the order waits and "Pay now" tries again. */
  problem?: string;
}

/** What verifying a payment answer found, for /payment/callback. */
export interface PaymentResult {
  order: Order;
  outcome: 'paid' | 'failed' | 'late_refunded' | 'pending';
  /** True only for the one call that confirmed the order (replays answer false). */
  confirmedNow: boolean;
  /** True when the answer carried the gateway's signature (Razorpay, sandbox): whoever holds it paid. Cashfree's return is only an order id. */
  proven?: boolean;
}

/** The back office's payment panel of one order. */
export interface PaymentPanel {
  order: Order;
  attempts: Payment[];
  refunds: PaymentRefund[];
  events: PaymentEvent[];
}

type Via = 'return' | 'webhook' | 'check';

/** How long an attempt is left alone before reconciliation asks its gateway, and between two asks. */
export const RECONCILE_AFTER_MS = 3 * 60_000;
/** How long tries that can no longer confirm their order (abandoned, or of an order cancelled unpaid) are still asked about. */
export const LATE_PAYMENT_WATCH_MS = 24 * 3_600_000;

/**
 * Online payments: an attempt per try (created inside the order's transaction), a payment opened at
 * the attempt's gateway, and its outcome — through the shopper's return, the webhook or a check, in
 * any order, any number of times — moving the order forward exactly once. Every step runs with the
 * order row locked (lifecycle.withOrder), and a guarded update on the attempt's status is the "once".
 */
export class PaymentService {
  constructor(
    private readonly dataSource: DataSource,
    /** Every gateway this store can still reach, by name: an order keeps the one it was paid with. */
    private readonly gateways: Record<string, PaymentGateway>,
    /** The gateway new online orders use; null when none is configured (production without one). */
    private readonly online: PaymentGateway | null,
    /** The built-in sandbox, only where it is the configured gateway (never in production). */
    readonly sandbox: SandboxGateway | null,
    private readonly lifecycle: OrderLifecycle,
    private readonly delivery: DeliveryService,
    private readonly refunds: PaymentRefunds,
    private readonly log: PaymentLog,
    private readonly audit: AuditLog,
    private readonly config: Pick<Config, 'COD_MAX_ORDER_VALUE'>,
    private readonly clock: () => Date = () => new Date(),
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

  /** A new attempt for an order awaiting payment (inside the caller's transaction), at today's gateway. */
  async createAttempt(manager: EntityManager, order: Order): Promise<string> {
    const reference = `pay_${randomBytes(12).toString('base64url')}`;
    await manager.getRepository(Payment).insert({ orderId: order.id, gateway: this.gateway().name, reference, amount: order.total - order.storeCreditUsed, status: 'created', gatewayPaymentId: null, gatewayOrderId: null, checkout: null, checkedAt: null });
    return reference;
  }

  /**
   * Open the attempt at its gateway (once: a replay reuses what the gateway answered) and answer what
   * the browser needs. A gateway that cannot be reached leaves the order waiting with a problem to show.
   */
  async redirectFor(order: Order, reference: string): Promise<StartedOrderPayment> {
    const attempt = await this.dataSource.getRepository(Payment).findOneByOrFail({ reference });
    const gateway = gatewayNamed(this.gateways, attempt.gateway);
    if (!gateway) throw badRequest(PAYMENT_MESSAGES.onlineUnavailable);
    if (attempt.checkout) return { reference, gateway: gateway.name, redirectUrl: null, ...attempt.checkout };
    try {
      const a = order.shippingAddress;
      const started = await gateway.createPayment({
        reference, amountPaise: attempt.amount, orderNumber: order.orderNumber, email: order.email, name: a?.fullName ?? '', phone: a?.phone ?? order.phone,
        customerId: order.userId !== null ? `customer_${order.userId}` : `guest_${createHash('sha256').update(order.email).digest('hex').slice(0, 16)}`,
      });
      if (started.checkout) {
        // Only the first opening is kept and handed out: a racing replay that opened a second gateway
        // order answers the stored one (the other stays unpaid; a payment there is still found by our reference).
        const claimed = await this.dataSource.createQueryBuilder().update(Payment).set({ gatewayOrderId: started.gatewayOrderId, checkout: started.checkout })
          .where('id = :id AND checkout IS NULL', { id: attempt.id }).execute();
        const stored = claimed.affected ? null : await this.storedCheckout(attempt.id, reference, gateway.name);
        if (stored) return stored;
        await this.log.record({ orderId: order.id, paymentId: attempt.id, gateway: gateway.name, kind: 'create', name: 'payment opened', amount: attempt.amount, gatewayRef: started.gatewayOrderId });
      }
      return { reference, gateway: gateway.name, redirectUrl: started.redirectUrl, ...(started.checkout ?? {}) } as StartedOrderPayment;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      // Cashfree refuses a second order with our reference: a racing replay opened it already.
      const stored = await this.storedCheckout(attempt.id, reference, gateway.name);
      if (stored) return stored;
      await this.log.record({ orderId: order.id, paymentId: attempt.id, gateway: gateway.name, kind: 'create', name: 'payment not opened', ok: false, amount: attempt.amount, detail: error.message });
      return { reference, gateway: gateway.name, redirectUrl: null, problem: PAYMENT_MESSAGES.gatewayDown };
    }
  }

  private async storedCheckout(id: number, reference: string, gateway: string): Promise<StartedOrderPayment | null> {
    const stored = await this.dataSource.getRepository(Payment).findOneByOrFail({ id });
    return stored.checkout ? { reference, gateway, redirectUrl: null, ...stored.checkout } : null;
  }

  /** The open attempt of an order still awaiting payment (a replayed submit answers it again). */
  async openAttempt(order: Order): Promise<StartedOrderPayment | null> {
    const attempt = await this.dataSource.getRepository(Payment).findOne({ where: { orderId: order.id, status: 'created' }, order: { id: 'DESC' } });
    return attempt && gatewayNamed(this.gateways, attempt.gateway) ? this.redirectFor(order, attempt.reference) : null;
  }

  /** Refuses unless the order (read under its lock) still waits for its payment with stock held. */
  private mustAwaitPayment(order: Order): void {
    if (order.status !== 'pending_payment') throw badRequest(order.status === 'payment_failed' ? ORDER_MESSAGES.holdExpired : ORDER_MESSAGES.paymentNotNeeded);
    if (order.holdExpiresAt && order.holdExpiresAt.getTime() <= this.clock().getTime()) throw badRequest(ORDER_MESSAGES.holdExpired);
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
        const refusal = codRefusal((current.total - current.storeCreditUsed) / 100, this.config.COD_MAX_ORDER_VALUE, pin.cod, formatRupees);
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

  /**
   * The attempt a gateway's answer names (our reference, or its order id), at that gateway. A gateway
   * order id we never kept (a second order opened by a racing replay) is traced through the reference
   * the gateway keeps on it; the attempt is answered with that order id, which its answer is signed over.
   */
  private async attemptFor(gateway: PaymentGateway, key: { reference?: string; gatewayOrderId?: string }): Promise<Payment | null> {
    const repo = this.dataSource.getRepository(Payment);
    if (key.reference) return repo.findOneBy({ reference: key.reference, gateway: gateway.name });
    if (!key.gatewayOrderId) return null;
    const kept = await repo.findOneBy({ gatewayOrderId: key.gatewayOrderId, gateway: gateway.name });
    if (kept || !gateway.referenceOf) return kept;
    let reference: string | null;
    try {
      reference = await gateway.referenceOf(key.gatewayOrderId);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      return null;
    }
    const traced = reference ? await repo.findOneBy({ reference, gateway: gateway.name }) : null;
    return traced && { ...traced, gatewayOrderId: key.gatewayOrderId };
  }

  /** The shopper came back from the gateway: check its answer (or ask the gateway), then apply the outcome. */
  async verifyReturn(_ctx: RequestContext, params: Record<string, string>): Promise<PaymentResult> {
    const gateway = gatewayNamed(this.gateways, params.gateway ?? 'sandbox');
    const key = gateway?.returnKey(params);
    if (!gateway || !key) throw badRequest(PAYMENT_MESSAGES.badSignature);
    const attempt = await this.attemptFor(gateway, key);
    if (!attempt) throw badRequest(PAYMENT_MESSAGES.badSignature);
    let outcome: PaymentOutcome | 'pending' | null;
    try {
      outcome = await gateway.verifyReturn(params, attempt);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      await this.log.record({ orderId: attempt.orderId, paymentId: attempt.id, gateway: gateway.name, kind: 'return', name: 'status not read', ok: false, detail: error.message });
      outcome = 'pending';
    }
    if (!outcome) {
      await this.log.record({ orderId: attempt.orderId, paymentId: attempt.id, gateway: gateway.name, kind: 'return', name: 'forged return refused', ok: false });
      throw badRequest(PAYMENT_MESSAGES.badSignature);
    }
    if (outcome === 'pending') {
      const order = await this.dataSource.getRepository(Order).findOneByOrFail({ id: attempt.orderId });
      return { order, outcome: 'pending', confirmedNow: false, proven: false };
    }
    return { ...(await this.apply(attempt, outcome, 'return')), proven: !gateway.unsignedReturn };
  }

  /**
   * The gateway's server-to-server notice: signature checked on the raw body, deduplicated by its
   * event id, then applied. Answers quickly and never with an error for a genuine notice (the gateway
   * would retry it forever): what cannot be applied is recorded on the order for a person.
   */
  async handleWebhook(name: string, rawBody: string, header: (name: string) => string | undefined): Promise<{ outcome: string; orderNumber?: string; status?: string }> {
    const gateway = gatewayNamed(this.gateways, name);
    if (!gateway || gateway.name === 'cod') throw notFound(PAYMENT_MESSAGES.unknownPayment);
    const notice = gateway.parseWebhook(rawBody, header, this.clock());
    if (!notice) throw badRequest(PAYMENT_MESSAGES.badSignature);
    const attempt = notice.payment ? await this.attemptFor(gateway, notice.payment) : null;
    const fresh = await this.log.firstSighting({
      gateway: gateway.name, kind: 'webhook', name: notice.event || 'webhook', eventKey: `${gateway.name}:${notice.eventId}`, orderId: attempt?.orderId ?? null, paymentId: attempt?.id ?? null,
      ok: notice.payment?.status !== 'failed', amount: notice.payment?.amountPaise ?? null, gatewayRef: notice.payment?.gatewayPaymentId ?? notice.refund?.gatewayRefundId ?? null, detail: notice.payment?.reason ?? notice.refund?.reason ?? null,
    });
    if (!fresh) return { outcome: 'duplicate' };
    if (notice.refund) return { outcome: (await this.refunds.settle(gateway.name, notice.refund)) ? 'refund_settled' : 'ignored' };
    if (!notice.payment || !attempt) return { outcome: 'ignored' };
    try {
      const result = await this.apply(attempt, notice.payment, 'webhook');
      return { outcome: result.outcome, orderNumber: result.order.orderNumber, status: result.order.status };
    } catch (error) {
      if (error instanceof AppError) return { outcome: 'flagged' };
      throw error;
    }
  }

  /**
   * One outcome for one attempt, with its order locked. Forward only: 'paid' from any open, failed or
   * superseded try (money taken is never answered "failed"); 'failed' only from an open one. A paid
   * amount that is not the attempt's never confirms: the attempt goes to review for the Orders desk.
   */
  private async apply(attempt: Payment, outcome: PaymentOutcome, via: Via): Promise<PaymentResult> {
    const actor = { kind: 'system' as const, label: `system:${attempt.gateway}-${via}` };
    let late = null as Payment | null;
    let mismatch = false as boolean;
    const result = await retryDeadlocks(() => this.lifecycle.withOrder(attempt.orderId, async (manager, order) => {
      late = null;
      mismatch = false;
      const current = await manager.getRepository(Payment).findOneByOrFail({ id: attempt.id });
      const movable = outcome.status === 'paid' ? ['created', 'abandoned', 'failed'] : ['created'];
      if (!movable.includes(current.status)) {
        if (this.secondCapture(current, outcome)) {
          // A second payment on a Razorpay order already paid (checkout opened twice): recorded as its own row and refunded.
          const reference = `dup_${outcome.gatewayPaymentId}`.slice(0, 64);
          try {
            await manager.getRepository(Payment).insert({ orderId: order.id, gateway: current.gateway, reference, amount: outcome.amountPaise, status: 'paid', gatewayPaymentId: outcome.gatewayPaymentId, gatewayOrderId: current.gatewayOrderId, checkout: null, checkedAt: null });
            late = await manager.getRepository(Payment).findOneByOrFail({ reference });
          } catch (error) {
            if (!isDuplicateKey(error)) throw error;
          }
        }
        return { order, outcome: current.status === 'paid' ? 'paid' as const : current.status === 'refunded' ? 'late_refunded' as const : 'failed' as const, confirmedNow: false };
      }
      if (outcome.status === 'paid' && outcome.amountPaise !== current.amount) {
        mismatch = true;
        await manager.getRepository(Payment).update({ id: current.id, status: current.status }, { status: 'review', gatewayPaymentId: outcome.gatewayPaymentId });
        if (order.status === 'pending_payment') await manager.getRepository(Order).update({ id: order.id }, { paymentStatus: 'review' });
        await this.log.record({ orderId: order.id, paymentId: current.id, gateway: current.gateway, kind: 'flag', name: 'amount differs', ok: false, amount: outcome.amountPaise, gatewayRef: outcome.gatewayPaymentId, detail: `Paid ${outcome.amountPaise} paise for an attempt of ${current.amount}: not confirmed, check and refund by hand` }, manager);
        return { order, outcome: 'failed' as const, confirmedNow: false };
      }
      const moved = await manager.getRepository(Payment).update({ id: current.id, status: current.status }, { status: outcome.status, gatewayPaymentId: outcome.gatewayPaymentId || current.gatewayPaymentId });
      if (!moved.affected) return { order, outcome: 'failed' as const, confirmedNow: false };
      if (via !== 'webhook') await this.log.record({ orderId: order.id, paymentId: current.id, gateway: current.gateway, kind: via, name: `payment ${outcome.status}`, ok: outcome.status === 'paid', amount: outcome.amountPaise, gatewayRef: outcome.gatewayPaymentId, detail: outcome.reason ?? null }, manager);
      if (outcome.status === 'failed') {
        if (order.status === 'pending_payment') await manager.getRepository(Order).update({ id: order.id }, { paymentStatus: 'failed' });
        order.paymentStatus = order.status === 'pending_payment' ? 'failed' : order.paymentStatus;
        return { order, outcome: 'failed' as const, confirmedNow: false };
      }
      if (order.status === 'pending_payment') {
        // Other tries still open are over: one paid after all is refunded as late.
        await manager.createQueryBuilder().update(Payment).set({ status: 'abandoned' }).where('orderId = :o AND status = :s AND id <> :id', { o: order.id, s: 'created', id: current.id }).execute();
        await this.lifecycle.move(manager, order, 'confirmed', actor, { paymentStatus: 'paid', note: `Paid online (${outcome.gatewayPaymentId})` });
        return { order, outcome: 'paid' as const, confirmedNow: true };
      }
      // Paid after the order stopped waiting (hold ran out, switched to cash on delivery, paid twice): the money goes back.
      late = { ...current, status: 'paid', gatewayPaymentId: outcome.gatewayPaymentId || current.gatewayPaymentId };
      return { order, outcome: 'late_refunded' as const, confirmedNow: false };
    }));
    const owed = late as Payment | null;
    if (owed) {
      const refundKey = owed.reference.startsWith('dup_') ? `rf_${owed.gatewayPaymentId}`.slice(0, 64) : `rf_${owed.reference}_late`.slice(0, 64);
      // A webhook is answered before the gateway is asked to refund (it waits on our answer); a shopper's return waits for it.
      if (via === 'webhook') await this.refunds.refundAfterAnswer(owed, owed.amount, 'late', refundKey);
      else await this.refunds.refund(owed, owed.amount, 'late', refundKey);
    }
    if (mismatch && via === 'return') throw badRequest(PAYMENT_MESSAGES.amountMismatch);
    return result;
  }

  /** A captured payment other than the one that paid the attempt, where the gateway refunds payments one by one (Razorpay). */
  private secondCapture(current: Payment, outcome: PaymentOutcome): boolean {
    return current.gateway === 'razorpay' && outcome.status === 'paid' && (current.status === 'paid' || current.status === 'refunded')
      && !!outcome.gatewayPaymentId && !!current.gatewayPaymentId && outcome.gatewayPaymentId !== current.gatewayPaymentId;
  }

  // ------------------------------------------------------------ reconciliation

  /**
   * Ask the gateway about attempts still open a few minutes after they began (money taken but the tab
   * closed, a webhook lost) and settle them. Each attempt is claimed with a conditional update of
   * `checkedAt`, so several processes never ask about the same one at once. Answers how many settled.
   */
  async reconcile(limit = 50): Promise<number> {
    const now = this.clock();
    const cutoff = new Date(now.getTime() - RECONCILE_AFTER_MS);
    const dayAgo = new Date(now.getTime() - LATE_PAYMENT_WATCH_MS);
    const gateway = In(Object.keys(this.gateways).filter((g) => g !== 'cod' && g !== 'sandbox'));
    const candidates = await this.dataSource.getRepository(Payment).find({
      // Abandoned tries too (switched to cash on delivery, superseded by a retry) for a day: money taken there goes back.
      where: [{ status: In(['created', 'failed']), gateway, createdAt: LessThan(cutoff) }, { status: 'abandoned', gateway, createdAt: Between(dayAgo, cutoff) }],
      order: { id: 'ASC' }, take: limit * 4,
    });
    let settled = 0;
    for (const attempt of candidates.filter((a) => !a.checkedAt || a.checkedAt < cutoff).slice(0, limit)) {
      const claim = await this.dataSource.createQueryBuilder().update(Payment).set({ checkedAt: now })
        .where('id = :id AND (checkedAt IS NULL OR checkedAt < :cutoff)', { id: attempt.id, cutoff }).execute();
      if (!claim.affected) continue;
      const order = await this.dataSource.getRepository(Order).findOneBy({ id: attempt.orderId });
      // Orders still waiting, or released by the hold worker; for a day also abandoned tries and orders the
      // desk cancelled unpaid (a payment on any of those is refunded as late).
      const waiting = order?.status === 'pending_payment' || order?.status === 'payment_failed';
      const recent = attempt.createdAt >= dayAgo && (attempt.status === 'abandoned' || order?.status === 'cancelled');
      if (!order || (!waiting && !recent)) continue;
      if ((await this.check(attempt, 'check')) !== null) settled++;
    }
    await this.refunds.retryUnsent();
    return settled;
  }

  /** Ask the attempt's gateway and apply what it says; null while nothing is settled. */
  private async check(attempt: Payment, via: Via): Promise<PaymentResult | null> {
    const gateway = gatewayNamed(this.gateways, attempt.gateway);
    if (!gateway) return null;
    let outcome: PaymentOutcome | null;
    try {
      outcome = await gateway.fetchOutcome(attempt);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      await this.log.record({ orderId: attempt.orderId, paymentId: attempt.id, gateway: gateway.name, kind: 'check', name: 'status not read', ok: false, detail: error.message });
      return null;
    }
    if (!outcome) {
      await this.log.record({ orderId: attempt.orderId, paymentId: attempt.id, gateway: gateway.name, kind: 'check', name: 'nothing settled yet', gatewayRef: attempt.gatewayOrderId });
      return null;
    }
    try {
      return await this.apply(attempt, outcome, via);
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }

  /** The Orders desk's "Check payment": ask the gateway about every open attempt of the order now (audit-logged). */
  async checkOrder(ctx: RequestContext, orderId: number): Promise<PaymentPanel> {
    const order = await this.dataSource.getRepository(Order).findOneBy({ id: orderId });
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    const open = await this.dataSource.getRepository(Payment).findBy({ orderId, status: In(['created', 'failed', 'abandoned']) });
    const before = { status: order.status, paymentStatus: order.paymentStatus };
    for (const attempt of open) await this.check(attempt, 'check');
    const panel = await this.panel(orderId);
    await this.audit.record(this.dataSource.manager, ctx, { action: 'order.payment_check', entityType: 'order', entityId: orderId, before, after: { status: panel.order.status, paymentStatus: panel.order.paymentStatus } });
    return panel;
  }

  /** Attempts, refunds and the gateway's record of one order, oldest first. */
  async panel(orderId: number): Promise<PaymentPanel> {
    const order = await this.dataSource.getRepository(Order).findOneBy({ id: orderId });
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    const [attempts, refunds, events] = await Promise.all([
      this.dataSource.getRepository(Payment).find({ where: { orderId }, order: { id: 'ASC' } }),
      this.dataSource.getRepository(PaymentRefund).find({ where: { orderId }, order: { id: 'ASC' } }),
      this.dataSource.getRepository(PaymentEvent).find({ where: { orderId }, order: { id: 'ASC' }, take: 200 }),
    ]);
    return { order, attempts, refunds, events };
  }

  // ------------------------------------------------------------------- sandbox

  /** The sandbox pay page's details, after checking the link was made by createPayment. */
  async sandboxPage(params: { reference: string; amount: string; order: string; signature: string }) {
    if (!this.sandbox) throw notFound(PAYMENT_MESSAGES.noSandbox);
    if (!this.sandbox.verifyPayPage(params)) throw badRequest(PAYMENT_MESSAGES.badSignature);
    const attempt = await this.dataSource.getRepository(Payment).findOneBy({ reference: params.reference });
    if (!attempt) throw notFound(PAYMENT_MESSAGES.unknownPayment);
    return { reference: attempt.reference, amountPaise: attempt.amount, orderNumber: params.order, status: attempt.status };
  }

  /**
   * The shopper approves or declines on the sandbox page. Like a real gateway, the sandbox sends the
   * shopper back with a signed answer.
   */
  async sandboxDecide(params: { reference: string; amount: string; order: string; signature: string }, approve: boolean): Promise<{ returnUrl: string }> {
    const page = await this.sandboxPage(params);
    const decision = this.sandbox!.decide({ reference: page.reference, amountPaise: page.amountPaise }, approve);
    return { returnUrl: decision.returnUrl };
  }
}

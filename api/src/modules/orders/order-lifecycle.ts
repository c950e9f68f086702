import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { badRequest, notFound } from '../../kernel/errors';
import type { CatalogService } from '../catalog/catalog.service';
import { Coupon, CouponRedemption } from '../coupons/coupon.entity';
import type { InvoiceService } from '../invoices/invoice.service';
import type { MailService } from '../mail/mail.service';
import { orderStatusMail } from '../mail/order-mails';
import { Order, OrderEvent, OrderLine } from './order.entity';
import { Payment } from '../payments/payment.entity';
import { ORDER_MESSAGES } from './order.messages';
import { recordSales, salesLines } from './sales-ledger';
import { orderAccessToken } from './order-access';
import { RELEASED_STATUSES, transitionProblem, type OrderActorKind, type OrderStatus } from './order-state.rules';
import { dialectOf } from '../../kernel/dialect';
import { checkShipment, trackingUrlFor } from '@kapda/rules/couriers';
import type { WebhookService } from '../integrations/webhook.service';
import { restOrder } from './order.views';
import { emitLowStock } from '../catalog/catalog-webhooks';
import { ProductVariant } from '../catalog/product-variant.entity';
import type { StoreCreditService } from '../store-credit/store-credit.service';
import type { MessagingService } from '../messaging/messaging.service';
import { eventForStatus } from '../messaging/order-messages.rules';

export interface Actor {
  kind: OrderActorKind;
  /** What the history shows: 'customer:12', 'guest', 'admin:3', 'system:payments'. */
  label: string;
}

/** Gives back what an order was paid online (payments' PaymentRefunds: through the gateway each payment used). */
export interface OrderRefunds {
  refundOrder(order: Order): Promise<void>;
}

export interface TransitionExtras {
  note?: string | null;
  courier?: string | null;
  trackingNumber?: string | null;
  paymentStatus?: string;
}

/**
 * Moving an order between statuses, with everything that goes with each move, in one transaction:
 * a guarded update (status must still be the one read, so two movers cannot both win), the history
 * row, stock and coupon given back on cancel/failure, the invoice on shipping, the mail to the
 * customer. Refunds go to the gateway after the commit.
 */
export class OrderLifecycle {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly invoices: InvoiceService,
    private readonly mail: MailService,
    private readonly refunds: OrderRefunds,
    private readonly config: Pick<Config, 'publicUrl' | 'keys'>,
    private readonly webhooks: Pick<WebhookService, 'emit'> = { emit: async () => {} },
    private readonly storeCredit: Pick<StoreCreditService, 'restoreForOrder'> | null = null,
    /** WhatsApp order updates, queued in the move's transaction (only for orders that opted in). */
    private readonly messages: Pick<MessagingService, 'orderUpdate' | 'kick' | 'withdrawConsent'> | null = null,
  ) {}

  /** The shopper stops WhatsApp updates for this order: none are queued or sent from now (queued ones withdrawn). */
  async stopWhatsapp(orderId: number): Promise<void> {
    await this.dataSource.transaction((manager) => this.messages?.withdrawConsent(manager, { orderId }) ?? Promise.resolve(0));
  }

  /** Ask the message worker to send what a committed transaction queued. */
  kickMessages(): void {
    this.messages?.kick();
  }

  /** After an order took `quantity` of a variant (in its transaction): stock.low when that took it to the low-stock line. */
  async stockTaken(manager: EntityManager, variantId: number, quantity: number): Promise<void> {
    const variant = await manager.getRepository(ProductVariant).findOneBy({ id: variantId });
    if (variant) await emitLowStock(manager, this.webhooks, variant, variant.stock + quantity);
  }

  /** Record the first status of a new order. */
  async recordPlaced(manager: EntityManager, order: Order, actor: Actor, note: string): Promise<void> {
    await manager.getRepository(OrderEvent).insert({ orderId: order.id, fromStatus: null, toStatus: order.status, actor: actor.label, note });
    // Cash on delivery and store credit start confirmed; an online order is confirmed by its payment (move).
    if (order.status === 'confirmed') await this.messages?.orderUpdate(manager, order, 'order_confirmed');
    await this.webhooks.emit(manager, 'order.placed', `order:${order.id}`, async () => restOrder(order, await manager.getRepository(OrderLine).find({ where: { orderId: order.id }, order: { id: 'ASC' } })));
  }

  /**
   * Move the order to `to` inside `manager`'s transaction. Answers false when the order was no
   * longer in `from` (someone else moved it first); throws 400 naming the allowed statuses for an
   * illegal move.
   */
  async move(manager: EntityManager, order: Order, to: string, actor: Actor, extras: TransitionExtras = {}): Promise<boolean> {
    const from = order.status as OrderStatus;
    const problem = transitionProblem(from, to, actor.kind, order);
    if (problem) throw badRequest(problem);
    const next = to as OrderStatus;
    const patch: Partial<Order> = { status: next };
    if (extras.paymentStatus) patch.paymentStatus = extras.paymentStatus;
    if (next === 'shipped') {
      if (!extras.courier || !extras.trackingNumber) throw badRequest(ORDER_MESSAGES.trackingRequired);
      // A courier from the list in its spelling (so the order links to its tracking page), the AWB checked.
      const shipment = checkShipment(extras.courier, extras.trackingNumber);
      if (!shipment.ok) throw badRequest(shipment.message, { field: shipment.field });
      patch.courier = shipment.courier;
      patch.trackingNumber = shipment.trackingNumber;
    }
    if (next === 'delivered' && order.paymentMethod === 'cod') patch.paymentStatus = 'paid';
    if (next === 'cancelled' && order.paymentMethod === 'cod') patch.paymentStatus = 'not_collected';
    // Paid wholly with store credit: the credit goes back in this transaction (giveBack).
    if (next === 'cancelled' && order.paymentMethod === 'store_credit') patch.paymentStatus = 'refunded';
    // An exchange's replacement cancelled (only the desk may): the pieces' value goes back through the return (ReturnService.replacementCancelled).
    if (next === 'cancelled' && order.paymentMethod === 'exchange') patch.paymentStatus = 'refunded';
    // An unpaid online order cancelled: nothing was charged (a payment arriving later is refunded).
    if (next === 'cancelled' && from === 'pending_payment') patch.paymentStatus = 'not_collected';
    if (next === 'confirmed' || next === 'payment_failed' || from === 'pending_payment') patch.holdExpiresAt = null;
    const result = await manager.getRepository(Order).update({ id: order.id, status: from }, patch);
    if (!result.affected) return false;
    const before = { ...order };
    Object.assign(order, patch);
    const note = extras.note ?? (from === 'pending_payment' && next === 'cancelled' ? ORDER_MESSAGES.cancelledUnpaid : null);
    await manager.getRepository(OrderEvent).insert({ orderId: order.id, fromStatus: from, toStatus: next, actor: actor.label, note });
    const lines = await manager.getRepository(OrderLine).find({ where: { orderId: order.id }, order: { id: 'ASC' } });
    if ((RELEASED_STATUSES as readonly string[]).includes(next)) await this.giveBack(manager, order, lines);
    // A cancelled order takes no more payments: its open gateway tries are closed (reconciliation still watches abandoned tries for a day, refunding money that arrives late).
    if (next === 'cancelled') await manager.getRepository(Payment).update({ orderId: order.id, status: 'created' }, { status: 'abandoned' });
    let invoiceSerial: string | null = null;
    if (next === 'shipped') invoiceSerial = (await this.invoices.issue(manager, order, lines)).serial;
    if (next !== 'payment_failed' && next !== 'packed') {
      await this.mail.queue(manager, order.email, orderStatusMail({ order, lines, status: next, orderUrl: this.orderUrl(order), invoiceSerial }));
    }
    const update = eventForStatus(next);
    // Shipped carries where to follow the parcel: the courier's tracking page, or the order page for a courier not on the list.
    if (update) await this.messages?.orderUpdate(manager, order, update, update === 'order_shipped' ? { trackingUrl: trackingUrlFor(order.courier, order.trackingNumber) ?? this.orderUrl(order) } : {});
    // Store credit spent on a cancelled order is back in this transaction: that refund is made now (money paid online: when the gateway settles it, PaymentRefunds).
    if (next === 'cancelled' && order.storeCreditUsed > 0) await this.messages?.orderUpdate(manager, order, 'refund_processed', { refundAmount: order.storeCreditUsed, refundTo: 'as store credit' }, `order:${order.id}:cancel-credit`);
    await this.webhooks.emit(manager, next === 'cancelled' ? ['order.status_changed', 'order.cancelled'] : ['order.status_changed'], `order:${order.id}`, () => ({ ...restOrder(order, lines), previousStatus: from }));
    await recordSales(manager, before, order, salesLines(lines));
    return true;
  }

  /** Stock back to the shelves, the coupon use and any store credit spent back to the customer. */
  private async giveBack(manager: EntityManager, order: Order, lines: OrderLine[]): Promise<void> {
    const sorted = [...lines].sort((a, b) => a.variantId - b.variantId);
    await this.catalog.adjustStock(sorted.map((l) => ({ variantId: l.variantId, delta: l.quantity })), manager);
    if (order.couponId !== null) {
      // The coupon row first, as placing takes it (useInOrder) before writing its use: the other way
      // round a cancel and a placement with the same coupon wait on each other (a MySQL deadlock).
      if (dialectOf(manager) === 'mysql') await manager.getRepository(Coupon).findOne({ where: { id: order.couponId }, lock: { mode: 'pessimistic_write' } });
      const removed = await manager.getRepository(CouponRedemption).delete({ orderId: order.id });
      if (removed.affected) {
        await manager.createQueryBuilder().update(Coupon).set({ usedCount: () => 'usedCount - 1' }).where('id = :id AND usedCount > 0', { id: order.couponId }).execute();
      }
    }
    // Last: the balance row is the lock placing takes last too. Once per order (the entry's once-key).
    if (order.storeCreditUsed > 0) await this.storeCredit?.restoreForOrder(manager, order);
  }

  /** After a committed cancel: refund what was paid online (the gateway's work happens outside the transaction). */
  async refundIfPaid(order: Order): Promise<void> {
    await this.refunds.refundOrder(order);
    const fresh = await this.dataSource.getRepository(Order).findOneBy({ id: order.id });
    if (fresh) order.paymentStatus = fresh.paymentStatus;
  }

  /** Run `fn` with the order locked for update (MySQL) or inside the serialised transaction (SQLite). */
  async withOrder<T>(orderId: number, fn: (manager: EntityManager, order: Order) => Promise<T>): Promise<T> {
    const result = await this.dataSource.transaction(async (manager) => {
      const mysql = dialectOf(manager) === 'mysql';
      const order = await manager.getRepository(Order).findOne({ where: { id: orderId }, ...(mysql ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      return fn(manager, order);
    });
    this.catalog.changed();
    this.mail.kick();
    this.messages?.kick();
    return result;
  }

  /** The order page: a member's in their account; a guest's link carries the signed token that opens it without one. */
  orderUrl(order: Pick<Order, 'id' | 'userId'>): string {
    if (order.userId !== null) return `${this.config.publicUrl}/account/orders/${order.id}`;
    return `${this.config.publicUrl}/order/${order.id}?token=${orderAccessToken(this.config.keys.orderLink, order.id)}`;
  }
}

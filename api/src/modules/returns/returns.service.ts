import { randomBytes } from 'node:crypto';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { RequestContext } from '../../kernel/context';
import { badRequest, notFound } from '../../kernel/errors';
import { dialectOf, retryDeadlocks } from '../../kernel/dialect';
import { parseId } from '../../kernel/ids';
import { toCsv } from '@kapda/rules/csv';
import { inclusivePrice, paiseToRupees, readNumber, rupeesToPaise, effectiveGstRate } from '@kapda/rules/pricing';
import { requireActor, requireUser } from '../auth/guards';
import type { AuditLog } from '../audit/audit.service';
import type { CatalogService } from '../catalog/catalog.service';
import { Product } from '../catalog/product.entity';
import { ProductVariant } from '../catalog/product-variant.entity';
import { StockMovement } from '../catalog/stock-movement.entity';
import type { WebhookService } from '../integrations/webhook.service';
import type { MailService } from '../mail/mail.service';
import { orderStatusMail } from '../mail/order-mails';
import { Order, OrderEvent, OrderLine } from '../orders/order.entity';
import type { OrderLifecycle } from '../orders/order-lifecycle';
import { orderNumberFor, type OrderService } from '../orders/order.service';
import { recordSales, salesLines } from '../orders/sales-ledger';
import { customerKey } from '../coupons/coupon-customer.rules';
import { likePrefix } from '../backoffice/sql';
import { Payment, PaymentRefund } from '../payments/payment.entity';
import type { PaymentRefunds } from '../payments/refunds';
import { User } from '../users/user.entity';
import { OrderReturn, OrderReturnEvent, OrderReturnItem } from './return.entity';
import { StoreCreditEntry } from '../store-credit/store-credit.entity';
import { returnMail } from './return-mails';
import { restReturn, type ReturnOptions, type ReturnRecord } from './returns.views';
import { RETURN_MESSAGES as M } from './returns.messages';
import {
  REFUND_DESTINATIONS, RETURNS_CSV_HEADER, RETURN_STATUSES, allowedReturnMoves, checkReturnRequest, defaultRefundTo, isReturnStatus, lastReturnDay,
  orderReturnProblem, pieceRefund, refundToProblem, returnMoveProblem, returnNumberFor, type RefundDestination, type ReturnRequestInput, type ReturnStatus, type ReturnableLine,
} from './returns.rules';

/**
 * Store credit as returns use it: granted inside the return's transaction (the store-credit
 * domain's ledger; wired in services.ts). `reference` is the return's id, so one return is credited once.
 */
export type { ReturnOptions, ReturnRecord };

export interface StoreCreditGrants {
  grant(manager: EntityManager, g: { userId: number; amountPaise: number; reason: 'return'; reference: string; note: string }): Promise<unknown>;
}

/** What a refunded or exchanged return triggers in other domains inside its transaction (the GST credit note). */
export interface ReturnHooks {
  afterMove?(manager: EntityManager, ret: OrderReturn, items: OrderReturnItem[], order: Order): Promise<void>;
}

export interface ReturnPage {
  records: ReturnRecord[];
  total: number;
  page: number;
  limit: number;
}

export interface ReturnListFilter {
  status?: unknown;
  search?: unknown;
  page?: unknown;
  limit?: unknown;
}

export interface ReturnMoveInput {
  status?: unknown;
  note?: unknown;
  courier?: unknown;
  trackingNumber?: unknown;
  qc?: unknown;
  reference?: unknown;
  /** With status 'approved': 'refund' turns an exchange whose new size sold out into a refund. */
  resolution?: unknown;
  /** With resolution 'refund': where that refund goes (default as for a new request). */
  refundTo?: unknown;
}

const PAGE = { default: 20, max: 100 } as const;

/** The gateway's idempotency key of a return's refund from one payment: ours (unique per store) and at most 40 characters (Cashfree's refund_id). */
const returnRefundKey = (paymentReference: string, returnId: number) => `rf_${paymentReference}_ret${returnId}`.slice(-40);
const CSV_MAX_ROWS = 5000;

const str = (v: unknown, max: number, tooLong: string): string | null => {
  if (v === undefined || v === null) return null;
  const s = String(v).trim().replace(/\s+/g, ' ');
  if (s.length > max) throw badRequest(tooLong);
  return s === '' ? null : s;
};

/**
 * Returns and exchanges (issue 18): a shopper's request (the order row locked, so two requests for
 * the last piece cannot both pass), the desk's moves along returns.rules' one table with everything
 * each brings in the same transaction — the timeline, the audit log, the webhook, the mail, stock
 * back on QC pass, the exchange's held piece and its ₹0 replacement order, store credit — and the
 * gateway's partial refund right after the commit (idempotent per return).
 */
export class ReturnService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Pick<Config, 'RETURN_WINDOW_DAYS'>,
    private readonly orders: Pick<OrderService, 'orderFor' | 'actorFor'>,
    private readonly lifecycle: Pick<OrderLifecycle, 'withOrder' | 'orderUrl' | 'recordPlaced'>,
    private readonly catalog: Pick<CatalogService, 'adjustStock' | 'refreshSummaries' | 'changed'>,
    private readonly refunds: Pick<PaymentRefunds, 'refund'>,
    private readonly mail: MailService,
    private readonly audit: AuditLog,
    private readonly webhooks: Pick<WebhookService, 'emit'>,
    private readonly storeCredit: StoreCreditGrants,
    private readonly clock: () => Date = () => new Date(),
    readonly hooks: ReturnHooks = {},
  ) {}

  // ------------------------------------------------------------------ the shopper

  /** Ask to return pieces of a delivered order (the owner, or a guest with the order's token). */
  async request(ctx: RequestContext, orderId: unknown, token: unknown, input: ReturnRequestInput): Promise<ReturnRecord> {
    const seen = await this.orders.orderFor(ctx, orderId, token, 'change');
    const actor = this.orders.actorFor(ctx, seen).label;
    const id = await retryDeadlocks(() => this.lifecycle.withOrder(seen.id, async (manager, order) => {
      const now = this.clock();
      const { lines } = await this.returnableLines(manager, order);
      const deliveredAt = await this.deliveredAt(manager, order.id);
      const checked = checkReturnRequest({ status: order.status, deliveredAt, paymentMethod: order.paymentMethod, member: order.userId !== null }, lines, input, now, this.config.RETURN_WINDOW_DAYS);
      if ('problem' in checked) throw badRequest(checked.problem, checked.field ? { field: checked.field } : undefined);
      const request = checked.request;
      // An exchange is for another variant of the same product at the same price, in stock now.
      const wanted = request.items.flatMap((i) => (i.exchangeForSku ? [i.exchangeForSku] : []));
      const variants = wanted.length ? await manager.getRepository(ProductVariant).findBy({ sku: In(wanted) }) : [];
      const orderLines = await manager.getRepository(OrderLine).findBy({ orderId: order.id });
      const exchangeIds = new Map<string, number>();
      for (const item of request.items) {
        if (!item.exchangeForSku) continue;
        const variant = variants.find((v) => v.sku === item.exchangeForSku);
        const line = orderLines.find((l) => l.id === item.line.id)!;
        if (!variant) throw badRequest(M.exchangeUnknown(item.exchangeForSku), { field: 'items.exchangeFor' });
        if (variant.productId !== line.productId) throw badRequest(M.exchangeOtherProduct, { field: 'items.exchangeFor' });
        const original = await manager.getRepository(ProductVariant).findOneBy({ id: line.variantId });
        if (original && original.sellingPrice !== variant.sellingPrice) throw badRequest(M.exchangePrice, { field: 'items.exchangeFor' });
        if (variant.stock < item.quantity) throw badRequest(M.exchangeSoldOut(`${line.title} (${variant.size}, ${variant.color})`), { field: 'items.exchangeFor' });
        exchangeIds.set(variant.sku, variant.id);
      }
      const repo = manager.getRepository(OrderReturn);
      const ret = repo.create({
        returnNumber: `tmp-${randomBytes(8).toString('hex')}`, orderId: order.id, userId: order.userId, email: order.email, status: 'requested',
        resolution: request.resolution, refundTo: request.refundTo, refundUpiId: request.refundUpiId, refundAmount: request.refundAmount, comment: request.comment,
        courier: null, trackingNumber: null, refundReference: null, rejectionReason: null, replacementOrderId: null, exchangeHeld: false, refundedAt: null, createdAt: now,
      });
      await repo.insert(ret);
      ret.returnNumber = returnNumberFor(ret.id, now);
      await repo.update({ id: ret.id }, { returnNumber: ret.returnNumber });
      const itemRepo = manager.getRepository(OrderReturnItem);
      const items = request.items.map((i) => {
        const line = orderLines.find((l) => l.id === i.line.id)!;
        return itemRepo.create({
          returnId: ret.id, orderLineId: line.id, productId: line.productId, variantId: line.variantId, variantSku: line.variantSku, title: line.title, size: line.size, color: line.color,
          quantity: i.quantity, reason: i.reason, comment: i.comment, exchangeForSku: i.exchangeForSku, exchangeForVariantId: i.exchangeForSku ? exchangeIds.get(i.exchangeForSku) ?? null : null, refundShare: i.refundShare,
        });
      });
      await itemRepo.insert(items);
      await manager.getRepository(OrderReturnEvent).insert({ returnId: ret.id, fromStatus: null, toStatus: 'requested', actor, note: request.comment });
      await this.webhooks.emit(manager, 'return.requested', `return:${ret.id}`, async () => this.eventData(await this.recordIn(manager, ret.id), null));
      await this.mail.queue(manager, order.email, returnMail('requested', { ret, items, orderNumber: order.orderNumber, orderUrl: this.lifecycle.orderUrl(order), firstName: order.shippingAddress?.fullName.split(' ')[0] }));
      return ret.id;
    }));
    return this.recordIn(this.dataSource.manager, id);
  }

  /** The returns of an order its owner (or a guest with its token) may see, newest first. */
  async forOrder(ctx: RequestContext, orderId: unknown, token: unknown): Promise<ReturnRecord[]> {
    const order = await this.orders.orderFor(ctx, orderId, token);
    const rets = await this.dataSource.getRepository(OrderReturn).find({ where: { orderId: order.id }, order: { id: 'DESC' } });
    return this.records(rets);
  }

  /** The signed-in member's returns, newest first. */
  async mine(ctx: RequestContext, page: unknown, limit: unknown): Promise<ReturnPage> {
    const user = requireUser(ctx);
    const p = this.page(page);
    const l = this.limit(limit);
    const [rets, total] = await this.dataSource.getRepository(OrderReturn).findAndCount({ where: { userId: user.id }, order: { id: 'DESC' }, skip: (p - 1) * l, take: l });
    return { records: await this.records(rets), total, page: p, limit: l };
  }

  /** What the order page offers: per line, whether it may be returned, how many pieces are left and what it may be exchanged for. */
  async options(ctx: RequestContext, orderId: unknown, token: unknown): Promise<ReturnOptions> {
    const order = await this.orders.orderFor(ctx, orderId, token);
    const m = this.dataSource.manager;
    const { lines, orderLines } = await this.returnableLines(m, order);
    const deliveredAt = await this.deliveredAt(m, order.id);
    const productIds = [...new Set(orderLines.map((l) => l.productId))];
    const variants = productIds.length ? await m.getRepository(ProductVariant).find({ where: { productId: In(productIds) }, order: { position: 'ASC', id: 'ASC' } }) : [];
    const facts = { paymentMethod: order.paymentMethod, member: order.userId !== null };
    return {
      problem: orderReturnProblem({ status: order.status, deliveredAt }, this.clock(), this.config.RETURN_WINDOW_DAYS),
      lastDay: deliveredAt ? lastReturnDay(deliveredAt, this.config.RETURN_WINDOW_DAYS) : null,
      lines: orderLines.map((line) => {
        const r = lines.find((x) => x.id === line.id)!;
        const own = variants.find((v) => v.id === line.variantId);
        const piecesLeft = Math.max(0, r.quantity - r.taken);
        return {
          line, returnable: r.returnable, piecesLeft,
          // What returning 1, 2, … piecesLeft pieces refunds now: the same arithmetic a request stores.
          refundForPieces: Array.from({ length: piecesLeft }, (_, k) => pieceRefund({ paid: r.paid, quantity: r.quantity }, { pieces: r.taken, credited: r.credited }, k + 1)),
          exchangeOptions: variants
            .filter((v) => v.productId === line.productId && v.id !== line.variantId && (!own || v.sellingPrice === own.sellingPrice))
            .map((v) => ({ variantSku: v.sku, size: v.size, color: v.color, inStock: v.stock > 0 })),
        };
      }),
      refundDestinations: REFUND_DESTINATIONS.filter((d) => refundToProblem(facts, d) === null),
      defaultRefundTo: defaultRefundTo(facts),
    };
  }

  // ------------------------------------------------------------------ the desk

  async list(filter: ReturnListFilter): Promise<ReturnPage> {
    const p = this.page(filter.page);
    const l = this.limit(filter.limit);
    const [rets, total] = await this.query(filter).orderBy('r.id', 'DESC').skip((p - 1) * l).take(l).getManyAndCount();
    return { records: await this.records(rets, undefined, true), total, page: p, limit: l };
  }

  async get(rawId: unknown): Promise<ReturnRecord> {
    const id = parseId(rawId);
    const ret = id !== null ? await this.dataSource.getRepository(OrderReturn).findOneBy({ id }) : null;
    if (!ret) throw notFound(M.notFound);
    return (await this.records([ret], undefined, true))[0];
  }

  /** The filtered list as CSV (newest first, at most 5,000 rows). */
  async csv(filter: ReturnListFilter): Promise<string> {
    const rets = await this.query(filter).orderBy('r.id', 'DESC').take(CSV_MAX_ROWS).getMany();
    const records = await this.records(rets);
    return toCsv(RETURNS_CSV_HEADER, records.map(({ ret, items, order }) => [
      ret.returnNumber, order.orderNumber, ret.createdAt, ret.status, ret.resolution, ret.email, items.reduce((n, i) => n + i.quantity, 0),
      items.map((i) => `${i.quantity} × ${i.variantSku}${i.exchangeForSku ? ` → ${i.exchangeForSku}` : ''}`).join('; '),
      [...new Set(items.map((i) => i.reason))].join('; '), paiseToRupees(ret.refundAmount).toFixed(2), ret.resolution === 'refund' ? ret.refundTo : '', ret.courier, ret.trackingNumber, ret.refundReference,
    ]));
  }

  /**
   * The desk moves a return one step (returns.rules' table), with the actor in the timeline and the
   * audit log, the webhook and the customer's mail in the same transaction. The order row is locked
   * first, as a request takes it, so moves and requests of one order never interleave.
   */
  async move(ctx: RequestContext, rawId: unknown, input: ReturnMoveInput): Promise<ReturnRecord> {
    const user = requireActor(ctx);
    const actor = ctx.user ? `admin:${user.id}` : user.email.slice(0, 60);
    const id = parseId(rawId);
    const found = id !== null ? await this.dataSource.getRepository(OrderReturn).findOneBy({ id }) : null;
    if (!found) throw notFound(M.notFound);
    const note = str(input.note, 500, M.noteTooLong);
    const courier = str(input.courier, 60, M.courierTooLong);
    const trackingNumber = str(input.trackingNumber, 60, M.courierTooLong);
    const reference = str(input.reference, 100, M.referenceTooLong);
    let refundAfter: Array<{ payment: Payment; refund: PaymentRefund }> = [];
    const moved = await retryDeadlocks(() => this.lifecycle.withOrder(found.orderId, async (manager, order) => {
      const ret = await manager.getRepository(OrderReturn).findOneByOrFail({ id: found.id });
      const from = ret.status as ReturnStatus;
      const before = this.snapshot(ret);
      // The desk turns an exchange into a refund only as it approves it (the new size sold out meanwhile).
      if (input.resolution !== undefined && input.resolution !== null && input.resolution !== '' && input.resolution !== ret.resolution) {
        if (input.resolution !== 'refund' || from !== 'requested' || input.status !== 'approved') throw badRequest(M.resolutionOnlyOnApproval, { field: 'resolution' });
      }
      const problem = returnMoveProblem(from, input.status, ret.resolution, input.qc);
      if (problem) throw badRequest(problem, { field: 'status' });
      const to = input.status as ReturnStatus;
      const items = await manager.getRepository(OrderReturnItem).find({ where: { returnId: ret.id }, order: { id: 'ASC' } });
      const patch: Partial<OrderReturn> = { status: to };
      if (courier) patch.courier = courier;
      if (trackingNumber) patch.trackingNumber = trackingNumber;

      if (to === 'approved') {
        if (input.resolution === 'refund' && ret.resolution === 'exchange') {
          const facts = { paymentMethod: order.paymentMethod, member: order.userId !== null };
          const refundTo = input.refundTo === undefined || input.refundTo === null || input.refundTo === '' ? defaultRefundTo(facts) : input.refundTo;
          if (!(REFUND_DESTINATIONS as readonly unknown[]).includes(refundTo)) throw badRequest(M.refundTo, { field: 'refundTo' });
          const refundProblem = refundToProblem(facts, refundTo as RefundDestination);
          if (refundProblem) throw badRequest(refundProblem, { field: 'refundTo' });
          Object.assign(patch, { resolution: 'refund', refundTo, refundAmount: items.reduce((s, i) => s + i.refundShare, 0) });
        } else if (ret.resolution === 'exchange') {
          await this.holdExchange(manager, items);
          patch.exchangeHeld = true;
        }
      }
      if (to === 'rejected') {
        if (!note) throw badRequest(M.rejectReason, { field: 'note' });
        patch.rejectionReason = note;
        if (ret.exchangeHeld) {
          await this.releaseExchange(manager, items);
          patch.exchangeHeld = false;
        }
      }
      if (to === 'received') await this.restock(manager, ret, items, user);
      if (to === 'refunded') {
        if (ret.refundTo === 'bank' && ret.refundAmount > 0 && !reference) throw badRequest(M.bankReference, { field: 'reference' });
        patch.refundReference = reference ?? ret.refundReference;
        patch.refundedAt = this.clock();
      }

      const changed = await manager.getRepository(OrderReturn).update({ id: ret.id, status: from }, patch);
      if (!changed.affected) throw badRequest(M.illegalMove(from, to, allowedReturnMoves(from, ret.resolution)));
      Object.assign(ret, patch);

      let replacement: Order | null = null;
      let refundNote: string | null = null;
      let refundParts: { outside: number; credit: number } | null = null;
      if (to === 'refunded' && ret.refundAmount > 0) {
        let credit = ret.refundTo === 'store_credit' ? ret.refundAmount : 0;
        // Money goes back the way it came: what the gateway (or the bank transfer) can still give back of this
        // order's payment, and the rest — the part paid with store credit — as store credit.
        if (ret.refundTo === 'original' || ret.refundTo === 'bank') {
          const room = ret.refundTo === 'original' ? await this.refundableOnline(manager, order.id) : await this.refundableOutside(manager, order, ret.id);
          const outside = Math.min(ret.refundAmount, room);
          credit = ret.refundAmount - outside;
          if (ret.refundTo === 'original' && outside > 0) refundAfter = await this.recordOnlineRefunds(manager, ret, outside);
          if (credit > 0) {
            refundParts = { outside, credit };
            refundNote = `₹${paiseToRupees(outside).toFixed(2)} to ${ret.refundTo === 'original' ? 'the payment' : 'bank/UPI'}, ₹${paiseToRupees(credit).toFixed(2)} as store credit (paid with it)`;
          }
        }
        if (credit > 0) {
          if (order.userId === null) throw badRequest(M.creditNeedsAccount);
          await this.storeCredit.grant(manager, { userId: order.userId, amountPaise: credit, reason: 'return', reference: String(ret.id), note: `Return ${ret.returnNumber} (order ${order.orderNumber})` });
        }
      }
      if (to === 'exchanged') {
        replacement = await this.placeReplacement(manager, order, ret, items);
        await manager.getRepository(OrderReturn).update({ id: ret.id }, { replacementOrderId: replacement.id, exchangeHeld: false });
        ret.replacementOrderId = replacement.id;
        ret.exchangeHeld = false;
      }
      if (to === 'refunded' || to === 'exchanged') await this.hooks.afterMove?.(manager, ret, items, order);

      const qcNote = from === 'picked_up' ? (to === 'received' ? 'QC passed; pieces back in stock' : 'QC failed; to be sent back') : null;
      await manager.getRepository(OrderReturnEvent).insert({ returnId: ret.id, fromStatus: from, toStatus: to, actor, note: [qcNote, note, reference ? `Reference ${reference}` : null, refundNote].filter(Boolean).join(' · ').slice(0, 500) || null });
      await this.audit.record(manager, ctx, { action: `return.${to}`, entityType: 'return', entityId: ret.id, before, after: this.snapshot(ret) });
      await this.webhooks.emit(manager, 'return.status_changed', `return:${ret.id}`, async () => this.eventData(await this.recordIn(manager, ret.id), from));
      if (to === 'approved' || to === 'rejected' || to === 'refunded' || to === 'exchanged') {
        await this.mail.queue(manager, order.email, returnMail(to, {
          ret, items, orderNumber: order.orderNumber, orderUrl: this.lifecycle.orderUrl(order), firstName: order.shippingAddress?.fullName.split(' ')[0], replacementNumber: replacement?.orderNumber ?? null, refundParts,
        }));
      }
      return ret;
    }));
    // The gateway is asked after the commit, with the return's own key: asking again (a retry, the worker) refunds once.
    for (const { payment, refund } of refundAfter as Array<{ payment: Payment; refund: PaymentRefund }>) await this.refunds.refund(payment, refund.amount, 'return', refund.refundKey);
    if (refundAfter.length) this.mail.kick();
    return this.get(moved.id);
  }

  // ------------------------------------------------------------------ inside the transaction

  /** The order's lines with what is left to return: pieces in returns not rejected, the refund already counted, the product's flag. */
  private async returnableLines(manager: EntityManager, order: Pick<Order, 'id'>): Promise<{ lines: ReturnableLine[]; orderLines: OrderLine[] }> {
    const orderLines = await manager.getRepository(OrderLine).find({ where: { orderId: order.id }, order: { id: 'ASC' } });
    const taken: Array<{ orderLineId: number; pieces: number | string; credited: number | string }> = await manager
      .createQueryBuilder(OrderReturnItem, 'i')
      .innerJoin(OrderReturn, 'r', 'r.id = i.returnId')
      .select('i.orderLineId', 'orderLineId').addSelect('SUM(i.quantity)', 'pieces').addSelect('SUM(i.refundShare)', 'credited')
      .where('r.orderId = :orderId AND r.status <> :rejected', { orderId: order.id, rejected: 'rejected' })
      .groupBy('i.orderLineId')
      .getRawMany();
    const productIds = [...new Set(orderLines.map((l) => l.productId))];
    const products = productIds.length ? await manager.getRepository(Product).find({ select: { id: true, returnable: true }, where: { id: In(productIds) } }) : [];
    const lines = orderLines.map((l) => {
      const t = taken.find((x) => Number(x.orderLineId) === l.id);
      return {
        id: l.id, variantSku: l.variantSku, title: `${l.title} (${l.size}, ${l.color})`, quantity: l.quantity, paid: l.lineTotal - l.discount,
        returnable: products.find((p) => p.id === l.productId)?.returnable ?? true, taken: Number(t?.pieces ?? 0), credited: Number(t?.credited ?? 0),
      };
    });
    return { lines, orderLines };
  }

  private async deliveredAt(manager: EntityManager, orderId: number): Promise<Date | null> {
    const event = await manager.getRepository(OrderEvent).findOne({ where: { orderId, toStatus: 'delivered' }, order: { id: 'DESC' } });
    return event?.createdAt ?? null;
  }

  /** Approving an exchange sets aside the new pieces (never below zero; in variant order, as orders take stock). */
  private async holdExchange(manager: EntityManager, items: OrderReturnItem[]): Promise<void> {
    const wanted = items.filter((i) => i.exchangeForVariantId !== null).sort((a, b) => a.exchangeForVariantId! - b.exchangeForVariantId!);
    for (const item of wanted) {
      const taken = await manager.createQueryBuilder().update(ProductVariant).set({ stock: () => `stock - ${item.quantity}` })
        .where('id = :id AND stock >= :q', { id: item.exchangeForVariantId, q: item.quantity }).execute();
      if (!taken.affected) {
        const v = await manager.getRepository(ProductVariant).findOneBy({ id: item.exchangeForVariantId! });
        throw badRequest(M.exchangeSoldOutDesk(`${item.title} (${v?.size ?? item.exchangeForSku}, ${v?.color ?? ''})`), { field: 'status', variantSku: item.exchangeForSku });
      }
    }
    if (wanted.length) await this.catalog.refreshSummaries([...new Set(wanted.map((i) => i.productId))], manager);
  }

  private async releaseExchange(manager: EntityManager, items: OrderReturnItem[]): Promise<void> {
    const held = items.filter((i) => i.exchangeForVariantId !== null).sort((a, b) => a.exchangeForVariantId! - b.exchangeForVariantId!);
    if (held.length) await this.catalog.adjustStock(held.map((i) => ({ variantId: i.exchangeForVariantId!, delta: i.quantity })), manager);
  }

  /** QC passed: the pieces go back on the shelf, each with a stock movement naming the return. */
  private async restock(manager: EntityManager, ret: OrderReturn, items: OrderReturnItem[], user: { id: number; email: string }): Promise<void> {
    const sorted = [...items].sort((a, b) => a.variantId - b.variantId);
    const existing = await manager.getRepository(ProductVariant).findBy({ id: In(sorted.map((i) => i.variantId)) });
    // A variant deleted since the order cannot take its pieces back; the movement is not written for it.
    const back = sorted.filter((i) => existing.some((v) => v.id === i.variantId));
    if (back.length === 0) return;
    await this.catalog.adjustStock(back.map((i) => ({ variantId: i.variantId, delta: i.quantity })), manager);
    const after = await manager.getRepository(ProductVariant).findBy({ id: In(back.map((i) => i.variantId)) });
    await manager.getRepository(StockMovement).insert(back.map((i) => ({
      variantId: i.variantId, productId: i.productId, sku: i.variantSku, delta: i.quantity, stockAfter: after.find((v) => v.id === i.variantId)?.stock ?? 0,
      reason: 'returned', note: `Return ${ret.returnNumber}: QC passed`, actorId: user.id || null, actorEmail: user.email,
    })));
  }

  /**
   * The exchange's replacement: a ₹0 order of the held pieces, linked to the return, starting
   * confirmed like a cash-on-delivery order so it follows the usual desk (pack, ship, deliver). Each
   * line carries the piece's value and the same value as its discount, so it costs nothing.
   */
  private async placeReplacement(manager: EntityManager, order: Order, ret: OrderReturn, items: OrderReturnItem[]): Promise<Order> {
    const now = this.clock();
    const variantIds = items.flatMap((i) => (i.exchangeForVariantId !== null ? [i.exchangeForVariantId] : []));
    const variants = await manager.getRepository(ProductVariant).findBy({ id: In(variantIds) });
    const products = await manager.getRepository(Product).findBy({ id: In([...new Set(variants.map((v) => v.productId))]) });
    const oldLines = await manager.getRepository(OrderLine).findBy({ id: In(items.map((i) => i.orderLineId)) });
    const repo = manager.getRepository(Order);
    const value = items.reduce((s, i) => s + i.refundShare, 0);
    const replacement = repo.create({
      orderNumber: `tmp-${randomBytes(8).toString('hex')}`, userId: order.userId, email: order.email, customerKey: customerKey(order.email), status: 'confirmed',
      paymentMethod: 'cod', paymentStatus: 'paid', subtotal: value, discount: value, total: 0, taxAmount: 0, couponCode: null, couponId: null,
      shippingAddress: order.shippingAddress, billingAddress: order.billingAddress, gstin: order.gstin, idempotencyKey: null, idempotencyBody: null, clientIp: '',
      holdExpiresAt: null, courier: null, trackingNumber: null, shipCity: order.shipCity, shipState: order.shipState, phone: order.phone,
      units: items.reduce((n, i) => n + i.quantity, 0), firstOrder: false, createdAt: now,
    });
    await repo.insert(replacement);
    replacement.orderNumber = orderNumberFor(replacement.id, now);
    await repo.update({ id: replacement.id }, { orderNumber: replacement.orderNumber });
    const lineRepo = manager.getRepository(OrderLine);
    const lines = items.map((i) => {
      const v = variants.find((x) => x.id === i.exchangeForVariantId);
      const p = products.find((x) => x.id === v?.productId);
      const old = oldLines.find((l) => l.id === i.orderLineId);
      const unitPrice = v && p ? rupeesToPaise(inclusivePrice(paiseToRupees(v.sellingPrice), effectiveGstRate(p.gstRate))) : old?.unitPrice ?? 0;
      return lineRepo.create({
        orderId: replacement.id, productId: v?.productId ?? i.productId, variantId: v?.id ?? i.variantId, title: old?.title ?? i.title, slug: old?.slug ?? '',
        variantSku: v?.sku ?? i.exchangeForSku ?? i.variantSku, size: v?.size ?? i.size, color: v?.color ?? i.color, quantity: i.quantity,
        unitPrice, lineTotal: i.refundShare, discount: i.refundShare, hsn: old?.hsn ?? p?.hsnCode ?? '', gstRate: old?.gstRate ?? 0,
        taxableValue: 0, cgst: 0, sgst: 0, igst: 0, image: old?.image ?? null,
      });
    });
    await lineRepo.insert(lines);
    await this.lifecycle.recordPlaced(manager, replacement, { kind: 'system', label: 'system:returns' }, M.replacementNote(ret.returnNumber));
    await this.mail.queue(manager, replacement.email, orderStatusMail({ order: replacement, lines, status: 'confirmed', orderUrl: this.lifecycle.orderUrl(replacement), invoiceSerial: null }));
    await recordSales(manager, null, replacement, salesLines(lines));
    return replacement;
  }

  /** What the order's online payments can still give back: paid (or already partly refunded) attempts less every refund asked of them. */
  private async refundableOnline(manager: EntityManager, orderId: number): Promise<number> {
    const payments = await manager.getRepository(Payment).find({ where: { orderId, status: In(['paid', 'refunded']) } });
    const refunds = await manager.getRepository(PaymentRefund).find({ where: { orderId } });
    const paid = payments.reduce((s, p) => s + p.amount, 0);
    const given = refunds.filter((r) => r.reason !== 'late' && payments.some((p) => p.id === r.paymentId)).reduce((s, r) => s + r.amount, 0);
    return Math.max(0, paid - given);
  }

  /**
   * What a bank/UPI refund can still give back of a cash-on-delivery order: the cash collected (the total less
   * the store credit it used) less what earlier returns of it refunded by bank (their refund less the credit they gave back).
   */
  private async refundableOutside(manager: EntityManager, order: Order, exceptReturnId: number): Promise<number> {
    const cash = order.total - (order.storeCreditUsed ?? 0);
    const earlier = (await manager.getRepository(OrderReturn).findBy({ orderId: order.id, status: 'refunded', refundTo: 'bank' })).filter((r) => r.id !== exceptReturnId);
    if (earlier.length === 0) return Math.max(0, cash);
    const credited = await manager.getRepository(StoreCreditEntry).findBy({ reason: 'return', reference: In(earlier.map((r) => String(r.id))) });
    const given = earlier.reduce((s, r) => s + r.refundAmount, 0) - credited.reduce((s, e) => s + e.amount, 0);
    return Math.max(0, cash - given);
  }

  /**
   * The online refund's rows, written in the move's transaction before the gateway is asked: one per paid payment
   * (newest first) up to what each can still give back, keyed per return and payment. They start 'failed' with no
   * gateway id — "not taken yet" — so if the process stops before the gateway is asked, the refund worker asks
   * (PaymentRefunds.retryUnsent); after the commit this request asks at once with the same keys (refunded once).
   */
  private async recordOnlineRefunds(manager: EntityManager, ret: OrderReturn, amount: number): Promise<Array<{ payment: Payment; refund: PaymentRefund }>> {
    const payments = await manager.getRepository(Payment).find({ where: { orderId: ret.orderId, status: In(['paid', 'refunded']) }, order: { id: 'DESC' } });
    const refunds = await manager.getRepository(PaymentRefund).find({ where: { orderId: ret.orderId } });
    const planned: Array<{ payment: Payment; refund: PaymentRefund }> = [];
    let left = amount;
    for (const payment of payments) {
      if (left <= 0) break;
      const key = returnRefundKey(payment.reference, ret.id);
      const room = payment.amount - refunds.filter((r) => r.paymentId === payment.id && r.reason !== 'late' && r.refundKey !== key).reduce((s, r) => s + r.amount, 0);
      const part = Math.min(left, room);
      if (part <= 0) continue;
      const repo = manager.getRepository(PaymentRefund);
      const refund = repo.create({ orderId: ret.orderId, paymentId: payment.id, gateway: payment.gateway, refundKey: key, amount: part, reason: 'return', status: 'failed', gatewayRefundId: null, failure: null });
      await repo.insert(refund);
      planned.push({ payment, refund });
      left -= part;
    }
    return planned;
  }


  // ------------------------------------------------------------------ reading

  private query(filter: ReturnListFilter) {
    const qb = this.dataSource.getRepository(OrderReturn).createQueryBuilder('r');
    if (filter.status !== undefined && filter.status !== null && filter.status !== '') {
      if (!isReturnStatus(filter.status)) throw badRequest(M.unknownStatus(String(filter.status), RETURN_STATUSES), { field: 'status' });
      qb.andWhere('r.status = :status', { status: filter.status });
    }
    const search = typeof filter.search === 'string' ? filter.search.trim().slice(0, 100) : '';
    if (search) {
      if (/^rtn-/i.test(search)) qb.andWhere("r.returnNumber LIKE :s ESCAPE '!'", { s: likePrefix(search.toUpperCase()) });
      else if (/^kpd-/i.test(search)) qb.andWhere(`r.orderId IN (SELECT o.id FROM orders o WHERE o.orderNumber LIKE :s ESCAPE '!')`, { s: likePrefix(search.toUpperCase()) });
      else qb.andWhere("r.email LIKE :s ESCAPE '!'", { s: likePrefix(search.toLowerCase()) });
    }
    return qb;
  }

  private page(raw: unknown): number {
    return Math.max(1, Math.min(10_000, Math.floor(readNumber(raw) ?? 1)));
  }

  private limit(raw: unknown): number {
    return Math.max(1, Math.min(PAGE.max, Math.floor(readNumber(raw) ?? PAGE.default)));
  }

  private async recordIn(manager: EntityManager, id: number): Promise<ReturnRecord> {
    const ret = await manager.getRepository(OrderReturn).findOneByOrFail({ id });
    return (await this.records([ret], manager))[0];
  }

  /**
   * Returns with their items, timelines, orders, refunds, replacements and pictures: six statements however many.
   * `deskActors`: the back office also sees which staff member made each move (their email; one more statement) — never the shopper.
   */
  private async records(rets: OrderReturn[], manager: EntityManager = this.dataSource.manager, deskActors = false): Promise<ReturnRecord[]> {
    if (rets.length === 0) return [];
    const ids = rets.map((r) => r.id);
    const orderIds = [...new Set([...rets.map((r) => r.orderId), ...rets.flatMap((r) => (r.replacementOrderId ? [r.replacementOrderId] : []))])];
    const [items, events, orders, refunds, images] = await Promise.all([
      manager.getRepository(OrderReturnItem).find({ where: { returnId: In(ids) }, order: { id: 'ASC' } }),
      manager.getRepository(OrderReturnEvent).find({ where: { returnId: In(ids) }, order: { id: 'ASC' } }),
      manager.getRepository(Order).find({ select: { id: true, orderNumber: true, userId: true, email: true, paymentMethod: true, shippingAddress: true, status: true }, where: { id: In(orderIds) } }),
      manager.getRepository(PaymentRefund).find({ where: { orderId: In(rets.map((r) => r.orderId)), reason: 'return' }, order: { id: 'ASC' } }),
      manager.getRepository(OrderLine).find({ select: { id: true, orderId: true, image: true }, where: { orderId: In(rets.map((r) => r.orderId)) } }),
    ]);
    const actorIds = deskActors ? [...new Set(events.flatMap((e) => { const m = /^admin:(\d+)$/.exec(e.actor); return m ? [Number(m[1])] : []; }))] : [];
    const actors = actorIds.length ? await manager.getRepository(User).find({ select: { id: true, email: true }, where: { id: In(actorIds) } }) : [];
    const actorEmails = new Map(actors.map((u) => [`admin:${u.id}`, u.email]));
    return rets.map((ret) => ({
      ret,
      actorEmails,
      items: items.filter((i) => i.returnId === ret.id),
      events: events.filter((e) => e.returnId === ret.id),
      order: orders.find((o) => o.id === ret.orderId)!,
      refund: refunds.find((r) => r.refundKey.endsWith(`_ret${ret.id}`)) ?? null,
      replacement: ret.replacementOrderId ? orders.find((o) => o.id === ret.replacementOrderId) ?? null : null,
      images: new Map(images.filter((l) => l.orderId === ret.orderId).map((l) => [l.id, l.image])),
    }));
  }

  private snapshot(ret: OrderReturn) {
    return { status: ret.status, resolution: ret.resolution, refundTo: ret.refundTo, refundAmount: ret.refundAmount, courier: ret.courier, trackingNumber: ret.trackingNumber, refundReference: ret.refundReference, rejectionReason: ret.rejectionReason, replacementOrderId: ret.replacementOrderId };
  }

  /** What return.* webhooks carry: the return as GET /api/admin/returns/{id} answers it. */
  eventData(record: ReturnRecord, previousStatus: string | null) {
    return { return: restReturn(record, []), previousStatus };
  }
}

import { randomBytes } from 'node:crypto';
import { In, IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { RequestContext } from '../../kernel/context';
import { AppError, badRequest, notFound } from '../../kernel/errors';
import { logger } from '../../logger';
import { idempotencyBodyHash, idempotencyKeyHash, idempotencyKeyReused } from '../../kernel/idempotency';
import { dialectOf, isDuplicateKey, retryDeadlocks } from '../../kernel/dialect';
import { parseId } from '../../kernel/ids';
import { toCsv } from '@kapda/rules/csv';
import { formatRupees, paiseToRupees, readNumber, effectiveGstRate } from '@kapda/rules/pricing';
import { taxLine } from '@kapda/rules/gst';
import { regionByName } from '@kapda/rules/india';
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
import { REPLACEMENT_PAYMENT_METHOD } from '../orders/sales.rules';
import { isReplacementOrder } from '../orders/order-state.rules';
import { customerKey } from '../coupons/coupon-customer.rules';
import { Invoice } from '../invoices/invoice.entity';
import { likePrefix } from '../backoffice/sql';
import { Payment, PaymentEvent, PaymentRefund } from '../payments/payment.entity';
import { refreshPaymentStatus, type PaymentRefunds } from '../payments/refunds';
import { User } from '../users/user.entity';
import { OrderReturn, OrderReturnEvent, OrderReturnItem } from './return.entity';
import { StoreCreditEntry } from '../store-credit/store-credit.entity';
import { returnMail } from './return-mails';
import { restReturn, type ReturnOptions, type ReturnRecord } from './returns.views';
import { RETURN_MESSAGES as M } from './returns.messages';
import {
  RETURNS_CSV_HEADER, RETURN_STATUSES, allowedReturnMoves, checkReturnRequest, defaultRefundTo, isReturnStatus, lastReturnDay, normalizeRefundTo,
  orderReturnProblem, pieceRefund, readReturnMove, refundDestinationsFor, refundToProblem, returnNumberFor, type RefundDestination, type ReturnRequestInput, type ReturnStatus, type ReturnableLine,
} from './returns.rules';

/**
 * Store credit as returns use it: granted inside the return's transaction (the store-credit
 * domain's ledger; wired in services.ts). `reference` is the return's id, so one return is credited once.
 */
export type { ReturnOptions, ReturnRecord };

export interface StoreCreditGrants {
  grant(manager: EntityManager, g: { userId: number; amountPaise: number; reason: 'return'; reference: string; note: string; onceKey?: string }): Promise<unknown>;
}

/** What a refunded or exchanged return triggers in other domains inside its transaction (the GST credit note, the summaries). `from`: the status it left. */
export interface ReturnHooks {
  afterMove?(manager: EntityManager, ret: OrderReturn, items: OrderReturnItem[], order: Order, from: string): Promise<void>;
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
  /**
   * With resolution 'refund' on approval: where that refund goes (default as for a new request). With status
   * 'refunded' after the gateway refused the refund: the fallback — 'store_credit', or 'bank' with `reference`.
   */
  refundTo?: unknown;
}

/** A return request as the REST and GraphQL adapters pass it: the body, and the Idempotency-Key sent with it. */
export type ReturnRequest = ReturnRequestInput & { idempotencyKey?: unknown };

/** What a request answers: the return, and whether an earlier request with the same Idempotency-Key made it. */
export interface RequestedReturn {
  record: ReturnRecord;
  replayed: boolean;
}

/** What a move carries besides its status, read once before the transaction. */
interface MoveFields {
  actor: string;
  user: { id: number; email: string };
  note: string | null;
  courier: string | null;
  trackingNumber: string | null;
  reference: string | null;
}

/** A refund row to ask the gateway for, with the payment it refunds. */
interface GatewayAsk {
  payment: Payment;
  refund: PaymentRefund;
}

/** A refund ready to be made in the move's transaction: its amount, the part given as store credit, what the timeline and the mail say. */
interface RefundReady {
  kind: 'ready';
  amount: number;
  credit: number;
  note: string | null;
  parts: { outside: number; credit: number } | null;
  /** The fallback destination the desk chose after the gateway refused (stored on the return), or null. */
  refundTo: RefundDestination | null;
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '';
/** ₹1,050.00 from paise (the shop's one money formatter). */
const inr = (paise: number) => formatRupees(paise / 100);

/** The refund a return's pages show of its rows: one the gateway refused (the desk acts on it), else the latest in play. */
const refundShown = (rows: PaymentRefund[]): PaymentRefund | null => rows.find((r) => refused(r)) ?? [...rows].reverse().find((r) => r.status !== WITHDRAWN) ?? null;

const PAGE = { default: 20, max: 100 } as const;

/**
 * The gateway's idempotency key of a return's refund from one payment: ours (unique per store) and at most 40
 * characters (Cashfree's refund_id). `attempt` > 1 after the gateway took the refund and then failed it: asking with
 * the first key would be answered with that failed refund, so a retry asks with a new one.
 */
const returnRefundKey = (paymentReference: string, returnId: number, attempt = 1) => `rf_${paymentReference}_ret${returnId}${attempt > 1 ? `_${attempt}` : ''}`.slice(-40);
/** Whether a refund row is one of this return's (any attempt). */
const isRefundOf = (refund: Pick<PaymentRefund, 'refundKey'>, returnId: number) => new RegExp(`_ret${returnId}(_\\d+)?$`).test(refund.refundKey);
/** A refund the gateway has taken (pending with its id, or processed): what lets a return become refunded. */
const accepted = (r: Pick<PaymentRefund, 'status' | 'gatewayRefundId'>) => r.status === 'processed' || (r.status === 'pending' && r.gatewayRefundId !== null);
/**
 * A refund the gateway refused for certain (a 4xx answer, a refund it failed, or never sent): the desk retries it or
 * refunds another way. A timeout, an unreachable gateway or a 5xx keeps no failure (PaymentRefunds.refund): not known
 * to be refused — the worker asks it again with the same key, and nothing is refunded another way meanwhile.
 */
const refused = (r: Pick<PaymentRefund, 'status' | 'failure'>) => r.status === 'failed' && r.failure !== null;
/** A refund not known either way: being asked, or asked without a clear answer (or never asked) — never made another way. */
const undecided = (r: Pick<PaymentRefund, 'status' | 'failure' | 'gatewayRefundId'>) => !accepted(r) && !refused(r);
/** A refund row no longer in play: withdrawn when the desk refunded another way or asked again under a new key. */
const WITHDRAWN = 'withdrawn';
/** Rows that count as money going back through the gateway: asked, taken or settled — not refused, not withdrawn. */
const inPlay = (r: Pick<PaymentRefund, 'status' | 'failure' | 'reason'>) => r.reason !== 'late' && r.status !== WITHDRAWN && !refused(r);
const CSV_MAX_ROWS = 5000;
/** 'razorpay' → 'Razorpay'. */
const gatewayName = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

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
 * back on QC pass, the exchange's held piece, its credit note and its replacement order (paid by the
 * exchange), store credit — and the gateway's partial refund between two transactions (idempotent per
 * return): the return is refunded only once the gateway took it.
 */
export class ReturnService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Pick<Config, 'RETURN_WINDOW_DAYS' | 'SELLER_STATE'>,
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

  /**
   * Ask to return pieces of a delivered order: the owner, or, for a guest's order, anyone holding its signed token.
   * A member's order needs the member signed in (as cancelling it does): its token travels in invoice links people
   * forward, and a return decides where money goes (a bank/UPI ID). An Idempotency-Key makes a
   * retried request answer the return the first one made (`replayed`), checked under the order's lock.
   */
  async request(ctx: RequestContext, orderId: unknown, token: unknown, input: ReturnRequest): Promise<RequestedReturn> {
    const seen = await this.orders.orderFor(ctx, orderId, token, 'change');
    const actor = this.orders.actorFor(ctx, seen).label;
    const keyHash = idempotencyKeyHash(`return:order:${seen.id}|${ctx.user ? `user:${ctx.user.id}` : 'token'}`, input.idempotencyKey, M.invalidKey);
    const bodyHash = keyHash ? idempotencyBodyHash(['return', input.items ?? null, input.resolution ?? null, input.refundTo ?? null, input.refundUpiId ?? null, input.comment ?? null]) : null;
    const replay = async (): Promise<RequestedReturn | null> => {
      const earlier = keyHash ? await this.dataSource.getRepository(OrderReturn).findOneBy({ idempotencyKey: keyHash }) : null;
      if (!earlier) return null;
      if (earlier.idempotencyBody !== bodyHash) throw idempotencyKeyReused(M.keyReused);
      return { record: await this.recordIn(this.dataSource.manager, earlier.id), replayed: true };
    };
    const before = await replay();
    if (before) return before;
    let outcome: { id: number; replayed: boolean };
    try {
      outcome = await retryDeadlocks(() => this.lifecycle.withOrder(seen.id, async (manager, order) => {
        // A retry that waited on the first one's lock finds its return here.
        const earlier = keyHash ? await manager.getRepository(OrderReturn).findOneBy({ idempotencyKey: keyHash }) : null;
        if (earlier) {
          if (earlier.idempotencyBody !== bodyHash) throw idempotencyKeyReused(M.keyReused);
          return { id: earlier.id, replayed: true };
        }
        return { id: await this.createReturn(manager, order, actor, input, keyHash, bodyHash), replayed: false };
      }));
    } catch (error) {
      // Two retries at once on SQLite's serialised transactions, or a race the unique key caught: the first one's return.
      const again = keyHash && isDuplicateKey(error) ? await replay() : null;
      if (again) return again;
      throw error;
    }
    return { record: await this.recordIn(this.dataSource.manager, outcome.id), replayed: outcome.replayed };
  }

  /** The request checked and written inside the order's lock: the return, its items, its first event, the webhook and the mail. */
  private async createReturn(manager: EntityManager, order: Order, actor: string, input: ReturnRequestInput, keyHash: string | null, bodyHash: string | null): Promise<number> {
    const now = this.clock();
    const { lines } = await this.returnableLines(manager, order);
    const deliveredAt = await this.deliveredAt(manager, order.id);
    const money = await this.moneyOrder(manager, order);
    const checked = checkReturnRequest({ status: order.status, deliveredAt, paymentMethod: money.paymentMethod, member: order.userId !== null }, lines, input, now, this.config.RETURN_WINDOW_DAYS);
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
      idempotencyKey: keyHash, idempotencyBody: bodyHash,
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
    const money = await this.moneyOrder(m, order, false);
    const facts = { paymentMethod: money.paymentMethod, member: order.userId !== null };
    return {
      // A member's order opened from its link while signed out: the page says to sign in (request() refuses without).
      problem: order.userId !== null && ctx.user?.id !== order.userId ? M.signInToReturn : orderReturnProblem({ status: order.status, deliveredAt }, this.clock(), this.config.RETURN_WINDOW_DAYS),
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
      refundDestinations: refundDestinationsFor(facts),
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
   *
   * A refund through the gateway is asked between two transactions: the first records the refund rows (nothing
   * else changes), the gateway is asked after its commit, and only once it has taken every part (pending or
   * processed) does the second move the return to refunded — the mail and WhatsApp "we refunded" go with that.
   * A refund the gateway refuses leaves the return where it was, says so in its timeline, and answers 409: the
   * desk retries it (the same move, or retryRefund) or refunds it another way (`refundTo` 'store_credit' or 'bank').
   */
  async move(ctx: RequestContext, rawId: unknown, input: ReturnMoveInput): Promise<ReturnRecord> {
    const user = requireActor(ctx);
    const actor = ctx.user ? `admin:${user.id}` : user.email.slice(0, 60);
    const id = parseId(rawId);
    const found = id !== null ? await this.dataSource.getRepository(OrderReturn).findOneBy({ id }) : null;
    if (!found) throw notFound(M.notFound);
    const fields: MoveFields = {
      actor, user,
      note: str(input.note, 500, M.noteTooLong),
      courier: str(input.courier, 60, M.courierTooLong),
      trackingNumber: str(input.trackingNumber, 60, M.courierTooLong),
      reference: str(input.reference, 100, M.referenceTooLong),
    };
    // Refunded another way only once the gateway, asked again with the refund's own key, still refuses it.
    if (input.status === 'refunded' && given(input.refundTo)) await this.reconfirmRefusal(ctx, found, actor, input.refundTo, fields.reference);
    for (let round = 0; ; round++) {
      const outcome = await retryDeadlocks(() => this.lifecycle.withOrder(found.orderId, (manager, order) => this.moveIn(manager, ctx, order, found.id, input, fields)));
      if (outcome.kind === 'done') break;
      // The gateway is asked after the commit, with the return's own keys: asking again (a retry, the desk) refunds once.
      const answers = await this.askGateway(outcome.ask);
      if (answers.every(accepted) && round === 0) continue;
      await this.refusal(ctx, found.id, actor, answers);
    }
    return this.get(found.id);
  }

  /**
   * The desk's "Retry refund" for a refund the gateway refused: on a return not yet refunded it is the move to
   * refunded again (the same keys; with `refundTo` 'store_credit' or 'bank' + `reference`, refunded that way
   * instead). On a return already refunded whose refund the gateway failed later, the failed part is asked again
   * (under a new key once the gateway had taken it) or given as store credit / recorded as a bank/UPI transfer.
   */
  async retryRefund(ctx: RequestContext, rawId: unknown, input: { refundTo?: unknown; reference?: unknown; note?: unknown }): Promise<ReturnRecord> {
    const user = requireActor(ctx);
    const actor = ctx.user ? `admin:${user.id}` : user.email.slice(0, 60);
    const id = parseId(rawId);
    const found = id !== null ? await this.dataSource.getRepository(OrderReturn).findOneBy({ id }) : null;
    if (!found) throw notFound(M.notFound);
    if (found.status !== 'refunded') return this.move(ctx, found.id, { status: 'refunded', refundTo: input.refundTo, reference: input.reference, note: input.note });
    const reference = str(input.reference, 100, M.referenceTooLong);
    const fallback = given(input.refundTo) ? input.refundTo : null;
    if (fallback !== null) await this.reconfirmRefusal(ctx, found, actor, fallback, reference);
    const ask = await retryDeadlocks(() => this.lifecycle.withOrder(found.orderId, async (manager, order) => {
      const ret = await manager.getRepository(OrderReturn).findOneByOrFail({ id: found.id });
      const money = await this.moneyOrder(manager, order);
      const rows = await this.refundRows(manager, ret, money);
      const failed = rows.filter(refused);
      if (failed.length === 0) throw badRequest(M.noRefusedRefund);
      const amount = failed.reduce((n, r) => n + r.amount, 0);
      if (fallback === null) return this.rearm(manager, ret, money, rows);
      if (fallback !== 'store_credit' && fallback !== 'bank') throw badRequest(M.fallbackDestination, { field: 'refundTo' });
      if (fallback === 'store_credit' && order.userId === null) throw badRequest(M.creditNeedsAccount, { field: 'refundTo' });
      if (fallback === 'bank' && !reference) throw badRequest(M.bankReference, { field: 'reference' });
      const before = this.snapshot(ret);
      await this.withdrawRefused(manager, rows);
      await refreshPaymentStatus(manager, money.id);
      if (fallback === 'store_credit') {
        await this.storeCredit.grant(manager, { userId: order.userId!, amountPaise: amount, reason: 'return', reference: String(ret.id), note: `Return ${ret.returnNumber} (order ${order.orderNumber})`, onceKey: `return:${ret.id}:fallback:${failed[0].id}` });
      }
      const patch: Partial<OrderReturn> = { refundTo: fallback, refundReference: reference ?? ret.refundReference };
      await manager.getRepository(OrderReturn).update({ id: ret.id }, patch);
      Object.assign(ret, patch);
      const words = `${inr(amount)} the gateway failed to refund, refunded ${fallback === 'store_credit' ? 'as store credit' : `by bank/UPI (reference ${reference})`} instead`;
      await manager.getRepository(OrderReturnEvent).insert({ returnId: ret.id, fromStatus: ret.status, toStatus: ret.status, actor, note: words });
      await this.audit.record(manager, ctx, { action: 'return.refund_fallback', entityType: 'return', entityId: ret.id, before, after: this.snapshot(ret) });
      await this.webhooks.emit(manager, 'return.status_changed', `return:${ret.id}`, async () => this.eventData(await this.recordIn(manager, ret.id), ret.status));
      return [];
    }));
    if (ask.length) {
      const answers = await this.askGateway(ask);
      if (!answers.every(accepted)) await this.refusal(ctx, found.id, actor, answers);
      await this.dataSource.transaction((manager) => manager.getRepository(OrderReturnEvent).insert({ returnId: found.id, fromStatus: 'refunded', toStatus: 'refunded', actor, note: `Refund of ${inr(answers.reduce((n, r) => n + r.amount, 0))} asked of the gateway again: taken` }));
    }
    return this.get(found.id);
  }

  /**
   * After the desk cancelled an exchange's replacement order (committed): the return's timeline says so, and the
   * value of the pieces sent back goes back to the customer by the return's refund route — store credit or the
   * original payment at once (exchanged → refunded; a refusal by the gateway shows on the desk to retry), a
   * bank/UPI transfer once the desk records its reference (the same move).
   */
  async replacementCancelled(ctx: RequestContext, order: Pick<Order, 'id' | 'orderNumber' | 'paymentMethod' | 'status'>): Promise<void> {
    if (!isReplacementOrder(order) || order.status !== 'cancelled') return;
    const ret = await this.dataSource.getRepository(OrderReturn).findOneBy({ replacementOrderId: order.id });
    if (!ret || ret.status !== 'exchanged') return;
    const user = requireActor(ctx);
    const actor = ctx.user ? `admin:${user.id}` : user.email.slice(0, 60);
    // The cancel is committed: nothing here may fail it. What could not be done is logged and put on the desk's timeline.
    try {
      await this.lifecycle.withOrder(ret.orderId, async (manager) => {
        const items = await manager.getRepository(OrderReturnItem).findBy({ returnId: ret.id });
        const value = items.reduce((n, i) => n + i.refundShare, 0);
        const where = ret.refundTo === 'bank' ? M.replacementCancelledBank(ret.refundUpiId) : ret.refundTo === 'store_credit' ? 'as store credit' : 'to the original payment';
        await manager.getRepository(OrderReturnEvent).insert({ returnId: ret.id, fromStatus: 'exchanged', toStatus: 'exchanged', actor, note: M.replacementCancelledNote(order.orderNumber, inr(value), where).slice(0, 500) });
      });
    } catch (error) {
      logger.error({ err: error, returnId: ret.id, orderId: order.id }, 'the return of a cancelled replacement could not be noted');
    }
    if (ret.refundTo === 'bank') return;
    try {
      await this.move(ctx, ret.id, { status: 'refunded' });
    } catch (error) {
      // A refusal (or an unanswered refund) is in the return's timeline already, with what the desk can do.
      if (error instanceof AppError && (error.code === 'REFUND_REFUSED' || error.code === 'REFUND_NOT_CONFIRMED')) return;
      logger.error({ err: error, returnId: ret.id, orderId: order.id }, 'the refund after a cancelled replacement was not made');
      const why = error instanceof AppError ? error.message : 'an error on our side';
      try {
        await this.dataSource.getRepository(OrderReturnEvent).insert({ returnId: ret.id, fromStatus: 'exchanged', toStatus: 'exchanged', actor, note: M.replacementRefundNotMade(why).slice(0, 500), deskOnly: true });
      } catch (noted) {
        logger.error({ err: noted, returnId: ret.id }, 'the failed refund after a cancelled replacement could not be noted');
      }
    }
  }

  /** One try of a move inside the order's lock: done, or the gateway refunds to ask before it can be refunded. */
  private async moveIn(manager: EntityManager, ctx: RequestContext, order: Order, returnId: number, input: ReturnMoveInput, f: MoveFields): Promise<{ kind: 'done' } | { kind: 'ask'; ask: GatewayAsk[] }> {
    const ret = await manager.getRepository(OrderReturn).findOneByOrFail({ id: returnId });
    const from = ret.status as ReturnStatus;
    const before = this.snapshot(ret);
    // The desk turns an exchange into a refund only as it approves it (the new size sold out meanwhile).
    if (given(input.resolution) && input.resolution !== ret.resolution) {
      if (input.resolution !== 'refund' || from !== 'requested' || input.status !== 'approved') throw badRequest(M.resolutionOnlyOnApproval, { field: 'resolution' });
    }
    const replacementOrder = ret.replacementOrderId ? await manager.getRepository(Order).findOne({ select: { id: true, status: true }, where: { id: ret.replacementOrderId } }) : null;
    const read = readReturnMove(from, input, ret.resolution, { replacementCancelled: replacementOrder?.status === 'cancelled' });
    if ('problem' in read) throw badRequest(read.problem, { field: 'status' });
    const to = read.to;
    const items = await manager.getRepository(OrderReturnItem).find({ where: { returnId: ret.id }, order: { id: 'ASC' } });
    const money = await this.moneyOrder(manager, order);
    const patch: Partial<OrderReturn> = { status: to };
    if (f.courier) patch.courier = f.courier;
    if (f.trackingNumber) patch.trackingNumber = f.trackingNumber;
    if (given(input.refundTo) && to !== 'refunded' && !(to === 'approved' && input.resolution === 'refund')) throw badRequest(M.fallbackOnlyAfterRefusal, { field: 'refundTo' });

    if (to === 'approved') {
      if (input.resolution === 'refund' && ret.resolution === 'exchange') {
        const facts = { paymentMethod: money.paymentMethod, member: order.userId !== null };
        const refundTo = given(input.refundTo) ? normalizeRefundTo(facts, input.refundTo) : defaultRefundTo(facts);
        if (!refundTo) throw badRequest(M.refundTo, { field: 'refundTo' });
        const refundProblem = refundToProblem(facts, refundTo);
        if (refundProblem) throw badRequest(refundProblem, { field: 'refundTo' });
        Object.assign(patch, { resolution: 'refund', refundTo, refundAmount: items.reduce((s, i) => s + i.refundShare, 0) });
      } else if (ret.resolution === 'exchange') {
        await this.holdExchange(manager, items);
        patch.exchangeHeld = true;
      }
    }
    if (to === 'rejected') {
      // A QC failure has its reason by default; any other rejection needs the desk's (the customer is told).
      const reason = f.note ?? (read.qc === 'fail' ? M.qcFailReason : null);
      if (!reason) throw badRequest(M.rejectReason, { field: 'note' });
      patch.rejectionReason = reason;
      if (ret.exchangeHeld) {
        await this.releaseExchange(manager, items);
        patch.exchangeHeld = false;
      }
    }
    if (to === 'received') await this.restock(manager, ret, items, f.user);
    let refund: RefundReady | null = null;
    if (to === 'refunded') {
      const planned = await this.planRefund(manager, ret, order, money, items, from, input.refundTo, f.reference);
      if (planned.kind === 'ask') return planned;
      refund = planned;
      Object.assign(patch, { refundAmount: planned.amount, refundReference: f.reference ?? ret.refundReference, refundedAt: this.clock(), ...(planned.refundTo ? { refundTo: planned.refundTo } : {}) });
    }

    const changed = await manager.getRepository(OrderReturn).update({ id: ret.id, status: from }, patch);
    if (!changed.affected) throw badRequest(M.illegalMove(from, to, allowedReturnMoves(from, ret.resolution)));
    Object.assign(ret, patch);

    let replacement: Order | null = null;
    if (refund && refund.credit > 0) {
      if (order.userId === null) throw badRequest(M.creditNeedsAccount);
      await this.storeCredit.grant(manager, { userId: order.userId, amountPaise: refund.credit, reason: 'return', reference: String(ret.id), note: `Return ${ret.returnNumber} (order ${order.orderNumber})` });
    }
    if (to === 'exchanged') {
      replacement = await this.placeReplacement(manager, order, ret, items);
      await manager.getRepository(OrderReturn).update({ id: ret.id }, { replacementOrderId: replacement.id, exchangeHeld: false });
      ret.replacementOrderId = replacement.id;
      ret.exchangeHeld = false;
    }
    if (to === 'refunded' || to === 'exchanged') await this.hooks.afterMove?.(manager, ret, items, order, from);

    const qcNote = read.qc === 'pass' ? 'QC passed; pieces back in stock' : read.qc === 'fail' ? 'QC failed; to be sent back' : null;
    const note = [qcNote, f.note, f.reference ? `Reference ${f.reference}` : null, refund?.note ?? null].filter(Boolean).join(' · ').slice(0, 500) || null;
    await manager.getRepository(OrderReturnEvent).insert({ returnId: ret.id, fromStatus: from, toStatus: to, actor: f.actor, note });
    await this.audit.record(manager, ctx, { action: `return.${to}`, entityType: 'return', entityId: ret.id, before, after: this.snapshot(ret) });
    await this.webhooks.emit(manager, 'return.status_changed', `return:${ret.id}`, async () => this.eventData(await this.recordIn(manager, ret.id), from));
    if (to === 'approved' || to === 'rejected' || to === 'refunded' || to === 'exchanged') {
      await this.mail.queue(manager, order.email, returnMail(to, {
        ret, items, orderNumber: order.orderNumber, orderUrl: this.lifecycle.orderUrl(order), firstName: order.shippingAddress?.fullName.split(' ')[0], replacementNumber: replacement?.orderNumber ?? null, refundParts: refund?.parts ?? null,
      }));
    }
    return { kind: 'done' };
  }

  /**
   * How a refund goes back, inside the move's transaction: its amount (an exchange whose replacement was cancelled:
   * the pieces' value), and the money the way it came — what the gateway (or the bank transfer) can still give back
   * of the order's payment, the rest (the part paid with store credit) as store credit. Through the gateway, the
   * refund rows are recorded first and the move waits until the gateway took them ('ask').
   */
  private async planRefund(manager: EntityManager, ret: OrderReturn, order: Order, money: Order, items: OrderReturnItem[], from: ReturnStatus, fallbackRaw: unknown, reference: string | null): Promise<RefundReady | { kind: 'ask'; ask: GatewayAsk[] }> {
    const amount = from === 'exchanged' ? items.reduce((n, i) => n + i.refundShare, 0) : ret.refundAmount;
    if (amount <= 0) return { kind: 'ready', amount, credit: 0, note: null, parts: null, refundTo: null };
    const rows = ret.refundTo === 'original' || given(fallbackRaw) ? await this.refundRows(manager, ret, money) : [];
    if (given(fallbackRaw)) {
      // The gateway refused: the desk refunds the rest another way.
      if (rows.some(undecided)) throw new AppError(409, M.refundBeingAsked(gatewayName(rows.find(undecided)!.gateway)), 'REFUND_NOT_CONFIRMED', { field: 'refundTo' });
      if (!rows.some(refused)) throw badRequest(M.fallbackOnlyAfterRefusal, { field: 'refundTo' });
      if (fallbackRaw !== 'store_credit' && fallbackRaw !== 'bank') throw badRequest(M.fallbackDestination, { field: 'refundTo' });
      if (fallbackRaw === 'store_credit' && order.userId === null) throw badRequest(M.creditNeedsAccount, { field: 'refundTo' });
      const taken = rows.filter(accepted).reduce((n, r) => n + r.amount, 0);
      const rest = amount - taken;
      if (fallbackRaw === 'bank' && rest > 0 && !reference) throw badRequest(M.bankReference, { field: 'reference' });
      await this.withdrawRefused(manager, rows);
      await refreshPaymentStatus(manager, money.id);
      const words = fallbackRaw === 'store_credit' ? 'as store credit' : 'by bank/UPI';
      return {
        kind: 'ready', amount, refundTo: fallbackRaw, credit: fallbackRaw === 'store_credit' ? rest : 0, parts: null,
        note: `The gateway refused the refund: ${inr(rest)} refunded ${words} instead${taken > 0 ? ` (${inr(taken)} through the gateway)` : ''}`,
      };
    }
    let outside = 0;
    if (ret.refundTo === 'original') {
      let active = rows;
      if (active.length === 0) active = await this.recordOnlineRefunds(manager, ret, money, Math.min(amount, await this.refundableOnline(manager, money.id)));
      else if (!active.every(accepted)) return { kind: 'ask', ask: await this.rearm(manager, ret, money, active) };
      if (!active.every(accepted)) return { kind: 'ask', ask: await this.withPayments(manager, active.filter((r) => !accepted(r))) };
      outside = active.reduce((n, r) => n + r.amount, 0);
    } else if (ret.refundTo === 'bank') {
      outside = Math.min(amount, await this.refundableOutside(manager, money, ret.id));
      if (outside > 0 && !reference) throw badRequest(M.bankReference, { field: 'reference' });
    }
    const credit = amount - outside;
    // Money goes back the way it came: the part paid with store credit as store credit.
    const mixed = ret.refundTo !== 'store_credit' && credit > 0;
    return {
      kind: 'ready', amount, credit, refundTo: null,
      parts: mixed ? { outside, credit } : null,
      note: mixed ? `${inr(outside)} to ${ret.refundTo === 'original' ? 'the payment' : 'bank/UPI'}, ${inr(credit)} as store credit (paid with it)` : null,
    };
  }

  /** This return's refund rows through the gateway (every attempt but the withdrawn). */
  private async refundRows(manager: EntityManager, ret: Pick<OrderReturn, 'id'>, money: Pick<Order, 'id'>): Promise<PaymentRefund[]> {
    const rows = await manager.getRepository(PaymentRefund).find({ where: { orderId: money.id, reason: 'return' }, order: { id: 'ASC' } });
    return rows.filter((r) => isRefundOf(r, ret.id) && r.status !== WITHDRAWN);
  }

  /**
   * The refused rows of a refund the desk makes another way, withdrawn inside its transaction: each only while it is
   * still refused (failed with the gateway's words) — one the refund worker or another desk action has claimed to ask
   * the gateway meanwhile is not, and the fallback is refused (the transaction rolls back).
   */
  private async withdrawRefused(manager: EntityManager, rows: PaymentRefund[]): Promise<void> {
    if (rows.some(undecided)) throw new AppError(409, M.refundBeingAsked(gatewayName(rows.find(undecided)!.gateway)), 'REFUND_NOT_CONFIRMED', { field: 'refundTo' });
    for (const r of rows.filter(refused)) {
      const withdrawn = await manager.getRepository(PaymentRefund).update({ id: r.id, status: 'failed', failure: Not(IsNull()) }, { status: WITHDRAWN });
      if (!withdrawn.affected) throw new AppError(409, M.refundBeingAsked(gatewayName(r.gateway)), 'REFUND_NOT_CONFIRMED', { field: 'refundTo' });
    }
  }

  /**
   * Before a refused refund is made another way (store credit, bank/UPI): each part the gateway refused when asked
   * (no gateway id) is asked again with its own key — the gateway answers the refund it made under that key, if it
   * made one, and makes it at most once. Only parts still refused may be refunded another way; one the gateway takes
   * now, or does not answer clearly, stops the fallback (409, said in the timeline).
   */
  private async reconfirmRefusal(ctx: RequestContext, found: OrderReturn, actor: string, fallback: unknown, reference: string | null): Promise<void> {
    const manager = this.dataSource.manager;
    const order = await manager.getRepository(Order).findOneBy({ id: found.orderId });
    if (!order) return;
    // What the desk asked for is checked first (again in the transaction): a wrong request asks the gateway nothing.
    if (fallback !== 'store_credit' && fallback !== 'bank') throw badRequest(M.fallbackDestination, { field: 'refundTo' });
    if (fallback === 'store_credit' && order.userId === null) throw badRequest(M.creditNeedsAccount, { field: 'refundTo' });
    if (fallback === 'bank' && !reference) throw badRequest(M.bankReference, { field: 'reference' });
    const money = await this.moneyOrder(manager, order, false);
    const ask = (await this.refundRows(manager, found, money)).filter((r) => refused(r) && r.gatewayRefundId === null);
    if (ask.length === 0) return;
    const answers = await this.askGateway(await this.withPayments(manager, ask));
    const taken = answers.filter(accepted);
    if (taken.length) {
      const amount = inr(taken.reduce((n, r) => n + r.amount, 0));
      const gateway = gatewayName(taken[0].gateway);
      await this.dataSource.transaction((m) => m.getRepository(OrderReturnEvent).insert({ returnId: found.id, fromStatus: found.status, toStatus: found.status, actor, note: M.refundTakenOnReask(amount, gateway).slice(0, 500), deskOnly: true }));
      throw new AppError(409, M.refundTakenOnReask(amount, gateway), 'REFUND_TAKEN', { field: 'refundTo' });
    }
    if (answers.some(undecided)) await this.refusal(ctx, found.id, actor, answers);
  }

  /**
   * The rows of a refund to ask again: one the gateway never took is asked with its own key (the gateway answers
   * the same refund if it took it after all); one it took and then failed is withdrawn and asked under a new key.
   */
  private async rearm(manager: EntityManager, ret: OrderReturn, money: Pick<Order, 'id'>, rows: PaymentRefund[]): Promise<GatewayAsk[]> {
    const again: PaymentRefund[] = [];
    const repo = manager.getRepository(PaymentRefund);
    for (const r of rows) {
      if (accepted(r)) continue;
      if (r.gatewayRefundId === null) {
        again.push(r);
        continue;
      }
      const payment = await manager.getRepository(Payment).findOneByOrFail({ id: r.paymentId });
      const attempts = (await repo.find({ select: { refundKey: true }, where: { orderId: money.id, paymentId: r.paymentId, reason: 'return' } })).filter((x) => isRefundOf(x, ret.id)).length;
      await repo.update({ id: r.id }, { status: WITHDRAWN });
      const fresh = repo.create({ orderId: r.orderId, paymentId: r.paymentId, gateway: r.gateway, refundKey: returnRefundKey(payment.reference, ret.id, attempts + 1), amount: r.amount, reason: 'return', status: 'failed', gatewayRefundId: null, failure: null });
      await repo.insert(fresh);
      again.push(fresh);
    }
    return this.withPayments(manager, again);
  }

  private async withPayments(manager: EntityManager, rows: PaymentRefund[]): Promise<GatewayAsk[]> {
    const payments = rows.length ? await manager.getRepository(Payment).findBy({ id: In(rows.map((r) => r.paymentId)) }) : [];
    return rows.map((refund) => ({ refund, payment: payments.find((p) => p.id === refund.paymentId)! }));
  }

  /** Ask the gateway for each refund (outside any transaction); the rows as they are after its answers. */
  private async askGateway(ask: GatewayAsk[]): Promise<PaymentRefund[]> {
    const answers: PaymentRefund[] = [];
    for (const { payment, refund } of ask) answers.push(await this.refunds.refund(payment, refund.amount, 'return', refund.refundKey));
    return answers;
  }

  /** The gateway refused a return's refund: its timeline and the audit log say so, and the desk is answered 409 (the return has not moved). */
  private async refusal(ctx: RequestContext, returnId: number, actor: string, answers: PaymentRefund[]): Promise<never> {
    // Not known to be refused (a timeout, an unreachable gateway, a 5xx — or being asked by another action): the
    // gateway may have refunded it, so it is asked again with the same key, never refunded another way.
    const unknown = answers.filter(undecided);
    const failed = unknown.length ? unknown : answers.filter((r) => !accepted(r));
    const amount = inr(failed.reduce((n, r) => n + r.amount, 0));
    const gateway = gatewayName(failed[0]?.gateway ?? 'the gateway');
    const why = unknown.length ? await this.unansweredWhy(unknown[0]) : (failed[0]?.failure ?? 'no answer').slice(0, 200);
    await this.dataSource.transaction(async (manager) => {
      const ret = await manager.getRepository(OrderReturn).findOneByOrFail({ id: returnId });
      const note = unknown.length ? M.refundUnansweredNote(amount, gateway, why) : M.refundRefusedNote(amount, gateway, why);
      await manager.getRepository(OrderReturnEvent).insert({ returnId, fromStatus: ret.status, toStatus: ret.status, actor, note: note.slice(0, 500), deskOnly: true });
      await this.audit.record(manager, ctx, { action: unknown.length ? 'return.refund_unconfirmed' : 'return.refund_refused', entityType: 'return', entityId: returnId, before: null, after: { amount: failed.reduce((n, r) => n + r.amount, 0), gateway, failure: why } });
    });
    if (unknown.length) throw new AppError(409, M.refundUnanswered(amount, gateway), 'REFUND_NOT_CONFIRMED', { field: 'status' });
    throw new AppError(409, M.refundRefused(amount, gateway, why), 'REFUND_REFUSED', { field: 'status' });
  }

  /** What the gateway said (or did not) to a refund asked without a clear answer: the payment panel's last word on it. */
  private async unansweredWhy(refund: PaymentRefund): Promise<string> {
    if (refund.status === 'pending') return 'being asked';
    const event = await this.dataSource.getRepository(PaymentEvent).findOne({ where: { paymentId: refund.paymentId, name: 'refund request unanswered' }, order: { id: 'DESC' } });
    return (event?.detail?.split(' — ')[0] ?? 'no answer').slice(0, 200);
  }

  // ------------------------------------------------------------------ inside the transaction

  /** The order's lines with what is left to return: pieces in returns not rejected (or rejected by QC), the refund already counted, the product's flag. */
  private async returnableLines(manager: EntityManager, order: Pick<Order, 'id'>): Promise<{ lines: ReturnableLine[]; orderLines: OrderLine[] }> {
    const orderLines = await manager.getRepository(OrderLine).find({ where: { orderId: order.id }, order: { id: 'ASC' } });
    const taken: Array<{ orderLineId: number; pieces: number | string; credited: number | string }> = await manager
      .createQueryBuilder(OrderReturnItem, 'i')
      .innerJoin(OrderReturn, 'r', 'r.id = i.returnId')
      .select('i.orderLineId', 'orderLineId').addSelect('SUM(i.quantity)', 'pieces').addSelect('SUM(i.refundShare)', 'credited')
      // Pieces sent back after failing QC stay counted: they were returned once and are not asked for again.
      .where(`r.orderId = :orderId AND (r.status <> :rejected OR EXISTS (SELECT 1 FROM order_return_events e WHERE e.returnId = r.id AND e.fromStatus = :pickedUp AND e.toStatus = :rejected))`, { orderId: order.id, rejected: 'rejected', pickedUp: 'picked_up' })
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
   * The exchange's replacement: an order of the held pieces, linked to the return, paid by the exchange
   * (paymentMethod 'exchange', paid): each line carries what the customer paid for the piece sent back — its
   * unit price, the coupon share it had, GST on that value — so its tax invoice when it ships and the returned
   * piece's credit note cancel out. It starts confirmed like a cash-on-delivery order and follows the usual desk
   * (pack, ship, deliver); the dashboard does not count it as a sale (sales.rules).
   */
  private async placeReplacement(manager: EntityManager, order: Order, ret: OrderReturn, items: OrderReturnItem[]): Promise<Order> {
    const now = this.clock();
    const variantIds = items.flatMap((i) => (i.exchangeForVariantId !== null ? [i.exchangeForVariantId] : []));
    const variants = await manager.getRepository(ProductVariant).findBy({ id: In(variantIds) });
    const products = await manager.getRepository(Product).findBy({ id: In([...new Set([...variants.map((v) => v.productId), ...items.map((i) => i.productId)])]) });
    const oldLines = await manager.getRepository(OrderLine).findBy({ id: In(items.map((i) => i.orderLineId)) });
    const intraState = order.shippingAddress?.stateCode === regionByName(this.config.SELLER_STATE)?.code;
    const lineRepo = manager.getRepository(OrderLine);
    const lines = items.map((i) => {
      const v = variants.find((x) => x.id === i.exchangeForVariantId);
      const p = products.find((x) => x.id === (v?.productId ?? i.productId));
      const old = oldLines.find((l) => l.id === i.orderLineId);
      const unitPrice = old?.unitPrice ?? Math.ceil(i.refundShare / i.quantity);
      const lineTotal = Math.max(unitPrice * i.quantity, i.refundShare);
      const tax = taxLine({ value: i.refundShare, quantity: i.quantity, hsn: old?.hsn ?? p?.hsnCode ?? '', catalogueRate: p ? effectiveGstRate(p.gstRate) : old?.gstRate ?? 0, intraState });
      return lineRepo.create({
        productId: v?.productId ?? i.productId, variantId: v?.id ?? i.variantId, title: old?.title ?? i.title, slug: old?.slug ?? '',
        variantSku: v?.sku ?? i.exchangeForSku ?? i.variantSku, size: v?.size ?? i.size, color: v?.color ?? i.color, quantity: i.quantity,
        unitPrice, lineTotal, discount: lineTotal - i.refundShare, hsn: old?.hsn ?? p?.hsnCode ?? '', gstRate: tax.rate,
        taxableValue: tax.taxableValue, cgst: tax.cgst, sgst: tax.sgst, igst: tax.igst, image: old?.image ?? null,
      });
    });
    const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
    const discount = lines.reduce((s, l) => s + l.discount, 0);
    const repo = manager.getRepository(Order);
    const replacement = repo.create({
      orderNumber: `tmp-${randomBytes(8).toString('hex')}`, userId: order.userId, email: order.email, customerKey: customerKey(order.email), status: 'confirmed',
      paymentMethod: REPLACEMENT_PAYMENT_METHOD, paymentStatus: 'paid', subtotal, discount, total: subtotal - discount, storeCreditUsed: 0,
      taxAmount: lines.reduce((s, l) => s + l.cgst + l.sgst + l.igst, 0), couponCode: null, couponId: null,
      shippingAddress: order.shippingAddress, billingAddress: order.billingAddress, gstin: order.gstin, idempotencyKey: null, idempotencyBody: null, clientIp: '',
      holdExpiresAt: null, courier: null, trackingNumber: null, shipCity: order.shipCity, shipState: order.shipState, phone: order.phone,
      units: items.reduce((n, i) => n + i.quantity, 0), firstOrder: false, createdAt: now,
    });
    await repo.insert(replacement);
    replacement.orderNumber = orderNumberFor(replacement.id, now);
    await repo.update({ id: replacement.id }, { orderNumber: replacement.orderNumber });
    for (const l of lines) l.orderId = replacement.id;
    await lineRepo.insert(lines);
    await this.lifecycle.recordPlaced(manager, replacement, { kind: 'system', label: 'system:returns' }, M.replacementNote(ret.returnNumber));
    await this.mail.queue(manager, replacement.email, orderStatusMail({ order: replacement, lines, status: 'confirmed', orderUrl: this.lifecycle.orderUrl(replacement), invoiceSerial: null }));
    return replacement;
  }

  /**
   * The order whose payment a return's money goes back through: the order itself, or for an exchange's
   * replacement the order it replaced (up the chain) — locked too on MySQL (inside a move or a request), as refunds
   * of either touch its payment.
   */
  private async moneyOrder(manager: EntityManager, order: Pick<Order, 'id' | 'paymentMethod'>, lock = true): Promise<Order> {
    let current = order as Order;
    for (let depth = 0; depth < 20 && isReplacementOrder(current); depth++) {
      const parent = await manager.getRepository(OrderReturn).findOne({ select: { id: true, orderId: true }, where: { replacementOrderId: current.id } });
      const up = parent ? await manager.getRepository(Order).findOne({ where: { id: parent.orderId }, ...(lock && dialectOf(manager) === 'mysql' ? { lock: { mode: 'pessimistic_write' as const } } : {}) }) : null;
      if (!up) break;
      current = up;
    }
    return current;
  }

  /** The money order and every replacement made from it, down the chain (their returns share its payment). */
  private async familyOf(manager: EntityManager, root: Pick<Order, 'id'>): Promise<number[]> {
    const ids = [root.id];
    let frontier = [root.id];
    while (frontier.length && ids.length < 200) {
      const rets = await manager.getRepository(OrderReturn).find({ select: { id: true, replacementOrderId: true }, where: { orderId: In(frontier), replacementOrderId: Not(IsNull()) } });
      frontier = rets.map((r) => r.replacementOrderId!).filter((id) => !ids.includes(id));
      ids.push(...frontier);
    }
    return ids;
  }

  /**
   * What the order's online payments can still give back: paid (or already partly refunded) attempts less every
   * refund in play — asked, taken or settled; a refund the gateway refused or that was withdrawn gave nothing back.
   */
  private async refundableOnline(manager: EntityManager, orderId: number): Promise<number> {
    const payments = await manager.getRepository(Payment).find({ where: { orderId, status: In(['paid', 'refunded']) } });
    const refunds = await manager.getRepository(PaymentRefund).find({ where: { orderId } });
    const paid = payments.reduce((s, p) => s + p.amount, 0);
    const given = refunds.filter((r) => inPlay(r) && payments.some((p) => p.id === r.paymentId)).reduce((s, r) => s + r.amount, 0);
    return Math.max(0, paid - given);
  }

  /**
   * What a bank/UPI refund can still give back of a cash-on-delivery order: the cash collected (the total less the
   * store credit it used) less what earlier returns of it — and of the replacements made from it — refunded by bank
   * (their refund less the credit they gave back).
   */
  private async refundableOutside(manager: EntityManager, order: Order, exceptReturnId: number): Promise<number> {
    const cash = order.total - (order.storeCreditUsed ?? 0);
    const family = await this.familyOf(manager, order);
    const earlier = (await manager.getRepository(OrderReturn).findBy({ orderId: In(family), status: 'refunded', refundTo: 'bank' })).filter((r) => r.id !== exceptReturnId);
    if (earlier.length === 0) return Math.max(0, cash);
    const credited = await manager.getRepository(StoreCreditEntry).findBy({ reason: 'return', reference: In(earlier.map((r) => String(r.id))) });
    const given = earlier.reduce((s, r) => s + r.refundAmount, 0) - credited.reduce((s, e) => s + e.amount, 0);
    return Math.max(0, cash - given);
  }

  /**
   * The online refund's rows, written in the move's first transaction before the gateway is asked: one per paid
   * payment of the money order (newest first) up to what each can still give back, keyed per return and payment.
   * They start 'failed' with no gateway id and no failure — "not asked yet" — so if the process stops before the
   * gateway is asked, the refund worker asks (PaymentRefunds.retryUnsent); after the commit the move asks at once
   * with the same keys (refunded once).
   */
  private async recordOnlineRefunds(manager: EntityManager, ret: OrderReturn, money: Pick<Order, 'id'>, amount: number): Promise<PaymentRefund[]> {
    const payments = await manager.getRepository(Payment).find({ where: { orderId: money.id, status: In(['paid', 'refunded']) }, order: { id: 'DESC' } });
    const refunds = await manager.getRepository(PaymentRefund).find({ where: { orderId: money.id } });
    const planned: PaymentRefund[] = [];
    let left = amount;
    for (const payment of payments) {
      if (left <= 0) break;
      const key = returnRefundKey(payment.reference, ret.id);
      const room = payment.amount - refunds.filter((r) => r.paymentId === payment.id && inPlay(r) && r.refundKey !== key).reduce((s, r) => s + r.amount, 0);
      const part = Math.min(left, room);
      if (part <= 0) continue;
      const repo = manager.getRepository(PaymentRefund);
      const refund = repo.create({ orderId: money.id, paymentId: payment.id, gateway: payment.gateway, refundKey: key, amount: part, reason: 'return', status: 'failed', gatewayRefundId: null, failure: null });
      await repo.insert(refund);
      planned.push(refund);
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
    const [items, events, orders, images] = await Promise.all([
      manager.getRepository(OrderReturnItem).find({ where: { returnId: In(ids) }, order: { id: 'ASC' } }),
      manager.getRepository(OrderReturnEvent).find({ where: { returnId: In(ids) }, order: { id: 'ASC' } }),
      manager.getRepository(Order).find({ select: { id: true, orderNumber: true, userId: true, email: true, paymentMethod: true, shippingAddress: true, status: true }, where: { id: In(orderIds) } }),
      manager.getRepository(OrderLine).find({ select: { id: true, orderId: true, image: true }, where: { orderId: In(rets.map((r) => r.orderId)) } }),
    ]);
    // A return of a replacement order refunds through the order it replaced: its refund rows are that order's.
    const moneyIds = new Map<number, number>();
    for (const ret of rets) {
      const order = orders.find((o) => o.id === ret.orderId);
      moneyIds.set(ret.id, order && isReplacementOrder(order) ? (await this.moneyOrder(manager, order, false)).id : ret.orderId);
    }
    const refunds = await manager.getRepository(PaymentRefund).find({ where: { orderId: In([...new Set(moneyIds.values())]), reason: 'return' }, order: { id: 'ASC' } });
    const invoices = deskActors ? await manager.getRepository(Invoice).find({ select: { id: true, orderId: true, financialYear: true }, where: { orderId: In(rets.map((r) => r.orderId)) } }) : [];
    const actorIds = deskActors ? [...new Set(events.flatMap((e) => { const m = /^admin:(\d+)$/.exec(e.actor); return m ? [Number(m[1])] : []; }))] : [];
    const actors = actorIds.length ? await manager.getRepository(User).find({ select: { id: true, email: true }, where: { id: In(actorIds) } }) : [];
    const actorEmails = new Map(actors.map((u) => [`admin:${u.id}`, u.email]));
    return rets.map((ret) => ({
      ret,
      actorEmails,
      items: items.filter((i) => i.returnId === ret.id),
      events: events.filter((e) => e.returnId === ret.id),
      order: orders.find((o) => o.id === ret.orderId)!,
      refund: refundShown(refunds.filter((r) => r.orderId === moneyIds.get(ret.id) && isRefundOf(r, ret.id))),
      invoiceYear: invoices.find((i) => i.orderId === ret.orderId)?.financialYear ?? null,
      now: this.clock(),
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

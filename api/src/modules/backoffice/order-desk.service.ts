import { In, type DataSource } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { AppError, badRequest, notFound } from '../../kernel/errors';
import { parseId } from '../../kernel/ids';
import type { AuditLog } from '../audit/audit.service';
import { requireActor } from '../auth/guards';
import { meetsRequirement } from '@kapda/rules/permissions';
import { Invoice } from '../invoices/invoice.entity';
import { Order, OrderEvent, OrderLine } from '../orders/order.entity';
import type { OrderLifecycle } from '../orders/order-lifecycle';
import { ORDER_MESSAGES } from '../orders/order.messages';
import { allowedNext, STATUS_LABELS, isOrderStatus, type OrderStatus } from '../orders/order-state.rules';
import { istDayStart } from '../orders/sales.rules';
import { Payment } from '../payments/payment.entity';
import { User } from '../users/user.entity';
import { MAY_MANAGE_ORDERS } from './backoffice.access';
import { BACKOFFICE_MESSAGES } from './backoffice.messages';
import { addDays, CSV_MAX_ROWS, readCursor, readLimit, readNote, readOrderFilter, readOrderIds, type OrderDeskFilter, type OrderDeskFilterInput } from './backoffice.rules';
import { OrderNote } from './order-note.entity';
import { likePrefix, sqlTime } from './sql';
import { retryDeadlocks } from '../../kernel/dialect';
import { logger } from '../../logger';
import { toCsv } from '@kapda/rules/csv';

export interface OrderDeskPage {
  orders: Order[];
  /** The cursor for the next page (the last id shown), or null at the end. */
  nextCursor: number | null;
}

export interface BackOfficeOrderDetail {
  order: Order;
  lines: OrderLine[];
  events: Array<OrderEvent & { actorEmail: string | null }>;
  notes: OrderNote[];
  payments: Payment[];
  invoiceSerial: string | null;
  customer: User | null;
  /** The statuses this user may move the order to now (none without manage_orders). */
  allowedStatuses: OrderStatus[];
  canManage: boolean;
}

export interface MoveInput {
  status?: unknown;
  courier?: unknown;
  trackingNumber?: unknown;
  note?: unknown;
}

export interface BulkResult {
  orderId: number;
  orderNumber: string | null;
  ok: boolean;
  message: string;
  status: string | null;
}

/** What the audit log keeps of an order's handling. */
const snapshot = (o: Order) => ({ status: o.status, paymentStatus: o.paymentStatus, courier: o.courier, trackingNumber: o.trackingNumber });

const str = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

/**
 * The order desk (view_orders to look, manage_orders to change): the filtered, searched list with
 * keyset paging and its CSV, one order with everything about it, moves along the state machine,
 * bulk packing and shipping, and internal notes — every change audit-logged in its own transaction.
 * Who may call each operation is checked by the adapters (backoffice.access.ts).
 */
export class OrderDeskService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: OrderLifecycle,
    private readonly audit: AuditLog,
    /** After a committed cancel: an exchange's replacement order gives the return's value back (returns, wired in services.ts). */
    private readonly afterCancel: (ctx: RequestContext, order: Order) => Promise<void> = async () => {},
  ) {}

  private filter(input: OrderDeskFilterInput): OrderDeskFilter {
    const filter = readOrderFilter(input);
    if ('problem' in filter) throw badRequest(filter.problem);
    return filter;
  }

  private query(filter: OrderDeskFilter) {
    const qb = this.dataSource.getRepository(Order).createQueryBuilder('o');
    if (filter.status) qb.andWhere('o.status = :status', { status: filter.status });
    if (filter.paymentMethod) qb.andWhere('o.paymentMethod = :method', { method: filter.paymentMethod });
    if (filter.paymentStatus) qb.andWhere('o.paymentStatus = :paymentStatus', { paymentStatus: filter.paymentStatus });
    // A case-insensitive prefix ("surat", "guj"): LIKE 'x%' reads an index range on both databases (MySQL's
    // _ci collation, SQLite's NOCASE indexes in backoffice.sqlite.ts); LOWER(column) would read every order.
    if (filter.state) qb.andWhere("o.shipState LIKE :state ESCAPE '!'", { state: likePrefix(filter.state) });
    if (filter.city) qb.andWhere("o.shipCity LIKE :city ESCAPE '!'", { city: likePrefix(filter.city) });
    if (filter.from) qb.andWhere('o.createdAt >= :from', { from: sqlTime(this.dataSource, istDayStart(filter.from)) });
    if (filter.to) qb.andWhere('o.createdAt < :to', { to: sqlTime(this.dataSource, istDayStart(addDays(filter.to, 1))) });
    const s = filter.search;
    if (s?.kind === 'orderNumber') qb.andWhere("o.orderNumber LIKE :number ESCAPE '!'", { number: likePrefix(s.value) });
    else if (s?.kind === 'email') qb.andWhere('o.email = :email', { email: s.value });
    else if (s?.kind === 'phone') qb.andWhere('o.phone = :phone', { phone: s.value });
    else if (s?.kind === 'name') qb.andWhere("o.email LIKE :prefix ESCAPE '!'", { prefix: likePrefix(s.value.toLowerCase()) });
    return qb.orderBy('o.id', 'DESC');
  }

  /** Newest first, a page at a time (keyset: the cursor is the last id seen). */
  async list(ctx: RequestContext, input: OrderDeskFilterInput & { cursor?: unknown; limit?: unknown }): Promise<OrderDeskPage> {
    const filter = this.filter(input);
    const cursor = readCursor(input.cursor);
    if (cursor !== null && typeof cursor === 'object') throw badRequest(cursor.problem);
    const limit = readLimit(input.limit);
    const qb = this.query(filter);
    if (cursor !== null) qb.andWhere('o.id < :cursor', { cursor });
    const rows = await qb.take(limit + 1).getMany();
    const orders = rows.slice(0, limit);
    return { orders, nextCursor: rows.length > limit ? orders[orders.length - 1].id : null };
  }

  /** The filtered orders as CSV (at most CSV_MAX_ROWS, newest first); the export is audit-logged. */
  async csv(ctx: RequestContext, input: OrderDeskFilterInput): Promise<string> {
    const filter = this.filter(input);
    const orders = await this.query(filter).take(CSV_MAX_ROWS).getMany();
    await this.dataSource.transaction((manager) =>
      this.audit.record(manager, ctx, { action: 'orders.export', entityType: 'order', entityId: 'csv', before: null, after: { filter: { ...filter }, rows: orders.length } }),
    );
    return toCsv(
      ['Order number', 'Placed (IST)', 'Status', 'Customer', 'Email', 'Phone', 'City', 'State', 'PIN', 'Payment method', 'Payment status', 'Pieces', 'Total (₹)', 'Courier', 'Tracking number'],
      orders.map((o) => [
        o.orderNumber, o.createdAt, isOrderStatus(o.status) ? STATUS_LABELS[o.status] : o.status, o.shippingAddress?.fullName ?? '', o.email, o.phone, o.shipCity, o.shipState,
        o.shippingAddress?.pincode ?? '', o.paymentMethod === 'cod' ? 'COD' : o.paymentMethod === 'store_credit' ? 'Store credit' : o.paymentMethod === 'exchange' ? 'Exchange' : 'Prepaid', o.paymentStatus, o.units, (o.total / 100).toFixed(2), o.courier ?? '', o.trackingNumber ?? '',
      ]),
    );
  }

  private idOf(raw: unknown): number {
    const id = parseId(raw);
    if (id === null) throw notFound(ORDER_MESSAGES.notFound);
    return id;
  }

  async detail(ctx: RequestContext, rawId: unknown): Promise<BackOfficeOrderDetail> {
    const user = requireActor(ctx);
    const id = this.idOf(rawId);
    const order = await this.dataSource.getRepository(Order).findOneBy({ id });
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    const [lines, events, notes, payments, invoice, customer] = await Promise.all([
      this.dataSource.getRepository(OrderLine).find({ where: { orderId: id }, order: { id: 'ASC' } }),
      this.dataSource.getRepository(OrderEvent).find({ where: { orderId: id }, order: { id: 'ASC' }, take: 200 }),
      this.dataSource.getRepository(OrderNote).find({ where: { orderId: id }, order: { id: 'ASC' }, take: 200 }),
      this.dataSource.getRepository(Payment).find({ where: { orderId: id }, order: { id: 'ASC' }, take: 50 }),
      this.dataSource.getRepository(Invoice).findOne({ select: { id: true, serial: true }, where: { orderId: id } }),
      order.userId ? this.dataSource.getRepository(User).findOneBy({ id: order.userId }) : Promise.resolve(null),
    ]);
    // Who moved it: 'admin:3' and 'customer:12' name a user; one query for all of them.
    const actorIds = [...new Set(events.map((e) => /^(?:admin|customer):(\d+)$/.exec(e.actor)?.[1]).filter((x): x is string => !!x).map(Number))];
    const actors = actorIds.length ? await this.dataSource.getRepository(User).find({ select: { id: true, email: true }, where: { id: In(actorIds) } }) : [];
    const emails = new Map(actors.map((u) => [u.id, u.email]));
    const canManage = MAY_MANAGE_ORDERS.some((r) => meetsRequirement(user, r));
    return {
      order, lines, notes, payments, invoiceSerial: invoice?.serial ?? null, customer,
      events: events.map((e) => Object.assign(e, { actorEmail: emails.get(Number(/:(\d+)$/.exec(e.actor)?.[1])) ?? null })),
      allowedStatuses: canManage && isOrderStatus(order.status) ? allowedNext(order.status, 'admin') : [],
      canManage,
    };
  }

  /** Move one order along the state machine (courier and tracking number to ship), audit-logged in the same transaction. */
  async move(ctx: RequestContext, rawId: unknown, input: MoveInput): Promise<Order> {
    const user = requireActor(ctx);
    const id = this.idOf(rawId);
    const order = await this.lifecycle.withOrder(id, async (manager, order) => {
      const before = snapshot(order);
      const moved = await this.lifecycle.move(manager, order, String(input.status ?? ''), { kind: 'admin', label: `admin:${user.id}` }, {
        courier: str(input.courier, 200), trackingNumber: str(input.trackingNumber, 200), // checked (and refused when too long) by the lifecycle
        note: str(input.note, 500),
      });
      if (!moved) throw badRequest(BACKOFFICE_MESSAGES.changedMeanwhile);
      await this.audit.record(manager, ctx, { action: `order.${order.status}`, entityType: 'order', entityId: order.id, before, after: snapshot(order) });
      return order;
    });
    if (order.status === 'cancelled') {
      await this.lifecycle.refundIfPaid(order);
      await this.afterCancel(ctx, order);
    }
    return order;
  }

  /** Mark many orders packed; each on its own (one refusal does not stop the rest). */
  async markPacked(ctx: RequestContext, rawIds: unknown): Promise<BulkResult[]> {
    const ids = readOrderIds(rawIds);
    if (!Array.isArray(ids)) throw badRequest(ids.problem);
    const results: BulkResult[] = [];
    for (const id of ids) results.push(await this.attempt(id, () => this.move(ctx, id, { status: 'packed' })));
    return results;
  }

  /** Mark many orders shipped, each with its courier and tracking number. */
  async markShipped(ctx: RequestContext, raw: unknown): Promise<BulkResult[]> {
    const items = Array.isArray(raw) ? raw : [];
    const ids = readOrderIds(items.map((i) => (i && typeof i === 'object' ? (i as { orderId?: unknown }).orderId : null)));
    if (!Array.isArray(ids)) throw badRequest(ids.problem);
    if (ids.length !== items.length) throw badRequest(BACKOFFICE_MESSAGES.noOrders);
    const results: BulkResult[] = [];
    for (const item of items as Array<{ orderId: unknown; courier?: unknown; trackingNumber?: unknown }>) {
      const id = Number(item.orderId);
      results.push(await this.attempt(id, () => this.move(ctx, id, { status: 'shipped', courier: item.courier, trackingNumber: item.trackingNumber })));
    }
    return results;
  }

  private async attempt(id: number, work: () => Promise<Order>): Promise<BulkResult> {
    try {
      // Each order moves in its own transaction; a deadlock over the shared daily-summary row is retried.
      const order = await retryDeadlocks(work);
      return { orderId: id, orderNumber: order.orderNumber, ok: true, message: ORDER_MESSAGES.statusUpdated, status: order.status };
    } catch (error) {
      // Orders before this one have moved already: report this one as not done rather than failing the whole answer.
      if (!(error instanceof AppError)) logger.error({ err: error, orderId: id }, 'bulk order move failed');
      const message = error instanceof AppError ? error.message : BACKOFFICE_MESSAGES.bulkMoveFailed;
      const order = await this.dataSource.getRepository(Order).findOne({ select: { id: true, orderNumber: true, status: true }, where: { id } });
      return { orderId: id, orderNumber: order?.orderNumber ?? null, ok: false, message, status: order?.status ?? null };
    }
  }

  /** An internal note on the order (manage_orders), audit-logged. */
  async addNote(ctx: RequestContext, rawId: unknown, rawBody: unknown): Promise<OrderNote> {
    const user = requireActor(ctx);
    const id = this.idOf(rawId);
    const checked = readNote(rawBody);
    if ('problem' in checked) throw badRequest(checked.problem, { field: 'body' });
    return this.dataSource.transaction(async (manager) => {
      const exists = await manager.getRepository(Order).exists({ where: { id } });
      if (!exists) throw notFound(ORDER_MESSAGES.notFound);
      const repo = manager.getRepository(OrderNote);
      const note = repo.create({ orderId: id, authorId: user.id, authorEmail: user.email, body: checked.body });
      await repo.save(note);
      await this.audit.record(manager, ctx, { action: 'order.note', entityType: 'order', entityId: id, before: null, after: { noteId: note.id, body: note.body } });
      return note;
    });
  }
}

import { Brackets, In, type DataSource } from 'typeorm';
import { badRequest, notFound } from '../../kernel/errors';
import { parseId } from '../../kernel/ids';
import { Address } from '../delivery/address.entity';
import { Enquiry } from '../enquiries/enquiry.entity';
import { Order } from '../orders/order.entity';
import { COUNTED_STATUSES } from '../orders/sales.rules';
import { User } from '../users/user.entity';
import { OrderReturn, OrderReturnItem } from '../returns/return.entity';
import { StoreCreditAccount } from '../store-credit/store-credit.entity';
import { BACKOFFICE_MESSAGES } from './backoffice.messages';
import { readCursor, readLimit, readSearch } from './backoffice.rules';
import { asDate } from './dashboard.service';
import { likePrefix } from './sql';

export interface CustomerSummary {
  user: User;
  orderCount: number;
  /** ₹ of the orders that count (confirmed to delivered). */
  totalSpent: number;
  lastOrderAt: Date | null;
}

export interface CustomerReturn {
  ret: OrderReturn;
  orderNumber: string;
  /** Pieces in the return. */
  units: number;
}

export interface CustomerDetail extends CustomerSummary {
  orders: Order[];
  addresses: Address[];
  enquiries: Enquiry[];
  /** Their returns, newest first (at most 50). */
  returns: CustomerReturn[];
  /** Their store credit balance (paise). */
  storeCredit: number;
}

const counted = COUNTED_STATUSES.map((s) => `'${s}'`).join(', ');

/** Customers for the back office: the searchable list and one customer's page (the adapters check view_orders). */
export class CustomerDeskService {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest accounts first, keyset by id; search by name (prefix), email or phone. */
  async list(input: { search?: unknown; cursor?: unknown; limit?: unknown }): Promise<{ customers: CustomerSummary[]; nextCursor: number | null }> {
    const cursor = readCursor(input.cursor);
    if (cursor !== null && typeof cursor === 'object') throw badRequest(cursor.problem);
    const limit = readLimit(input.limit);
    const qb = this.dataSource.getRepository(User).createQueryBuilder('u').where('u.role = :role', { role: 'customer' });
    const s = readSearch(input.search);
    if (s?.kind === 'email') qb.andWhere("u.email LIKE :email ESCAPE '!'", { email: likePrefix(s.value) });
    else if (s?.kind === 'phone') qb.andWhere('u.phone = :phone', { phone: s.value });
    else if (s) {
      const [first, ...rest] = s.value.toLowerCase().split(/\s+/);
      const last = rest.join(' ');
      qb.andWhere(new Brackets((q) => {
        q.where("LOWER(u.firstName) LIKE :first ESCAPE '!'", { first: likePrefix(first) });
        if (!last) q.orWhere("LOWER(u.lastName) LIKE :first ESCAPE '!'", { first: likePrefix(first) });
      }));
      if (last) qb.andWhere("LOWER(u.lastName) LIKE :last ESCAPE '!'", { last: likePrefix(last) });
    }
    if (cursor !== null) qb.andWhere('u.id < :cursor', { cursor });
    const rows = await qb.orderBy('u.id', 'DESC').take(limit + 1).getMany();
    const users = rows.slice(0, limit);
    return { customers: await this.summaries(users), nextCursor: rows.length > limit ? users[users.length - 1].id : null };
  }

  /** Order count, money spent and last order for a page of customers: one grouped query. */
  private async summaries(users: User[]): Promise<CustomerSummary[]> {
    if (users.length === 0) return [];
    const rows: Array<{ userId: number; n: string; spent: string | null; last: Date | string | null }> = await this.dataSource.query(
      `SELECT userId, COUNT(*) AS n, SUM(CASE WHEN status IN (${counted}) THEN total ELSE 0 END) AS spent, MAX(createdAt) AS last FROM orders WHERE userId IN (${users.map(() => '?').join(', ')}) GROUP BY userId`,
      users.map((u) => u.id),
    );
    const by = new Map(rows.map((r) => [Number(r.userId), r]));
    return users.map((user) => {
      const r = by.get(user.id);
      return { user, orderCount: Number(r?.n ?? 0), totalSpent: Number(r?.spent ?? 0) / 100, lastOrderAt: r?.last ? asDate(r.last) : null };
    });
  }

  async detail(rawId: unknown): Promise<CustomerDetail> {
    const id = parseId(rawId);
    const user = id !== null ? await this.dataSource.getRepository(User).findOneBy({ id, role: 'customer' }) : null;
    if (!user) throw notFound(BACKOFFICE_MESSAGES.customerNotFound);
    const [[summary], orders, addresses, enquiries, returns, credit] = await Promise.all([
      this.summaries([user]),
      this.dataSource.getRepository(Order).find({ where: { userId: user.id }, order: { createdAt: 'DESC', id: 'DESC' }, take: 50 }),
      this.dataSource.getRepository(Address).find({ where: { userId: user.id }, order: { id: 'ASC' }, take: 20 }),
      this.dataSource.getRepository(Enquiry).find({ where: [{ userId: user.id }, { email: In([user.email]) }], order: { id: 'DESC' }, take: 20 }),
      this.returnsOf(user.id),
      this.dataSource.getRepository(StoreCreditAccount).findOneBy({ userId: user.id }),
    ]);
    return { ...summary, orders, addresses, enquiries, returns, storeCredit: credit?.balance ?? 0 };
  }

  /** A customer's returns with their order numbers and pieces: three reads however many. */
  private async returnsOf(userId: number): Promise<CustomerReturn[]> {
    const rets = await this.dataSource.getRepository(OrderReturn).find({ where: { userId }, order: { id: 'DESC' }, take: 50 });
    if (rets.length === 0) return [];
    const [orders, units] = await Promise.all([
      this.dataSource.getRepository(Order).find({ select: { id: true, orderNumber: true }, where: { id: In([...new Set(rets.map((r) => r.orderId))]) } }),
      this.dataSource.getRepository(OrderReturnItem).createQueryBuilder('i').select('i.returnId', 'returnId').addSelect('SUM(i.quantity)', 'units')
        .where('i.returnId IN (:...ids)', { ids: rets.map((r) => r.id) }).groupBy('i.returnId').getRawMany<{ returnId: number; units: string }>(),
    ]);
    const numbers = new Map(orders.map((o) => [o.id, o.orderNumber]));
    const pieces = new Map(units.map((u) => [Number(u.returnId), Number(u.units)]));
    return rets.map((ret) => ({ ret, orderNumber: numbers.get(ret.orderId) ?? '', units: pieces.get(ret.id) ?? 0 }));
  }
}

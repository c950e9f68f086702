import type { DataSource, EntityManager } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { dialectOf } from '../../kernel/dialect';
import { badRequest, conflict } from '../../kernel/errors';
import { requireUser } from '../auth/guards';
import { STORE_CREDIT_MESSAGES, type StoreCreditReason } from '@kapda/rules/store-credit';
import { StoreCreditAccount, StoreCreditEntry } from './store-credit.entity';

export interface StoreCreditGrant {
  userId: number;
  /** Paise, above zero. */
  amountPaise: number;
  reason: StoreCreditReason;
  /** The return's or order's id. */
  reference: string | number | null;
  /** What the shopper reads beside it (a return or order number). */
  note?: string | null;
  /** The same grant is written once: defaults to `${reason}:${reference}` for returns and cancelled orders. */
  onceKey?: string | null;
}

export interface StoreCreditStatement {
  balance: number;
  entries: StoreCreditEntry[];
}

/** How many entries /account lists (newest first); the balance is always the whole sum. */
export const STATEMENT_ENTRIES = 50;

/**
 * Store credit: a ledger of entries per member and their balance, written only inside the caller's
 * transaction (the return's refund, the order's placement or cancel), with the member's balance row
 * locked first — so the balance is always the sum of the entries, never below zero, and two orders
 * cannot spend the same rupee. On SQLite transactions already run one at a time.
 */
export class StoreCreditService {
  constructor(private readonly dataSource: DataSource) {}

  /** The balance now (paise), without a lock: what checkout offers; the spend checks again under the lock. */
  async balanceOf(userId: number): Promise<number> {
    const account = await this.dataSource.getRepository(StoreCreditAccount).findOneBy({ userId });
    return account?.balance ?? 0;
  }

  /** The signed-in member's balance and latest entries. */
  async statement(ctx: RequestContext): Promise<StoreCreditStatement> {
    const user = requireUser(ctx);
    return this.statementOf(user.id);
  }

  /** A member's balance and latest entries (their account page; the back office's customer page). */
  async statementOf(userId: number, take = STATEMENT_ENTRIES): Promise<StoreCreditStatement> {
    const [balance, entries] = await Promise.all([
      this.balanceOf(userId),
      this.dataSource.getRepository(StoreCreditEntry).find({ where: { userId }, order: { id: 'DESC' }, take }),
    ]);
    return { balance, entries };
  }

  /**
   * Add credit inside the caller's transaction (a return refunded as store credit, an order's credit
   * given back). Once per `onceKey`: a second call answers the first entry and changes nothing.
   */
  async grant(manager: EntityManager, g: StoreCreditGrant): Promise<StoreCreditEntry> {
    if (!Number.isInteger(g.amountPaise) || g.amountPaise <= 0) throw badRequest('Store credit must be a whole number of paise above zero');
    const onceKey = g.onceKey !== undefined ? g.onceKey : g.reason === 'return' || g.reason === 'order_cancelled' ? `${g.reason}:${g.reference}` : null;
    return this.write(manager, g.userId, g.amountPaise, g.reason, g.reference, g.note ?? null, onceKey);
  }

  /**
   * Pay `amountPaise` of an order from the member's balance, inside the order's transaction. Refused
   * with 409 (the transaction rolls back) when the balance, read under its lock, no longer covers it:
   * another order spent it first.
   */
  async spendOnOrder(manager: EntityManager, s: { userId: number; amountPaise: number; orderId: number; orderNumber: string }): Promise<StoreCreditEntry> {
    if (!Number.isInteger(s.amountPaise) || s.amountPaise <= 0) throw badRequest(STORE_CREDIT_MESSAGES.noBalance);
    return this.write(manager, s.userId, -s.amountPaise, 'order_payment', s.orderId, `Order ${s.orderNumber}`, `order_payment:${s.orderId}`);
  }

  /** An order paid partly or wholly with credit is cancelled (or its payment failed): what it took goes back, once. */
  async restoreForOrder(manager: EntityManager, order: { id: number; userId: number | null; orderNumber: string; storeCreditUsed: number }): Promise<StoreCreditEntry | null> {
    if (order.userId === null || order.storeCreditUsed <= 0) return null;
    const spent = await manager.getRepository(StoreCreditEntry).findOneBy({ onceKey: `order_payment:${order.id}` });
    if (!spent) return null;
    return this.write(manager, spent.userId, -spent.amount, 'order_cancelled', order.id, `Order ${order.orderNumber}`, `order_cancelled:${order.id}`);
  }

  /** The one writer: lock the member's balance row, check the once-key, move the balance, add the entry. */
  private async write(manager: EntityManager, userId: number, amount: number, reason: StoreCreditReason, reference: string | number | null, note: string | null, onceKey: string | null): Promise<StoreCreditEntry> {
    const balance = await this.lockBalance(manager, userId);
    const entries = manager.getRepository(StoreCreditEntry);
    if (onceKey) {
      const earlier = await entries.findOneBy({ onceKey });
      if (earlier) return earlier;
    }
    if (balance + amount < 0) throw conflict(STORE_CREDIT_MESSAGES.changed);
    // Guarded as well as locked: the balance never goes below zero whatever else runs.
    const moved = await manager.createQueryBuilder().update(StoreCreditAccount).set({ balance: () => `balance + ${amount}` })
      .where('userId = :userId AND balance + :amount >= 0', { userId, amount }).execute();
    if (!moved.affected) throw conflict(STORE_CREDIT_MESSAGES.changed);
    const entry = entries.create({ userId, amount, balanceAfter: balance + amount, reason, reference: reference === null ? null : String(reference).slice(0, 40), note: note?.slice(0, 200) ?? null, onceKey });
    await entries.insert(entry);
    return entry;
  }

  /**
   * The member's balance row, locked for the rest of the transaction (MySQL), and the balance read
   * under it; made when missing. Locked first and inserted only when absent: an INSERT IGNORE on an
   * existing row takes a shared lock, and two of those each waiting to upgrade is a deadlock.
   */
  private async lockBalance(manager: EntityManager, userId: number): Promise<number> {
    const mysql = dialectOf(manager) === 'mysql';
    const read = () => manager.getRepository(StoreCreditAccount).findOne({ where: { userId }, ...(mysql ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    const account = await read();
    if (account) return account.balance;
    await manager.query(mysql
      ? 'INSERT IGNORE INTO `store_credit_accounts` (`userId`, `balance`, `updatedAt`) VALUES (?, 0, NOW())'
      : "INSERT OR IGNORE INTO \"store_credit_accounts\" (\"userId\", \"balance\", \"updatedAt\") VALUES (?, 0, datetime('now'))", [userId]);
    return (await read())?.balance ?? 0;
  }
}

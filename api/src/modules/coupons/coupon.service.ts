import type { DataSource, EntityManager } from 'typeorm';
import { badRequest } from '../../kernel/errors';
import type { RequestContext } from '../../kernel/context';
import { CART_MESSAGES, type CouponTerms } from '@kapda/rules/pricing';
import type { CatalogService, ProductRow } from '../catalog/catalog.service';
import { ORDER_STATUSES_NOT_PLACED } from '../orders/order.entity';
import { Coupon, CouponRedemption } from './coupon.entity';
import type { CouponLimits } from './coupon-limits';
import { couponRefusal, couponTerms, normaliseCode, type CustomerHistory } from './coupon.rules';
import { customerKey } from './coupon-customer.rules';
import { dialectOf } from '../../kernel/dialect';

/** One customer as the limits count them: the member's account (if any) and the normalised address. */
interface CustomerIdentity {
  userId: number | null;
  key: string;
}

const NOT_PLACED = ORDER_STATUSES_NOT_PLACED.map(() => '?').join(', ');

/** A coupon looked at against one cart: whether it may be used, its terms and which products it covers. */
export interface CouponAssessment {
  code: string;
  coupon: Coupon | null;
  /** Why it may not be used at all (validity, limits); the amount check comes from pricing. */
  refusal: string | null;
  terms: CouponTerms | null;
  /** Product ids the coupon's scope covers; null = every product. */
  covered: Set<number> | null;
}

export class CouponService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly limits: CouponLimits,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Case-insensitive lookup. */
  findByCode(code: unknown): Promise<Coupon | null> {
    const normal = normaliseCode(code);
    return normal ? this.dataSource.getRepository(Coupon).findOneBy({ code: normal }) : Promise.resolve(null);
  }

  /**
   * This customer's uses of the coupon and the orders they placed (counted only for first-order-only
   * coupons): by account or by normalised address, so a member's guest orders, and a guest's
   * `+tag` spellings, are one customer. Outside a transaction, for the cart's checks.
   */
  async customerHistory(userId: number, coupon: Pick<Coupon, 'id' | 'firstOrderOnly'>): Promise<CustomerHistory> {
    const [member] = await this.dataSource.query('SELECT email FROM users WHERE id = ?', [userId]);
    return this.countCustomer(this.dataSource.manager, coupon, { userId, key: customerKey(String(member?.email ?? '')) }, { lock: false, exceptOrderId: null });
  }

  /**
   * The counts couponRefusal asks for. With `lock` (MySQL, inside the order's transaction, after the
   * coupon row is locked) they are locking reads: InnoDB answers a plain SELECT from the snapshot the
   * transaction took at its first read, before the coupon lock was granted, so it would miss the uses
   * committed by the orders that held the lock meanwhile; a locking read sees them. Each statement
   * uses one index (by address, or by account for what that address does not already cover).
   */
  private async countCustomer(manager: EntityManager, coupon: Pick<Coupon, 'id' | 'firstOrderOnly'>, who: CustomerIdentity, options: { lock: boolean; exceptOrderId: number | null }): Promise<CustomerHistory> {
    const lock = options.lock ? ' LOCK IN SHARE MODE' : '';
    const count = async (sql: string, params: unknown[]) => Number((await manager.query(sql + lock, params))[0]?.n ?? 0);
    // An address that normalises to nothing (none known) names no one: only the account counts then.
    const byKey = who.key !== '';
    let redemptions = byKey ? await count('SELECT COUNT(*) AS n FROM coupon_redemptions WHERE couponId = ? AND customerKey = ?', [coupon.id, who.key]) : 0;
    if (who.userId !== null) redemptions += await count('SELECT COUNT(*) AS n FROM coupon_redemptions WHERE couponId = ? AND userId = ? AND customerKey <> ?', [coupon.id, who.userId, who.key]);
    let placedOrders = 0;
    if (coupon.firstOrderOnly) {
      const placed = `status NOT IN (${NOT_PLACED}) AND id <> ?`;
      const params = [...ORDER_STATUSES_NOT_PLACED, options.exceptOrderId ?? 0];
      if (byKey) placedOrders = await count(`SELECT COUNT(*) AS n FROM orders WHERE customerKey = ? AND ${placed}`, [who.key, ...params]);
      if (who.userId !== null && placedOrders === 0) placedOrders = await count(`SELECT COUNT(*) AS n FROM orders WHERE userId = ? AND customerKey <> ? AND ${placed}`, [who.userId, who.key, ...params]);
    }
    return { redemptions, placedOrders };
  }

  /** Look a code up for a cart of these products, as this shopper (null = guest). */
  async assess(userId: number | null, code: unknown, products: ReadonlyArray<Pick<ProductRow, 'id' | 'categoryId'>>): Promise<CouponAssessment> {
    const normal = normaliseCode(code) ?? String(code ?? '').trim().toUpperCase().slice(0, 40);
    const coupon = await this.findByCode(code);
    const history = coupon && userId !== null ? await this.customerHistory(userId, coupon) : null;
    const refusal = couponRefusal(coupon, this.clock(), history);
    if (!coupon || refusal) return { code: normal, coupon, refusal: refusal ?? CART_MESSAGES.invalidCoupon, terms: null, covered: null };
    const scoped = coupon.categoryId !== null || coupon.collectionId !== null;
    const covered = scoped ? await this.catalog.coveredBy(coupon, products) : null;
    return { code: coupon.code, coupon, refusal: null, terms: couponTerms(coupon), covered };
  }

  /**
   * A code the shopper typed (applyCoupon, priceCart with a code, a guest cart merged at login):
   * counted against the coupon limits before it is looked up, given back when it names a coupon.
   */
  async assessTyped(ctx: Pick<RequestContext, 'user' | 'ip'>, code: unknown, products: ReadonlyArray<Pick<ProductRow, 'id' | 'categoryId'>>): Promise<CouponAssessment> {
    await this.limits.consume(ctx);
    const assessment = await this.assess(ctx.user?.id ?? null, code, products);
    if (assessment.coupon) await this.limits.found(ctx);
    return assessment;
  }

  /**
   * Use a coupon on an order, inside the order's transaction. The coupon row is locked (MySQL; SQLite
   * runs one transaction at a time), so uses of one coupon are counted one order after another; its
   * validity and this customer's limits are checked again under the lock with reads that see every
   * committed use (countCustomer) — one customer by account or by normalised address — and the use is
   * counted with a conditional increment, so neither the total nor a per-customer limit can be passed
   * by concurrent orders.
   */
  async useInOrder(manager: EntityManager, input: { couponId: number; userId: number | null; email: string; orderId: number; discountPaise: number }): Promise<void> {
    const mysql = dialectOf(manager) === 'mysql';
    const coupon = await manager.getRepository(Coupon).findOne({ where: { id: input.couponId }, ...(mysql ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    const key = customerKey(input.email);
    const history = coupon ? await this.countCustomer(manager, coupon, { userId: input.userId, key }, { lock: mysql, exceptOrderId: input.orderId }) : null;
    const refusal = couponRefusal(coupon, this.clock(), history);
    if (refusal) throw badRequest(refusal, { field: 'couponCode' });
    const result = await manager
      .createQueryBuilder()
      .update(Coupon)
      .set({ usedCount: () => 'usedCount + 1' })
      .where('id = :id AND isActive = :active AND (usageLimit IS NULL OR usedCount < usageLimit)', { id: input.couponId, active: true })
      .execute();
    if (!result.affected) throw badRequest(CART_MESSAGES.couponUsedUp, { field: 'couponCode' });
    await manager.getRepository(CouponRedemption).insert({ couponId: input.couponId, userId: input.userId, email: input.email, customerKey: key, orderId: input.orderId, discount: input.discountPaise });
  }
}

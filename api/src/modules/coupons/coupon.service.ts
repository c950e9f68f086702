import { Not, In, type DataSource, type EntityManager } from 'typeorm';
import { badRequest } from '../../kernel/errors';
import type { RequestContext } from '../../kernel/context';
import { CART_MESSAGES, type CouponTerms } from '@kapda/rules/pricing';
import type { CatalogService, ProductRow } from '../catalog/catalog.service';
import { Order, ORDER_STATUSES_NOT_PLACED } from '../orders/order.entity';
import { Coupon, CouponRedemption } from './coupon.entity';
import type { CouponLimits } from './coupon-limits';
import { couponRefusal, couponTerms, normaliseCode, type CustomerHistory } from './coupon.rules';
import { dialectOf } from '../../kernel/dialect';

/**
 * How many orders a customer has placed — what first-order-only coupons ask. The default counts
 * rows of the orders table; the checkout issue owns that table and may swap this.
 */
export interface OrderHistory {
  placedOrderCount(userId: number): Promise<number>;
}

export class OrdersTableHistory implements OrderHistory {
  constructor(private readonly dataSource: DataSource) {}
  placedOrderCount(userId: number): Promise<number> {
    return this.dataSource.getRepository(Order).countBy({ userId, status: Not(In([...ORDER_STATUSES_NOT_PLACED])) });
  }
}

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
    private readonly orders: OrderHistory = new OrdersTableHistory(dataSource),
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Case-insensitive lookup. */
  findByCode(code: unknown): Promise<Coupon | null> {
    const normal = normaliseCode(code);
    return normal ? this.dataSource.getRepository(Coupon).findOneBy({ code: normal }) : Promise.resolve(null);
  }

  async customerHistory(userId: number, couponId: number): Promise<CustomerHistory> {
    const [redemptions, placedOrders] = await Promise.all([
      this.dataSource.getRepository(CouponRedemption).countBy({ userId, couponId }),
      this.orders.placedOrderCount(userId),
    ]);
    return { redemptions, placedOrders };
  }

  /** Look a code up for a cart of these products, as this shopper (null = guest). */
  async assess(userId: number | null, code: unknown, products: ReadonlyArray<Pick<ProductRow, 'id' | 'categoryId'>>): Promise<CouponAssessment> {
    const normal = normaliseCode(code) ?? String(code ?? '').trim().toUpperCase().slice(0, 40);
    const coupon = await this.findByCode(code);
    const history = coupon && userId !== null ? await this.customerHistory(userId, coupon.id) : null;
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
   * runs one transaction at a time), its validity and this customer's limits are checked again —
   * members by account, guests by email — and the use is counted with a conditional increment, so
   * neither the total nor a per-customer limit can be passed by concurrent orders.
   */
  async useInOrder(manager: EntityManager, input: { couponId: number; userId: number | null; email: string; orderId: number; discountPaise: number }): Promise<void> {
    const mysql = dialectOf(manager) === 'mysql';
    const coupon = await manager.getRepository(Coupon).findOne({ where: { id: input.couponId }, ...(mysql ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    const who = input.userId !== null ? { userId: input.userId } : { email: input.email };
    const [redemptions, placedOrders] = await Promise.all([
      manager.getRepository(CouponRedemption).countBy({ couponId: input.couponId, ...who }),
      manager.getRepository(Order).countBy({ ...who, id: Not(input.orderId), status: Not(In([...ORDER_STATUSES_NOT_PLACED])) }),
    ]);
    const refusal = couponRefusal(coupon, this.clock(), { redemptions, placedOrders });
    if (refusal) throw badRequest(refusal, { field: 'couponCode' });
    const result = await manager
      .createQueryBuilder()
      .update(Coupon)
      .set({ usedCount: () => 'usedCount + 1' })
      .where('id = :id AND isActive = :active AND (usageLimit IS NULL OR usedCount < usageLimit)', { id: input.couponId, active: true })
      .execute();
    if (!result.affected) throw badRequest(CART_MESSAGES.couponUsedUp, { field: 'couponCode' });
    await manager.getRepository(CouponRedemption).insert({ couponId: input.couponId, userId: input.userId, email: input.email, orderId: input.orderId, discount: input.discountPaise });
  }
}

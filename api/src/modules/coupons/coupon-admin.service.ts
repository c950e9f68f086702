import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { badRequest, notFound } from '../../kernel/errors';
import { isDuplicateKey } from '../../kernel/dialect';
import type { AuditLog } from '../audit/audit.service';
import { Category } from '../catalog/category.entity';
import { Collection } from '../catalog/collection.entity';
import { COUPON_MESSAGES, checkCoupon, type CleanCoupon, type CouponDraft } from './coupon-admin.rules';
import { Coupon } from './coupon.entity';
import { idOrNotFound } from '../../kernel/ids';

const snapshot = (c: Coupon) => ({
  id: c.id, code: c.code, description: c.description, kind: c.kind, value: c.value, minOrderValue: c.minOrderValue, maxDiscount: c.maxDiscount,
  startsAt: c.startsAt, endsAt: c.endsAt, usageLimit: c.usageLimit, perCustomerLimit: c.perCustomerLimit, firstOrderOnly: c.firstOrderOnly,
  categoryId: c.categoryId, collectionId: c.collectionId, isActive: c.isActive,
});

/** The back office's coupons (manage_coupons): list with usage, create, edit, deactivate; audit-logged. */
export class CouponAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /** Every coupon, newest first, with its use count (usedCount is raised by each order that uses it). */
  async list(): Promise<Coupon[]> {
    return this.dataSource.getRepository(Coupon).find({ order: { id: 'DESC' }, take: 500 });
  }

  async create(ctx: RequestContext, input: CouponDraft): Promise<Coupon> {
    const clean = this.checked(input);
    return this.save(async (m) => {
      await this.checkScope(m, clean);
      const repo = m.getRepository(Coupon);
      if (await repo.existsBy({ code: clean.code })) throw badRequest(COUPON_MESSAGES.codeTaken, { field: 'code' });
      const saved = await repo.save(repo.create({ ...clean, usedCount: 0 }));
      await this.audit.record(m, ctx, { action: 'coupon.create', entityType: 'coupon', entityId: saved.id, before: null, after: snapshot(saved) });
      return saved;
    });
  }

  async update(ctx: RequestContext, id: string | number, input: CouponDraft): Promise<Coupon> {
    const couponId = idOrNotFound(id, COUPON_MESSAGES.notFound);
    return this.save(async (m) => {
      const repo = m.getRepository(Coupon);
      const current = await repo.findOneBy({ id: couponId });
      if (!current) throw notFound(COUPON_MESSAGES.notFound);
      const before = snapshot(current);
      const clean = this.checked(input, current);
      await this.checkScope(m, clean);
      if (clean.code !== current.code && (await repo.existsBy({ code: clean.code }))) throw badRequest(COUPON_MESSAGES.codeTaken, { field: 'code' });
      const saved = await repo.save(Object.assign(current, clean));
      await this.audit.record(m, ctx, { action: 'coupon.update', entityType: 'coupon', entityId: saved.id, before, after: snapshot(saved) });
      return saved;
    });
  }

  deactivate(ctx: RequestContext, id: string | number): Promise<Coupon> {
    return this.update(ctx, id, { isActive: false });
  }

  private checked(input: CouponDraft, current?: CleanCoupon): CleanCoupon {
    const result = checkCoupon(input, current);
    if ('problem' in result) throw badRequest(result.problem, { field: result.field });
    return result.coupon;
  }

  private async checkScope(m: import('typeorm').EntityManager, clean: CleanCoupon): Promise<void> {
    if (clean.categoryId !== null && !(await m.getRepository(Category).existsBy({ id: clean.categoryId }))) throw badRequest(COUPON_MESSAGES.categoryUnknown, { field: 'categoryId' });
    if (clean.collectionId !== null && !(await m.getRepository(Collection).existsBy({ id: clean.collectionId }))) throw badRequest(COUPON_MESSAGES.collectionUnknown, { field: 'collectionId' });
  }

  private async save<T>(run: (m: import('typeorm').EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(run);
    } catch (error) {
      if (isDuplicateKey(error)) throw badRequest(COUPON_MESSAGES.codeTaken, { field: 'code' });
      throw error;
    }
  }
}

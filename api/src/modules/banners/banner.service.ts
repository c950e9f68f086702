import { Brackets, type DataSource } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { badRequest, notFound } from '../../kernel/errors';
import type { AuditLog } from '../audit/audit.service';
import { BANNER_MESSAGES, checkBanner, type BannerField, type CleanBanner } from '@kapda/rules/banners';
import { PromoBanner } from './promo-banner.entity';
import { idOrNotFound } from '../../kernel/ids';
import { systemClock, type Clock } from '../../kernel/clock';

/** What the audit log keeps of a banner. */
const snapshot = (b: PromoBanner) => ({ id: b.id, text: b.text, link: b.link, backgroundColor: b.backgroundColor, textColor: b.textColor, startsAt: b.startsAt, endsAt: b.endsAt, isActive: b.isActive });


/** Promo banners: the live one for the storefront, and the back office's list and edits (manage_banners). */
export class BannerService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly now: Clock = systemClock,
  ) {}

  /** The newest active banner inside its window, or null. */
  async live(): Promise<PromoBanner | null> {
    const now = this.now();
    return this.dataSource.getRepository(PromoBanner).createQueryBuilder('b')
      .where('b.isActive = :active', { active: true })
      .andWhere(new Brackets((q) => q.where('b.startsAt IS NULL').orWhere('b.startsAt <= :now', { now })))
      .andWhere(new Brackets((q) => q.where('b.endsAt IS NULL').orWhere('b.endsAt > :now', { now })))
      .orderBy('b.id', 'DESC')
      .limit(1)
      .getOne();
  }

  async list(): Promise<PromoBanner[]> {
    return this.dataSource.getRepository(PromoBanner).find({ order: { id: 'DESC' }, take: 500 });
  }

  async create(ctx: RequestContext, input: Partial<Record<BannerField, unknown>>): Promise<PromoBanner> {
    const banner = this.checked(input);
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(PromoBanner);
      const saved = await repo.save(repo.create(banner));
      await this.audit.record(manager, ctx, { action: 'promoBanner.create', entityType: 'promoBanner', entityId: saved.id, before: null, after: snapshot(saved) });
      return saved;
    });
  }

  async update(ctx: RequestContext, id: string | number, input: Partial<Record<BannerField, unknown>>): Promise<PromoBanner> {
    const bannerId = idOrNotFound(id, BANNER_MESSAGES.notFound);
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(PromoBanner);
      const current = await repo.findOneBy({ id: bannerId });
      if (!current) throw notFound(BANNER_MESSAGES.notFound);
      const before = snapshot(current);
      const saved = await repo.save(Object.assign(current, this.checked(input, current)));
      await this.audit.record(manager, ctx, { action: 'promoBanner.update', entityType: 'promoBanner', entityId: saved.id, before, after: snapshot(saved) });
      return saved;
    });
  }

  async remove(ctx: RequestContext, id: string | number): Promise<PromoBanner> {
    const bannerId = idOrNotFound(id, BANNER_MESSAGES.notFound);
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(PromoBanner);
      const current = await repo.findOneBy({ id: bannerId });
      if (!current) throw notFound(BANNER_MESSAGES.notFound);
      const before = snapshot(current);
      await repo.delete({ id: bannerId });
      await this.audit.record(manager, ctx, { action: 'promoBanner.delete', entityType: 'promoBanner', entityId: bannerId, before, after: null });
      return Object.assign(current, { id: bannerId });
    });
  }

  private checked(input: Partial<Record<BannerField, unknown>>, current?: CleanBanner): CleanBanner {
    const result = checkBanner(input, current);
    if ('problem' in result) throw badRequest(result.problem, { field: result.field });
    return result.banner;
  }
}

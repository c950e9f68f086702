import type { DataSource, EntityManager } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { badRequest, notFound } from '../../kernel/errors';
import type { AuditLog } from '../audit/audit.service';

import { SiteContentDraft, SiteContentVersion } from './site-content.entity';
import { checkPageContent, isSiteContentPage, SITE_CONTENT_MESSAGES, type SiteContentPage } from '@kapda/rules/site-content';
import { seededContent } from '@kapda/rules/site-content-seed';
import { parseId } from '../../kernel/ids';

/** How many published versions of each page are kept to view and restore. */
export const KEPT_VERSIONS = 10;

export interface PublishedContent {
  page: SiteContentPage;
  data: Record<string, unknown>;
  /** The version shoppers see; null while the page shows its seeded content. */
  versionId: number | null;
  publishedAt: Date | null;
}

export interface ContentDraft {
  page: SiteContentPage;
  data: Record<string, unknown>;
  savedAt: Date;
  savedByEmail: string;
}

export interface ContentVersion {
  id: number;
  page: SiteContentPage;
  data: Record<string, unknown>;
  publishedAt: Date;
  publishedByEmail: string;
}

/** An unknown page name is a 404 (SPEC.md §7 names four pages). */
export function pageOrNotFound(page: unknown): SiteContentPage {
  if (!isSiteContentPage(page)) throw notFound(SITE_CONTENT_MESSAGES.notFound);
  return page;
}

const parse = (json: string) => JSON.parse(json) as Record<string, unknown>;

/**
 * The storefront's editable pages: the published content (or the seeded words), the editor's
 * autosaved draft, and the last few published versions. Writes need manage_content (Content) and
 * are recorded in the audit log.
 */
export class SiteContentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async published(pageName: unknown): Promise<PublishedContent> {
    const page = pageOrNotFound(pageName);
    return this.current(this.dataSource.manager, page);
  }

  /** Check, store as the newest version (what shoppers see), drop the draft, keep the last few versions. */
  async publish(ctx: RequestContext, pageName: unknown, data: unknown, action: 'publish' | 'restore' = 'publish'): Promise<PublishedContent> {
    const page = pageOrNotFound(pageName);
    const content = this.checked(page, data, false);
    return this.dataSource.transaction(async (manager) => {
      const before = await this.current(manager, page);
      const versions = manager.getRepository(SiteContentVersion);
      const saved = await versions.save(versions.create({ page, data: JSON.stringify(content), publishedById: ctx.user?.id ?? null, publishedByEmail: ctx.user?.email ?? 'system' }));
      await manager.getRepository(SiteContentDraft).delete({ page });
      const old = await versions.find({ where: { page }, order: { id: 'DESC' }, skip: KEPT_VERSIONS, take: 1000, select: { id: true } });
      if (old.length > 0) await versions.delete(old.map((v) => v.id));
      await this.audit.record(manager, ctx, { action: `siteContent.${action}`, entityType: 'siteContent', entityId: page, before: before.data, after: content });
      return { page, data: content, versionId: saved.id, publishedAt: saved.publishedAt };
    });
  }

  /** Keep the editor's work in progress (checked loosely: half-typed links and empty required fields are kept). */
  async autosave(ctx: RequestContext, pageName: unknown, data: unknown): Promise<ContentDraft> {
    const page = pageOrNotFound(pageName);
    const content = this.checked(page, data, true);
    return this.dataSource.transaction(async (manager) => {
      const drafts = manager.getRepository(SiteContentDraft);
      const existing = await drafts.findOneBy({ page });
      const saved = await drafts.save(Object.assign(existing ?? drafts.create({ page }), { data: JSON.stringify(content), savedById: ctx.user?.id ?? null, savedByEmail: ctx.user?.email ?? 'system' }));
      await this.audit.record(manager, ctx, { action: 'siteContent.autosave', entityType: 'siteContent', entityId: page, before: existing ? parse(existing.data) : null, after: content });
      return { page, data: content, savedAt: saved.savedAt, savedByEmail: saved.savedByEmail };
    });
  }

  async draft(pageName: unknown): Promise<ContentDraft | null> {
    const page = pageOrNotFound(pageName);
    const draft = await this.dataSource.getRepository(SiteContentDraft).findOneBy({ page });
    return draft ? { page, data: parse(draft.data), savedAt: draft.savedAt, savedByEmail: draft.savedByEmail } : null;
  }

  /** The kept published versions, newest (the live one) first. */
  async versions(pageName: unknown): Promise<ContentVersion[]> {
    const page = pageOrNotFound(pageName);
    const rows = await this.dataSource.getRepository(SiteContentVersion).find({ where: { page }, order: { id: 'DESC' }, take: KEPT_VERSIONS });
    return rows.map((v) => ({ id: v.id, page, data: parse(v.data), publishedAt: v.publishedAt, publishedByEmail: v.publishedByEmail }));
  }

  /** Publish a kept version's content again (as a new version, so the restore itself can be undone). */
  async restore(ctx: RequestContext, pageName: unknown, versionId: string | number): Promise<PublishedContent> {
    const page = pageOrNotFound(pageName);
    const id = parseId(versionId);
    const version = id !== null ? await this.dataSource.getRepository(SiteContentVersion).findOneBy({ id, page }) : null;
    if (!version) throw notFound(SITE_CONTENT_MESSAGES.versionNotFound);
    return this.publish(ctx, page, parse(version.data), 'restore');
  }

  private async current(manager: EntityManager, page: SiteContentPage): Promise<PublishedContent> {
    const [latest] = await manager.getRepository(SiteContentVersion).find({ where: { page }, order: { id: 'DESC' }, take: 1 });
    if (!latest) return { page, data: seededContent(page) as unknown as Record<string, unknown>, versionId: null, publishedAt: null };
    return { page, data: parse(latest.data), versionId: latest.id, publishedAt: latest.publishedAt };
  }

  private checked(page: SiteContentPage, data: unknown, draft: boolean): Record<string, unknown> {
    const result = checkPageContent(page, data, { draft });
    if ('problem' in result) throw badRequest(result.problem.message, result.problem.field ? { field: result.problem.field } : undefined);
    return result.content;
  }
}

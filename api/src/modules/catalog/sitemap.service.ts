import type { DataSource } from 'typeorm';
import type { CatalogService } from './catalog.service';
import { robotsTxt, sitemapDocuments, SITEMAP_MAX_URLS, sitemapUrls } from './sitemap.rules';

/**
 * How long built sitemaps are kept when nothing in the catalogue changes: a collection's dates and a
 * page published in the back office (not catalogue writes) show up within this.
 */
const KEEP_MS = 15 * 60 * 1000;

/**
 * /sitemap.xml (and its parts past 50,000 URLs) and /robots.txt, built from the database in four
 * statements and kept until the catalogue changes (CatalogService.onChange — in any process with
 * REDIS_URL) or KEEP_MS passes. Requests while it is being built share the one build.
 */
export class SitemapService {
  private built: { at: number; documents: Promise<Map<string, string>> } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly publicUrl: string,
    /** URLs per sitemap file: injectable so a test can prove the index without 50,000 products. */
    private readonly maxUrls = SITEMAP_MAX_URLS,
    private readonly now: () => number = Date.now,
  ) {
    catalog.onChange(() => this.forget());
  }

  forget(): void {
    this.built = null;
  }

  robots(): string {
    return robotsTxt(this.publicUrl);
  }

  /** The XML document at `path` (`/sitemap.xml`, `/sitemaps/pages-2.xml`); null when there is none. */
  async document(path: string): Promise<string | null> {
    if (!this.built || this.now() - this.built.at > KEEP_MS) {
      const documents = this.build();
      this.built = { at: this.now(), documents };
      // A failed build is not kept: the next request tries again.
      documents.catch(() => {
        if (this.built?.documents === documents) this.built = null;
      });
    }
    return (await this.built.documents).get(path) ?? null;
  }

  private async build(): Promise<Map<string, string>> {
    const [products, tree, collections, published] = await Promise.all([
      this.dataSource
        .createQueryBuilder()
        .select(['p.id AS id', 'p.slug AS slug', 'p.categoryId AS categoryId', 'p.updatedAt AS updatedAt'])
        .from('products', 'p')
        .where('p.isActive = :active', { active: true })
        .orderBy('p.id', 'ASC')
        .getRawMany<{ id: number | string; slug: string; categoryId: number | string; updatedAt: Date | string }>(),
      this.catalog.categoryTree({ fresh: true }),
      this.catalog.collections(),
      // The site-content module's versions table, read as rows: when each page was last published.
      this.dataSource
        .createQueryBuilder()
        .select('v.page', 'page')
        .addSelect('MAX(v.publishedAt)', 'publishedAt')
        .from('site_content_versions', 'v')
        .groupBy('v.page')
        .getRawMany<{ page: string; publishedAt: Date | string }>(),
    ]);
    const productIds = await this.catalog.collectionProductIds(collections.map((c) => c.id), 1_000_000);
    const urls = sitemapUrls({
      publicUrl: this.publicUrl,
      products: products.map((p) => ({ id: Number(p.id), slug: p.slug, categoryId: Number(p.categoryId), updatedAt: asDate(p.updatedAt) })),
      categories: [...tree.byId.values()].map((c) => ({ id: c.id, slug: c.slug, parentId: c.parentId })),
      collections: collections.map((c) => ({ id: c.id, productIds: productIds.get(c.id) ?? [], updatedAt: asDate(c.updatedAt) })),
      contentPublished: new Map(published.map((row) => [row.page, asDate(row.publishedAt)])),
    });
    return sitemapDocuments(urls, this.publicUrl, this.maxUrls);
  }
}

/** A raw datetime: a Date from mysql2, 'YYYY-MM-DD HH:MM:SS' (UTC) from SQLite. */
function asDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}${/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? '' : 'Z'}`);
}

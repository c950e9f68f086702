import type { DataSource } from 'typeorm';
import { queryRows, sql } from './catalog.sql';
import type { CatalogRows, CategoryRow, ProductRow } from './catalog-rows';
import { Product } from './product.entity';

/** The category tree, built once from the category rows; shared between requests, so read-only. */
export interface CategoryTree {
  readonly byId: ReadonlyMap<number, CategoryRow>;
  readonly roots: readonly CategoryRow[];
  readonly children: ReadonlyMap<number, readonly CategoryRow[]>;
}

/**
 * How long this process keeps what it read of the categories (the tree; which ids a listing's
 * category slug covers). Categories change only through createCategory, and a write made here drops
 * them at once; the TTL bounds how long a category added by another API process can go unseen, as
 * the answer cache's does (and a product naming a category the tree lacks reads it again: loaders).
 */
const CATEGORY_CACHE_MS = 10_000;

interface KeptReads {
  expires: number;
  tree?: Promise<CategoryTree>;
  idsBySlug: Map<string, Promise<number[]>>;
}

/** Categories: the tree and the slugs' ids (kept between requests), counts and each category's best sellers. */
export class CategoryReads {
  private kept?: KeptReads;

  constructor(private readonly dataSource: DataSource, private readonly rows: CatalogRows) {}

  /** Forget what was kept (after a catalogue write in this process). */
  forget(): void {
    this.kept = undefined;
  }

  /** Every category, menu order. */
  private all(): Promise<CategoryRow[]> {
    return this.rows.read(this.rows.readers.category, sql`SELECT ${this.rows.readers.category.select} FROM categories c ORDER BY c.position ASC, c.id ASC`);
  }

  /** This process's category reads, started afresh when they expire (or after a write: forget). */
  private reads(): KeptReads {
    const now = Date.now();
    if (!this.kept || this.kept.expires <= now) this.kept = { expires: now + CATEGORY_CACHE_MS, idsBySlug: new Map() };
    return this.kept;
  }

  /** The category tree, kept between requests (see CATEGORY_CACHE_MS); `fresh` reads it again regardless. */
  categoryTree(options: { fresh?: boolean } = {}): Promise<CategoryTree> {
    const reads = this.reads();
    if (reads.tree && !options.fresh) return reads.tree;
    const tree = this.all().then((all) => {
      const children = new Map<number, CategoryRow[]>(all.map((c) => [c.id, []]));
      for (const c of all) if (c.parentId !== null) children.get(c.parentId)?.push(c);
      return { byId: new Map(all.map((c) => [c.id, c])), roots: all.filter((c) => c.parentId === null), children };
    });
    reads.tree = tree;
    // A failed read is not kept: the next request tries again.
    tree.catch(() => {
      if (reads.tree === tree) reads.tree = undefined;
    });
    return tree;
  }

  /**
   * Ids of the categories a listing's `category` names: the one with that slug and, for a
   * department, its subcategories (two levels deep). Asked of the database (so slugs compare as its
   * collation says) once per slug, then kept with the tree: a listing then filters on
   * `categoryId IN (…)`, which MariaDB serves from an index, instead of a subquery over categories.
   */
  idsFor(slug: string): Promise<number[]> {
    const { idsBySlug } = this.reads();
    let ids = idsBySlug.get(slug);
    if (!ids) {
      // Shoppers use a few dozen slugs; anything past this is noise not worth keeping.
      if (idsBySlug.size >= 1000) idsBySlug.clear();
      const read = queryRows<{ id: number | string }>(
        this.dataSource,
        sql`SELECT c.id AS id FROM categories c WHERE c.slug = ${slug} OR c.parentId IN (SELECT pc.id FROM categories pc WHERE pc.slug = ${slug}) ORDER BY c.id`,
      ).then((rows) => rows.map((r) => Number(r.id)));
      idsBySlug.set(slug, read);
      read.catch(() => {
        if (idsBySlug.get(slug) === read) idsBySlug.delete(slug);
      });
      ids = read;
    }
    return ids;
  }

  /** Active products per category id (subcategories not rolled up). */
  async activeProductCounts(): Promise<Map<number, number>> {
    const rows = await this.dataSource
      .getRepository(Product)
      .createQueryBuilder('p')
      .select('p.categoryId', 'categoryId')
      .addSelect('COUNT(*)', 'count')
      .where('p.isActive = :active', { active: true })
      .groupBy('p.categoryId')
      .getRawMany<{ categoryId: number | string; count: number | string }>();
    return new Map(rows.map((r) => [Number(r.categoryId), Number(r.count)]));
  }

  /**
   * Best-selling active products of each given category: up to `perCategory` per category, best
   * first. One query for any number of categories (a window function ranks within each).
   */
  async topProductsByCategory(categoryIds: readonly number[], perCategory: number): Promise<Map<number, ProductRow[]>> {
    const result = new Map<number, ProductRow[]>(categoryIds.map((id) => [id, []]));
    if (categoryIds.length === 0) return result;
    const ranked = sql`SELECT r.id AS id, ROW_NUMBER() OVER (PARTITION BY r.categoryId ORDER BY r.salesCount DESC, r.id DESC) AS n FROM products r WHERE r.isActive = ${true} AND r.categoryId IN (${sql.list(categoryIds)})`;
    const rows = await this.rows.read(
      this.rows.readers.product,
      sql`SELECT ${this.rows.readers.product.select} FROM (${ranked}) ranked INNER JOIN products p ON p.id = ranked.id WHERE ranked.n <= ${perCategory} ORDER BY p.categoryId, ranked.n`,
    );
    for (const row of rows) result.get(row.categoryId)?.push(row);
    return result;
  }

}

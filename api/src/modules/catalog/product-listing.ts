import type { DataSource } from 'typeorm';
import { dialectOf, type Dialect } from '../../kernel/dialect';
import { ProductSort, sortSizes, type ProductFilter, type ProductListQuery } from './catalog.rules';
import { queryRows, sql, type SqlFragment } from './catalog.sql';
import type { CatalogRows, ImageRow, ProductRow, VariantRow } from './catalog-rows';
import type { CategoryReads } from './category-reads';
import { fts5Query, mysqlBooleanQuery, searchWords } from './search.rules';

export interface ProductPage {
  items: ProductRow[];
  total: number;
  page: number;
  limit: number;
  pageCount: number;
}

export interface ProductFacetValues {
  sizes: string[];
  colors: Array<{ name: string; hex: string }>;
  /** GST-inclusive paise of the cheapest and dearest matching product; null when nothing matches. */
  price: { min: number; max: number } | null;
}

/** The columns of the FULLTEXT index, in its order (MATCH must name exactly these). */
const MATCH_COLUMNS = 'p.title, p.description, p.brand, p.tags';

/**
 * Product listings: filters, sorts, search (FTS5 on SQLite, FULLTEXT on MySQL), facets and paging,
 * in hand-written SQL (see catalog-cost.test.ts for what a listing costs); and products, variants and
 * images by id for the DataLoaders.
 */
export class ProductListing {
  private readonly kind: Dialect;

  constructor(private readonly dataSource: DataSource, private readonly rows: CatalogRows, private readonly categories: CategoryReads) {
    this.kind = dialectOf(dataSource);
  }

  /** One page of active products matching a checked query, with the total across all pages. */
  async listProducts(query: ProductListQuery): Promise<ProductPage> {
    const { page, limit } = query;
    const matching = await this.matchingProducts(query.filter);
    if (!matching) return { items: [], total: 0, page, limit, pageCount: 0 };
    const offset = (page - 1) * limit;
    // The page and the total in one statement (the count is an uncorrelated subquery the database
    // runs once, so the page keeps its index-ordered LIMIT); only a page past the end counts alone.
    const rows = await queryRows<Record<string, unknown> & { total: number | string }>(
      this.dataSource,
      sql`SELECT ${this.rows.readers.product.select}, (SELECT COUNT(*) ${matching}) AS total ${matching} ORDER BY ${this.sortOrder(query.sort, query.filter.search)} LIMIT ${limit} OFFSET ${offset}`,
    );
    const total = rows.length > 0 ? Number(rows[0].total) : offset === 0 ? 0 : await this.countOf(matching);
    const items = rows.map((raw) => this.rows.readers.product.read(raw));
    return { items, total, page, limit, pageCount: Math.ceil(total / limit) };
  }

  private async countOf(matching: SqlFragment): Promise<number> {
    const [row] = await queryRows<{ total: number | string }>(this.dataSource, sql`SELECT COUNT(*) AS total ${matching}`);
    return Number(row.total);
  }

  /**
   * Sizes, colours and the price range a shopper can still narrow to: computed over the filter
   * without its own size, colour and price parts, so choosing one size does not hide the others.
   */
  async productFacets(filter: ProductFilter): Promise<ProductFacetValues> {
    const base = await this.matchingProducts({ ...filter, sizes: undefined, colors: undefined, minPricePaise: undefined, maxPricePaise: undefined });
    if (!base) return { sizes: [], colors: [], price: null };
    const [rows, [range]] = await Promise.all([
      queryRows<{ size: string; color: string; hex: string }>(
        this.dataSource,
        sql`SELECT v.size AS size, v.color AS color, MIN(v.colorHex) AS hex FROM product_variants v WHERE v.productId IN (SELECT p.id ${base}) GROUP BY v.size, v.color`,
      ),
      queryRows<{ min: number | string | null; max: number | string | null }>(this.dataSource, sql`SELECT MIN(p.price) AS min, MAX(p.price) AS max ${base}`),
    ]);
    const colors = new Map<string, string>();
    for (const r of rows) if (!colors.has(r.color)) colors.set(r.color, r.hex);
    return {
      sizes: sortSizes(rows.map((r) => r.size)),
      colors: [...colors].map(([name, hex]) => ({ name, hex })).sort((a, b) => a.name.localeCompare(b.name)),
      price: range && range.min !== null && range.max !== null ? { min: Number(range.min), max: Number(range.max) } : null,
    };
  }

  /**
   * `FROM products p … WHERE …` for the active products matching a filter (alias p, unsorted);
   * null when the filter can match nothing.
   */
  private async matchingProducts(filter: ProductFilter): Promise<SqlFragment | null> {
    let join = sql``;
    const where = [sql`p.isActive = ${true}`];
    if (filter.category) {
      const categoryIds = await this.categories.idsFor(filter.category);
      if (categoryIds.length === 0) return null;
      where.push(sql`p.categoryId IN (${sql.list(categoryIds)})`);
    }
    if (filter.collection) {
      const byId = /^\d+$/.test(filter.collection);
      const key = byId ? sql`col.id = ${Number(filter.collection)}` : sql`col.slug = ${filter.collection}`;
      where.push(sql`p.id IN (SELECT cp.productId FROM collection_products cp INNER JOIN collections col ON col.id = cp.collectionId WHERE ${key} AND col.isActive = ${true})`);
    }
    if (filter.sale !== undefined) where.push(sql`p.onSale = ${filter.sale}`);
    if (filter.inStock !== undefined) where.push(sql`p.inStock = ${filter.inStock}`);
    if (filter.minPricePaise !== undefined) where.push(sql`p.price >= ${filter.minPricePaise}`);
    if (filter.maxPricePaise !== undefined) where.push(sql`p.price <= ${filter.maxPricePaise}`);
    if (filter.sizes || filter.colors) {
      // A shopper asking for "M in Maroon" wants a variant that is both (and in stock, if asked).
      const conditions = [sql`v.productId = p.id`];
      if (filter.sizes) conditions.push(sql`v.size IN (${sql.list(filter.sizes)})`);
      if (filter.colors) conditions.push(sql`v.color IN (${sql.list(filter.colors)})`);
      if (filter.inStock) conditions.push(sql`v.stock > 0`);
      where.push(sql`EXISTS (SELECT 1 FROM product_variants v WHERE ${sql.join(conditions, ' AND ')})`);
    }
    if (filter.search) {
      const words = searchWords(filter.search);
      if (words.length === 0) return null;
      if (this.kind === 'sqlite') {
        join = sql` INNER JOIN (SELECT rowid AS docid, bm25(products_fts) AS score FROM products_fts WHERE products_fts MATCH ${fts5Query(words)}) fts ON fts.docid = p.id`;
      } else {
        where.push(sql`MATCH(${sql.raw(MATCH_COLUMNS)}) AGAINST (${mysqlBooleanQuery(words)} IN BOOLEAN MODE)`);
      }
    }
    return sql`FROM products p${join} WHERE ${sql.join(where, ' AND ')}`;
  }

  /** ORDER BY terms for a sort; every order ends in the id, so pages never overlap. */
  private sortOrder(sort: ProductSort, search: string | undefined): SqlFragment {
    switch (sort) {
      case ProductSort.PRICE_ASC:
        return sql`p.price ASC, p.id ASC`;
      case ProductSort.PRICE_DESC:
        return sql`p.price DESC, p.id DESC`;
      case ProductSort.POPULAR:
        return sql`p.salesCount DESC, p.id DESC`;
      case ProductSort.RELEVANCE:
        if (search) {
          // bm25 is lower-is-better; MATCH … AGAINST is higher-is-better.
          const relevance =
            this.kind === 'sqlite' ? sql`fts.score ASC` : sql`MATCH(${sql.raw(MATCH_COLUMNS)}) AGAINST (${mysqlBooleanQuery(searchWords(search))} IN BOOLEAN MODE) DESC`;
          return sql`${relevance}, p.salesCount DESC, p.id DESC`;
        }
        return sql`p.salesCount DESC, p.id DESC`;
      default:
        return sql`p.createdAt DESC, p.id DESC`;
    }
  }

  /** The newest active products first. */
  newArrivals(limit: number): Promise<ProductRow[]> {
    return this.rows.read(this.rows.readers.product, sql`SELECT ${this.rows.readers.product.select} FROM products p WHERE p.isActive = ${true} ORDER BY p.createdAt DESC, p.id DESC LIMIT ${limit}`);
  }

  /** The most sold active products first. */
  bestSellers(limit: number): Promise<ProductRow[]> {
    return this.rows.read(this.rows.readers.product, sql`SELECT ${this.rows.readers.product.select} FROM products p WHERE p.isActive = ${true} ORDER BY p.salesCount DESC, p.id DESC LIMIT ${limit}`);
  }

  /** An active product by its slug; null when there is none. */
  async productBySlug(slug: string): Promise<ProductRow | null> {
    if (slug.length > 200) return null;
    const [found] = await this.rows.read(this.rows.readers.product, sql`SELECT ${this.rows.readers.product.select} FROM products p WHERE p.slug = ${slug} AND p.isActive = ${true} LIMIT 1`);
    return found ?? null;
  }

  /** Products by id, in no particular order (inactive ones included: old carts and orders still name them). */
  productsByIds(ids: readonly number[]): Promise<ProductRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.rows.read(this.rows.readers.product, sql`SELECT ${this.rows.readers.product.select} FROM products p WHERE p.id IN (${sql.list(ids)})`);
  }

  variantsOf(productIds: readonly number[]): Promise<VariantRow[]> {
    if (productIds.length === 0) return Promise.resolve([]);
    return this.rows.read(
      this.rows.readers.variant,
      sql`SELECT ${this.rows.readers.variant.select} FROM product_variants v WHERE v.productId IN (${sql.list(productIds)}) ORDER BY v.productId ASC, v.position ASC, v.id ASC`,
    );
  }

  imagesOf(productIds: readonly number[]): Promise<ImageRow[]> {
    if (productIds.length === 0) return Promise.resolve([]);
    return this.rows.read(
      this.rows.readers.image,
      sql`SELECT ${this.rows.readers.image.select} FROM product_images i WHERE i.productId IN (${sql.list(productIds)}) ORDER BY i.productId ASC, i.position ASC, i.id ASC`,
    );
  }

}

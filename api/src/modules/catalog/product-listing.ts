import type { DataSource } from 'typeorm';
import { dialectOf, type Dialect } from '../../kernel/dialect';
import { ProductSort, sortSizes, type ProductFilter, type ProductListQuery } from './catalog.rules';
import { queryRows, sql, type SqlFragment } from './catalog.sql';
import type { RowReader } from './catalog.sql';
import type { CardVariant, CatalogRows, ImageRow, ProductCardRow, ProductRow, VariantRow } from './catalog-rows';
import type { CategoryReads } from './category-reads';
import type { CatalogSearch } from './search-index';

export interface ProductPage<R = ProductRow> {
  items: R[];
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

/**
 * Product listings: filters, sorts, search (search-index.ts: the forgiving search's SQL), facets and paging,
 * in hand-written SQL (see catalog-cost.test.ts for what a listing costs); and products, variants and
 * images by id for the DataLoaders.
 */
export class ProductListing {
  private readonly kind: Dialect;

  constructor(private readonly dataSource: DataSource, private readonly rows: CatalogRows, private readonly categories: CategoryReads, private readonly search: CatalogSearch) {
    this.kind = dialectOf(dataSource);
  }

  /** One page of active products matching a checked query, with the total across all pages. */
  listProducts(query: ProductListQuery): Promise<ProductPage> {
    return this.pageOf(query, this.rows.readers.product);
  }

  /** The same page with only what a product card shows (the REST listing): fewer columns to read and convert. */
  listProductCards(query: ProductListQuery): Promise<ProductPage<ProductCardRow>> {
    return this.pageOf(query, this.rows.readers.card);
  }

  /** The same page as product ids only (the REST listing, whose cards are kept: listing-cards.ts). */
  listProductIds(query: ProductListQuery): Promise<ProductPage<number>> {
    return this.pageOf(query, ID_ONLY);
  }

  /** Active or not, what a card shows of these products, in no particular order. */
  productCardsByIds(ids: readonly number[]): Promise<ProductCardRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.rows.read(this.rows.readers.card, sql`SELECT ${this.rows.readers.card.select} FROM products p WHERE p.id IN (${sql.list(ids)})`);
  }

  private async pageOf<R>(query: ProductListQuery, reader: RowReader<R>): Promise<ProductPage<R>> {
    const { page, limit } = query;
    const matching = await this.matchingProducts(query.filter);
    if (!matching) return { items: [], total: 0, page, limit, pageCount: 0 };
    const offset = (page - 1) * limit;
    // The page and the total in one statement (the count is an uncorrelated subquery the database
    // runs once, so the page keeps its index-ordered LIMIT); only a page past the end counts alone.
    const rows = await queryRows<Record<string, unknown> & { total: number | string }>(
      this.dataSource,
      sql`SELECT ${reader.select}, (SELECT COUNT(*) ${matching}) AS total ${matching} ORDER BY ${this.sortOrder(query.sort, query.filter.search)} LIMIT ${limit} OFFSET ${offset}`,
    );
    const total = rows.length > 0 ? Number(rows[0].total) : offset === 0 ? 0 : await this.countOf(matching);
    const items = rows.map((raw) => reader.read(raw));
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
      // Typos, Hinglish synonyms, colours, fabrics and categories: every word must match one way (search-index.ts).
      const searched = await this.search.clause(filter.search);
      if (!searched) return null;
      where.push(searched.where);
    }
    return sql`FROM products p WHERE ${sql.join(where, ' AND ')}`;
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
          // Products whose name has more of the words first (the words matchingProducts searched with).
          return sql`${this.search.rank(search)}, p.salesCount DESC, p.id DESC`;
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

  /** The category slug of a product that left the shop (a draft or archived again): where its old links send shoppers; with the product's slug as stored. */
  async removedProductCategory(slug: string): Promise<{ category: string; slug: string } | null> {
    if (slug.length > 200) return null;
    const [row] = await queryRows<{ category: string; slug: string }>(this.dataSource, sql`SELECT c.slug AS category, p.slug AS slug FROM products p JOIN categories c ON c.id = p.categoryId WHERE p.slug = ${slug} AND p.isActive = ${false} LIMIT 1`);
    return row ? { category: row.category, slug: row.slug } : null;
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

  /**
   * What a product card shows of its variants (size, colour, swatch), in the variants' order: one row
   * per product, its variants folded into a JSON text by the database. A 24-product page is ~200
   * variant rows; turning them into 24 strings instead of 200 row objects made this read 4× cheaper
   * on SQLite and spares the driver's row parsing on MySQL. A product whose list comes back cut short
   * (MySQL's group_concat_max_len, 1 KB by default there: ~30 variants) is read row by row instead.
   */
  async cardVariantsOf(productIds: readonly number[]): Promise<Map<number, CardVariant[]>> {
    const found = new Map<number, CardVariant[]>();
    if (productIds.length === 0) return found;
    const folded =
      this.kind === 'sqlite'
        ? sql`group_concat(json_array(v.size, v.color, v.colorHex), ',' ORDER BY v.position, v.id)`
        : sql`GROUP_CONCAT(JSON_ARRAY(v.size, v.color, v.colorHex) ORDER BY v.position, v.id SEPARATOR ',')`;
    const rows = await queryRows<{ productId: number; n: number | string; variants: string | null }>(
      this.dataSource,
      sql`SELECT v.productId AS productId, COUNT(*) AS n, ${folded} AS variants FROM product_variants v WHERE v.productId IN (${sql.list(productIds)}) GROUP BY v.productId`,
    );
    const cut: number[] = [];
    for (const row of rows) {
      const variants = readCardVariants(row.variants, Number(row.n));
      if (variants) found.set(Number(row.productId), variants);
      else cut.push(Number(row.productId));
    }
    if (cut.length) {
      for (const id of cut) found.set(id, []);
      for (const v of await this.variantsOf(cut)) found.get(v.productId)!.push({ size: v.size, color: v.color, colorHex: v.colorHex });
    }
    return found;
  }

  imagesOf(productIds: readonly number[]): Promise<ImageRow[]> {
    if (productIds.length === 0) return Promise.resolve([]);
    return this.rows.read(
      this.rows.readers.image,
      sql`SELECT ${this.rows.readers.image.select} FROM product_images i WHERE i.productId IN (${sql.list(productIds)}) ORDER BY i.productId ASC, i.position ASC, i.id ASC`,
    );
  }
}

/** A page of ids: one integer column, nothing for TypeORM's driver to convert. */
const ID_ONLY: RowReader<number> = { select: sql.raw('p.id AS id'), read: (raw) => Number(raw.id) };

/** `["M","Maroon","#7b1e2b"],…` (n of them) → card variants; null when the text is not all n (cut short). */
function readCardVariants(text: string | null, n: number): CardVariant[] | null {
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(`[${text}]`);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== n) return null;
  return (parsed as Array<[string, string, string]>).map(([size, color, colorHex]) => ({ size, color, colorHex }));
}

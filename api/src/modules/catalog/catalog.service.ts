import { In, type DataSource, type EntityManager } from 'typeorm';
import { badRequest, conflict } from '../../kernel/errors';
import { assertSellingWithinMrp, effectiveGstRate, paiseToRupees } from '../pricing/pricing.rules';
import { ProductSort, sortSizes, summariseVariants, type ProductFilter, type ProductListQuery } from './catalog.rules';
import { queryRows, rowReader, sql, type RowReader, type SqlFragment } from './catalog.sql';
import { Category } from './category.entity';
import { Collection, CollectionProduct } from './collection.entity';
import { ProductImage } from './product-image.entity';
import { ProductVariant } from './product-variant.entity';
import { Product } from './product.entity';
import { fts5Query, mysqlBooleanQuery, searchWords } from './search.rules';
import { dialectOf } from '../../kernel/dialect';

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

export interface NewVariant {
  sku: string;
  size: string;
  color: string;
  colorHex: string;
  stock: number;
  /** Paise, tax-inclusive. */
  mrp: number;
  /** Paise, ex-GST. */
  sellingPrice: number;
}

export interface NewImage {
  alt: string;
  color: string | null;
  basePath: string;
  widths: number[];
  width: number;
  height: number;
}

export interface NewProduct {
  slug: string;
  title: string;
  description: string;
  brand: string;
  categoryId: number;
  fabric: string;
  care: string;
  hsnCode: string;
  gstRate: number;
  tags: string[];
  salesCount?: number;
  isActive?: boolean;
  createdAt?: Date;
  variants: NewVariant[];
  images: NewImage[];
}

/** The columns of the FULLTEXT index, in its order (MATCH must name exactly these). */
const MATCH_COLUMNS = 'p.title, p.description, p.brand, p.tags';

/** What listings, product pages and carts show of a product (every column but updatedAt and isActive). */
const PRODUCT_FIELDS = [
  'id', 'slug', 'title', 'description', 'brand', 'categoryId', 'fabric', 'care', 'hsnCode', 'gstRate', 'tags',
  'salesCount', 'price', 'mrp', 'sellingPrice', 'onSale', 'inStock', 'createdAt',
] as const satisfies ReadonlyArray<keyof Product>;
const VARIANT_FIELDS = ['id', 'productId', 'sku', 'size', 'color', 'colorHex', 'stock', 'mrp', 'sellingPrice'] as const satisfies ReadonlyArray<keyof ProductVariant>;
const IMAGE_FIELDS = ['id', 'productId', 'alt', 'color', 'basePath', 'widths', 'width', 'height'] as const satisfies ReadonlyArray<keyof ProductImage>;
const CATEGORY_FIELDS = ['id', 'slug', 'name', 'description', 'image', 'parentId'] as const satisfies ReadonlyArray<keyof Category>;

/** A product as catalogue reads return it: a plain object with the columns named in PRODUCT_FIELDS. */
export type ProductRow = Pick<Product, (typeof PRODUCT_FIELDS)[number]>;
export type VariantRow = Pick<ProductVariant, (typeof VARIANT_FIELDS)[number]>;
export type ImageRow = Pick<ProductImage, (typeof IMAGE_FIELDS)[number]>;
export type CategoryRow = Pick<Category, (typeof CATEGORY_FIELDS)[number]>;

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

interface CategoryReads {
  expires: number;
  tree?: Promise<CategoryTree>;
  idsBySlug: Map<string, Promise<number[]>>;
}

/**
 * The catalogue: listings with filters, sorts, search and paging; product pages; categories and
 * collections; and the writes that keep each product's listing summary in step with its variants.
 * Reads take no request context: the catalogue looks the same to every shopper.
 */
export class CatalogService {
  private readonly kind: 'mysql' | 'sqlite';
  private readonly changeListeners: Array<() => void> = [];
  private rowReaders?: ReturnType<CatalogService['createRowReaders']>;
  private categoryCache?: CategoryReads;

  constructor(private readonly dataSource: DataSource) {
    this.kind = dialectOf(dataSource);
    this.onChange(() => (this.categoryCache = undefined));
  }

  /** Call `listener` after every catalogue write made through this service (the HTTP answer cache listens). */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  /** Drop cached catalogue answers after a write (stock changes from orders included). */
  changed(): void {
    for (const listener of this.changeListeners) listener();
  }

  private createRowReaders() {
    return {
      product: rowReader(this.dataSource, Product, 'p', PRODUCT_FIELDS),
      variant: rowReader(this.dataSource, ProductVariant, 'v', VARIANT_FIELDS),
      image: rowReader(this.dataSource, ProductImage, 'i', IMAGE_FIELDS),
      category: rowReader(this.dataSource, Category, 'c', CATEGORY_FIELDS),
    };
  }

  /** Made on first use: entity metadata exists only once the data source is initialised. */
  private get readers() {
    return (this.rowReaders ??= this.createRowReaders());
  }

  private async rows<R>(reader: RowReader<R>, query: SqlFragment): Promise<R[]> {
    return (await queryRows(this.dataSource, query)).map((raw) => reader.read(raw));
  }

  // ---------------------------------------------------------------- listings

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
      sql`SELECT ${this.readers.product.select}, (SELECT COUNT(*) ${matching}) AS total ${matching} ORDER BY ${this.sortOrder(query.sort, query.filter.search)} LIMIT ${limit} OFFSET ${offset}`,
    );
    const total = rows.length > 0 ? Number(rows[0].total) : offset === 0 ? 0 : await this.countOf(matching);
    const items = rows.map((raw) => this.readers.product.read(raw));
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
      const categoryIds = await this.categoryIdsFor(filter.category);
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
    return this.rows(this.readers.product, sql`SELECT ${this.readers.product.select} FROM products p WHERE p.isActive = ${true} ORDER BY p.createdAt DESC, p.id DESC LIMIT ${limit}`);
  }

  /** The most sold active products first. */
  bestSellers(limit: number): Promise<ProductRow[]> {
    return this.rows(this.readers.product, sql`SELECT ${this.readers.product.select} FROM products p WHERE p.isActive = ${true} ORDER BY p.salesCount DESC, p.id DESC LIMIT ${limit}`);
  }

  /** An active product by its slug; null when there is none. */
  async productBySlug(slug: string): Promise<ProductRow | null> {
    if (slug.length > 200) return null;
    const [found] = await this.rows(this.readers.product, sql`SELECT ${this.readers.product.select} FROM products p WHERE p.slug = ${slug} AND p.isActive = ${true} LIMIT 1`);
    return found ?? null;
  }

  // ---------------------------------------------------------------- batches (DataLoaders call these)

  /** Products by id, in no particular order (inactive ones included: old carts and orders still name them). */
  productsByIds(ids: readonly number[]): Promise<ProductRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.rows(this.readers.product, sql`SELECT ${this.readers.product.select} FROM products p WHERE p.id IN (${sql.list(ids)})`);
  }

  variantsOf(productIds: readonly number[]): Promise<VariantRow[]> {
    if (productIds.length === 0) return Promise.resolve([]);
    return this.rows(
      this.readers.variant,
      sql`SELECT ${this.readers.variant.select} FROM product_variants v WHERE v.productId IN (${sql.list(productIds)}) ORDER BY v.productId ASC, v.position ASC, v.id ASC`,
    );
  }

  imagesOf(productIds: readonly number[]): Promise<ImageRow[]> {
    if (productIds.length === 0) return Promise.resolve([]);
    return this.rows(
      this.readers.image,
      sql`SELECT ${this.readers.image.select} FROM product_images i WHERE i.productId IN (${sql.list(productIds)}) ORDER BY i.productId ASC, i.position ASC, i.id ASC`,
    );
  }

  // ---------------------------------------------------------------- categories (kept between requests)

  /** Every category, menu order. */
  private categories(): Promise<CategoryRow[]> {
    return this.rows(this.readers.category, sql`SELECT ${this.readers.category.select} FROM categories c ORDER BY c.position ASC, c.id ASC`);
  }

  /** This process's category reads, started afresh when they expire (or after a write: see the constructor). */
  private categoryReads(): CategoryReads {
    const now = Date.now();
    if (!this.categoryCache || this.categoryCache.expires <= now) this.categoryCache = { expires: now + CATEGORY_CACHE_MS, idsBySlug: new Map() };
    return this.categoryCache;
  }

  /** The category tree, kept between requests (see CATEGORY_CACHE_MS); `fresh` reads it again regardless. */
  categoryTree(options: { fresh?: boolean } = {}): Promise<CategoryTree> {
    const reads = this.categoryReads();
    if (reads.tree && !options.fresh) return reads.tree;
    const tree = this.categories().then((all) => {
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
  private categoryIdsFor(slug: string): Promise<number[]> {
    const { idsBySlug } = this.categoryReads();
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
    const rows = await this.rows(
      this.readers.product,
      sql`SELECT ${this.readers.product.select} FROM (${ranked}) ranked INNER JOIN products p ON p.id = ranked.id WHERE ranked.n <= ${perCategory} ORDER BY p.categoryId, ranked.n`,
    );
    for (const row of rows) result.get(row.categoryId)?.push(row);
    return result;
  }

  /** Active collections in display order. */
  collections(): Promise<Collection[]> {
    return this.dataSource.getRepository(Collection).find({ where: { isActive: true }, order: { position: 'ASC', id: 'ASC' } });
  }

  /** An active collection by numeric id or slug. */
  collectionByKey(key: string): Promise<Collection | null> {
    const k = key.trim();
    if (!k || k.length > 80) return Promise.resolve(null);
    return this.dataSource.getRepository(Collection).findOneBy(/^\d+$/.test(k) ? { id: Number(k), isActive: true } : { slug: k, isActive: true });
  }

  /** The first `limit` active product ids of each collection, in the collection's order. */
  async collectionProductIds(collectionIds: readonly number[], limit: number): Promise<Map<number, number[]>> {
    const result = new Map<number, number[]>(collectionIds.map((id) => [id, []]));
    if (collectionIds.length === 0) return result;
    const rows: Array<{ collectionId: number | string; productId: number | string }> = await this.dataSource
      .createQueryBuilder()
      .select('ranked.collectionId', 'collectionId')
      .addSelect('ranked.productId', 'productId')
      .from(
        (sub) =>
          sub
            .select('cp.collectionId', 'collectionId')
            .addSelect('cp.productId', 'productId')
            .addSelect('ROW_NUMBER() OVER (PARTITION BY cp.collectionId ORDER BY cp.position ASC, cp.productId ASC)', 'n')
            .from(CollectionProduct, 'cp')
            .innerJoin(Product, 'p', 'p.id = cp.productId AND p.isActive = :active', { active: true })
            .where('cp.collectionId IN (:...collectionIds)', { collectionIds: [...collectionIds] }),
        'ranked',
      )
      .where('ranked.n <= :limit', { limit })
      .orderBy('ranked.collectionId')
      .addOrderBy('ranked.n')
      .getRawMany();
    for (const r of rows) result.get(Number(r.collectionId))?.push(Number(r.productId));
    return result;
  }

  /** How many active products each collection holds. */
  async collectionProductCounts(collectionIds: readonly number[]): Promise<Map<number, number>> {
    if (collectionIds.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(CollectionProduct)
      .createQueryBuilder('cp')
      .innerJoin(Product, 'p', 'p.id = cp.productId AND p.isActive = :active', { active: true })
      .select('cp.collectionId', 'collectionId')
      .addSelect('COUNT(*)', 'count')
      .where('cp.collectionId IN (:...collectionIds)', { collectionIds: [...collectionIds] })
      .groupBy('cp.collectionId')
      .getRawMany<{ collectionId: number | string; count: number | string }>();
    return new Map(rows.map((r) => [Number(r.collectionId), Number(r.count)]));
  }

  // ---------------------------------------------------------------- writes

  async createCategory(input: Pick<Category, 'slug' | 'name' | 'description'> & Partial<Pick<Category, 'image' | 'parentId' | 'position'>>, manager?: EntityManager): Promise<Category> {
    const repo = (manager ?? this.dataSource.manager).getRepository(Category);
    const saved = await repo.save(repo.create({ image: null, parentId: null, position: 0, ...input }));
    this.changed();
    return saved;
  }

  async createCollection(input: Pick<Collection, 'slug' | 'title' | 'description'> & Partial<Pick<Collection, 'image' | 'position' | 'isActive'>>, productIds: number[], manager?: EntityManager): Promise<Collection> {
    const m = manager ?? this.dataSource.manager;
    const collection = await m.getRepository(Collection).save(m.getRepository(Collection).create({ image: null, position: 0, isActive: true, ...input }));
    if (productIds.length) {
      await m.getRepository(CollectionProduct).insert(productIds.map((productId, position) => ({ collectionId: collection.id, productId, position })));
    }
    this.changed();
    return collection;
  }

  /**
   * Add a product with its variants and images. Every variant must sell at or below its MRP once
   * GST is added; the listing summary is computed here, from the variants.
   */
  async createProduct(input: NewProduct, manager?: EntityManager): Promise<Product> {
    const gstRate = effectiveGstRate(input.gstRate);
    if (input.variants.length === 0) throw badRequest('A product needs at least one variant');
    for (const v of input.variants) {
      try {
        assertSellingWithinMrp(paiseToRupees(v.sellingPrice), gstRate, paiseToRupees(v.mrp));
      } catch (error) {
        throw badRequest(`${v.sku}: ${(error as Error).message}`);
      }
      if (!Number.isInteger(v.stock) || v.stock < 0) throw badRequest(`${v.sku}: stock must be a whole number from 0`);
    }
    const m = manager ?? this.dataSource.manager;
    const { variants, images, ...fields } = input;
    const product = m.getRepository(Product).create({ salesCount: 0, isActive: true, ...fields, gstRate, ...summariseVariants(variants, gstRate) });
    const saved = await m.getRepository(Product).save(product);
    await m.getRepository(ProductVariant).insert(variants.map((v, position) => ({ ...v, productId: saved.id, position })));
    if (images.length) await m.getRepository(ProductImage).insert(images.map((img, position) => ({ ...img, productId: saved.id, position })));
    this.changed();
    return saved;
  }

  /**
   * Change stock of variants by a delta each (negative takes stock, positive returns it), all or
   * nothing: when any variant would go below zero, a 409 'Not enough stock' is thrown and nothing
   * changes. Pass the caller's transaction when other writes (an order) must agree with it.
   */
  async adjustStock(lines: Array<{ variantId: number; delta: number }>, manager?: EntityManager): Promise<void> {
    const run = async (m: EntityManager) => {
      for (const { variantId, delta } of lines) {
        if (!Number.isInteger(delta)) throw badRequest('Stock changes must be whole numbers');
        const result = await m
          .createQueryBuilder()
          .update(ProductVariant)
          .set({ stock: () => 'stock + :delta' })
          .where('id = :variantId AND stock + :delta >= 0', { variantId, delta })
          .execute();
        if (!result.affected) throw conflict('Not enough stock');
      }
      const variants = await m.getRepository(ProductVariant).findBy({ id: In(lines.map((l) => l.variantId)) });
      await this.refreshSummaries([...new Set(variants.map((v) => v.productId))], m);
    };
    if (manager) await run(manager);
    else await this.dataSource.transaction(run);
    this.changed();
  }

  /** Set stock, MRP or selling price of variants by SKU (paise), then re-summarise their products. */
  async updateVariants(changes: Array<{ sku: string; stock?: number; mrp?: number; sellingPrice?: number }>, manager?: EntityManager): Promise<void> {
    const run = async (m: EntityManager) => {
      const variants = await m.getRepository(ProductVariant).findBy({ sku: In(changes.map((c) => c.sku)) });
      const products = await m.getRepository(Product).findBy({ id: In([...new Set(variants.map((v) => v.productId))]) });
      for (const change of changes) {
        const variant = variants.find((v) => v.sku === change.sku);
        if (!variant) throw badRequest(`Unknown SKU ${change.sku}`);
        const next = { ...variant, ...change };
        const gstRate = products.find((p) => p.id === variant.productId)!.gstRate;
        try {
          assertSellingWithinMrp(paiseToRupees(next.sellingPrice), gstRate, paiseToRupees(next.mrp));
        } catch (error) {
          throw badRequest(`${change.sku}: ${(error as Error).message}`);
        }
        if (!Number.isInteger(next.stock) || next.stock < 0) throw badRequest(`${change.sku}: stock must be a whole number from 0`);
        await m.getRepository(ProductVariant).update({ id: variant.id }, { stock: next.stock, mrp: next.mrp, sellingPrice: next.sellingPrice });
      }
      await this.refreshSummaries(products.map((p) => p.id), m);
    };
    if (manager) await run(manager);
    else await this.dataSource.transaction(run);
    this.changed();
  }

  /** Recompute the listing summary (price, MRP, sale, stock) of products from their variants. */
  async refreshSummaries(productIds: number[], manager?: EntityManager): Promise<void> {
    if (productIds.length === 0) return;
    const m = manager ?? this.dataSource.manager;
    const [products, variants] = await Promise.all([
      m.getRepository(Product).findBy({ id: In(productIds) }),
      m.getRepository(ProductVariant).findBy({ productId: In(productIds) }),
    ]);
    for (const product of products) {
      const summary = summariseVariants(variants.filter((v) => v.productId === product.id), product.gstRate);
      await m.getRepository(Product).update({ id: product.id }, summary);
    }
  }

  /** Whether any product exists (the demo seed runs only on an empty catalogue). */
  async hasProducts(): Promise<boolean> {
    return this.dataSource.getRepository(Product).exists();
  }
}

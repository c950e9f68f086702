import { In, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { badRequest, conflict } from '../../http/errors';
import { assertSellingWithinMrp, effectiveGstRate, paiseToRupees } from '../pricing/pricing.rules';
import { ProductSort, sortSizes, summariseVariants, type ProductFilter, type ProductListQuery } from './catalog.rules';
import { CatalogueResponseCache } from './catalog.cache';
import { Category } from './category.entity';
import { Collection, CollectionProduct } from './collection.entity';
import { ProductImage } from './product-image.entity';
import { ProductVariant } from './product-variant.entity';
import { Product } from './product.entity';
import { fts5Query, mysqlBooleanQuery, searchWords } from './search.rules';

export interface ProductPage {
  items: Product[];
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

/**
 * The catalogue: listings with filters, sorts, search and paging; product pages; categories and
 * collections; and the writes that keep each product's listing summary in step with its variants.
 * Reads take no request context: the catalogue looks the same to every shopper.
 */
export class CatalogService {
  private readonly kind: 'mysql' | 'sqlite';
  private readonly changeListeners: Array<() => void> = [];

  /** Whole answers for anonymous shoppers (see catalog.cache.ts); dropped on every write here. */
  readonly answers: CatalogueResponseCache;

  constructor(private readonly dataSource: DataSource, options: { cacheSeconds?: number } = {}) {
    this.kind = dataSource.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
    this.answers = new CatalogueResponseCache(options.cacheSeconds ?? 0);
    this.onChange(() => this.answers.clear());
  }

  /** Call `listener` after every catalogue write made through this service. */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  private changed(): void {
    for (const listener of this.changeListeners) listener();
  }

  // ---------------------------------------------------------------- listings

  /** One page of active products matching a checked query, with the total across all pages. */
  async listProducts(query: ProductListQuery): Promise<ProductPage> {
    const { page, limit } = query;
    const filtered = this.filteredProducts(query.filter);
    if (!filtered) return { items: [], total: 0, page, limit, pageCount: 0 };
    const total = await filtered.clone().getCount();
    let items: Product[] = [];
    if (total > (page - 1) * limit) {
      this.applySort(filtered, query.sort, Boolean(query.filter.search));
      items = await filtered.offset((page - 1) * limit).limit(limit).getMany();
    }
    return { items, total, page, limit, pageCount: Math.ceil(total / limit) };
  }

  /**
   * Sizes, colours and the price range a shopper can still narrow to: computed over the filter
   * without its own size, colour and price parts, so choosing one size does not hide the others.
   */
  async productFacets(filter: ProductFilter): Promise<ProductFacetValues> {
    const base = this.filteredProducts({ ...filter, sizes: undefined, colors: undefined, minPricePaise: undefined, maxPricePaise: undefined });
    if (!base) return { sizes: [], colors: [], price: null };
    const ids = base.clone().select('p.id');
    const variants = this.dataSource
      .getRepository(ProductVariant)
      .createQueryBuilder('v')
      .select('v.size', 'size')
      .addSelect('v.color', 'color')
      .addSelect('MIN(v.colorHex)', 'hex')
      .where(`v.productId IN (${ids.getQuery()})`)
      .setParameters(ids.getParameters())
      .groupBy('v.size')
      .addGroupBy('v.color');
    const [rows, range] = await Promise.all([
      variants.getRawMany<{ size: string; color: string; hex: string }>(),
      base.clone().select('MIN(p.price)', 'min').addSelect('MAX(p.price)', 'max').getRawOne<{ min: number | string | null; max: number | string | null }>(),
    ]);
    const colors = new Map<string, string>();
    for (const r of rows) if (!colors.has(r.color)) colors.set(r.color, r.hex);
    return {
      sizes: sortSizes(rows.map((r) => r.size)),
      colors: [...colors].map(([name, hex]) => ({ name, hex })).sort((a, b) => a.name.localeCompare(b.name)),
      price: range && range.min !== null && range.max !== null ? { min: Number(range.min), max: Number(range.max) } : null,
    };
  }

  /** Active products matching a filter, unsorted; null when the filter can match nothing. */
  private filteredProducts(filter: ProductFilter): SelectQueryBuilder<Product> | null {
    const qb = this.dataSource.getRepository(Product).createQueryBuilder('p').where('p.isActive = :active', { active: true });
    if (filter.category) {
      // A department includes its subcategories (two levels deep).
      qb.andWhere(
        'p.categoryId IN (SELECT c.id FROM categories c WHERE c.slug = :category OR c.parentId IN (SELECT pc.id FROM categories pc WHERE pc.slug = :category))',
        { category: filter.category },
      );
    }
    if (filter.collection) {
      const byId = /^\d+$/.test(filter.collection);
      qb.andWhere(
        `p.id IN (SELECT cp.productId FROM collection_products cp INNER JOIN collections col ON col.id = cp.collectionId WHERE col.${byId ? 'id' : 'slug'} = :collection AND col.isActive = :active)`,
        { collection: byId ? Number(filter.collection) : filter.collection },
      );
    }
    if (filter.sale !== undefined) qb.andWhere('p.onSale = :sale', { sale: filter.sale });
    if (filter.inStock !== undefined) qb.andWhere('p.inStock = :inStock', { inStock: filter.inStock });
    if (filter.minPricePaise !== undefined) qb.andWhere('p.price >= :minPrice', { minPrice: filter.minPricePaise });
    if (filter.maxPricePaise !== undefined) qb.andWhere('p.price <= :maxPrice', { maxPrice: filter.maxPricePaise });
    if (filter.sizes || filter.colors) {
      // A shopper asking for "M in Maroon" wants a variant that is both (and in stock, if asked).
      const conditions = ['v.productId = p.id'];
      if (filter.sizes) conditions.push('v.size IN (:...sizes)');
      if (filter.colors) conditions.push('v.color IN (:...colors)');
      if (filter.inStock) conditions.push('v.stock > 0');
      qb.andWhere(`EXISTS (SELECT 1 FROM product_variants v WHERE ${conditions.join(' AND ')})`, { sizes: filter.sizes, colors: filter.colors });
    }
    if (filter.search) {
      const words = searchWords(filter.search);
      if (words.length === 0) return null;
      if (this.kind === 'sqlite') {
        qb.innerJoin('(SELECT rowid AS docid, bm25(products_fts) AS score FROM products_fts WHERE products_fts MATCH :search)', 'fts', 'fts.docid = p.id', {
          search: fts5Query(words),
        });
      } else {
        qb.andWhere(`MATCH(${MATCH_COLUMNS}) AGAINST (:search IN BOOLEAN MODE)`, { search: mysqlBooleanQuery(words) });
      }
    }
    return qb;
  }

  private applySort(qb: SelectQueryBuilder<Product>, sort: ProductSort, searching: boolean): void {
    switch (sort) {
      case ProductSort.PRICE_ASC:
        qb.orderBy('p.price', 'ASC').addOrderBy('p.id', 'ASC');
        return;
      case ProductSort.PRICE_DESC:
        qb.orderBy('p.price', 'DESC').addOrderBy('p.id', 'DESC');
        return;
      case ProductSort.POPULAR:
        qb.orderBy('p.salesCount', 'DESC').addOrderBy('p.id', 'DESC');
        return;
      case ProductSort.RELEVANCE:
        if (searching) {
          // bm25 is lower-is-better; MATCH … AGAINST is higher-is-better.
          if (this.kind === 'sqlite') qb.orderBy('fts.score', 'ASC');
          else qb.addSelect(`MATCH(${MATCH_COLUMNS}) AGAINST (:search IN BOOLEAN MODE)`, 'relevance').orderBy('relevance', 'DESC');
          qb.addOrderBy('p.salesCount', 'DESC').addOrderBy('p.id', 'DESC');
        } else {
          qb.orderBy('p.salesCount', 'DESC').addOrderBy('p.id', 'DESC');
        }
        return;
      default:
        qb.orderBy('p.createdAt', 'DESC').addOrderBy('p.id', 'DESC');
    }
  }

  /** The newest active products first. */
  newArrivals(limit: number): Promise<Product[]> {
    return this.dataSource.getRepository(Product).find({ where: { isActive: true }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  /** The most sold active products first. */
  bestSellers(limit: number): Promise<Product[]> {
    return this.dataSource.getRepository(Product).find({ where: { isActive: true }, order: { salesCount: 'DESC', id: 'DESC' }, take: limit });
  }

  /** An active product by its slug; null when there is none. */
  productBySlug(slug: string): Promise<Product | null> {
    if (slug.length > 200) return Promise.resolve(null);
    return this.dataSource.getRepository(Product).findOneBy({ slug, isActive: true });
  }

  // ---------------------------------------------------------------- batches (DataLoaders call these)

  /** Products by id, in no particular order (inactive ones included: old carts and orders still name them). */
  productsByIds(ids: readonly number[]): Promise<Product[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(Product).findBy({ id: In([...ids]) });
  }

  variantsOf(productIds: readonly number[]): Promise<ProductVariant[]> {
    if (productIds.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(ProductVariant).find({ where: { productId: In([...productIds]) }, order: { productId: 'ASC', position: 'ASC', id: 'ASC' } });
  }

  imagesOf(productIds: readonly number[]): Promise<ProductImage[]> {
    if (productIds.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(ProductImage).find({ where: { productId: In([...productIds]) }, order: { productId: 'ASC', position: 'ASC', id: 'ASC' } });
  }

  /** Every category, menu order. The tree is small: one query serves a whole request. */
  categories(): Promise<Category[]> {
    return this.dataSource.getRepository(Category).find({ order: { position: 'ASC', id: 'ASC' } });
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
   * Best-selling active products of each given category: up to `perCategory` ids per category,
   * best first. One query for any number of categories (a window function ranks within each).
   */
  async topProductIdsByCategory(categoryIds: readonly number[], perCategory: number): Promise<Map<number, number[]>> {
    const result = new Map<number, number[]>(categoryIds.map((id) => [id, []]));
    if (categoryIds.length === 0) return result;
    const rows: Array<{ categoryId: number | string; id: number | string }> = await this.dataSource
      .createQueryBuilder()
      .select('ranked.categoryId', 'categoryId')
      .addSelect('ranked.id', 'id')
      .from(
        (sub) =>
          sub
            .select('p.id', 'id')
            .addSelect('p.categoryId', 'categoryId')
            .addSelect('ROW_NUMBER() OVER (PARTITION BY p.categoryId ORDER BY p.salesCount DESC, p.id DESC)', 'n')
            .from(Product, 'p')
            .where('p.isActive = :active', { active: true })
            .andWhere('p.categoryId IN (:...categoryIds)', { categoryIds: [...categoryIds] }),
        'ranked',
      )
      .where('ranked.n <= :perCategory', { perCategory })
      .orderBy('ranked.categoryId')
      .addOrderBy('ranked.n')
      .getRawMany();
    for (const r of rows) result.get(Number(r.categoryId))?.push(Number(r.id));
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

import path from 'node:path';
import { Brackets, In, Not, type DataSource, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { badRequest, conflict, notFound } from '../../kernel/errors';
import { dialectOf, isDuplicateKey, retryDeadlocks } from '../../kernel/dialect';
import type { AuditLog } from '../audit/audit.service';
import { requireActor } from '../auth/guards';
import { Coupon } from '../coupons/coupon.entity';
import { OrderLine } from '../orders/order.entity';
import {
  CATALOG_ADMIN_LIMITS,
  CATALOG_ADMIN_MESSAGES as M,
  checkCategory,
  checkCollection,
  checkProduct,
  checkStockChange,
  parentProblem,
  proposedSku,
  slugify,
  uniqueName,
  type CleanProduct,
  type Problem,
  type ProductDraft,
} from './catalog-admin.rules';
import type { CatalogService } from './catalog.service';
import { Category } from './category.entity';
import { Collection, CollectionProduct } from './collection.entity';
import { ProductImage } from './product-image.entity';
import { ProductVariant } from './product-variant.entity';
import { Product } from './product.entity';
import { StockMovement } from './stock-movement.entity';
import { PictureStore, PICTURE_MESSAGES } from './product-pictures';
import type { MediaStore } from '../../infra/media-store';
import { mediaUrl } from './catalog.views';
import { idOrNotFound } from '../../kernel/ids';
import { applyImportPlans, type ImportPlan } from './catalog-import';
import { touchCollections } from './catalog-writes';
import { emitLowStock, emitProduct, type CatalogWebhooks } from './catalog-webhooks';

import { productStatus, type AdminProduct, type ProductStatus, type StockLevel } from './admin-product';

export { productStatus, type AdminProduct, type ProductStatus, type StockLevel };

export interface AdminProductQuery {
  search?: string | null;
  categoryId?: number | null;
  collectionId?: number | null;
  stock?: StockLevel | null;
  onSale?: boolean | null;
  /** Default: active and drafts (archived ones only when asked for). */
  status?: ProductStatus | null;
  page?: number | null;
  limit?: number | null;
}

export const ADMIN_PAGE_SIZE = { default: 25, max: 100 } as const;

/** A product as the back office edits it: every column, its variants and pictures in order, its collections. */

/** What the audit log keeps of a product. */
function snapshot(a: AdminProduct) {
  const p = a.product;
  return {
    id: p.id, slug: p.slug, title: p.title, brand: p.brand, categoryId: p.categoryId, collectionIds: a.collectionIds, hsnCode: p.hsnCode, gstRate: p.gstRate,
    fabric: p.fabric, care: p.care, tags: p.tags, countryOfOrigin: p.countryOfOrigin, manufacturer: p.manufacturer, packer: p.packer, importer: p.importer,
    netQuantity: p.netQuantity, status: productStatus(p), description: p.description,
    variants: a.variants.map((v) => ({ id: v.id, sku: v.sku, size: v.size, color: v.color, colorHex: v.colorHex, mrp: v.mrp, sellingPrice: v.sellingPrice, stock: v.stock })),
    images: a.images.map((i) => ({ id: i.id, basePath: i.basePath, alt: i.alt })),
  };
}

function refuse(problem: Problem): never {
  throw badRequest(problem.problem, { field: problem.field });
}

/** LIKE patterns escape with '!' (a backslash means different things to MySQL and SQLite). */
const likeEscape = (s: string) => s.replace(/[!%_]/g, (c) => `!${c}`);

/**
 * The back office's catalogue (manage_products, Catalog): products with their size × colour grid,
 * stock adjustments with history, categories and collections. Every write runs in one transaction
 * with its audit entry, then drops the storefront's answer cache (CatalogService.changed); other API
 * processes see it once their cache entries expire (CATALOGUE_CACHE_SECONDS).
 */
export class CatalogAdminService {
  private readonly pictures: PictureStore;

  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly audit: AuditLog,
    private readonly options: { media: MediaStore; webhooks?: CatalogWebhooks },
  ) {
    this.pictures = new PictureStore(options.media);
  }

  // ---------------------------------------------------------------- reads

  async list(query: AdminProductQuery): Promise<{ items: AdminProduct[]; total: number; page: number; limit: number }> {
    const page = Math.min(10_000, Math.max(1, Math.floor(query.page ?? 1) || 1));
    const limit = Math.min(ADMIN_PAGE_SIZE.max, Math.max(1, Math.floor(query.limit ?? ADMIN_PAGE_SIZE.default) || ADMIN_PAGE_SIZE.default));
    const q = this.dataSource.getRepository(Product).createQueryBuilder('p');
    const status = query.status ?? null;
    if (status === 'archived') q.where('p.archivedAt IS NOT NULL');
    else {
      q.where('p.archivedAt IS NULL');
      if (status === 'active') q.andWhere('p.isActive = :active', { active: true });
      if (status === 'draft') q.andWhere('p.isActive = :active', { active: false });
    }
    if (query.categoryId) {
      q.andWhere(new Brackets((b) => b.where('p.categoryId = :categoryId', { categoryId: query.categoryId }).orWhere('p.categoryId IN (SELECT c.id FROM categories c WHERE c.parentId = :categoryId)', { categoryId: query.categoryId })));
    }
    if (query.collectionId) q.andWhere('p.id IN (SELECT cp.productId FROM collection_products cp WHERE cp.collectionId = :collectionId)', { collectionId: query.collectionId });
    if (query.onSale !== undefined && query.onSale !== null) q.andWhere('p.onSale = :onSale', { onSale: query.onSale });
    if (query.stock === 'sold_out') q.andWhere('p.inStock = :inStock', { inStock: false });
    if (query.stock === 'in_stock') q.andWhere('p.inStock = :inStock', { inStock: true });
    if (query.stock === 'low') q.andWhere('EXISTS (SELECT 1 FROM product_variants lv WHERE lv.productId = p.id AND lv.stock > 0 AND lv.stock <= :low)', { low: CATALOG_ADMIN_LIMITS.lowStock });
    const search = (query.search ?? '').trim().slice(0, 100);
    if (search) {
      const like = `%${likeEscape(search)}%`;
      q.andWhere(new Brackets((b) => b
        .where("p.title LIKE :like ESCAPE '!'", { like })
        .orWhere("p.slug LIKE :like ESCAPE '!'", { like })
        .orWhere("p.brand LIKE :like ESCAPE '!'", { like })
        .orWhere("EXISTS (SELECT 1 FROM product_variants sv WHERE sv.productId = p.id AND sv.sku LIKE :like ESCAPE '!')", { like })));
    }
    const [products, total] = await q.orderBy('p.updatedAt', 'DESC').addOrderBy('p.id', 'DESC').skip((page - 1) * limit).take(limit).getManyAndCount();
    return { items: await this.withParts(this.dataSource.manager, products), total, page, limit };
  }

  async get(id: string | number): Promise<AdminProduct> {
    return this.load(this.dataSource.manager, idOrNotFound(id, M.productNotFound));
  }

  /** Stock changes of one variant, newest first, a page at a time (before = the last id seen). */
  async stockHistory(variantId: string | number, options: { before?: number | null; limit?: number | null } = {}): Promise<StockMovement[]> {
    const id = idOrNotFound(variantId, M.variantNotFound);
    const limit = Math.min(100, Math.max(1, Math.floor(options.limit ?? 50) || 50));
    const q = this.dataSource.getRepository(StockMovement).createQueryBuilder('m').where('m.variantId = :id', { id });
    if (options.before) q.andWhere('m.id < :before', { before: options.before });
    return q.orderBy('m.id', 'DESC').take(limit).getMany();
  }

  private async load(m: EntityManager, id: number): Promise<AdminProduct> {
    const product = await m.getRepository(Product).findOneBy({ id });
    if (!product) throw notFound(M.productNotFound);
    return (await this.withParts(m, [product]))[0];
  }

  /** Variants, pictures and collections of a page of products: three queries, whatever the page size. */
  private async withParts(m: EntityManager, products: Product[]): Promise<AdminProduct[]> {
    if (products.length === 0) return [];
    const ids = products.map((p) => p.id);
    const [variants, images, memberships] = await Promise.all([
      m.getRepository(ProductVariant).find({ where: { productId: In(ids) }, order: { position: 'ASC', id: 'ASC' } }),
      m.getRepository(ProductImage).find({ where: { productId: In(ids) }, order: { position: 'ASC', id: 'ASC' } }),
      m.getRepository(CollectionProduct).find({ where: { productId: In(ids) }, order: { collectionId: 'ASC' } }),
    ]);
    return products.map((product) => ({
      product,
      variants: variants.filter((v) => v.productId === product.id),
      images: images.filter((i) => i.productId === product.id),
      collectionIds: memberships.filter((c) => c.productId === product.id).map((c) => c.collectionId),
    }));
  }

  // ---------------------------------------------------------------- product writes

  async create(ctx: RequestContext, input: ProductDraft): Promise<AdminProduct> {
    const clean = this.checked(input);
    return this.write((m) => this.createIn(m, ctx, clean));
  }

  async update(ctx: RequestContext, id: string | number, input: ProductDraft): Promise<AdminProduct> {
    const productId = idOrNotFound(id, M.productNotFound);
    const clean = this.checked(input);
    return this.write((m) => this.updateIn(m, ctx, productId, clean));
  }

  private async createIn(m: EntityManager, ctx: RequestContext, clean: CleanProduct): Promise<AdminProduct> {
    await this.checkReferences(m, clean);
    const slug = await this.slugFor(m, clean, null);
    const repo = m.getRepository(Product);
    const product = await repo.save(repo.create({
      ...this.productColumns(clean), returnable: clean.returnable ?? true, slug, salesCount: 0, archivedAt: null, price: 0, mrp: 0, sellingPrice: 0, onSale: false, inStock: false,
    }));
    await this.writeVariants(m, ctx, product, clean, []);
    await this.writeCollections(m, product.id, clean.collectionIds);
    const after = await this.load(m, product.id);
    await this.audit.record(m, ctx, { action: 'product.create', entityType: 'product', entityId: product.id, before: null, after: snapshot(after) });
    await emitProduct(m, this.options.webhooks, 'product.created', after);
    return after;
  }

  /** Replace a product's fields and grid (stock aside: adjustStock and the CSV import set it). */
  private async updateIn(m: EntityManager, ctx: RequestContext, productId: number, clean: CleanProduct): Promise<AdminProduct> {
    const current = await this.load(m, productId);
    await this.checkReferences(m, clean);
    const slug = await this.slugFor(m, clean, current.product);
    const { product } = current;
    const wasArchived = product.archivedAt !== null;
    Object.assign(product, this.productColumns(clean), { slug, archivedAt: wasArchived && clean.isActive ? null : product.archivedAt });
    await m.getRepository(Product).save(product);
    await this.writeVariants(m, ctx, product, clean, current.variants);
    await this.writeCollections(m, product.id, clean.collectionIds);
    const after = await this.load(m, product.id);
    await this.audit.record(m, ctx, { action: 'product.update', entityType: 'product', entityId: product.id, before: snapshot(current), after: snapshot(after) });
    await emitProduct(m, this.options.webhooks, 'product.updated', after);
    return after;
  }

  /**
   * Apply checked products all at once, in one short transaction (the CSV import, catalog-import.ts):
   * new ones created, existing ones replaced, stock levels set as corrections. Any failure changes nothing.
   */
  async applyImport(ctx: RequestContext, plans: ImportPlan[], note: string): Promise<{ created: number; updated: number }> {
    return this.write((m) => applyImportPlans(m, ctx, plans, note, { audit: this.audit, snapshot, webhooks: this.options.webhooks }));
  }

  /** Take a product out of the shop and out of the back office's default list; orders and invoices still name it. */
  async archive(ctx: RequestContext, id: string | number): Promise<AdminProduct> {
    const productId = idOrNotFound(id, M.productNotFound);
    return this.write(async (m) => {
      const current = await this.load(m, productId);
      const before = snapshot(current);
      await m.getRepository(Product).update({ id: productId }, { isActive: false, archivedAt: current.product.archivedAt ?? new Date() });
      const after = await this.load(m, productId);
      await this.audit.record(m, ctx, { action: 'product.archive', entityType: 'product', entityId: productId, before, after: snapshot(after) });
      return after;
    });
  }

  /** Bulk activate or deactivate (to draft); archived products are left alone. Answers how many changed. */
  async setActive(ctx: RequestContext, ids: Array<string | number>, active: boolean): Promise<number> {
    const productIds = [...new Set(ids.map((id) => Number(id)).filter((n) => Number.isSafeInteger(n) && n > 0))].slice(0, ADMIN_PAGE_SIZE.max);
    if (productIds.length === 0) return 0;
    return this.write(async (m) => {
      const products = await m.getRepository(Product).findBy({ id: In(productIds), isActive: !active });
      const changing = products.filter((p) => p.archivedAt === null);
      if (changing.length === 0) return 0;
      await m.getRepository(Product).update({ id: In(changing.map((p) => p.id)) }, { isActive: active });
      for (const p of changing) {
        await this.audit.record(m, ctx, { action: active ? 'product.activate' : 'product.deactivate', entityType: 'product', entityId: p.id, before: { status: productStatus(p) }, after: { status: active ? 'active' : 'draft' } });
      }
      return changing.length;
    });
  }

  /** Add or take stock of one variant with a reason; the movement and the audit entry are written with it. */
  async adjustStock(ctx: RequestContext, variantId: string | number, input: { delta?: unknown; reason?: unknown; note?: unknown }): Promise<{ variant: ProductVariant; movement: StockMovement }> {
    const user = requireActor(ctx);
    const id = idOrNotFound(variantId, M.variantNotFound);
    const checked = checkStockChange(input);
    if ('problem' in checked) refuse(checked);
    const { delta, reason, note } = checked.change;
    return this.write(async (m) => {
      const variant = await m.getRepository(ProductVariant).findOneBy({ id });
      if (!variant) throw notFound(M.variantNotFound);
      const result = await m.createQueryBuilder().update(ProductVariant).set({ stock: () => 'stock + :delta' }).where('id = :id AND stock + :delta >= 0', { id, delta }).execute();
      if (!result.affected) {
        const now = await m.getRepository(ProductVariant).findOneByOrFail({ id });
        throw conflict(M.belowZero(now.sku, now.stock));
      }
      const after = await m.getRepository(ProductVariant).findOneByOrFail({ id });
      await this.catalog.refreshSummaries([after.productId], m);
      const repo = m.getRepository(StockMovement);
      const movement = await repo.save(repo.create({ variantId: id, productId: after.productId, sku: after.sku, delta, stockAfter: after.stock, reason, note, actorId: user.id, actorEmail: user.email }));
      await this.audit.record(m, ctx, { action: 'variant.adjustStock', entityType: 'variant', entityId: id, before: { sku: variant.sku, stock: after.stock - delta }, after: { sku: after.sku, stock: after.stock, delta, reason, note } });
      await emitLowStock(m, this.options.webhooks, after, after.stock - delta);
      return { variant: after, movement };
    });
  }

  private checked(input: ProductDraft): CleanProduct {
    const result = checkProduct(input);
    if ('problem' in result) refuse(result);
    return result.product;
  }

  private productColumns(clean: CleanProduct) {
    const { variants: _v, collectionIds: _c, slug: _s, returnable, ...columns } = clean;
    // Returnable only when the editor said (a CSV row or an older client leaves the flag as it is).
    return returnable === null ? columns : { ...columns, returnable };
  }

  private async checkReferences(m: EntityManager, clean: CleanProduct): Promise<void> {
    if (!(await m.getRepository(Category).existsBy({ id: clean.categoryId }))) throw badRequest(M.categoryUnknown, { field: 'categoryId' });
    if (clean.collectionIds.length > 0 && (await m.getRepository(Collection).countBy({ id: In(clean.collectionIds) })) !== clean.collectionIds.length) {
      throw badRequest(M.collectionUnknown, { field: 'collectionIds' });
    }
  }

  /** The slug given (refused when another product has it), the current one, or one made from the title. */
  private async slugFor(m: EntityManager, clean: CleanProduct, current: Product | null): Promise<string> {
    const repo = m.getRepository(Product);
    if (clean.slug) {
      const other = await repo.findOne({ where: { slug: clean.slug }, select: { id: true } });
      if (other && other.id !== current?.id) throw badRequest(M.slugTaken, { field: 'slug' });
      return clean.slug;
    }
    if (current) return current.slug;
    const base = slugify(clean.title);
    const taken = new Set((await repo.createQueryBuilder('p').select('p.slug', 'slug').where("p.slug = :base OR p.slug LIKE :prefix ESCAPE '!'", { base, prefix: `${likeEscape(base.slice(0, 190))}-%` }).getRawMany<{ slug: string }>()).map((r) => r.slug));
    return uniqueName(base, (s) => taken.has(s), 200);
  }

  /**
   * Make the product's variants the grid given: update those named by id (stock aside: it changes by
   * adjustStock only), add new ones with their opening stock (recorded as received), remove those
   * left out — unless they have been ordered. SKUs left blank are proposed and made unique.
   */
  private async writeVariants(m: EntityManager, ctx: RequestContext, product: Product, clean: CleanProduct, existing: ProductVariant[]): Promise<void> {
    const repo = m.getRepository(ProductVariant);
    const byId = new Map(existing.map((v) => [v.id, v]));
    for (const v of clean.variants) if (v.id !== null && !byId.has(v.id)) throw badRequest(M.variantOfOtherProduct, { field: 'variants' });
    const kept = new Set(clean.variants.map((v) => v.id).filter((id): id is number => id !== null));
    const removed = existing.filter((v) => !kept.has(v.id));
    if (removed.length > 0) {
      const ordered = await m.getRepository(OrderLine).findOne({ where: { variantId: In(removed.map((v) => v.id)) }, select: { variantId: true } });
      if (ordered) throw badRequest(M.variantOrdered(removed.find((v) => v.id === ordered.variantId)!.sku), { field: 'variants' });
    }
    // SKUs given must not belong to another product's variant.
    const given = clean.variants.map((v) => v.sku).filter((s): s is string => s !== null);
    if (given.length > 0) {
      const clash = await repo.findOne({ where: { sku: In(given), productId: Not(product.id) }, select: { sku: true } });
      if (clash) throw badRequest(M.skuTaken(clash.sku), { field: 'variants' });
    }
    // Propose SKUs for the rest, unique against every SKU in the store and this grid.
    const proposals = clean.variants.filter((v) => v.sku === null).map((v) => proposedSku(product.slug, v.color, v.size));
    const taken = new Set(given);
    if (proposals.length > 0) {
      const stems = [...new Set(proposals.map((p) => p.split('-')[0]))];
      for (const stem of stems) {
        const rows = await repo.createQueryBuilder('v').select('v.sku', 'sku').where("v.sku LIKE :prefix ESCAPE '!'", { prefix: `${likeEscape(stem)}-%` }).andWhere('v.productId <> :id', { id: product.id }).getRawMany<{ sku: string }>();
        for (const r of rows) taken.add(r.sku);
      }
    }
    const skus = clean.variants.map((v) => {
      if (v.sku !== null) return v.sku;
      const sku = uniqueName(proposedSku(product.slug, v.color, v.size), (s) => taken.has(s), CATALOG_ADMIN_LIMITS.skuMax);
      taken.add(sku);
      return sku;
    });
    if (removed.length > 0) await repo.delete({ id: In(removed.map((v) => v.id)) });
    // Existing variants first move to placeholder SKUs, so two that swap SKUs never collide mid-way.
    const updating = clean.variants.filter((v) => v.id !== null);
    for (const v of updating) await repo.update({ id: v.id! }, { sku: `~${v.id}` });
    const user = requireActor(ctx);
    for (const [position, v] of clean.variants.entries()) {
      const fields = { sku: skus[position], size: v.size, color: v.color, colorHex: v.colorHex, mrp: v.mrp, sellingPrice: v.sellingPrice, position };
      if (v.id !== null) {
        await repo.update({ id: v.id }, fields);
      } else {
        const saved = await repo.save(repo.create({ ...fields, productId: product.id, stock: v.stock }));
        if (v.stock > 0) {
          const movements = m.getRepository(StockMovement);
          await movements.insert(movements.create({ variantId: saved.id, productId: product.id, sku: saved.sku, delta: v.stock, stockAfter: v.stock, reason: 'received', note: 'Opening stock', actorId: user.id, actorEmail: user.email }));
        }
      }
    }
    await this.catalog.refreshSummaries([product.id], m);
  }

  /** The product's collections become exactly these; it joins a new one at its end. */
  private async writeCollections(m: EntityManager, productId: number, collectionIds: number[]): Promise<void> {
    const repo = m.getRepository(CollectionProduct);
    const current = await repo.findBy({ productId });
    const leaving = current.filter((c) => !collectionIds.includes(c.collectionId)).map((c) => c.collectionId);
    if (leaving.length) await repo.delete({ productId, collectionId: In(leaving) });
    const joining = collectionIds.filter((collectionId) => !current.some((c) => c.collectionId === collectionId));
    for (const collectionId of joining) {
      const last = await repo.createQueryBuilder('cp').select('MAX(cp.position)', 'max').where('cp.collectionId = :collectionId', { collectionId }).getRawOne<{ max: number | string | null }>();
      await repo.insert({ collectionId, productId, position: last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1 });
    }
    await touchCollections(m, [...leaving, ...joining]);
  }

  /** Run a write in a transaction; a duplicate key that slipped past the checks (a race) is a 409; then drop the caches. */
  private async write<T>(run: (m: EntityManager) => Promise<T>): Promise<T> {
    let result: T;
    try {
      // Two writes to one product (pictures added from two tabs) can deadlock on MySQL: the loser runs again.
      result = await retryDeadlocks(() => this.dataSource.transaction(run));
    } catch (error) {
      if (isDuplicateKey(error)) throw conflict('Another change used the same slug or SKU at the same moment. Please try again.');
      throw error;
    }
    this.catalog.changed();
    return result;
  }

  // ---------------------------------------------------------------- pictures

  /**
   * Add uploaded pictures to the end of a product's gallery: every file is checked and rendered
   * first, then the rows are written in one transaction; if anything fails nothing is added and the
   * files written for this batch are removed.
   */
  async addImages(ctx: RequestContext, productId: string | number, files: Array<{ name: string; bytes: Buffer }>, meta: { alt?: unknown; color?: unknown } = {}): Promise<AdminProduct> {
    const id = idOrNotFound(productId, M.productNotFound);
    if (files.length === 0) throw badRequest(PICTURE_MESSAGES.noFiles, { field: 'images' });
    const product = await this.dataSource.getRepository(Product).findOneBy({ id });
    if (!product) throw notFound(M.productNotFound);
    const alt = typeof meta.alt === 'string' ? meta.alt.trim().replace(/\s+/g, ' ').slice(0, 255) : '';
    const color = typeof meta.color === 'string' && meta.color.trim() ? meta.color.trim().slice(0, 40) : null;
    const { pictures, written } = await this.pictures.renderAll(files);
    try {
      return await this.write(async (m) => {
        // The product's updatedAt moves first, so the back office's list shows it as just changed — and
        // so this write holds the product row before it adds pictures: inserting a picture share-locks
        // its product (the foreign key), and uploads to one product that each took that share lock
        // first and then asked to update the row would deadlock one another on MariaDB.
        await m.getRepository(Product).update({ id }, { updatedAt: new Date() });
        const before = await this.load(m, id);
        const repo = m.getRepository(ProductImage);
        const last = before.images.reduce((n, i) => Math.max(n, i.position), -1);
        await repo.insert(pictures.map((p, i) => ({ ...p, productId: id, position: last + 1 + i, alt: alt || product.title, color })));
        const after = await this.load(m, id);
        await this.audit.record(m, ctx, { action: 'product.addImages', entityType: 'product', entityId: id, before: { images: snapshot(before).images }, after: { images: snapshot(after).images } });
        return after;
      });
    } catch (error) {
      // Same bytes, same file: never remove one a saved picture (of another request) already names.
      const named = await this.dataSource.getRepository(ProductImage).find({ select: { basePath: true }, where: { basePath: In(pictures.map((p) => p.basePath)) } });
      this.pictures.discard(written.filter((file) => !named.some((n) => path.basename(file).startsWith(`${path.basename(n.basePath)}-`))));
      throw error;
    }
  }

  /** Reorder a product's pictures and set their alt text and colour: `images` lists every picture, in the new order. */
  async updateImages(ctx: RequestContext, productId: string | number, images: Array<{ id: string | number; alt?: unknown; color?: unknown }>): Promise<AdminProduct> {
    const id = idOrNotFound(productId, M.productNotFound);
    return this.write(async (m) => {
      const before = await this.load(m, id);
      const ids = images.map((i) => Number(i.id));
      const current = new Set(before.images.map((i) => i.id));
      if (ids.length !== current.size || new Set(ids).size !== ids.length || !ids.every((i) => current.has(i))) throw badRequest(M.imagesMismatch, { field: 'images' });
      for (const [position, image] of images.entries()) {
        const alt = typeof image.alt === 'string' ? image.alt.trim().replace(/\s+/g, ' ') : '';
        if (!alt) throw badRequest(M.altRequired, { field: 'images' });
        if (alt.length > 255) throw badRequest(M.tooLong('Alt text', 255), { field: 'images' });
        const color = typeof image.color === 'string' && image.color.trim() ? image.color.trim() : null;
        if (color !== null && color.length > CATALOG_ADMIN_LIMITS.colorMax) throw badRequest(M.tooLong('The colour', CATALOG_ADMIN_LIMITS.colorMax), { field: 'images' });
        await m.getRepository(ProductImage).update({ id: Number(image.id), productId: id }, { position, alt, color });
      }
      await m.getRepository(Product).update({ id }, { updatedAt: new Date() });
      const after = await this.load(m, id);
      await this.audit.record(m, ctx, { action: 'product.updateImages', entityType: 'product', entityId: id, before: { images: before.images.map((i) => ({ id: i.id, alt: i.alt, color: i.color })) }, after: { images: after.images.map((i) => ({ id: i.id, alt: i.alt, color: i.color })) } });
      return after;
    });
  }

  /** Delete one picture; its files go too when no other picture uses them. */
  async deleteImage(ctx: RequestContext, imageId: string | number): Promise<AdminProduct> {
    const id = idOrNotFound(imageId, M.imageNotFound);
    let unused: string | null = null;
    const result = await this.write(async (m) => {
      const image = await m.getRepository(ProductImage).findOneBy({ id });
      if (!image) throw notFound(M.imageNotFound);
      await m.getRepository(ProductImage).delete({ id });
      await m.getRepository(Product).update({ id: image.productId }, { updatedAt: new Date() });
      if (!(await m.getRepository(ProductImage).existsBy({ basePath: image.basePath }))) unused = image.basePath;
      await this.audit.record(m, ctx, { action: 'product.deleteImage', entityType: 'product', entityId: image.productId, before: { image: { id: image.id, basePath: image.basePath, alt: image.alt } }, after: null });
      return this.load(m, image.productId);
    });
    if (unused) this.pictures.remove(unused);
    return result;
  }

  /** A collection's picture: checked and rendered like a product's; answers its /media address for saveCollection. */
  async uploadCollectionPicture(file: { name: string; bytes: Buffer } | undefined): Promise<string> {
    if (!file) throw badRequest(PICTURE_MESSAGES.noFiles, { field: 'image' });
    const { pictures } = await this.pictures.renderAll([file], 'collections');
    return mediaUrl(pictures[0].basePath, 640);
  }

  // ---------------------------------------------------------------- categories

  /** Every category in menu order with how many products and subcategories each holds. */
  async categories(): Promise<Array<{ category: Category; productCount: number; childCount: number }>> {
    const [all, counts] = await Promise.all([
      this.dataSource.getRepository(Category).find({ order: { position: 'ASC', id: 'ASC' } }),
      this.dataSource.getRepository(Product).createQueryBuilder('p').select('p.categoryId', 'categoryId').addSelect('COUNT(*)', 'n').groupBy('p.categoryId').getRawMany<{ categoryId: number | string; n: number | string }>(),
    ]);
    const products = new Map(counts.map((c) => [Number(c.categoryId), Number(c.n)]));
    return all.map((category) => ({ category, productCount: products.get(category.id) ?? 0, childCount: all.filter((c) => c.parentId === category.id).length }));
  }

  async saveCategory(ctx: RequestContext, id: string | number | null | undefined, input: Parameters<typeof checkCategory>[0]): Promise<Category> {
    const categoryId = id === null || id === undefined || id === '' ? null : idOrNotFound(id, M.categoryNotFound);
    const checked = checkCategory(input);
    if ('problem' in checked) refuse(checked);
    const clean = checked.category;
    return this.write(async (m) => {
      const repo = m.getRepository(Category);
      const current = categoryId === null ? null : await repo.findOneBy({ id: categoryId });
      if (categoryId !== null && !current) throw notFound(M.categoryNotFound);
      const [childCount, productCount] = current ? await Promise.all([repo.countBy({ parentId: current.id }), m.getRepository(Product).countBy({ categoryId: current.id })]) : [0, 0];
      const parent = clean.parentId === null ? undefined : (await repo.findOneBy({ id: clean.parentId })) ?? undefined;
      const problem = parentProblem({ id: categoryId, childCount, productCount, parentId: current?.parentId ?? null }, clean.parentId, parent);
      if (problem) refuse(problem);
      let slug: string;
      if (clean.slug) {
        const other = await repo.findOne({ where: { slug: clean.slug }, select: { id: true } });
        if (other && other.id !== categoryId) throw badRequest(M.categorySlugTaken, { field: 'slug' });
        slug = clean.slug;
      } else {
        slug = current?.slug ?? (await this.freeCategorySlug(m, slugify(clean.name, 80)));
      }
      const before = current ? { ...current } : null;
      const saved = await repo.save(Object.assign(current ?? repo.create({ image: null }), { name: clean.name, slug, description: clean.description, parentId: clean.parentId, position: clean.position }));
      await this.audit.record(m, ctx, { action: current ? 'category.update' : 'category.create', entityType: 'category', entityId: saved.id, before, after: { ...saved } });
      return saved;
    });
  }

  private async freeCategorySlug(m: EntityManager, base: string): Promise<string> {
    const taken = new Set((await m.getRepository(Category).find({ select: { slug: true } })).map((c) => c.slug));
    return uniqueName(base, (s) => taken.has(s), 80);
  }

  /** Delete a category that holds nothing: no products, no subcategories, no coupon limited to it. */
  async deleteCategory(ctx: RequestContext, id: string | number): Promise<Category> {
    const categoryId = idOrNotFound(id, M.categoryNotFound);
    return this.write(async (m) => {
      const repo = m.getRepository(Category);
      const current = await repo.findOneBy({ id: categoryId });
      if (!current) throw notFound(M.categoryNotFound);
      const products = await m.getRepository(Product).countBy({ categoryId });
      if (products > 0) throw conflict(M.categoryHasProducts(products));
      if (await repo.existsBy({ parentId: categoryId })) throw conflict(M.categoryHasChildren);
      if (await m.getRepository(Coupon).existsBy({ categoryId })) throw conflict(M.categoryInCoupons);
      await repo.delete({ id: categoryId });
      await this.audit.record(m, ctx, { action: 'category.delete', entityType: 'category', entityId: categoryId, before: { ...current }, after: null });
      return current;
    });
  }

  // ---------------------------------------------------------------- collections

  /** Every collection (active or not), display order, with its products' ids in order. */
  async collections(): Promise<Array<{ collection: Collection; productIds: number[] }>> {
    const [all, members] = await Promise.all([
      this.dataSource.getRepository(Collection).find({ order: { position: 'ASC', id: 'ASC' }, take: 500 }),
      this.dataSource.getRepository(CollectionProduct).find({ order: { collectionId: 'ASC', position: 'ASC', productId: 'ASC' } }),
    ]);
    return all.map((collection) => ({ collection, productIds: members.filter((p) => p.collectionId === collection.id).map((p) => p.productId) }));
  }

  async saveCollection(ctx: RequestContext, id: string | number | null | undefined, input: Parameters<typeof checkCollection>[0]): Promise<{ collection: Collection; productIds: number[] }> {
    const collectionId = id === null || id === undefined || id === '' ? null : idOrNotFound(id, M.collectionNotFound);
    const checked = checkCollection(input);
    if ('problem' in checked) refuse(checked);
    const { productIds, ...clean } = checked.collection;
    return this.write(async (m) => {
      const repo = m.getRepository(Collection);
      const current = collectionId === null ? null : await repo.findOneBy({ id: collectionId });
      if (collectionId !== null && !current) throw notFound(M.collectionNotFound);
      if (productIds.length > 0 && (await m.getRepository(Product).countBy({ id: In(productIds) })) !== productIds.length) throw badRequest(M.collectionProductUnknown, { field: 'productIds' });
      let slug = clean.slug ?? current?.slug ?? null;
      if (slug) {
        const other = await repo.findOne({ where: { slug }, select: { id: true } });
        if (other && other.id !== collectionId) throw badRequest(M.collectionSlugTaken, { field: 'slug' });
      } else {
        const base = slugify(clean.title, 80);
        const taken = new Set((await repo.find({ select: { slug: true } })).map((c) => c.slug));
        slug = uniqueName(base, (s) => taken.has(s), 80);
      }
      const members = m.getRepository(CollectionProduct);
      const before = current ? { ...current, productIds: (await members.find({ where: { collectionId: current.id }, order: { position: 'ASC' } })).map((p) => p.productId) } : null;
      // Its products may be all that changed: the collection changed all the same (the sitemap's lastmod).
      const saved = await repo.save(Object.assign(current ?? repo.create(), { ...clean, slug, updatedAt: new Date() }));
      await members.delete({ collectionId: saved.id });
      if (productIds.length) await members.insert(productIds.map((productId, position) => ({ collectionId: saved.id, productId, position })));
      await this.audit.record(m, ctx, { action: current ? 'collection.update' : 'collection.create', entityType: 'collection', entityId: saved.id, before, after: { ...saved, productIds } });
      return { collection: saved, productIds };
    });
  }

  /** Delete a collection no coupon is limited to (its products stay in the shop). */
  async deleteCollection(ctx: RequestContext, id: string | number): Promise<Collection> {
    const collectionId = idOrNotFound(id, M.collectionNotFound);
    return this.write(async (m) => {
      const repo = m.getRepository(Collection);
      const current = await repo.findOneBy({ id: collectionId });
      if (!current) throw notFound(M.collectionNotFound);
      if (await m.getRepository(Coupon).existsBy({ collectionId })) throw conflict(M.collectionInCoupons);
      await m.getRepository(CollectionProduct).delete({ collectionId });
      await repo.delete({ id: collectionId });
      await this.audit.record(m, ctx, { action: 'collection.delete', entityType: 'collection', entityId: collectionId, before: { ...current }, after: null });
      return current;
    });
  }
}

import { In, Like, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { dialectOf } from '../../kernel/dialect';
import type { AuditChange, AuditLog } from '../audit/audit.service';
import { requireActor } from '../auth/guards';
import { CATALOG_ADMIN_LIMITS, proposedSku, uniqueName, type CleanProduct } from './catalog-admin.rules';
import { summariseVariants } from './catalog.rules';
import { CollectionProduct } from './collection.entity';
import { ProductImage } from './product-image.entity';
import { ProductVariant } from './product-variant.entity';
import { Product } from './product.entity';
import { StockMovement } from './stock-movement.entity';
import { emitImported, type CatalogWebhooks } from './catalog-webhooks';
import { touchCollections } from './catalog-writes';

/** One product of a checked CSV file: created (productId null) or replaced, with stock levels set by variant id. */
export interface ImportPlan {
  productId: number | null;
  clean: CleanProduct;
  stock: Map<number, number>;
}

/** A product with its parts, as the audit log's snapshot reads it. */
export interface ImportedProduct {
  product: Product;
  variants: ProductVariant[];
  images: ProductImage[];
  collectionIds: number[];
}

/**
 * A pause for the event loop every `ms` of work. better-sqlite3 answers synchronously, so a long
 * run of statements would hold every other request: between slices they get their turn.
 */
export function pacer(ms = 20): () => Promise<void> {
  let since = Date.now();
  return async () => {
    if (Date.now() - since < ms) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    since = Date.now();
  };
}

/** Rows per multi-row statement: well inside SQLite's 32,766 variables and MySQL's packet. */
const ROWS = 200;
/** Ids per IN list (SQLite's variable limit, kept low). */
const IDS = 500;

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * Apply a checked CSV import inside the caller's one transaction, in as few statements as the
 * rows allow: multi-row inserts for new products, variants, stock movements, collection places and
 * audit entries; an update only where a row changes something. 5,000 rows are a few hundred
 * statements, so the transaction is short on both databases: on SQLite (one connection, every
 * other transaction queued behind it) the store goes on answering; on MySQL the variants of
 * updated products are locked only for that moment. Any failure rolls all of it back.
 */
export async function applyImportPlans(
  m: EntityManager,
  ctx: RequestContext,
  plans: ImportPlan[],
  note: string,
  options: { audit: AuditLog; snapshot: (p: ImportedProduct) => unknown; webhooks?: CatalogWebhooks },
): Promise<{ created: number; updated: number }> {
  const user = requireActor(ctx);
  const mysql = dialectOf(m) === 'mysql';
  const lock = mysql ? { lock: { mode: 'pessimistic_write' as const } } : {};
  const now = new Date();
  const pace = pacer();

  // What the updated products are now, read without locks: enough to propose SKUs.
  const updatingIds = plans.filter((p) => p.productId !== null).map((p) => p.productId!);
  const loose = await readProducts(m, updatingIds, {}, pace);
  const skus = await proposeSkus(m, plans, loose);

  /** A product as it will be: its variants (ids for existing ones; new ones get theirs on insert). */
  const build = (plan: ImportPlan, before: ImportedProduct | null): Next => {
    if (plan.productId !== null && !before) throw new Error(`Product ${plan.productId} vanished during the import`);
    const { variants: drafts, collectionIds: _c, slug, ...columns } = plan.clean;
    const product = Object.assign(new Product(), before?.product ?? { salesCount: 0, archivedAt: null, createdAt: now }, columns, { slug: before?.product.slug ?? slug!, updatedAt: now });
    const movements: Next['movements'] = [];
    const variants = drafts.map((d, position) => {
      const was = d.id === null ? undefined : before!.variants.find((v) => v.id === d.id);
      const variant = Object.assign(new ProductVariant(), was ?? { stock: d.stock }, {
        productId: before?.product.id, sku: was?.sku ?? d.sku ?? skus.get(d)!, size: d.size, color: d.color, colorHex: d.colorHex, mrp: d.mrp, sellingPrice: d.sellingPrice, position,
      });
      const level = was ? plan.stock.get(was.id) : undefined;
      if (was && level !== undefined && level !== was.stock) {
        movements.push({ variant, delta: level - was.stock, stockAfter: level, reason: 'correction', note });
        variant.stock = level;
      }
      if (!was && d.stock > 0) movements.push({ variant, delta: d.stock, stockAfter: d.stock, reason: 'received', note: 'Opening stock' });
      return variant;
    });
    Object.assign(product, summariseVariants(variants, product.gstRate));
    return { plan, before, product, variants, movements };
  };

  // Collections the file names: where each one ends now, so joining products go after.
  const touched = [...new Set(plans.flatMap((p) => p.clean.collectionIds))];
  const lastPlace = new Map<number, number>();
  for (const ids of chunks(touched, IDS)) {
    const rows = await m.getRepository(CollectionProduct).createQueryBuilder('cp').select('cp.collectionId', 'collectionId').addSelect('MAX(cp.position)', 'max')
      .where({ collectionId: In(ids) }).groupBy('cp.collectionId').getRawMany<{ collectionId: number | string; max: number | string | null }>();
    for (const r of rows) if (r.max !== null) lastPlace.set(Number(r.collectionId), Number(r.max));
  }
  const write = { m, ctx, user, now, lastPlace, options };

  // New products first, in slices with pauses between them — as drafts, so no shopper sees one
  // before the import is whole (on SQLite other requests read through this same connection), and
  // holding no lock a shopper's order would wait for.
  const creating: Next[] = [];
  for (const plan of plans.filter((p) => p.productId === null)) {
    await pace();
    creating.push(build(plan, null));
  }
  await writeProducts(write, creating, pace);

  // Then what shoppers already see, in one go at the end: on MySQL the updated products and their
  // variants are locked only now (so an order committing meanwhile is counted in a correction's
  // delta instead of being written over), and released at the commit just after.
  const noPause = async () => undefined;
  const current = mysql ? await readProducts(m, updatingIds, lock, noPause) : loose;
  const updating = plans.filter((p) => p.productId !== null).map((plan) => build(plan, current.get(plan.productId!) ?? null));
  await writeProducts(write, updating, noPause);
  for (const ids of chunks(creating.filter((n) => n.plan.clean.isActive).map((n) => n.product.id), IDS)) {
    await m.getRepository(Product).update({ id: In(ids) }, { isActive: true });
  }
  return { created: creating.length, updated: updating.length };
}

/** Products with their variants, pictures and collections, a few hundred at a time. */
async function readProducts(m: EntityManager, productIds: number[], lock: object, pace: () => Promise<void>): Promise<Map<number, ImportedProduct>> {
  const found = new Map<number, ImportedProduct>();
  for (const ids of chunks(productIds, IDS)) {
    await pace();
    const products = await m.getRepository(Product).find({ where: { id: In(ids) }, ...lock });
    const variants = await m.getRepository(ProductVariant).find({ where: { productId: In(ids) }, order: { position: 'ASC', id: 'ASC' }, ...lock });
    const images = await m.getRepository(ProductImage).find({ where: { productId: In(ids) }, order: { position: 'ASC', id: 'ASC' } });
    const members = await m.getRepository(CollectionProduct).find({ where: { productId: In(ids) }, order: { collectionId: 'ASC' } });
    for (const product of products) {
      found.set(product.id, {
        product,
        variants: variants.filter((v) => v.productId === product.id),
        images: images.filter((i) => i.productId === product.id),
        collectionIds: members.filter((c) => c.productId === product.id).map((c) => c.collectionId),
      });
    }
  }
  return found;
}

type Next = {
  plan: ImportPlan;
  before: ImportedProduct | null;
  product: Product;
  variants: ProductVariant[];
  movements: Array<Pick<StockMovement, 'delta' | 'stockAfter' | 'reason' | 'note'> & { variant: ProductVariant }>;
};

interface WriteContext {
  m: EntityManager;
  ctx: RequestContext;
  user: { id: number; email: string };
  now: Date;
  lastPlace: Map<number, number>;
  options: { audit: AuditLog; snapshot: (p: ImportedProduct) => unknown; webhooks?: CatalogWebhooks };
}

/** Write products as planned: new ones inserted (as drafts), existing ones updated where they change; their variants, stock movements, collections and audit entries. */
async function writeProducts({ m, ctx, user, now, lastPlace, options }: WriteContext, group: Next[], pace: () => Promise<void>): Promise<void> {
  // New products: inserted many to a statement, their ids read back by slug.
  for (const batch of chunks(group.filter((n) => n.before === null), ROWS)) {
    await pace();
    await insertRows(m, Product, batch.map((n) => ({ ...productRow(n.product), isActive: false })));
    const ids = await m.getRepository(Product).find({ select: { id: true, slug: true }, where: { slug: In(batch.map((n) => n.product.slug)) } });
    for (const n of batch) {
      n.product.id = ids.find((p) => p.slug === n.product.slug)!.id;
      for (const v of n.variants) v.productId = n.product.id;
    }
  }

  // Existing products: one statement each, only when a column or the listing summary changes.
  for (const n of group.filter((x) => x.before !== null)) {
    await pace();
    const row = productRow(n.product);
    const was = productRow(n.before!.product);
    const changed = Object.fromEntries(Object.entries(row).filter(([k, v]) => k !== 'updatedAt' && k !== 'createdAt' && JSON.stringify(v) !== JSON.stringify(was[k as keyof typeof was])));
    if (Object.keys(changed).length > 0) await m.getRepository(Product).update({ id: n.product.id }, { ...changed, updatedAt: now });
    for (const v of n.variants) {
      const old = n.before!.variants.find((x) => x.id === v.id);
      if (!old) continue;
      const fields = (['size', 'color', 'colorHex', 'mrp', 'sellingPrice', 'position', 'stock'] as const).filter((k) => v[k] !== old[k]);
      if (fields.length > 0) await m.getRepository(ProductVariant).update({ id: v.id }, Object.fromEntries(fields.map((k) => [k, v[k]])));
    }
  }

  // New variants: inserted many to a statement, ids read back by SKU.
  for (const batch of chunks(group.flatMap((n) => n.variants.filter((v) => v.id === undefined)), ROWS)) {
    await pace();
    await insertRows(m, ProductVariant, batch.map((v) => ({
      productId: v.productId, sku: v.sku, size: v.size, color: v.color, colorHex: v.colorHex, stock: v.stock, mrp: v.mrp, sellingPrice: v.sellingPrice, position: v.position,
    })));
    const ids = await m.getRepository(ProductVariant).find({ select: { id: true, sku: true }, where: { sku: In(batch.map((v) => v.sku)) } });
    for (const v of batch) v.id = ids.find((x) => x.sku === v.sku)!.id;
  }

  for (const batch of chunks(group.flatMap((n) => n.movements), ROWS)) {
    await pace();
    await insertRows(m, StockMovement, batch.map(({ variant, ...movement }) => ({
      variantId: variant.id, productId: variant.productId, sku: variant.sku, ...movement, actorId: user.id, actorEmail: user.email, createdAt: now,
    })));
  }

  // Collections: leave the ones no longer named; join new ones at their end.
  const joining: Array<{ collectionId: number; productId: number; position: number }> = [];
  const changedCollections = new Set<number>();
  for (const n of group) {
    const had = n.before?.collectionIds ?? [];
    const leaving = had.filter((id) => !n.plan.clean.collectionIds.includes(id));
    if (leaving.length > 0) await m.getRepository(CollectionProduct).delete({ productId: n.product.id, collectionId: In(leaving) });
    for (const id of leaving) changedCollections.add(id);
    for (const collectionId of n.plan.clean.collectionIds) {
      if (had.includes(collectionId)) continue;
      const position = (lastPlace.get(collectionId) ?? -1) + 1;
      lastPlace.set(collectionId, position);
      joining.push({ collectionId, productId: n.product.id, position });
    }
  }
  for (const batch of chunks(joining, ROWS)) {
    await pace();
    await insertRows(m, CollectionProduct, batch);
  }
  for (const row of joining) changedCollections.add(row.collectionId);
  await touchCollections(m, changedCollections);

  for (const batch of chunks(group, ROWS)) {
    await pace();
    await options.audit.recordMany(m, ctx, batch.map((n): AuditChange => ({
      action: n.before ? 'product.update' : 'product.create',
      entityType: 'product',
      entityId: n.product.id,
      before: n.before ? options.snapshot(n.before) : null,
      after: options.snapshot({ product: n.product, variants: n.variants, images: n.before?.images ?? [], collectionIds: n.plan.clean.collectionIds }),
    })));
  }
  await emitImported(m, options.webhooks, group.map((n) => ({
    created: n.before === null, product: { product: n.product, variants: n.variants, images: n.before?.images ?? [], collectionIds: n.plan.clean.collectionIds },
    stockBefore: new Map((n.before?.variants ?? []).map((v) => [v.id, v.stock])),
  })));
}

/**
 * One multi-row INSERT as plain SQL: TypeORM's insert builder spends ~1 ms a row building the
 * statement, which at 5,000 rows is the whole budget. Values go through the driver's own
 * conversion (booleans, dates, JSON columns), so they are stored exactly as the entities store them.
 */
async function insertRows(m: EntityManager, entity: EntityTarget<ObjectLiteral>, rows: Array<Record<string, unknown>>): Promise<void> {
  if (rows.length === 0) return;
  const meta = m.connection.getMetadata(entity);
  const driver = m.connection.driver;
  const columns = Object.keys(rows[0]).map((name) => meta.findColumnWithPropertyName(name)!);
  const params: unknown[] = [];
  const values = rows.map((row) => `(${columns.map((c) => {
    params.push(driver.preparePersistentValue(row[c.propertyName], c));
    return '?';
  }).join(', ')})`);
  await m.query(`INSERT INTO ${driver.escape(meta.tableName)} (${columns.map((c) => driver.escape(c.databaseName)).join(', ')}) VALUES ${values.join(', ')}`, params);
}

/** A product's stored columns (what an insert writes and an update compares). */
function productRow(p: Product) {
  return {
    slug: p.slug, title: p.title, description: p.description, brand: p.brand, categoryId: p.categoryId, fabric: p.fabric, care: p.care, hsnCode: p.hsnCode,
    gstRate: p.gstRate, tags: p.tags, countryOfOrigin: p.countryOfOrigin, manufacturer: p.manufacturer, packer: p.packer, importer: p.importer,
    netQuantity: p.netQuantity, salesCount: p.salesCount, isActive: p.isActive, archivedAt: p.archivedAt, price: p.price, mrp: p.mrp,
    sellingPrice: p.sellingPrice, onSale: p.onSale, inStock: p.inStock, createdAt: p.createdAt, updatedAt: p.updatedAt,
  };
}

/**
 * SKUs for the file's variants that left theirs blank: proposedSku, made unique against every SKU
 * in the store and in the file (the unique index refuses one taken in the meantime).
 */
async function proposeSkus(m: EntityManager, plans: ImportPlan[], current: Map<number, ImportedProduct>): Promise<Map<object, string>> {
  const wanted: Array<{ draft: object; base: string }> = [];
  const taken = new Set<string>();
  for (const plan of plans) {
    const slug = plan.productId === null ? plan.clean.slug! : current.get(plan.productId)?.product.slug ?? plan.clean.slug!;
    for (const v of plan.clean.variants) {
      if (v.sku !== null) taken.add(v.sku);
      else if (v.id === null) wanted.push({ draft: v, base: proposedSku(slug, v.color, v.size) });
    }
  }
  for (const c of current.values()) for (const v of c.variants) taken.add(v.sku);
  const bases = [...new Set(wanted.map((w) => w.base))];
  for (const batch of chunks(bases, IDS)) {
    for (const v of await m.getRepository(ProductVariant).find({ select: { sku: true }, where: { sku: In(batch) } })) taken.add(v.sku);
  }
  // A base already taken: its numbered forms in the store too ('KRT-RED-M-2'…).
  const crowded = new Set(bases.filter((b) => taken.has(b) || wanted.filter((w) => w.base === b).length > 1));
  for (const base of crowded) {
    for (const v of await m.getRepository(ProductVariant).find({ select: { sku: true }, where: { sku: Like(`${base}-%`) } })) taken.add(v.sku);
  }
  const skus = new Map<object, string>();
  for (const w of wanted) {
    const sku = uniqueName(w.base, (s) => taken.has(s), CATALOG_ADMIN_LIMITS.skuMax);
    taken.add(sku);
    skus.set(w.draft, sku);
  }
  return skus;
}

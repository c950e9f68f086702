import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import { In, type DataSource } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { badRequest } from '../../kernel/errors';
import { paiseToRupees } from '@kapda/rules/pricing';
import { checkProduct, type ProductDraft, type VariantDraft } from './catalog-admin.rules';
import type { CatalogAdminService } from './catalog-admin.service';
import { pacer, type ImportPlan } from './catalog-import';
import { CSV_COLUMNS, CSV_LIMITS, CSV_MESSAGES, CSV_TEMPLATE_ROWS, REQUIRED_COLUMNS, protectCell, readAmountCell, readRow, readStockCell, splitList, type CsvProblem, type CsvRow } from './catalog-csv.rules';
import { Category } from './category.entity';
import { Collection, CollectionProduct } from './collection.entity';
import { ProductVariant } from './product-variant.entity';
import { Product } from './product.entity';

const NUMBER_COLUMNS = new Set(['mrp', 'selling_price', 'stock']);
const VARIANT_COLUMNS = new Set(['sku', 'size', 'color', 'color_hex', 'mrp', 'selling_price', 'stock']);
const PRODUCT_COLUMNS = CSV_COLUMNS.filter((c) => !VARIANT_COLUMNS.has(c));

/** A product's own columns as the file writes them (the export, and the import keeping what a file leaves out). */
function productCells(p: Product, categorySlug: string, collectionSlugs: string): Omit<CsvRow, 'sku' | 'size' | 'color' | 'color_hex' | 'mrp' | 'selling_price' | 'stock'> {
  return {
    product_slug: p.slug, title: p.title, description: p.description, brand: p.brand, category_slug: categorySlug,
    collection_slugs: collectionSlugs, hsn_code: p.hsnCode, country_of_origin: p.countryOfOrigin, manufacturer: p.manufacturer, packer: p.packer,
    importer: p.importer, net_quantity: p.netQuantity, fabric: p.fabric, care: p.care, tags: p.tags.join(';'), status: p.isActive ? 'active' : 'draft',
  };
}

function toCsv(rows: CsvRow[]): string {
  const protectedRows = rows.map((r) => CSV_COLUMNS.map((c) => (NUMBER_COLUMNS.has(c) ? r[c] : protectCell(r[c]))));
  // A byte-order mark, so spreadsheets open the rupee sign and Indian names as UTF-8.
  return '\uFEFF' + stringify([[...CSV_COLUMNS], ...protectedRows], { record_delimiter: '\r\n' });
}

/**
 * Parse the file a slice at a time with a pause between slices: a 5,000-row file parsed in one go
 * holds the event loop (and so every other request) for a second on a busy machine.
 */
async function parseInSlices(text: string): Promise<Array<Record<string, unknown>>> {
  const parser = parse({ columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), skip_empty_lines: true, relax_column_count: true, bom: true, max_record_size: 100_000 });
  const records: Array<Record<string, unknown>> = [];
  let failure: unknown = null;
  parser.on('readable', () => {
    for (let record = parser.read(); record !== null; record = parser.read()) records.push(record as Record<string, unknown>);
  });
  parser.on('error', (error) => { failure = error; });
  const ended = new Promise<void>((resolve) => parser.on('end', resolve).on('error', () => resolve()));
  const pace = pacer();
  // Bytes, not characters: the parser joins a character split between slices.
  const bytes = Buffer.from(text, 'utf8');
  for (let at = 0; at < bytes.length && failure === null; at += 32_000) {
    parser.write(bytes.subarray(at, at + 32_000));
    await pace();
  }
  parser.end();
  await ended;
  if (failure !== null) throw failure;
  return records;
}

export interface ImportResult {
  applied: boolean;
  created: number;
  updated: number;
  variants: number;
  errors: CsvProblem[];
}

/** Which column a checkProduct field points at, for row-level errors. */
const COLUMN_OF: Record<string, string> = {
  title: 'title', slug: 'product_slug', description: 'description', brand: 'brand', categoryId: 'category_slug', collectionIds: 'collection_slugs',
  fabric: 'fabric', care: 'care', tags: 'tags', hsnCode: 'hsn_code', countryOfOrigin: 'country_of_origin', manufacturer: 'manufacturer',
  packer: 'packer', importer: 'importer', netQuantity: 'net_quantity', variants: 'sku',
};

/**
 * Catalogue CSV export, template and import (manage_products). An import reads every row first and
 * answers every row's problems without changing anything; only a clean file is applied, all of it
 * in one short transaction of multi-row statements (catalog-import.ts). Rows create or update variants by SKU.
 */
export class CatalogCsvService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly admin: CatalogAdminService,
  ) {}

  template(): string {
    return toCsv(CSV_TEMPLATE_ROWS);
  }

  /** Every product that is not archived, one row per variant, a few hundred products at a time. */
  async exportCsv(): Promise<string> {
    const [categories, collections] = await Promise.all([
      this.dataSource.getRepository(Category).find({ select: { id: true, slug: true } }),
      this.dataSource.getRepository(Collection).find({ select: { id: true, slug: true } }),
    ]);
    const categorySlug = new Map(categories.map((c) => [c.id, c.slug]));
    const collectionSlug = new Map(collections.map((c) => [c.id, c.slug]));
    const rows: CsvRow[] = [];
    let after = 0;
    for (;;) {
      const products = await this.dataSource.getRepository(Product).createQueryBuilder('p').where('p.archivedAt IS NULL').andWhere('p.id > :after', { after }).orderBy('p.id', 'ASC').take(500).getMany();
      if (products.length === 0) break;
      after = products[products.length - 1].id;
      const ids = products.map((p) => p.id);
      const [variants, members] = await Promise.all([
        this.dataSource.getRepository(ProductVariant).find({ where: { productId: In(ids) }, order: { productId: 'ASC', position: 'ASC', id: 'ASC' } }),
        this.dataSource.getRepository(CollectionProduct).findBy({ productId: In(ids) }),
      ]);
      for (const p of products) {
        const inCollections = members.filter((c) => c.productId === p.id).map((c) => collectionSlug.get(c.collectionId) ?? '').filter(Boolean).join(';');
        for (const v of variants.filter((x) => x.productId === p.id)) {
          rows.push({
            ...productCells(p, categorySlug.get(p.categoryId) ?? '', inCollections),
            sku: v.sku, size: v.size, color: v.color, color_hex: v.colorHex, mrp: String(paiseToRupees(v.mrp)), selling_price: String(paiseToRupees(v.sellingPrice)), stock: String(v.stock),
          });
        }
      }
    }
    return toCsv(rows);
  }

  /** Check every row; apply all of them in one transaction only when none has a problem. */
  async importCsv(ctx: RequestContext, text: string): Promise<ImportResult> {
    const { plans, errors, variants } = await this.plan(text);
    if (errors.length > 0) return { applied: false, created: 0, updated: 0, variants: 0, errors };
    const { created, updated } = await this.admin.applyImport(ctx, plans, 'CSV import');
    // Validation above reads outside any transaction and yields as it goes; only this write is one.
    return { applied: true, created, updated, variants, errors: [] };
  }

  private async plan(text: string): Promise<{ plans: ImportPlan[]; errors: CsvProblem[]; variants: number }> {
    let records: Array<Record<string, unknown>>;
    try {
      records = await parseInSlices(text.replace(/^\uFEFF/, ''));
    } catch {
      throw badRequest(CSV_MESSAGES.notCsv, { field: 'file' });
    }
    if (records.length === 0) throw badRequest(CSV_MESSAGES.empty, { field: 'file' });
    if (records.length > CSV_LIMITS.rows) throw badRequest(CSV_MESSAGES.tooManyRows, { field: 'file' });
    const header = Object.keys(records[0]);
    const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
    if (missing.length > 0) throw badRequest(CSV_MESSAGES.missingColumns(missing), { field: 'file' });

    // A big file's checks are CPU work on the one event loop: other requests get turns between slices.
    const pace = pacer();
    const rows: Array<{ line: number; row: CsvRow }> = [];
    for (const [i, record] of records.entries()) {
      await pace();
      rows.push({ line: i + 2, row: readRow(record) });
    }
    const errors: CsvProblem[] = [];
    const problem = (line: number, column: string | null, message: string) => errors.push({ row: line, column, message });

    // What the file names, looked up once.
    const skus = [...new Set(rows.map((r) => r.row.sku.toUpperCase()).filter(Boolean))];
    const slugs = [...new Set(rows.map((r) => r.row.product_slug).filter(Boolean))];
    const [categories, collections, existingVariants, existingProducts] = await Promise.all([
      this.dataSource.getRepository(Category).find({ select: { id: true, slug: true } }),
      this.dataSource.getRepository(Collection).find({ select: { id: true, slug: true } }),
      skus.length ? this.findInBatches(skus, (batch) => this.dataSource.getRepository(ProductVariant).findBy({ sku: In(batch) })) : Promise.resolve([]),
      slugs.length ? this.findInBatches(slugs, (batch) => this.dataSource.getRepository(Product).findBy({ slug: In(batch) })) : Promise.resolve([]),
    ]);
    const categoryBySlug = new Map(categories.map((c) => [c.slug, c.id]));
    const collectionBySlug = new Map(collections.map((c) => [c.slug, c.id]));
    const variantBySku = new Map(existingVariants.map((v) => [v.sku, v]));
    const productBySlug = new Map(existingProducts.map((p) => [p.slug, p]));
    const skuProducts = await this.dataSource.getRepository(Product).find({ where: { id: In([...new Set(existingVariants.map((v) => v.productId))]) }, select: { id: true, slug: true } });
    const slugOfProduct = new Map(skuProducts.map((p) => [p.id, p.slug]));

    // A column the file leaves out keeps an existing product's current value (a file of prices alone
    // must not turn products into drafts, empty their collections or blank their care notes).
    const absent = PRODUCT_COLUMNS.filter((c) => !header.includes(c));
    if (absent.length > 0 && existingProducts.length > 0) {
      const members = absent.includes('collection_slugs')
        ? await this.findInBatches(existingProducts.map((p) => p.id), (batch) => this.dataSource.getRepository(CollectionProduct).findBy({ productId: In(batch) }))
        : [];
      const slugOfCollection = new Map(collections.map((c) => [c.id, c.slug]));
      for (const { row } of rows) {
        const product = productBySlug.get(row.product_slug);
        if (!product) continue;
        const inCollections = members.filter((c) => c.productId === product.id).map((c) => slugOfCollection.get(c.collectionId) ?? '').filter(Boolean).join(';');
        const current = productCells(product, '', inCollections);
        for (const column of absent) if (column in current) row[column] = current[column as keyof typeof current];
      }
    }

    // Row by row: each checked on its own as a one-variant product, so every row's problems are found.
    const groups = new Map<string, Array<{ line: number; row: CsvRow; draft: ProductDraft; variant: VariantDraft; stock: number | null }>>();
    const seenSku = new Map<string, number>();
    const firstRows = new Map<string, CsvRow>();
    for (const { line, row: given } of rows) {
      await pace();
      // A product's later rows may leave its columns blank: they are read from its first row.
      const first = firstRows.get(given.product_slug);
      const row = first ? ({ ...given, ...Object.fromEntries(PRODUCT_COLUMNS.filter((c) => given[c] === '').map((c) => [c, first[c]])) } as CsvRow) : given;
      if (given.product_slug && !first) firstRows.set(given.product_slug, given);
      if (!row.product_slug) {
        problem(line, 'product_slug', CSV_MESSAGES.slugRequired);
        continue;
      }
      const categoryId = categoryBySlug.get(row.category_slug);
      if (categoryId === undefined) problem(line, 'category_slug', CSV_MESSAGES.categoryUnknown(row.category_slug));
      const collectionIds: number[] = [];
      for (const slug of splitList(row.collection_slugs)) {
        const id = collectionBySlug.get(slug);
        if (id === undefined) problem(line, 'collection_slugs', CSV_MESSAGES.collectionUnknown(slug));
        else collectionIds.push(id);
      }
      const status = row.status.toLowerCase();
      if (status && status !== 'active' && status !== 'draft') problem(line, 'status', CSV_MESSAGES.statusInvalid);
      const stockCell = readStockCell(row.stock);
      if (stockCell === undefined) problem(line, 'stock', CSV_MESSAGES.stockInvalid);
      const stock = stockCell ?? null;
      for (const column of ['mrp', 'selling_price'] as const) if (!readAmountCell(row[column])) problem(line, column, CSV_MESSAGES.amountInvalid(column));
      const sku = row.sku.toUpperCase();
      const existing = sku ? variantBySku.get(sku) : undefined;
      if (sku) {
        const earlier = seenSku.get(sku);
        if (earlier !== undefined) problem(line, 'sku', CSV_MESSAGES.skuTwice(sku, earlier));
        else seenSku.set(sku, line);
        if (existing && slugOfProduct.get(existing.productId) !== row.product_slug) problem(line, 'sku', CSV_MESSAGES.skuOtherProduct(sku, slugOfProduct.get(existing.productId) ?? ''));
      }
      const variant: VariantDraft = { id: existing?.id ?? null, sku: sku || null, size: row.size, color: row.color, colorHex: row.color_hex, mrp: row.mrp, sellingPrice: row.selling_price, stock: existing ? 0 : stock ?? 0 };
      const draft: ProductDraft = {
        title: row.title, slug: row.product_slug, description: row.description, brand: row.brand, categoryId: categoryId ?? 0, collectionIds,
        fabric: row.fabric, care: row.care, tags: splitList(row.tags), hsnCode: row.hsn_code, countryOfOrigin: row.country_of_origin, manufacturer: row.manufacturer,
        packer: row.packer, importer: row.importer, netQuantity: row.net_quantity, isActive: status === 'active', variants: [variant],
      };
      if (categoryId !== undefined && !errors.some((e) => e.row === line && (e.column === 'mrp' || e.column === 'selling_price'))) {
        const alone = checkProduct(draft);
        if ('problem' in alone) problem(line, COLUMN_OF[alone.field] ?? null, alone.problem);
      }
      const group = groups.get(row.product_slug) ?? [];
      group.push({ line, row, draft, variant, stock });
      groups.set(row.product_slug, group);
    }

    // Product by product: the whole grid (the product's other variants kept) must pass too.
    const plans: ImportPlan[] = [];
    let variantCount = 0;
    const existingGrids = new Map<number, ProductVariant[]>();
    const productIds = [...groups.keys()].map((slug) => productBySlug.get(slug)?.id).filter((id): id is number => id !== undefined);
    if (productIds.length) {
      for (const v of await this.findInBatches(productIds, (batch) => this.dataSource.getRepository(ProductVariant).find({ where: { productId: In(batch) }, order: { position: 'ASC', id: 'ASC' } }))) {
        existingGrids.set(v.productId, [...(existingGrids.get(v.productId) ?? []), v]);
      }
    }
    for (const [slug, group] of groups) {
      await pace();
      const first = group[0];
      const product = productBySlug.get(slug);
      if (product?.archivedAt) {
        problem(first.line, 'product_slug', CSV_MESSAGES.archived(slug));
        continue;
      }
      const grid: VariantDraft[] = (existingGrids.get(product?.id ?? -1) ?? []).map((v) => ({ id: v.id, sku: v.sku, size: v.size, color: v.color, colorHex: v.colorHex, mrp: paiseToRupees(v.mrp), sellingPrice: paiseToRupees(v.sellingPrice) }));
      const stock = new Map<number, number>();
      for (const entry of group) {
        const at = entry.variant.id ? grid.findIndex((v) => v.id === entry.variant.id) : -1;
        if (at >= 0) grid[at] = entry.variant;
        else grid.push(entry.variant);
        if (entry.variant.id && entry.stock !== null) stock.set(Number(entry.variant.id), entry.stock);
      }
      const whole = checkProduct({ ...first.draft, variants: grid });
      if ('problem' in whole) {
        if (!errors.some((e) => group.some((g) => g.line === e.row))) problem(first.line, COLUMN_OF[whole.field] ?? null, whole.problem);
        continue;
      }
      variantCount += group.length;
      plans.push({ productId: product?.id ?? null, clean: whole.product, stock });
    }
    errors.sort((a, b) => a.row - b.row);
    return { plans, errors, variants: variantCount };
  }

  /** IN lists in batches of 500 (SQLite's variable limit), with a pause between them. */
  private async findInBatches<K, T>(keys: K[], find: (batch: K[]) => Promise<T[]>): Promise<T[]> {
    const found: T[] = [];
    const pace = pacer();
    for (let i = 0; i < keys.length; i += 500) {
      await pace();
      found.push(...(await find(keys.slice(i, i + 500))));
    }
    return found;
  }
}


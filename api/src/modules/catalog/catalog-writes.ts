import { In, type DataSource, type EntityManager } from 'typeorm';
import { badRequest, conflict } from '../../kernel/errors';
import { assertSellingWithinMrp, effectiveGstRate, paiseToRupees } from '@kapda/rules/pricing';
import { summariseVariants } from './catalog.rules';
import { Category } from './category.entity';
import { Collection, CollectionProduct } from './collection.entity';
import { ProductImage } from './product-image.entity';
import { ProductVariant } from './product-variant.entity';
import { Product } from './product.entity';

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
  /** Legal-metrology details (Product): country of origin, maker, packer, importer, net quantity. */
  countryOfOrigin?: string;
  manufacturer?: string;
  packer?: string;
  importer?: string;
  netQuantity?: string;
  salesCount?: number;
  isActive?: boolean;
  createdAt?: Date;
  variants: NewVariant[];
  images: NewImage[];
}

/**
 * Catalogue writes: categories, collections, products with their variants and images, stock and
 * prices — each keeping the product's listing summary in step with its variants, and each reported
 * through `changed` so kept reads and the answer cache are dropped.
 */
/**
 * The collections whose products changed (a product joined or left them) changed too: their
 * `updatedAt` — the sitemap's lastmod for them — is now. Their own fields set it by themselves.
 */
export async function touchCollections(m: EntityManager, collectionIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(collectionIds)];
  if (ids.length) await m.getRepository(Collection).update({ id: In(ids) }, { updatedAt: new Date() });
}

export class CatalogWrites {
  constructor(private readonly dataSource: DataSource, private readonly changed: () => void) {}

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

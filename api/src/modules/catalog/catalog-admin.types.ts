import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { inclusivePrice, paiseToRupees } from '@kapda/rules/pricing';
import { CATALOG_ADMIN_LIMITS } from './catalog-admin.rules';
import { productStatus, type AdminProduct } from './admin-product';
import { ProductImageView } from './catalog.types';
import { imageView } from './catalog.views';
import type { Category } from './category.entity';
import type { Collection } from './collection.entity';
import type { StockMovement } from './stock-movement.entity';

/**
 * The back office's catalogue types (manage_products, Catalog). Money is in rupees: `mrp` is
 * tax-inclusive as printed, `sellingPrice` ex-GST (the taxable value), `price` what the shopper pays.
 */

export enum CatalogProductStatus {
  ACTIVE = 'active',
  DRAFT = 'draft',
  ARCHIVED = 'archived',
}
registerEnumType(CatalogProductStatus, { name: 'CatalogProductStatus', description: 'active: in the shop; draft: hidden; archived: hidden and out of the default list.' });

export enum StockLevelFilter {
  IN_STOCK = 'in_stock',
  LOW = 'low',
  SOLD_OUT = 'sold_out',
}
registerEnumType(StockLevelFilter, { name: 'StockLevel', description: `low: some size or colour has 1–${CATALOG_ADMIN_LIMITS.lowStock} pieces left.` });

@ObjectType('CatalogVariant', { description: 'One size × colour of a product, as the back office edits it.' })
export class CatalogVariantView {
  @Field(() => ID) id: string;
  @Field(() => String) sku: string;
  @Field(() => String) size: string;
  @Field(() => String) color: string;
  @Field(() => String) colorHex: string;
  @Field(() => Int) stock: number;
  @Field(() => Float, { description: 'Rupees, tax-inclusive as printed.' }) mrp: number;
  @Field(() => Float, { description: 'Rupees, ex-GST.' }) sellingPrice: number;
  @Field(() => Float, { description: 'Rupees, GST-inclusive: what the shopper pays.' }) price: number;
}

@ObjectType('CatalogProduct', { description: 'A product as the back office edits it: every field, its size × colour grid and pictures.' })
export class CatalogProductView {
  @Field(() => ID) id: string;
  @Field(() => String) slug: string;
  @Field(() => String) title: string;
  @Field(() => String) description: string;
  @Field(() => String) brand: string;
  @Field(() => ID) categoryId: string;
  @Field(() => [ID], { description: 'The collections the product is in.' }) collectionIds: string[];
  @Field(() => String) fabric: string;
  @Field(() => String) care: string;
  @Field(() => [String]) tags: string[];
  @Field(() => String) hsnCode: string;
  @Field(() => Int, { description: 'GST percent, from the HSN code and the dearest variant’s ex-GST piece value.' }) gstRate: number;
  @Field(() => String) countryOfOrigin: string;
  @Field(() => String) manufacturer: string;
  @Field(() => String) packer: string;
  @Field(() => String) importer: string;
  @Field(() => String) netQuantity: string;
  @Field(() => Boolean, { description: 'Whether shoppers may return or exchange it (off for innerwear and the like).' }) returnable: boolean;
  @Field(() => CatalogProductStatus) status: CatalogProductStatus;
  @Field(() => Float, { description: 'Rupees, GST-inclusive, as the shop lists it.' }) price: number;
  @Field(() => Float) mrp: number;
  @Field(() => Boolean) onSale: boolean;
  @Field(() => Boolean) inStock: boolean;
  @Field(() => Int, { description: 'Pieces across all variants.' }) totalStock: number;
  @Field(() => Boolean, { description: `Some variant has 1–${CATALOG_ADMIN_LIMITS.lowStock} pieces left.` }) lowStock: boolean;
  @Field(() => [CatalogVariantView]) variants: CatalogVariantView[];
  @Field(() => [ProductImageView], { description: 'In gallery order.' }) images: ProductImageView[];
  @Field(() => Date) updatedAt: Date;
}

@ObjectType('CatalogProductPage')
export class CatalogProductPageView {
  @Field(() => [CatalogProductView]) items: CatalogProductView[];
  @Field(() => Int) total: number;
  @Field(() => Int) page: number;
  @Field(() => Int) limit: number;
}

@ObjectType('StockMovement', { description: 'One stock change made in the back office: who, when, how many and why.' })
export class StockMovementView {
  @Field(() => ID) id: string;
  @Field(() => ID) variantId: string;
  @Field(() => String) sku: string;
  @Field(() => Int, { description: 'Pieces added (positive) or taken (negative).' }) delta: number;
  @Field(() => Int) stockAfter: number;
  @Field(() => String, { description: 'received | damaged | correction' }) reason: string;
  @Field(() => String) note: string;
  @Field(() => String) actorEmail: string;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('StockAdjustment')
export class StockAdjustmentView {
  @Field(() => CatalogVariantView) variant: CatalogVariantView;
  @Field(() => StockMovementView) movement: StockMovementView;
}

@ObjectType('CatalogCategory', { description: 'A category as the tree editor sees it.' })
export class CatalogCategoryView {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => String) slug: string;
  @Field(() => String) description: string;
  @Field(() => ID, { nullable: true }) parentId: string | null;
  @Field(() => Int) position: number;
  @Field(() => Int, { description: 'Products filed directly under it.' }) productCount: number;
  @Field(() => Int) childCount: number;
}

@ObjectType('CatalogCollection', { description: 'A collection as the back office edits it (active or not).' })
export class CatalogCollectionView {
  @Field(() => ID) id: string;
  @Field(() => String) title: string;
  @Field(() => String) slug: string;
  @Field(() => String) description: string;
  @Field(() => String, { nullable: true }) image: string | null;
  @Field(() => Int) position: number;
  @Field(() => Boolean) isActive: boolean;
  @Field(() => Date, { nullable: true }) startsAt: Date | null;
  @Field(() => Date, { nullable: true }) endsAt: Date | null;
  @Field(() => [ID], { description: 'Its products, in order.' }) productIds: string[];
}

@InputType('CatalogVariantInput', { description: 'One cell of the size × colour grid. Leave id empty for a new variant, sku empty to have one made.' })
export class CatalogVariantInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => String, { nullable: true }) sku?: string | null;
  @Field(() => String) size: string;
  @Field(() => String) color: string;
  @Field(() => String, { description: '#rrggbb swatch.' }) colorHex: string;
  @Field(() => Float, { description: 'Rupees, tax-inclusive as printed.' }) mrp: number;
  @Field(() => Float, { description: 'Rupees, ex-GST; with GST it may not exceed the MRP.' }) sellingPrice: number;
  @Field(() => Int, { nullable: true, description: 'Opening stock of a new variant (recorded as received). An existing variant’s stock changes only through adjustStock.' }) stock?: number | null;
}

@InputType('CatalogProductInput', { description: 'The whole product as the editor holds it; variants left out are removed (unless ordered).' })
export class CatalogProductInput {
  @Field(() => String) title: string;
  @Field(() => String, { nullable: true, description: 'Made from the title when empty (and kept on edits).' }) slug?: string | null;
  @Field(() => String) description: string;
  @Field(() => String) brand: string;
  @Field(() => ID) categoryId: string;
  @Field(() => [ID], { nullable: true }) collectionIds?: string[] | null;
  @Field(() => String, { nullable: true }) fabric?: string | null;
  @Field(() => String, { nullable: true }) care?: string | null;
  @Field(() => [String], { nullable: true }) tags?: string[] | null;
  @Field(() => String, { description: '4, 6 or 8 digits; the GST rate follows from it.' }) hsnCode: string;
  @Field(() => String, { nullable: true, description: "Default 'India'." }) countryOfOrigin?: string | null;
  @Field(() => String, { description: "Maker's name and address (Legal Metrology rule 6(10))." }) manufacturer: string;
  @Field(() => String, { nullable: true }) packer?: string | null;
  @Field(() => String, { nullable: true, description: 'Required when the country of origin is not India.' }) importer?: string | null;
  @Field(() => String, { nullable: true, description: "Default '1 N'." }) netQuantity?: string | null;
  @Field(() => Boolean, { description: 'true: in the shop; false: a draft.' }) isActive: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Whether shoppers may return or exchange it; left out: kept as it is (new products: true).' }) returnable?: boolean | null;
  @Field(() => [CatalogVariantInput]) variants: CatalogVariantInput[];
}

@InputType('CatalogProductFilter')
export class CatalogProductFilterInput {
  @Field(() => String, { nullable: true, description: 'Title, slug, brand or SKU contains.' }) search?: string | null;
  @Field(() => ID, { nullable: true, description: 'A category (a department includes its subcategories).' }) categoryId?: string | null;
  @Field(() => ID, { nullable: true }) collectionId?: string | null;
  @Field(() => StockLevelFilter, { nullable: true }) stock?: StockLevelFilter | null;
  @Field(() => Boolean, { nullable: true }) onSale?: boolean | null;
  @Field(() => CatalogProductStatus, { nullable: true, description: 'Default: active and drafts.' }) status?: CatalogProductStatus | null;
}

@InputType('StockAdjustmentInput')
export class StockAdjustmentInput {
  @Field(() => Int, { description: 'Pieces to add (positive) or take (negative).' }) delta: number;
  @Field(() => String, { description: 'received (adds) | damaged (takes) | correction (either)' }) reason: string;
  @Field(() => String, { nullable: true }) note?: string | null;
}

@ObjectType('ProductImportProblem', { description: 'One problem on one row of an import (the header is row 1).' })
export class ProductImportProblemView {
  @Field(() => Int) row: number;
  @Field(() => String, { nullable: true }) column: string | null;
  @Field(() => String) message: string;
}

@ObjectType('ProductImport', { description: 'Either applied (every row, in one transaction) or not at all, with every row’s problems.' })
export class ProductImportView {
  @Field(() => Boolean) applied: boolean;
  @Field(() => Int) created: number;
  @Field(() => Int) updated: number;
  @Field(() => Int, { description: 'Rows (variants) applied.' }) variants: number;
  @Field(() => [ProductImportProblemView]) errors: ProductImportProblemView[];
}

@InputType('ProductImageInput', { description: 'One picture in its new place.' })
export class ProductImageInput {
  @Field(() => ID) id: string;
  @Field(() => String, { description: 'What the picture shows, for screen readers.' }) alt: string;
  @Field(() => String, { nullable: true, description: 'The variant colour it shows, if any.' }) color?: string | null;
}

@InputType('CatalogCategoryInput')
export class CatalogCategoryInput {
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true, description: 'Made from the name when empty.' }) slug?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => ID, { nullable: true, description: 'Empty for a top-level department.' }) parentId?: string | null;
  @Field(() => Int, { nullable: true, description: 'Order among its siblings.' }) position?: number | null;
}

@InputType('CatalogCollectionInput')
export class CatalogCollectionInput {
  @Field(() => String) title: string;
  @Field(() => String, { nullable: true }) slug?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true, description: 'A /media/… picture address.' }) image?: string | null;
  @Field(() => Int, { nullable: true }) position?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Default true.' }) isActive?: boolean | null;
  @Field(() => Date, { nullable: true }) startsAt?: Date | null;
  @Field(() => Date, { nullable: true }) endsAt?: Date | null;
  @Field(() => [ID], { nullable: true, description: 'Its products, in order.' }) productIds?: string[] | null;
}

// ---------------------------------------------------------------- views

export function catalogVariantView(v: AdminProduct['variants'][number], gstRate: number): CatalogVariantView {
  const sellingPrice = paiseToRupees(v.sellingPrice);
  return { id: String(v.id), sku: v.sku, size: v.size, color: v.color, colorHex: v.colorHex, stock: v.stock, mrp: paiseToRupees(v.mrp), sellingPrice, price: inclusivePrice(sellingPrice, gstRate) };
}

export function catalogProductView(a: AdminProduct): CatalogProductView {
  const p = a.product;
  return {
    id: String(p.id), slug: p.slug, title: p.title, description: p.description, brand: p.brand, categoryId: String(p.categoryId), collectionIds: a.collectionIds.map(String),
    fabric: p.fabric, care: p.care, tags: p.tags, hsnCode: p.hsnCode, gstRate: p.gstRate, countryOfOrigin: p.countryOfOrigin, manufacturer: p.manufacturer,
    packer: p.packer, importer: p.importer, netQuantity: p.netQuantity, returnable: p.returnable, status: productStatus(p) as CatalogProductStatus,
    price: paiseToRupees(p.price), mrp: paiseToRupees(p.mrp), onSale: p.onSale, inStock: p.inStock,
    totalStock: a.variants.reduce((n, v) => n + v.stock, 0), lowStock: a.variants.some((v) => v.stock > 0 && v.stock <= CATALOG_ADMIN_LIMITS.lowStock),
    variants: a.variants.map((v) => catalogVariantView(v, p.gstRate)), images: a.images.map(imageView), updatedAt: p.updatedAt,
  };
}

export function stockMovementView(m: StockMovement): StockMovementView {
  return { id: String(m.id), variantId: String(m.variantId), sku: m.sku, delta: m.delta, stockAfter: m.stockAfter, reason: m.reason, note: m.note, actorEmail: m.actorEmail, createdAt: m.createdAt };
}

export function catalogCategoryView(c: { category: Category; productCount: number; childCount: number }): CatalogCategoryView {
  return { id: String(c.category.id), name: c.category.name, slug: c.category.slug, description: c.category.description, parentId: c.category.parentId === null ? null : String(c.category.parentId), position: c.category.position, productCount: c.productCount, childCount: c.childCount };
}

export function catalogCollectionView(c: { collection: Collection; productIds: number[] }): CatalogCollectionView {
  const k = c.collection;
  return { id: String(k.id), title: k.title, slug: k.slug, description: k.description, image: k.image, position: k.position, isActive: k.isActive, startsAt: k.startsAt, endsAt: k.endsAt, productIds: c.productIds.map(String) };
}


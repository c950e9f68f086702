import { inclusivePrice, paiseToRupees, percentOff } from '@kapda/rules/pricing';
import { ratingSummary } from '@kapda/rules/reviews';
import { isNewArrival } from './catalog.rules';
import type { CardVariant, CategoryRow, ImageRow, ProductCardRow, ProductRow, VariantRow } from './catalog.service';
import type { Collection } from './collection.entity';
import type { CategoryView, CollectionView, ProductColorView, ProductImageView, ProductVariantView, ProductView } from './catalog.types';

/** Rows or entities (paise, numeric ids) → what the API answers (rupees, string ids). Shared by GraphQL and REST. */

/** Where picture addresses start: the store's /media, or MEDIA_PUBLIC_URL (a CDN in front of the bucket); set once at start. */
let mediaBase = '/media';
export function setMediaBase(base: string): void {
  mediaBase = base.replace(/\/$/, '');
}

/** The media store's key of a picture address this store made (`/media/…`, or under MEDIA_PUBLIC_URL); null for any other address. */
export function mediaKeyOf(url: string): string | null {
  for (const base of new Set([`${mediaBase}/`, '/media/'])) if (url.startsWith(base)) return url.slice(base.length);
  return null;
}

/** Public address of one rendering of a product picture. */
export function mediaUrl(basePath: string, width: number): string {
  return `${mediaBase}/${basePath}-${width}.webp`;
}

/** The width a card or gallery loads by default: the middle one (640 of 320/640/1024). */
function defaultWidth(widths: readonly number[]): number {
  return widths[Math.floor((widths.length - 1) / 2)] ?? widths[0];
}

export function imageView(image: ImageRow): ProductImageView {
  return {
    id: String(image.id),
    url: mediaUrl(image.basePath, defaultWidth(image.widths)),
    srcSet: image.widths.map((w) => `${mediaUrl(image.basePath, w)} ${w}w`).join(', '),
    alt: image.alt,
    width: image.width,
    height: image.height,
    color: image.color,
  };
}

export function variantView(variant: VariantRow, gstRate: number): ProductVariantView {
  const sellingPrice = paiseToRupees(variant.sellingPrice);
  const price = inclusivePrice(sellingPrice, gstRate);
  return {
    id: String(variant.id),
    sku: variant.sku,
    size: variant.size,
    color: variant.color,
    colorHex: variant.colorHex,
    stock: variant.stock,
    inStock: variant.stock > 0,
    mrp: Math.max(paiseToRupees(variant.mrp), price),
    sellingPrice,
    price,
  };
}

export function productView(product: ProductRow, now: Date = new Date()): ProductView {
  const price = paiseToRupees(product.price);
  const mrp = paiseToRupees(product.mrp);
  return {
    id: String(product.id),
    productId: product.id,
    categoryId: product.categoryId,
    slug: product.slug,
    title: product.title,
    description: product.description,
    brand: product.brand,
    fabric: product.fabric,
    care: product.care,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate,
    tags: product.tags,
    price,
    mrp,
    sellingPrice: paiseToRupees(product.sellingPrice),
    percentOff: percentOff(price, mrp),
    onSale: product.onSale,
    inStock: product.inStock,
    isNew: isNewArrival(product.createdAt, now),
    returnable: product.returnable,
    rating: ratingSummary(product.ratingCount, product.ratingStars),
    salesCount: product.salesCount,
    createdAt: product.createdAt,
    countryOfOrigin: product.countryOfOrigin,
    manufacturer: product.manufacturer,
    packer: product.packer,
    importer: product.importer,
    netQuantity: product.netQuantity,
  };
}

/** What a product card shows of a product (the REST listing), in rupees, worked out as productView does. */
export function productCardView(product: ProductCardRow, now: Date = new Date()) {
  const price = paiseToRupees(product.price);
  const mrp = paiseToRupees(product.mrp);
  return {
    id: String(product.id),
    slug: product.slug,
    title: product.title,
    brand: product.brand,
    price,
    mrp,
    sellingPrice: paiseToRupees(product.sellingPrice),
    percentOff: percentOff(price, mrp),
    onSale: product.onSale,
    inStock: product.inStock,
    isNew: isNewArrival(product.createdAt, now),
    gstRate: product.gstRate,
    rating: ratingSummary(product.ratingCount, product.ratingStars),
  };
}

/** Distinct colours of a product's variants, in the variants' order. */
export function colorsOf(variants: readonly CardVariant[]): ProductColorView[] {
  const seen = new Map<string, string>();
  for (const v of variants) if (!seen.has(v.color)) seen.set(v.color, v.colorHex);
  return [...seen].map(([name, hex]) => ({ name, hex }));
}

export function categoryView(category: CategoryRow): CategoryView {
  return {
    id: String(category.id),
    slug: category.slug,
    name: category.name,
    description: category.description,
    image: category.image,
    parentId: category.parentId,
  };
}

export function collectionView(collection: Collection): CollectionView {
  return {
    id: String(collection.id),
    collectionId: collection.id,
    slug: collection.slug,
    title: collection.title,
    description: collection.description,
    image: collection.image,
  };
}

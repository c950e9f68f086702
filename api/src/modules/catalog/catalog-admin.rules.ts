/**
 * The back office's catalogue rules, pure: checking a product as the editor sends it (fields,
 * the size × colour grid, prices within MRP, the legal-metrology details), making slugs and SKUs,
 * stock adjustments, and categories and collections. Messages are what the back office shows.
 */
import { gstRateForHsn, inclusivePaise } from './catalog.rules';
import { readDate } from '@kapda/rules/dates';
import { parseId } from '../../kernel/ids';
import { formatRupees, readNumber } from '@kapda/rules/pricing';

/** Why stock changes in the back office. */
export const STOCK_REASONS = ['received', 'damaged', 'correction'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export const CATALOG_ADMIN_LIMITS = {
  titleMax: 200,
  slugMax: 200,
  /** Characters; at 4 bytes each still inside a TEXT column's 65,535 bytes. */
  descriptionMax: 15_000,
  /** Categories' and collections' descriptions. */
  shortDescriptionMax: 5_000,
  brandMax: 80,
  fabricMax: 200,
  careMax: 300,
  tagsMax: 30,
  tagMax: 40,
  partyMax: 300,
  countryMax: 60,
  netQuantityMax: 40,
  sizeMax: 20,
  colorMax: 40,
  skuMax: 40,
  variantsMax: 200,
  stockMax: 1_000_000,
  /** Paise: ₹10,00,000 is more than any piece this shop sells. */
  moneyMax: 100_000_000,
  noteMax: 200,
  categoryNameMax: 120,
  categorySlugMax: 80,
  collectionTitleMax: 120,
  collectionProductsMax: 500,
  /** A variant counts as low on stock at this many pieces or fewer. */
  lowStock: 5,
} as const;

export const CATALOG_ADMIN_MESSAGES = {
  productNotFound: 'Product not found',
  variantNotFound: 'Variant not found',
  categoryNotFound: 'Category not found',
  imageNotFound: 'Picture not found',
  imagesMismatch: "The pictures sent are not this product's pictures: reload the page and try again.",
  altRequired: 'Every picture needs alt text: say what it shows.',
  collectionNotFound: 'Collection not found',
  titleRequired: 'Please enter the product title.',
  titleTooLong: `The title can be at most ${CATALOG_ADMIN_LIMITS.titleMax} characters long.`,
  slugInvalid: 'The slug may use lower-case letters, digits and single hyphens only.',
  slugTaken: 'Another product already uses this slug.',
  descriptionRequired: 'Please enter a description.',
  descriptionTooLong: `The description can be at most ${CATALOG_ADMIN_LIMITS.descriptionMax} characters long.`,
  brandRequired: 'Please enter the brand.',
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters long.`,
  categoryRequired: 'Please choose a category.',
  categoryUnknown: 'That category does not exist.',
  collectionUnknown: 'One of the chosen collections does not exist.',
  tagsInvalid: `At most ${CATALOG_ADMIN_LIMITS.tagsMax} tags of up to ${CATALOG_ADMIN_LIMITS.tagMax} characters each.`,
  hsnInvalid: 'The HSN code must be 4, 6 or 8 digits.',
  hsnNoRule: 'This HSN code has no GST rule here: use fabrics (50–55), garments and made-ups (61–63), footwear (64) or bags (42).',
  countryRequired: 'Please enter the country of origin.',
  manufacturerRequired: "Please enter the manufacturer's name and address.",
  importerRequired: "A product made outside India needs the importer's name and address.",
  netQuantityRequired: "Please enter the net quantity (for example '1 N').",
  variantsRequired: 'A product needs at least one size and colour.',
  tooManyVariants: `A product can have at most ${CATALOG_ADMIN_LIMITS.variantsMax} variants.`,
  sizeRequired: 'Every variant needs a size.',
  colorRequired: 'Every variant needs a colour.',
  colorHexInvalid: (color: string) => `${color}: the swatch must be a hex colour like #2e3b74.`,
  variantTwice: (size: string, color: string) => `${size} / ${color} appears twice.`,
  skuInvalid: (sku: string) => `SKU ${sku}: use capital letters, digits and hyphens (at most ${CATALOG_ADMIN_LIMITS.skuMax}).`,
  skuTwice: (sku: string) => `SKU ${sku} appears twice.`,
  skuTaken: (sku: string) => `SKU ${sku} is already used by another product.`,
  mrpInvalid: (label: string) => `${label}: the MRP must be an amount above ₹0.`,
  priceInvalid: (label: string) => `${label}: the selling price must be an amount above ₹0.`,
  priceAboveMrp: (label: string, price: number, mrp: number) => `${label}: the selling price incl. GST (${formatRupees(price)}) is above the MRP (${formatRupees(mrp)}).`,
  stockInvalid: (label: string) => `${label}: stock must be a whole number from 0.`,
  variantOrdered: (sku: string) => `${sku} has been ordered, so it cannot be removed: set its stock to 0 instead.`,
  variantOfOtherProduct: 'That variant belongs to another product.',
  deltaInvalid: 'Enter how many pieces, as a whole number other than 0.',
  reasonInvalid: 'Choose why the stock changes: received, damaged or correction.',
  receivedNegative: 'Received stock adds pieces: enter a positive number.',
  damagedPositive: 'Damaged stock takes pieces away: enter a negative number.',
  noteTooLong: `The note can be at most ${CATALOG_ADMIN_LIMITS.noteMax} characters long.`,
  belowZero: (sku: string, stock: number) => `${sku} has only ${stock} in stock: stock cannot go below 0.`,
  categoryNameRequired: 'Please enter the category name.',
  categorySlugInvalid: 'The slug may use lower-case letters, digits and single hyphens only.',
  categorySlugTaken: 'Another category already uses this slug.',
  parentUnknown: 'The parent category does not exist.',
  parentSelf: 'A category cannot be its own parent.',
  parentTooDeep: 'Subcategories go one level deep: choose a top-level department as the parent.',
  parentHasChildren: 'This category has subcategories, so it must stay a top-level department.',
  categoryHasProducts: (n: number) => `This category still holds ${n} product${n === 1 ? '' : 's'}: move ${n === 1 ? 'it' : 'them'} to another category first.`,
  categoryHasChildren: 'This category has subcategories: move or delete them first.',
  categoryInCoupons: 'A coupon is limited to this category: change or delete the coupon first.',
  departmentWithProducts: (n: number) => `This category holds ${n} product${n === 1 ? '' : 's'} and would become a department with products beside its subcategories: move them first.`,
  positionInvalid: 'The order must be a whole number from 0.',
  collectionTitleRequired: 'Please enter the collection title.',
  collectionSlugTaken: 'Another collection already uses this slug.',
  collectionInCoupons: 'A coupon is limited to this collection: change or delete the coupon first.',
  collectionTooMany: `A collection can hold at most ${CATALOG_ADMIN_LIMITS.collectionProductsMax} products.`,
  collectionProductUnknown: 'One of the chosen products does not exist.',
  imageInvalid: 'The picture must be a /media/ address.',
  dateInvalid: 'Please enter a valid date and time.',
  endBeforeStart: 'The end must be after the start.',
  productCreated: 'Product created',
  productUpdated: 'Product updated',
  productArchived: 'Product archived',
  stockAdjusted: 'Stock updated',
  categorySaved: 'Category saved',
  categoryDeleted: 'Category deleted',
  collectionSaved: 'Collection saved',
  collectionDeleted: 'Collection deleted',
} as const;

export type Problem = { problem: string; field: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SKU = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
const HEX = /^#[0-9a-f]{6}$/i;

/** Lower-case ASCII words joined by single hyphens ('Rani Pink Bandhani Kurta' → 'rani-pink-bandhani-kurta'). */
export function slugify(text: string, max: number = CATALOG_ADMIN_LIMITS.slugMax): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, max).replace(/-+$/g, '') || 'item';
}

/** `base`, or `base-2`, `base-3`… — the first that `taken` does not hold (kept within `max`). */
export function uniqueName(base: string, taken: (candidate: string) => boolean, max: number): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = base.slice(0, max - suffix.length).replace(/-+$/g, '') + suffix;
    if (!taken(candidate)) return candidate;
  }
}

/** A part of a SKU: capitals and digits of a word, at most `max` of them ('Rani Pink' → 'RANIPINK'). */
function skuPart(text: string, max: number): string {
  return text.normalize('NFKD').toUpperCase().replace(/[^A-Z0-9]+/g, '').slice(0, max) || 'X';
}

/** The SKU the back office proposes for a variant: product slug initials, colour, size ('KRT-RANIPINK-M'). */
export function proposedSku(productSlug: string, color: string, size: string): string {
  const words = productSlug.split('-').filter(Boolean);
  const stem = (words.length >= 3 ? words.map((w) => w[0]).join('') : words.join('')).toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 12) || 'KPD';
  return `${stem}-${skuPart(color, 12)}-${skuPart(size, 8)}`.slice(0, CATALOG_ADMIN_LIMITS.skuMax);
}

/** Rupees (≤ 2 decimals) → paise; null when not a positive amount within the limit. */
export function positivePaise(value: unknown): number | null {
  const n = readNumber(value);
  if (n === null || n <= 0) return null;
  const paise = Math.round(n * 100);
  return paise > 0 && paise <= CATALOG_ADMIN_LIMITS.moneyMax ? paise : null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const oneLine = (value: unknown): string => text(value).replace(/\s+/g, ' ');

export interface VariantDraft {
  id?: string | number | null;
  sku?: string | null;
  size?: unknown;
  color?: unknown;
  colorHex?: unknown;
  /** Rupees, tax-inclusive. */
  mrp?: unknown;
  /** Rupees, ex-GST. */
  sellingPrice?: unknown;
  /** Opening stock of a new variant; an existing variant's stock changes only by adjustStock. */
  stock?: unknown;
}

export interface ProductDraft {
  title?: unknown;
  slug?: unknown;
  description?: unknown;
  brand?: unknown;
  categoryId?: unknown;
  collectionIds?: unknown;
  fabric?: unknown;
  care?: unknown;
  tags?: unknown;
  hsnCode?: unknown;
  countryOfOrigin?: unknown;
  manufacturer?: unknown;
  packer?: unknown;
  importer?: unknown;
  netQuantity?: unknown;
  isActive?: unknown;
  /** Whether shoppers may return it (issue 18); left out: kept as it is (new products: true). */
  returnable?: unknown;
  variants?: VariantDraft[] | null;
}

export interface CleanVariant {
  id: number | null;
  /** Null: the service makes one (proposedSku, made unique). */
  sku: string | null;
  size: string;
  color: string;
  colorHex: string;
  mrp: number;
  sellingPrice: number;
  stock: number;
}

export interface CleanProduct {
  title: string;
  /** Null: made from the title by the service (slugify, made unique). */
  slug: string | null;
  description: string;
  brand: string;
  categoryId: number;
  collectionIds: number[];
  fabric: string;
  care: string;
  tags: string[];
  hsnCode: string;
  gstRate: number;
  countryOfOrigin: string;
  manufacturer: string;
  packer: string;
  importer: string;
  netQuantity: string;
  isActive: boolean;
  /** Null: not given (an edit keeps the product's flag; a new product is returnable). */
  returnable: boolean | null;
  variants: CleanVariant[];
}

const isIndia = (country: string) => /^(india|bharat|in)$/i.test(country.trim());

/**
 * Check a product as the editor sends it (the whole product, an edit included). Answers the clean
 * product with its GST rate from the HSN code and the dearest variant's ex-GST piece value
 * (gstRateForHsn), or the first problem with its field.
 */
export function checkProduct(input: ProductDraft): { product: CleanProduct } | Problem {
  const L = CATALOG_ADMIN_LIMITS;
  const M = CATALOG_ADMIN_MESSAGES;
  const title = oneLine(input.title);
  if (!title) return { problem: M.titleRequired, field: 'title' };
  if (title.length > L.titleMax) return { problem: M.titleTooLong, field: 'title' };
  const slugText = text(input.slug);
  if (slugText && (slugText.length > L.slugMax || !SLUG.test(slugText))) return { problem: M.slugInvalid, field: 'slug' };
  const description = text(input.description);
  if (!description) return { problem: M.descriptionRequired, field: 'description' };
  if (description.length > L.descriptionMax) return { problem: M.descriptionTooLong, field: 'description' };
  const brand = oneLine(input.brand);
  if (!brand) return { problem: M.brandRequired, field: 'brand' };
  if (brand.length > L.brandMax) return { problem: M.tooLong('The brand', L.brandMax), field: 'brand' };
  const categoryId = parseId(input.categoryId);
  if (categoryId === null) return { problem: M.categoryRequired, field: 'categoryId' };
  const collectionIds: number[] = [];
  if (input.collectionIds !== undefined && input.collectionIds !== null) {
    if (!Array.isArray(input.collectionIds)) return { problem: M.collectionUnknown, field: 'collectionIds' };
    for (const raw of input.collectionIds) {
      const id = parseId(raw);
      if (id === null) return { problem: M.collectionUnknown, field: 'collectionIds' };
      if (!collectionIds.includes(id)) collectionIds.push(id);
    }
  }
  const fabric = oneLine(input.fabric);
  if (fabric.length > L.fabricMax) return { problem: M.tooLong('Fabric', L.fabricMax), field: 'fabric' };
  const care = oneLine(input.care);
  if (care.length > L.careMax) return { problem: M.tooLong('Care', L.careMax), field: 'care' };
  const rawTags = input.tags ?? [];
  if (!Array.isArray(rawTags)) return { problem: M.tagsInvalid, field: 'tags' };
  const tags = [...new Set(rawTags.map((t) => oneLine(t).toLowerCase()).filter(Boolean))];
  if (tags.length > L.tagsMax || tags.some((t) => t.length > L.tagMax)) return { problem: M.tagsInvalid, field: 'tags' };
  const hsnCode = text(input.hsnCode);
  if (!/^(\d{4}|\d{6}|\d{8})$/.test(hsnCode)) return { problem: M.hsnInvalid, field: 'hsnCode' };
  const countryOfOrigin = oneLine(input.countryOfOrigin) || 'India';
  if (countryOfOrigin.length > L.countryMax) return { problem: M.tooLong('The country of origin', L.countryMax), field: 'countryOfOrigin' };
  const manufacturer = oneLine(input.manufacturer);
  if (!manufacturer) return { problem: M.manufacturerRequired, field: 'manufacturer' };
  if (manufacturer.length > L.partyMax) return { problem: M.tooLong("The manufacturer's details", L.partyMax), field: 'manufacturer' };
  const packer = oneLine(input.packer);
  if (packer.length > L.partyMax) return { problem: M.tooLong("The packer's details", L.partyMax), field: 'packer' };
  const importer = oneLine(input.importer);
  if (importer.length > L.partyMax) return { problem: M.tooLong("The importer's details", L.partyMax), field: 'importer' };
  if (!isIndia(countryOfOrigin) && !importer) return { problem: M.importerRequired, field: 'importer' };
  const netQuantity = oneLine(input.netQuantity) || '1 N';
  if (netQuantity.length > L.netQuantityMax) return { problem: M.tooLong('The net quantity', L.netQuantityMax), field: 'netQuantity' };
  const isActive = input.isActive === true;
  const returnable = typeof input.returnable === 'boolean' ? input.returnable : null;

  const drafts = input.variants ?? [];
  if (!Array.isArray(drafts) || drafts.length === 0) return { problem: M.variantsRequired, field: 'variants' };
  if (drafts.length > L.variantsMax) return { problem: M.tooManyVariants, field: 'variants' };
  const variants: CleanVariant[] = [];
  const pairs = new Set<string>();
  const skus = new Set<string>();
  for (const draft of drafts) {
    if (!draft || typeof draft !== 'object') return { problem: M.variantsRequired, field: 'variants' };
    const size = oneLine(draft.size);
    if (!size || size.length > L.sizeMax) return { problem: M.sizeRequired, field: 'variants' };
    const color = oneLine(draft.color);
    if (!color || color.length > L.colorMax) return { problem: M.colorRequired, field: 'variants' };
    const colorHex = text(draft.colorHex).toLowerCase();
    if (!HEX.test(colorHex)) return { problem: M.colorHexInvalid(color), field: 'variants' };
    const pair = `${size.toLowerCase()}\n${color.toLowerCase()}`;
    if (pairs.has(pair)) return { problem: M.variantTwice(size, color), field: 'variants' };
    pairs.add(pair);
    const skuText = text(draft.sku).toUpperCase();
    const label = skuText || `${size} / ${color}`;
    if (skuText) {
      if (skuText.length > L.skuMax || !SKU.test(skuText)) return { problem: M.skuInvalid(skuText), field: 'variants' };
      if (skus.has(skuText)) return { problem: M.skuTwice(skuText), field: 'variants' };
      skus.add(skuText);
    }
    const mrp = positivePaise(draft.mrp);
    if (mrp === null) return { problem: M.mrpInvalid(label), field: 'variants' };
    const sellingPrice = positivePaise(draft.sellingPrice);
    if (sellingPrice === null) return { problem: M.priceInvalid(label), field: 'variants' };
    const stockValue = draft.stock === undefined || draft.stock === null || draft.stock === '' ? 0 : readNumber(draft.stock);
    if (stockValue === null || !Number.isInteger(stockValue) || stockValue < 0 || stockValue > L.stockMax) return { problem: M.stockInvalid(label), field: 'variants' };
    const id = draft.id === undefined || draft.id === null || draft.id === '' ? null : parseId(draft.id);
    if (draft.id !== undefined && draft.id !== null && draft.id !== '' && id === null) return { problem: CATALOG_ADMIN_MESSAGES.variantNotFound, field: 'variants' };
    variants.push({ id, sku: skuText || null, size, color, colorHex, mrp, sellingPrice, stock: stockValue });
  }

  let gstRate: number;
  try {
    gstRate = gstRateForHsn(hsnCode, Math.max(...variants.map((v) => v.sellingPrice)) / 100);
  } catch {
    return { problem: M.hsnNoRule, field: 'hsnCode' };
  }
  for (const v of variants) {
    const price = inclusivePaise(v.sellingPrice, gstRate);
    if (price > v.mrp) return { problem: M.priceAboveMrp(v.sku ?? `${v.size} / ${v.color}`, price / 100, v.mrp / 100), field: 'variants' };
  }
  return {
    product: {
      title, slug: slugText || null, description, brand, categoryId, collectionIds, fabric, care, tags, hsnCode, gstRate,
      countryOfOrigin, manufacturer, packer, importer, netQuantity, isActive, returnable, variants,
    },
  };
}

export interface CleanStockChange {
  delta: number;
  reason: StockReason;
  note: string;
}

/** A stock adjustment: a whole, non-zero number of pieces and a reason whose sign agrees with it. */
export function checkStockChange(input: { delta?: unknown; reason?: unknown; note?: unknown }): { change: CleanStockChange } | Problem {
  const M = CATALOG_ADMIN_MESSAGES;
  const delta = readNumber(input.delta);
  if (delta === null || !Number.isInteger(delta) || delta === 0 || Math.abs(delta) > CATALOG_ADMIN_LIMITS.stockMax) return { problem: M.deltaInvalid, field: 'delta' };
  const reason = text(input.reason).toLowerCase();
  if (!(STOCK_REASONS as readonly string[]).includes(reason)) return { problem: M.reasonInvalid, field: 'reason' };
  if (reason === 'received' && delta < 0) return { problem: M.receivedNegative, field: 'delta' };
  if (reason === 'damaged' && delta > 0) return { problem: M.damagedPositive, field: 'delta' };
  const note = oneLine(input.note);
  if (note.length > CATALOG_ADMIN_LIMITS.noteMax) return { problem: M.noteTooLong, field: 'note' };
  return { change: { delta, reason: reason as StockReason, note } };
}

export interface CleanCategory {
  name: string;
  slug: string | null;
  description: string;
  parentId: number | null;
  position: number;
}

/** A category as the tree editor sends it (the parent's existence and depth are the service's). */
export function checkCategory(input: { name?: unknown; slug?: unknown; description?: unknown; parentId?: unknown; position?: unknown }): { category: CleanCategory } | Problem {
  const M = CATALOG_ADMIN_MESSAGES;
  const name = oneLine(input.name);
  if (!name) return { problem: M.categoryNameRequired, field: 'name' };
  if (name.length > CATALOG_ADMIN_LIMITS.categoryNameMax) return { problem: M.tooLong('The name', CATALOG_ADMIN_LIMITS.categoryNameMax), field: 'name' };
  const slug = text(input.slug);
  if (slug && (slug.length > CATALOG_ADMIN_LIMITS.categorySlugMax || !SLUG.test(slug))) return { problem: M.categorySlugInvalid, field: 'slug' };
  const parentId = input.parentId === undefined || input.parentId === null || input.parentId === '' ? null : parseId(input.parentId);
  if (input.parentId !== undefined && input.parentId !== null && input.parentId !== '' && parentId === null) return { problem: M.parentUnknown, field: 'parentId' };
  const position = input.position === undefined || input.position === null || input.position === '' ? 0 : readNumber(input.position);
  if (position === null || !Number.isInteger(position) || position < 0 || position > 10_000) return { problem: M.positionInvalid, field: 'position' };
  const description = text(input.description);
  if (description.length > CATALOG_ADMIN_LIMITS.shortDescriptionMax) return { problem: M.tooLong('The description', CATALOG_ADMIN_LIMITS.shortDescriptionMax), field: 'description' };
  return { category: { name, slug: slug || null, description: description || name, parentId, position } };
}

/**
 * Whether moving `category` under `parentId` keeps the tree two levels deep and orphans nothing;
 * null when it may. `parent` is the new parent's row (undefined when it does not exist).
 */
export function parentProblem(
  category: { id: number | null; childCount: number; productCount: number; parentId: number | null },
  parentId: number | null,
  parent: { id: number; parentId: number | null } | undefined,
): Problem | null {
  const M = CATALOG_ADMIN_MESSAGES;
  if (parentId === null) {
    // A subcategory with products becoming a department: its products would sit in a department,
    // which the menus never list on their own.
    if (category.parentId !== null && category.productCount > 0) return { problem: M.departmentWithProducts(category.productCount), field: 'parentId' };
    return null;
  }
  if (category.id !== null && parentId === category.id) return { problem: M.parentSelf, field: 'parentId' };
  if (!parent) return { problem: M.parentUnknown, field: 'parentId' };
  if (parent.parentId !== null) return { problem: M.parentTooDeep, field: 'parentId' };
  if (category.childCount > 0) return { problem: M.parentHasChildren, field: 'parentId' };
  return null;
}

export interface CleanCollection {
  title: string;
  slug: string | null;
  description: string;
  image: string | null;
  position: number;
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  productIds: number[];
}

/** A collection as the editor sends it: title, words, a /media picture, order, active dates and its products in order. */
export function checkCollection(input: {
  title?: unknown; slug?: unknown; description?: unknown; image?: unknown; position?: unknown; isActive?: unknown; startsAt?: unknown; endsAt?: unknown; productIds?: unknown;
}): { collection: CleanCollection } | Problem {
  const M = CATALOG_ADMIN_MESSAGES;
  const title = oneLine(input.title);
  if (!title) return { problem: M.collectionTitleRequired, field: 'title' };
  if (title.length > CATALOG_ADMIN_LIMITS.collectionTitleMax) return { problem: M.tooLong('The title', CATALOG_ADMIN_LIMITS.collectionTitleMax), field: 'title' };
  const slug = text(input.slug);
  if (slug && (slug.length > CATALOG_ADMIN_LIMITS.categorySlugMax || !SLUG.test(slug))) return { problem: M.slugInvalid, field: 'slug' };
  const image = text(input.image) || null;
  if (image !== null && (!/^\/media\/[A-Za-z0-9/_.-]+$/.test(image) || image.includes('..') || image.length > 255)) return { problem: M.imageInvalid, field: 'image' };
  const position = input.position === undefined || input.position === null || input.position === '' ? 0 : readNumber(input.position);
  if (position === null || !Number.isInteger(position) || position < 0 || position > 10_000) return { problem: M.positionInvalid, field: 'position' };
  const startsAt = readDate(input.startsAt);
  if (startsAt === 'invalid') return { problem: M.dateInvalid, field: 'startsAt' };
  const endsAt = readDate(input.endsAt);
  if (endsAt === 'invalid') return { problem: M.dateInvalid, field: 'endsAt' };
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) return { problem: M.endBeforeStart, field: 'endsAt' };
  const raw = input.productIds ?? [];
  if (!Array.isArray(raw)) return { problem: M.collectionProductUnknown, field: 'productIds' };
  const productIds: number[] = [];
  for (const value of raw) {
    const id = parseId(value);
    if (id === null) return { problem: M.collectionProductUnknown, field: 'productIds' };
    if (!productIds.includes(id)) productIds.push(id);
  }
  if (productIds.length > CATALOG_ADMIN_LIMITS.collectionProductsMax) return { problem: M.collectionTooMany, field: 'productIds' };
  const description = text(input.description);
  if (description.length > CATALOG_ADMIN_LIMITS.shortDescriptionMax) return { problem: M.tooLong('The description', CATALOG_ADMIN_LIMITS.shortDescriptionMax), field: 'description' };
  return { collection: { title, slug: slug || null, description, image, position, isActive: input.isActive !== false, startsAt, endsAt, productIds } };
}

import { badRequest } from '../../kernel/errors';
import { apparelGstRate, inclusivePrice, paiseToRupees, percentOff, rupeesToPaise } from '@kapda/rules/pricing';

/** Catalogue rules: how variants sum up to a product's listing, size order, and what a listing query may ask. */

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 60;
/** Most products a side list (related, new arrivals, a collection's products) may ask for. */
export const MAX_SHORT_LIST = 60;
export const MAX_RELATED = 24;
/** A product counts as new for this many days after it was added. */
export const NEW_ARRIVAL_DAYS = 30;
export const MAX_SEARCH_LENGTH = 100;
const MAX_FILTER_VALUES = 30;
const MAX_PAGE = 10_000;

/**
 * The GST rate for a product from its HSN chapter and its ex-GST value per piece (rupees):
 * fabrics, sarees included (chapters 50–55), 5%; garments and made-ups like dupattas and stoles
 * (61–63) per apparelGstRate, 5% up to ₹2,500 and 18% above; footwear (64) the same threshold;
 * leather goods and bags (42) 18%. Other chapters are not sold here.
 */
export function gstRateForHsn(hsnCode: string, exGstPieceValue: number): number {
  const chapter = Number(hsnCode.slice(0, 2));
  if (chapter >= 50 && chapter <= 55) return 5;
  if (chapter >= 61 && chapter <= 63) return apparelGstRate(exGstPieceValue);
  if (chapter === 64) return exGstPieceValue <= 2500 ? 5 : 18;
  if (chapter === 42) return 18;
  throw new RangeError(`No GST rule for HSN ${hsnCode}`);
}

/** The GST-inclusive price in paise of an ex-GST selling price in paise. */
export function inclusivePaise(sellingPricePaise: number, gstRate: number): number {
  return rupeesToPaise(inclusivePrice(paiseToRupees(sellingPricePaise), gstRate));
}

export interface VariantMoney {
  /** Ex-GST, paise. */
  sellingPrice: number;
  /** Tax-inclusive, paise. */
  mrp: number;
  stock: number;
}

/** What a listing shows for a product, kept on the product row so listings filter and sort on it. */
export interface ProductSummary {
  /** GST-inclusive paise of the variant shown first. */
  price: number;
  mrp: number;
  sellingPrice: number;
  onSale: boolean;
  inStock: boolean;
}

/**
 * The variant a listing shows is the cheapest one a shopper can buy now (cheapest overall when all
 * are sold out); its price, MRP and discount stand for the product. A product with no variants
 * lists at 0 and is out of stock.
 */
export function summariseVariants(variants: readonly VariantMoney[], gstRate: number): ProductSummary {
  const inStock = variants.some((v) => v.stock > 0);
  const candidates = inStock ? variants.filter((v) => v.stock > 0) : variants;
  let best: VariantMoney | undefined;
  for (const v of candidates) if (!best || v.sellingPrice < best.sellingPrice) best = v;
  if (!best) return { price: 0, mrp: 0, sellingPrice: 0, onSale: false, inStock: false };
  const price = inclusivePaise(best.sellingPrice, gstRate);
  const mrp = Math.max(best.mrp, price);
  return { price, mrp, sellingPrice: best.sellingPrice, onSale: percentOff(price, mrp) >= 1, inStock };
}

const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL', '6XL'];

/** Size order a shopper expects: letter sizes small to large, then numbers (waist, UK shoe), then Free Size. */
export function compareSizes(a: string, b: string): number {
  const rank = (s: string): [number, number, string] => {
    const letter = LETTER_SIZES.indexOf(s.toUpperCase());
    if (letter >= 0) return [0, letter, s];
    const n = /^(?:UK\s*)?(\d+(?:\.\d+)?)$/i.exec(s.trim());
    if (n) return [1, Number(n[1]), s];
    if (/free|one size/i.test(s)) return [3, 0, s];
    return [2, 0, s];
  };
  const [ga, na, sa] = rank(a);
  const [gb, nb, sb] = rank(b);
  return ga - gb || na - nb || sa.localeCompare(sb);
}

export function sortSizes(sizes: Iterable<string>): string[] {
  return [...new Set(sizes)].sort(compareSizes);
}

export enum ProductSort {
  NEWEST = 'NEWEST',
  PRICE_ASC = 'PRICE_ASC',
  PRICE_DESC = 'PRICE_DESC',
  POPULAR = 'POPULAR',
  RELEVANCE = 'RELEVANCE',
}

/** A listing filter as the shopper gives it (rupees for prices). Every field is optional. */
export interface ProductFilterInput {
  category?: string | null;
  collection?: string | null;
  sale?: boolean | null;
  search?: string | null;
  sizes?: string[] | null;
  colors?: string[] | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  inStock?: boolean | null;
}

/** A checked filter: blanks removed, prices in paise. */
export interface ProductFilter {
  category?: string;
  collection?: string;
  sale?: boolean;
  search?: string;
  sizes?: string[];
  colors?: string[];
  minPricePaise?: number;
  maxPricePaise?: number;
  inStock?: boolean;
}

export interface ProductListQuery {
  filter: ProductFilter;
  sort: ProductSort;
  page: number;
  limit: number;
}

function cleanList(values: string[] | null | undefined, name: string): string[] | undefined {
  if (!values) return undefined;
  const cleaned = [...new Set(values.map((v) => String(v).trim()).filter(Boolean))];
  if (cleaned.length > MAX_FILTER_VALUES) throw badRequest(`Choose at most ${MAX_FILTER_VALUES} ${name}`);
  if (cleaned.some((v) => v.length > 40)) throw badRequest(`Unknown ${name.replace(/s$/, '')}`);
  return cleaned.length ? cleaned : undefined;
}

function cleanText(value: string | null | undefined, max: number, message: string): string | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = String(value).trim();
  if (trimmed.length > max) throw badRequest(message);
  return trimmed || undefined;
}

function priceBound(value: number | null | undefined, name: string): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (!Number.isFinite(value) || value < 0 || value > 10_000_000) throw badRequest(`${name} must be a price in rupees from 0`);
  return rupeesToPaise(value);
}

/** Check a filter; bad values are the shopper's mistake (400) with a message saying which. */
export function checkProductFilter(input: ProductFilterInput | null | undefined): ProductFilter {
  const f = input ?? {};
  const filter: ProductFilter = {
    category: cleanText(f.category, 80, 'Unknown category'),
    collection: cleanText(f.collection, 80, 'Unknown collection'),
    sale: f.sale ?? undefined,
    search: cleanText(f.search, MAX_SEARCH_LENGTH, `Search terms can be at most ${MAX_SEARCH_LENGTH} characters`),
    sizes: cleanList(f.sizes, 'sizes'),
    colors: cleanList(f.colors, 'colours'),
    minPricePaise: priceBound(f.minPrice, 'minPrice'),
    maxPricePaise: priceBound(f.maxPrice, 'maxPrice'),
    inStock: f.inStock ?? undefined,
  };
  if (filter.minPricePaise !== undefined && filter.maxPricePaise !== undefined && filter.minPricePaise > filter.maxPricePaise) {
    throw badRequest('minPrice cannot be more than maxPrice');
  }
  return filter;
}

/** Check a listing query: page from 1, limit 1..60, a known sort. Shared by GraphQL and REST. */
export function checkProductListQuery(input: { filter?: ProductFilterInput | null; sort?: string | null; page?: number | null; limit?: number | null }): ProductListQuery {
  const page = input.page ?? 1;
  const limit = input.limit ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw badRequest(`page must be a whole number from 1 to ${MAX_PAGE}`);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) throw badRequest(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  const sort = (input.sort ?? ProductSort.NEWEST) as ProductSort;
  if (!Object.values(ProductSort).includes(sort)) throw badRequest(`sort must be one of ${Object.values(ProductSort).join(', ')}`);
  return { filter: checkProductFilter(input.filter), sort, page, limit };
}

/** Check the length of a side list (related, new arrivals…). */
export function checkShortListLimit(limit: number | null | undefined, fallback: number, max = MAX_SHORT_LIST): number {
  const n = limit ?? fallback;
  if (!Number.isInteger(n) || n < 1 || n > max) throw badRequest(`limit must be a whole number from 1 to ${max}`);
  return n;
}

/** Whether a product added at `createdAt` still counts as a new arrival. */
export function isNewArrival(createdAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - createdAt.getTime() <= NEW_ARRIVAL_DAYS * 24 * 3600 * 1000;
}

type QueryParam = string | string[] | undefined;

function single(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be given once`);
  return value.trim() === '' ? undefined : value.trim();
}

function booleanParam(value: unknown, name: string): boolean | undefined {
  const v = single(value, name);
  if (v === undefined) return undefined;
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw badRequest(`${name} must be true or false`);
}

function numberParam(value: unknown, name: string): number | undefined {
  const v = single(value, name);
  if (v === undefined) return undefined;
  return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : Number.NaN;
}

function listParam(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
  return parts;
}

/** Sort names the REST adapter accepts besides the GraphQL enum names. */
const SORT_ALIASES: Record<string, ProductSort> = {
  newest: ProductSort.NEWEST,
  'price-asc': ProductSort.PRICE_ASC,
  'price-desc': ProductSort.PRICE_DESC,
  popular: ProductSort.POPULAR,
  relevance: ProductSort.RELEVANCE,
};

/**
 * Read a listing query from URL parameters (GET /api/products?category=&sale=&search=&page=&limit=…)
 * into the same checked query GraphQL uses: one set of rules, one set of messages.
 */
export function productListQueryFromParams(params: Record<string, QueryParam | unknown>): ProductListQuery {
  const sort = single(params.sort, 'sort');
  const page = numberParam(params.page, 'page');
  const limit = numberParam(params.limit, 'limit');
  return checkProductListQuery({
    sort: sort === undefined ? undefined : (SORT_ALIASES[sort.toLowerCase()] ?? sort.toUpperCase()),
    page: page === undefined ? undefined : page,
    limit: limit === undefined ? undefined : limit,
    filter: {
      category: single(params.category, 'category'),
      collection: single(params.collection, 'collection'),
      sale: booleanParam(params.sale, 'sale'),
      search: single(params.search, 'search'),
      sizes: listParam(params.sizes ?? params.size),
      colors: listParam(params.colors ?? params.color),
      minPrice: numberParam(params.minPrice, 'minPrice'),
      maxPrice: numberParam(params.maxPrice, 'maxPrice'),
      inStock: booleanParam(params.inStock, 'inStock'),
    },
  });
}

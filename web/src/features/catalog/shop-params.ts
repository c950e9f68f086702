import type { ProductFilter, ProductSort } from '../../gql/graphql';

/** Products per listing page. */
export const PAGE_SIZE = 24;

/** Sort choices as they appear in the URL (`?sort=price-asc`) and in the sort menu. */
export const SORT_OPTIONS = [
  { key: 'relevance', label: 'Relevance', value: 'RELEVANCE' },
  { key: 'newest', label: "What's New", value: 'NEWEST' },
  { key: 'popular', label: 'Popularity', value: 'POPULAR' },
  { key: 'price-asc', label: 'Price: Low to High', value: 'PRICE_ASC' },
  { key: 'price-desc', label: 'Price: High to Low', value: 'PRICE_DESC' },
] as const satisfies readonly { key: string; label: string; value: ProductSort }[];

export type SortKey = (typeof SORT_OPTIONS)[number]['key'];

/** Everything a shopper can choose on a listing, read from and written to the address bar. */
export interface ShopQuery {
  category: string | null;
  sale: boolean;
  search: string | null;
  sizes: string[];
  colors: string[];
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  sort: SortKey;
  page: number;
}

const list = (value: string | null) => (value ? value.split(',').map((item) => item.trim()).filter(Boolean) : []);
const amount = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/** Searching sorts by relevance unless the shopper picks otherwise; browsing shows the newest first. */
export const defaultSort = (search: string | null): SortKey => (search ? 'relevance' : 'newest');

/**
 * The listing's state from its address. Reads each of @kapda/rules/storefront's LISTING_QUERY_PARAMS
 * with `get` and nothing else: the server renders and keeps one copy of a listing per their values.
 */
export function readShopQuery(params: URLSearchParams): ShopQuery {
  const search = params.get('search')?.trim() || null;
  const sortParam = params.get('sort');
  // Relevance only means something while searching.
  const chosen = SORT_OPTIONS.find((option) => option.key === sortParam && (option.key !== 'relevance' || search))?.key;
  const sort = chosen ?? defaultSort(search);
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  return {
    category: params.get('category') || null,
    sale: params.get('sale') === 'true',
    search,
    sizes: list(params.get('sizes')),
    colors: list(params.get('colors')),
    minPrice: amount(params.get('minPrice')),
    maxPrice: amount(params.get('maxPrice')),
    inStock: params.get('inStock') === 'true',
    sort,
    page,
  };
}

/** The API filter for a listing; `fixed` is what the page itself pins (plus-size, a collection). */
export function toProductFilter(query: ShopQuery, fixed: ProductFilter = {}): ProductFilter {
  const filter: ProductFilter = { ...fixed };
  // On a page that pins a category, the URL's category is one of its subcategories.
  if (query.category) filter.category = query.category;
  if (query.sale) filter.sale = true;
  if (query.search) filter.search = query.search;
  if (query.sizes.length) filter.sizes = query.sizes;
  if (query.colors.length) filter.colors = query.colors;
  if (query.minPrice !== null) filter.minPrice = query.minPrice;
  if (query.maxPrice !== null) filter.maxPrice = query.maxPrice;
  if (query.inStock) filter.inStock = true;
  return filter;
}

export function sortValue(key: SortKey): ProductSort {
  return SORT_OPTIONS.find((option) => option.key === key)!.value;
}

/**
 * The address after a change. Any change other than the page itself starts again from page 1;
 * defaults are left out so URLs stay short and shareable.
 */
export function withShopChange(params: URLSearchParams, change: Partial<ShopQuery>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  for (const [key, value] of Object.entries(change) as [keyof ShopQuery, ShopQuery[keyof ShopQuery]][]) {
    if (key === 'sale' || key === 'inStock') set(key, value ? 'true' : null);
    else if (key === 'sizes' || key === 'colors') set(key, (value as string[]).join(','));
    else if (key === 'minPrice' || key === 'maxPrice') set(key, value === null ? null : String(value));
    else if (key === 'page') set('page', (value as number) > 1 ? String(value) : null);
    else if (key === 'sort') set('sort', value === defaultSort(next.get('search')) ? null : (value as string));
    else set(key, value as string | null);
  }
  if (!('page' in change)) next.delete('page');
  return next;
}

/** Filters the shopper has narrowed by, beyond what the page pins — for chips and 'Clear all'. */
export function hasNarrowingFilters(query: ShopQuery) {
  return query.sale || query.inStock || query.sizes.length > 0 || query.colors.length > 0 || query.minPrice !== null || query.maxPrice !== null;
}

/** How many separate choices narrow the list (each size and colour counts; a price range counts once). */
export function narrowingCount(query: ShopQuery) {
  return Number(query.sale) + Number(query.inStock) + query.sizes.length + query.colors.length + Number(query.minPrice !== null || query.maxPrice !== null);
}

export function toggled(values: string[], value: string) {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

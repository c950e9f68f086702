/**
 * What the server and the storefront agree on about the storefront's addresses (issue 19): the query
 * parameters a listing reads (the server keeps one rendered copy per their values and ignores any
 * other parameter), how a path and a query are written one way (one kept copy per page, a 301 to
 * it from other spellings), the addresses that moved for good, and when the words of the pages written in
 * the code last changed (the sitemap's lastmod for them).
 */

/**
 * Every query parameter a product listing reads (/shop, /plus-size, /collections/{id}): the filters,
 * sort and page (web/src/features/catalog/shop-params.ts readShopQuery; /shop's heading reads
 * category, search and sale). Each is read with `get` (the first value counts) and an empty value
 * means the same as none.
 */
export const LISTING_QUERY_PARAMS = ['category', 'sale', 'search', 'sizes', 'colors', 'minPrice', 'maxPrice', 'inStock', 'sort', 'page'] as const;

/**
 * A page's address reduced to what the page reads: the parameters named in `reads`, the first value
 * of each as URLSearchParams.get reads it (decoded: `+` and percent escapes; an empty one dropped: the
 * page reads it as none), written again in one spelling (encodeURIComponent) and in name order — so
 * tracking tags, junk, reordering and spellings of the same value all name one copy
 * (`/shop?utm_source=x&sort=newest&category=m%65n&category=women` → `/shop?category=men&sort=newest`).
 * `path` is the address's path, `query` what follows its `?`.
 */
export function keptQuery(path: string, query: string, reads: readonly string[]): string {
  if (!query || reads.length === 0) return path;
  const params = new URLSearchParams(query);
  const kept = [...new Set(reads)].sort().flatMap((name) => {
    const value = params.get(name);
    return value ? [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`] : [];
  });
  return kept.length ? `${path}?${kept.join('&')}` : path;
}

/** Whether every escape in the text decodes (as UTF-8): decodeURIComponent throws otherwise. */
function decodes(text: string): boolean {
  try {
    // Always true once decoded (an escape is longer than what it stands for); the result is used so
    // that no bundler drops the call as one without effects, and the check with it (web/dist-ssr did).
    return decodeURIComponent(text).length <= text.length;
  } catch {
    return false;
  }
}

/** Characters a path may carry as they are or percent-encoded, meaning the same (RFC 3986 §2.3). */
const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/**
 * A path written one way (RFC 3986 §6.2.2 and our own: no empty segments): percent-encoded unreserved
 * characters decoded (`/%73hop` → `/shop`), other escapes in upper case (`%c3%a9` → `%C3%A9`), doubled
 * slashes made one and a trailing slash dropped (`/shop//` → `/shop`). The letters' case is left as
 * it is: which segments are the shop's own words is the route table's to say. Null when the path
 * does not decode (a stray `%`, or escapes that are not UTF-8: `/%E0%A4%A`).
 */
export function normalisedPath(path: string): string | null {
  if (!decodes(path)) return null;
  const normal = path
    .replace(/%[0-9A-Fa-f]{2}/g, (escape) => {
      const char = String.fromCharCode(parseInt(escape.slice(1), 16));
      return UNRESERVED.test(char) ? char : escape.toUpperCase();
    })
    .replace(/\/{2,}/g, '/');
  return normal.length > 1 && normal.endsWith('/') ? normal.slice(0, -1) : normal;
}

/**
 * Addresses that moved for good (SPEC.md §2 names both as the same page): the server answers 301 to
 * the long one; a browser already in the shop shows the page at either, its canonical the long one.
 */
export const MOVED_PAGES: Readonly<Record<string, string>> = {
  '/privacy': '/privacy-policy',
  '/terms': '/terms-of-service',
};

/**
 * The day (YYYY-MM-DD) the words of each page written in the code last changed — the sitemap's
 * lastmod for it, and the legal pages' "Last updated". Change a date in the same commit as the page's
 * words (a change to its markup or imports alone leaves it). The shipping, FAQ and returns pages also
 * quote FREE_SHIPPING_THRESHOLD and RETURN_WINDOW_DAYS (pricing.rules): changing those changes them.
 */
export const FIXED_PAGES_UPDATED: Readonly<Record<'/shipping' | '/faq' | '/returns' | '/size-guide' | '/privacy-policy' | '/terms-of-service', string>> = {
  '/shipping': '2026-11-22',
  '/faq': '2026-11-22',
  '/returns': '2026-11-22',
  '/size-guide': '2026-11-22',
  '/privacy-policy': '2026-11-01',
  '/terms-of-service': '2026-11-01',
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '1 November 2026' for '2026-11-01' (no Intl: the server and every browser write the same). */
export function longDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

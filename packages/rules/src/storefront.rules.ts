/**
 * What the server and the storefront agree on about the storefront's addresses (issue 19): the query
 * parameters a listing reads (the server keeps one rendered copy per their values and ignores any
 * other parameter), the addresses that moved for good, and when the words of the pages written in
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
 * of each (an empty one dropped: the page reads it as none), in name order — so tracking tags, junk and reordering all name one copy
 * (`/shop?utm_source=x&sort=newest&category=men&category=women` → `/shop?category=men&sort=newest`).
 * Values stay as they were written. `path` is the address's path, `query` what follows its `?`.
 */
export function keptQuery(path: string, query: string, reads: readonly string[]): string {
  if (!query || reads.length === 0) return path;
  const first = new Map<string, string | null>();
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    const value = eq < 0 ? '' : pair.slice(eq + 1);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      continue;
    }
    // As URLSearchParams.get reads it: the first value counts, even an empty one (which means none).
    if (!reads.includes(name) || first.has(name)) continue;
    first.set(name, value === '' ? null : `${rawName}=${value}`);
  }
  const kept = [...first.keys()].sort().flatMap((name) => first.get(name) ?? []);
  return kept.length ? `${path}?${kept.join('&')}` : path;
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

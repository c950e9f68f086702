import { FIXED_PAGES_UPDATED } from '@kapda/rules/storefront';

/**
 * What crawlers read about the storefront: /robots.txt and the sitemap (sitemaps.org protocol 0.9).
 * Pure: the service (sitemap.service.ts) reads the catalogue and hands the rows here.
 */

/** sitemaps.org: one sitemap file holds at most 50,000 URLs; past that an index lists several files. */
export const SITEMAP_MAX_URLS = 50_000;

/** Private pages crawlers are kept out of (SPEC.md §2's account, admin, cart, checkout and payment routes). */
export const ROBOTS_DISALLOW = ['/admin', '/subadmin', '/account', '/checkout', '/cart', '/payment', '/order/', '/products/manage', '/orders/manage'] as const;

/**
 * The storefront's server-rendered pages with no rows behind them (SPEC.md §2, web/src/routes.tsx),
 * and what dates them: the published site content each shows, or the day its words (written in the
 * code) last changed (@kapda/rules/storefront FIXED_PAGES_UPDATED). /privacy and /terms are left
 * out: they answer 301 to /privacy-policy and /terms-of-service.
 */
export const CONTENT_PAGES: ReadonlyArray<{ path: string; content?: string; updated?: string }> = [
  { path: '/about', content: 'about' },
  { path: '/contact', content: 'contact' },
  ...(Object.entries(FIXED_PAGES_UPDATED) as Array<[string, string]>).map(([path, updated]) => ({ path, updated })),
];

export interface SitemapUrl {
  /** Absolute URL. */
  loc: string;
  /** When what the page shows last changed; left out when nothing tells (a guess would mislead crawlers). */
  lastmod?: Date;
}

export interface SitemapInput {
  publicUrl: string;
  /** Active products. */
  products: ReadonlyArray<{ id: number; slug: string; categoryId: number; updatedAt: Date }>;
  /** Every category, with its parent. */
  categories: ReadonlyArray<{ id: number; slug: string; parentId: number | null }>;
  /** Collections shoppers see now, the products in each, and when the collection itself last changed. */
  collections: ReadonlyArray<{ id: number; productIds: readonly number[]; updatedAt: Date }>;
  /** When each site-content page (home, about, contact…) was last published. */
  contentPublished: ReadonlyMap<string, Date>;
}

const later = (a: Date | undefined, b: Date | undefined) => (!a ? b : !b ? a : a > b ? a : b);

/**
 * Every public URL of the storefront with its lastmod: home, the listings, each active product,
 * each category's shop page, each live collection and the content pages. A listing's lastmod is its
 * newest product's change (a category counts its subcategories' products); a collection's is the
 * later of its own last change and its newest product's (home and /collections count collections too).
 */
export function sitemapUrls(input: SitemapInput): SitemapUrl[] {
  const base = input.publicUrl.replace(/\/$/, '');
  const url = (path: string, lastmod?: Date): SitemapUrl => (lastmod ? { loc: base + path, lastmod } : { loc: base + path });
  const byId = new Map(input.products.map((p) => [p.id, p]));
  let newest: Date | undefined;
  const newestOfCategory = new Map<number, Date>();
  const parents = new Map(input.categories.map((c) => [c.id, c.parentId]));
  for (const product of input.products) {
    newest = later(newest, product.updatedAt);
    // The product counts for its category and every category above it (a guard against a loop in bad data).
    for (let id: number | null | undefined = product.categoryId, depth = 0; id != null && depth < 20; id = parents.get(id), depth++) {
      newestOfCategory.set(id, later(newestOfCategory.get(id), product.updatedAt)!);
    }
  }
  const collectionLastmod = input.collections.map((collection) => {
    let lastmod: Date | undefined = collection.updatedAt;
    for (const id of collection.productIds) lastmod = later(lastmod, byId.get(id)?.updatedAt);
    return { id: collection.id, lastmod };
  });
  const newestCollection = collectionLastmod.reduce<Date | undefined>((at, c) => later(at, c.lastmod), undefined);
  const urls: SitemapUrl[] = [
    url('/', later(later(newest, newestCollection), input.contentPublished.get('home'))),
    url('/shop', newest),
    url('/new-arrivals', newest),
    url('/best-seller', newest),
    url('/plus-size', newest),
    url('/collections', later(newest, newestCollection)),
  ];
  urls.push(...CONTENT_PAGES.map((page) => url(page.path, page.content ? input.contentPublished.get(page.content) : page.updated ? new Date(`${page.updated}T00:00:00Z`) : undefined)));
  for (const category of input.categories) {
    const lastmod = newestOfCategory.get(category.id);
    // A category with no active product (nor any in its subcategories) is left out on purpose: its
    // page says only "no products match" — thin content crawlers would index as a soft 404. It joins
    // the sitemap with its first product (a catalogue write rebuilds the sitemap).
    if (lastmod) urls.push(url(`/shop?category=${encodeURIComponent(category.slug)}`, lastmod));
  }
  for (const collection of collectionLastmod) urls.push(url(`/collections/${collection.id}`, collection.lastmod));
  for (const product of input.products) urls.push(url(`/product/${encodeURIComponent(product.slug)}`, product.updatedAt));
  return urls;
}

/** Text as XML character data or an attribute value. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** W3C datetime to the second, UTC (what sitemaps.org asks for). */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entry(tag: 'url' | 'sitemap', item: SitemapUrl): string {
  return `<${tag}><loc>${escapeXml(item.loc)}</loc>${item.lastmod ? `<lastmod>${w3cDate(item.lastmod)}</lastmod>` : ''}</${tag}>`;
}

export function renderUrlset(urls: readonly SitemapUrl[]): string {
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.map((u) => entry('url', u)).join('\n')}\n</urlset>\n`;
}

export function renderSitemapIndex(files: readonly SitemapUrl[]): string {
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${files.map((f) => entry('sitemap', f)).join('\n')}\n</sitemapindex>\n`;
}

/**
 * The sitemap documents by path: `/sitemap.xml` alone while the URLs fit in one file; past
 * `maxUrls`, `/sitemap.xml` is an index of `/sitemaps/pages-1.xml`, `/sitemaps/pages-2.xml`…,
 * each listed with its newest lastmod.
 */
export function sitemapDocuments(urls: readonly SitemapUrl[], publicUrl: string, maxUrls = SITEMAP_MAX_URLS): Map<string, string> {
  const documents = new Map<string, string>();
  if (urls.length <= maxUrls) {
    documents.set('/sitemap.xml', renderUrlset(urls));
    return documents;
  }
  const base = publicUrl.replace(/\/$/, '');
  const files: SitemapUrl[] = [];
  for (let start = 0, n = 1; start < urls.length; start += maxUrls, n++) {
    const part = urls.slice(start, start + maxUrls);
    const path = `/sitemaps/pages-${n}.xml`;
    documents.set(path, renderUrlset(part));
    const lastmod = part.reduce<Date | undefined>((newest, u) => later(newest, u.lastmod), undefined);
    files.push(lastmod ? { loc: base + path, lastmod } : { loc: base + path });
  }
  documents.set('/sitemap.xml', renderSitemapIndex(files));
  return documents;
}

/** /robots.txt: everything but the private pages, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${publicUrl.replace(/\/$/, '')}/sitemap.xml`, ''].join('\n');
}

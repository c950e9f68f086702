import { describe, expect, it } from 'vitest';
import { FIXED_PAGES_UPDATED } from '@kapda/rules/storefront';
import { escapeXml, robotsTxt, sitemapDocuments, sitemapUrls, type SitemapInput } from './sitemap.rules';

const at = (iso: string) => new Date(iso);

const input: SitemapInput = {
  publicUrl: 'https://kapda.example/',
  products: [
    { id: 1, slug: 'rani-pink-bandhani-kurta', categoryId: 11, updatedAt: at('2026-11-20T10:00:00.123Z') },
    { id: 2, slug: 'indigo-shirt', categoryId: 20, updatedAt: at('2026-11-21T09:30:00Z') },
  ],
  categories: [
    { id: 10, slug: 'women', parentId: null },
    { id: 11, slug: 'women-kurtas', parentId: 10 },
    { id: 20, slug: 'men', parentId: null },
    { id: 30, slug: 'accessories', parentId: null },
  ],
  collections: [
    { id: 5, productIds: [1], updatedAt: at('2026-11-02T00:00:00Z') },
    // Renamed (or given a new picture) after its newest product changed.
    { id: 6, productIds: [2], updatedAt: at('2026-11-23T08:00:00Z') },
    { id: 7, productIds: [], updatedAt: at('2026-11-03T00:00:00Z') },
  ],
  contentPublished: new Map([['about', at('2026-11-01T00:00:00Z')], ['home', at('2026-11-22T00:00:00Z')]]),
};

describe('sitemapUrls', () => {
  const urls = sitemapUrls(input);
  const byLoc = new Map(urls.map((u) => [u.loc, u.lastmod?.toISOString()]));

  it('lists every active product with its own change as lastmod, absolute', () => {
    expect(byLoc.get('https://kapda.example/product/rani-pink-bandhani-kurta')).toBe('2026-11-20T10:00:00.123Z');
    expect(byLoc.get('https://kapda.example/product/indigo-shirt')).toBe('2026-11-21T09:30:00.000Z');
  });

  it('dates a category by its newest product, its subcategories included, and leaves out empty ones', () => {
    expect(byLoc.get('https://kapda.example/shop?category=women')).toBe('2026-11-20T10:00:00.123Z');
    expect(byLoc.get('https://kapda.example/shop?category=women-kurtas')).toBe('2026-11-20T10:00:00.123Z');
    expect(byLoc.get('https://kapda.example/shop?category=men')).toBe('2026-11-21T09:30:00.000Z');
    expect(byLoc.has('https://kapda.example/shop?category=accessories')).toBe(false);
  });

  it('dates a collection by the later of its own change and its newest product', () => {
    expect(byLoc.get('https://kapda.example/collections/5')).toBe('2026-11-20T10:00:00.123Z');
    expect(byLoc.get('https://kapda.example/collections/6')).toBe('2026-11-23T08:00:00.000Z');
    expect(byLoc.get('https://kapda.example/collections/7')).toBe('2026-11-03T00:00:00.000Z');
    // The collections page and home show collections: a renamed one changes them too.
    expect(byLoc.get('https://kapda.example/collections')).toBe('2026-11-23T08:00:00.000Z');
    expect(byLoc.get('https://kapda.example/')).toBe('2026-11-23T08:00:00.000Z');
  });

  it('lists the listings, home and every server-rendered content page, each dated by what it shows', () => {
    expect(byLoc.get('https://kapda.example/new-arrivals')).toBe('2026-11-21T09:30:00.000Z');
    expect(byLoc.get('https://kapda.example/about')).toBe('2026-11-01T00:00:00.000Z');
    // Never published in the back office: no date is made up.
    expect(byLoc.has('https://kapda.example/contact')).toBe(true);
    expect(byLoc.get('https://kapda.example/contact')).toBeUndefined();
    // Pages written in the code: the day their words last changed.
    for (const path of ['/shipping', '/faq', '/returns', '/size-guide', '/privacy-policy', '/terms-of-service'] as const) {
      expect(byLoc.get(`https://kapda.example${path}`), path).toBe(`${FIXED_PAGES_UPDATED[path]}T00:00:00.000Z`);
    }
    // The short legal addresses answer 301: not listed.
    expect(byLoc.has('https://kapda.example/privacy')).toBe(false);
    expect(byLoc.has('https://kapda.example/terms')).toBe(false);
    expect(urls.some((u) => /\/(cart|checkout|account|admin|login)/.test(u.loc))).toBe(false);
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
  });
});

describe('sitemap documents', () => {
  it('is one urlset while the URLs fit, with escaped locations and second-precision UTC dates', () => {
    const docs = sitemapDocuments([{ loc: 'https://kapda.example/shop?category=a&b=<c>', lastmod: at('2026-11-20T10:00:00.123Z') }], 'https://kapda.example');
    expect([...docs.keys()]).toEqual(['/sitemap.xml']);
    const xml = docs.get('/sitemap.xml')!;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml).toContain('<loc>https://kapda.example/shop?category=a&amp;b=&lt;c&gt;</loc><lastmod>2026-11-20T10:00:00Z</lastmod>');
  });

  it('becomes an index of numbered parts past the limit, each dated by its newest URL', () => {
    const urls = Array.from({ length: 7 }, (_, i) => ({ loc: `https://kapda.example/product/p${i}`, lastmod: at(`2026-11-0${i + 1}T00:00:00Z`) }));
    const docs = sitemapDocuments(urls, 'https://kapda.example/', 3);
    expect([...docs.keys()].sort()).toEqual(['/sitemap.xml', '/sitemaps/pages-1.xml', '/sitemaps/pages-2.xml', '/sitemaps/pages-3.xml']);
    const index = docs.get('/sitemap.xml')!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain('<sitemap><loc>https://kapda.example/sitemaps/pages-1.xml</loc><lastmod>2026-11-03T00:00:00Z</lastmod></sitemap>');
    expect(index).toContain('<sitemap><loc>https://kapda.example/sitemaps/pages-3.xml</loc><lastmod>2026-11-07T00:00:00Z</lastmod></sitemap>');
    expect(docs.get('/sitemaps/pages-3.xml')!.match(/<url>/g)).toHaveLength(1);
    expect(docs.get('/sitemaps/pages-1.xml')!.match(/<url>/g)).toHaveLength(3);
  });

  it('escapes the five XML characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of private pages and names the sitemap by its absolute URL', () => {
    const text = robotsTxt('https://kapda.example/');
    for (const path of ['/admin', '/account', '/checkout', '/cart', '/payment']) expect(text).toContain(`\nDisallow: ${path}\n`);
    expect(text.startsWith('User-agent: *\n')).toBe(true);
    expect(text).toContain('\nSitemap: https://kapda.example/sitemap.xml\n');
  });
});

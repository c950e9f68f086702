import { describe, expect, it } from 'vitest';
import { FIXED_PAGES_UPDATED, keptQuery, LISTING_QUERY_PARAMS, longDay, MOVED_PAGES, normalisedPath } from './storefront.rules';

describe('keptQuery', () => {
  const reads = LISTING_QUERY_PARAMS;

  it('keeps only the parameters the page reads, in name order', () => {
    expect(keptQuery('/shop', 'utm_source=whatsapp&sort=price-asc&category=women&x=1&fbclid=abc', reads)).toBe('/shop?category=women&sort=price-asc');
    expect(keptQuery('/shop', 'page=2&category=men', reads)).toBe(keptQuery('/shop', 'category=men&page=2', reads));
    expect(keptQuery('/shop', 'search=red+saree&sizes=M%2CL', reads)).toBe('/shop?search=red%20saree&sizes=M%2CL');
  });

  it('writes each value one way: every spelling of the same value names one copy', () => {
    expect(keptQuery('/shop', 'search=%61', reads)).toBe(keptQuery('/shop', 'search=a', reads));
    expect(keptQuery('/shop', 'search=a', reads)).toBe('/shop?search=a');
    for (const spelling of ['search=red+saree', 'search=red%20saree', 'search=%72ed%20%73aree', 'search=red saree', 'sea%72ch=red+saree']) {
      expect(keptQuery('/shop', spelling, reads), spelling).toBe('/shop?search=red%20saree');
    }
    expect(keptQuery('/shop', 'sizes=M,L', reads)).toBe(keptQuery('/shop', 'sizes=M%2cL', reads));
    expect(keptQuery('/shop', 'search=%c3%a9', reads)).toBe('/shop?search=%C3%A9');
    // Read back, the kept address says what the asked one said.
    for (const asked of ['search=%E0%A4&sort=newest', 'search=a%2Bb+c', 'category=men%26women', 'search=%F0%9F%91%97']) {
      const kept = keptQuery('/shop', asked, reads).split('?')[1];
      for (const name of reads) expect(new URLSearchParams(kept).get(name) ?? '', `${asked} ${name}`).toBe(new URLSearchParams(asked).get(name) ?? '');
    }
  });

  it('reads as URLSearchParams.get does: the first value counts, an empty one is none', () => {
    expect(keptQuery('/shop', 'category=men&category=women', reads)).toBe('/shop?category=men');
    expect(keptQuery('/shop', 'category=&category=women', reads)).toBe('/shop');
    expect(keptQuery('/shop', 'category&sale=true', reads)).toBe('/shop?sale=true');
    // A name written encoded is the same name (URLSearchParams decodes it too).
    expect(keptQuery('/shop', 'cat%65gory=men', reads)).toBe('/shop?category=men');
  });

  it('drops everything on a page that reads nothing, and names it undecodable or not', () => {
    expect(keptQuery('/product/rani-pink', 'ref=1&size=M', [])).toBe('/product/rani-pink');
    expect(keptQuery('/shop', '%E0%A4=1&sort=newest', reads)).toBe('/shop?sort=newest');
    expect(keptQuery('/shop', '', reads)).toBe('/shop');
  });
});

describe('normalisedPath', () => {
  it('decodes escaped unreserved characters and writes the other escapes in upper case', () => {
    expect(normalisedPath('/%73hop')).toBe('/shop');
    expect(normalisedPath('/product/rani%2Dpink%5fkurta%7E')).toBe('/product/rani-pink_kurta~');
    expect(normalisedPath('/product/caf%c3%a9')).toBe('/product/caf%C3%A9');
    // Escapes that mean something in a path stay escapes.
    expect(normalisedPath('/product/a%2fb%3F')).toBe('/product/a%2Fb%3F');
    expect(normalisedPath('/product/%25')).toBe('/product/%25');
  });

  it('makes doubled slashes one and drops a trailing slash', () => {
    expect(normalisedPath('/shop//')).toBe('/shop');
    expect(normalisedPath('//shop')).toBe('/shop');
    expect(normalisedPath('/account//orders/')).toBe('/account/orders');
    expect(normalisedPath('/')).toBe('/');
    expect(normalisedPath('//')).toBe('/');
  });

  it('leaves letters as they are, and a normalised path unchanged', () => {
    expect(normalisedPath('/Shop')).toBe('/Shop');
    for (const path of ['/shop', '/product/caf%C3%A9', '/collections/7', '/']) expect(normalisedPath(path)).toBe(path);
    for (const path of ['/%73hop//', '/a%2fb/', '/x%7e%7E']) expect(normalisedPath(normalisedPath(path)!)).toBe(normalisedPath(path));
  });

  it('is null for a path that does not decode', () => {
    for (const path of ['/%E0%A4%A', '/%E0%A4', '/%', '/collections/%ZZ', '/shop%']) expect(normalisedPath(path), path).toBeNull();
  });
});

describe('the fixed pages', () => {
  it('moves the short legal addresses to the long ones', () => {
    expect(MOVED_PAGES).toEqual({ '/privacy': '/privacy-policy', '/terms': '/terms-of-service' });
  });

  it('dates each page with a real day', () => {
    for (const [path, day] of Object.entries(FIXED_PAGES_UPDATED)) {
      expect(day, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10), path).toBe(day);
    }
    expect(longDay('2026-11-01')).toBe('1 November 2026');
    expect(longDay('2027-01-31')).toBe('31 January 2027');
  });
});

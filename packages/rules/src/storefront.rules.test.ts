import { describe, expect, it } from 'vitest';
import { FIXED_PAGES_UPDATED, keptQuery, LISTING_QUERY_PARAMS, longDay, MOVED_PAGES } from './storefront.rules';

describe('keptQuery', () => {
  const reads = LISTING_QUERY_PARAMS;

  it('keeps only the parameters the page reads, in name order', () => {
    expect(keptQuery('/shop', 'utm_source=whatsapp&sort=price-asc&category=women&x=1&fbclid=abc', reads)).toBe('/shop?category=women&sort=price-asc');
    expect(keptQuery('/shop', 'page=2&category=men', reads)).toBe(keptQuery('/shop', 'category=men&page=2', reads));
    expect(keptQuery('/shop', 'search=red+saree&sizes=M%2CL', reads)).toBe('/shop?search=red+saree&sizes=M%2CL');
  });

  it('reads as URLSearchParams.get does: the first value counts, an empty one is none', () => {
    expect(keptQuery('/shop', 'category=men&category=women', reads)).toBe('/shop?category=men');
    expect(keptQuery('/shop', 'category=&category=women', reads)).toBe('/shop');
    expect(keptQuery('/shop', 'category&sale=true', reads)).toBe('/shop?sale=true');
    // A name written encoded is the same name (URLSearchParams decodes it too); its spelling is kept.
    expect(keptQuery('/shop', 'cat%65gory=men', reads)).toBe('/shop?cat%65gory=men');
  });

  it('drops everything on a page that reads nothing, and names it undecodable or not', () => {
    expect(keptQuery('/product/rani-pink', 'ref=1&size=M', [])).toBe('/product/rani-pink');
    expect(keptQuery('/shop', '%E0%A4=1&sort=newest', reads)).toBe('/shop?sort=newest');
    expect(keptQuery('/shop', '', reads)).toBe('/shop');
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

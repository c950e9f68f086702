import { describe, expect, it } from 'vitest';
import { keptQuery, LISTING_QUERY_PARAMS } from '@kapda/rules/storefront';
import { pageWindow } from './Pagination';
import { readShopQuery, toProductFilter, withShopChange } from './shop-params';

const params = (query: string) => new URLSearchParams(query);

describe('shop URL state', () => {
  it('reads filters, ignoring junk, and sorts searches by relevance', () => {
    const query = readShopQuery(params('search=%20kurta%20&sizes=M,,L&minPrice=abc&maxPrice=999&page=-4&sort=cheapest'));
    expect(query).toMatchObject({ search: 'kurta', sizes: ['M', 'L'], minPrice: null, maxPrice: 999, page: 1, sort: 'relevance' });
    expect(readShopQuery(params('')).sort).toBe('newest');
    expect(readShopQuery(params('sort=relevance')).sort).toBe('newest');
  });

  it('pins the page filter and adds what the shopper chose', () => {
    expect(toProductFilter(readShopQuery(params('category=plus-size-kurtas&inStock=true')), { category: 'plus-size' })).toEqual({ category: 'plus-size-kurtas', inStock: true });
    expect(toProductFilter(readShopQuery(params('')), { collection: '3' })).toEqual({ collection: '3' });
  });

  it('returns to page 1 on any change but the page, and leaves defaults out of the URL', () => {
    expect(withShopChange(params('category=men&page=4'), { sizes: ['L'] }).toString()).toBe('category=men&sizes=L');
    expect(withShopChange(params('category=men'), { page: 2 }).toString()).toBe('category=men&page=2');
    expect(withShopChange(params('sort=price-asc'), { sort: 'newest' }).toString()).toBe('');
    expect(withShopChange(params('sale=true'), { sale: false }).toString()).toBe('');
  });

  it('shows the first, last and neighbouring page numbers with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('reads only the parameters the server keeps a listing per (LISTING_QUERY_PARAMS), each with get', () => {
    const read = new Set<string>();
    const spy = new URLSearchParams('category=women&sale=true&search=kurta&sizes=M&colors=Red&minPrice=1&maxPrice=9&inStock=true&sort=newest&page=2&utm_source=x');
    const get = spy.get.bind(spy);
    spy.get = (name: string) => (read.add(name), get(name));
    for (const method of ['getAll', 'has', 'entries', 'keys', 'values', 'forEach'] as const) {
      (spy as unknown as Record<string, unknown>)[method] = () => {
        throw new Error(`readShopQuery used ${method}: the server's copy per LISTING_QUERY_PARAMS assumes get`);
      };
    }
    readShopQuery(spy);
    expect([...read].sort()).toEqual([...LISTING_QUERY_PARAMS].sort());
    // So a listing read from the server's reduced address reads the same as from the address asked.
    const asked = 'utm_source=wa&sort=price-asc&category=women&category=men&page=2&sizes=&x=1';
    expect(readShopQuery(new URLSearchParams(keptQuery('/shop', asked, LISTING_QUERY_PARAMS).split('?')[1]))).toEqual(readShopQuery(new URLSearchParams(asked)));
  });
});

import { describe, expect, it } from 'vitest';
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
});

import { describe, expect, it } from 'vitest';
import { AppError } from '../../kernel/errors';
import {
  checkProductListQuery,
  compareSizes,
  gstRateForHsn,
  inclusivePaise,
  isNewArrival,
  productListQueryFromParams,
  ProductSort,
  sortSizes,
  summariseVariants,
} from './catalog.rules';

const v = (sellingPrice: number, mrp: number, stock: number) => ({ sellingPrice, mrp, stock });

function refusal(fn: () => unknown): { status: number; message: string } {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('summariseVariants: what a listing shows for a product', () => {
  it('shows the cheapest variant in stock, GST-inclusive, with its MRP', () => {
    // ₹952.38 ex-GST at 5% = ₹1,000; the cheaper ₹800 variant is sold out.
    const summary = summariseVariants([v(95238, 149900, 3), v(80000, 99900, 0), v(120000, 149900, 9)], 5);
    expect(summary).toEqual({ price: 100000, mrp: 149900, sellingPrice: 95238, onSale: true, inStock: true });
  });

  it('falls back to the cheapest variant when everything is sold out', () => {
    expect(summariseVariants([v(95238, 100000, 0), v(80000, 99900, 0)], 5)).toMatchObject({ sellingPrice: 80000, price: 84000, inStock: false, onSale: true });
  });

  it('is not on sale when the price is the MRP, and never shows an MRP below the price', () => {
    expect(summariseVariants([v(95238, 100000, 1)], 5)).toMatchObject({ price: 100000, mrp: 100000, onSale: false });
    expect(summariseVariants([v(95238, 90000, 1)], 5)).toMatchObject({ price: 100000, mrp: 100000, onSale: false });
  });

  it('lists a product without variants at 0, out of stock', () => {
    expect(summariseVariants([], 5)).toEqual({ price: 0, mrp: 0, sellingPrice: 0, onSale: false, inStock: false });
  });

  it('uses the product GST rate', () => {
    expect(inclusivePaise(254153, 18)).toBe(299901);
    expect(summariseVariants([v(254153, 399900, 2)], 18).price).toBe(299901);
  });
});

describe('sizes in the order shoppers expect', () => {
  it.each([
    [['XL', 'S', 'XXL', 'M', 'XS', 'L'], ['XS', 'S', 'M', 'L', 'XL', 'XXL']],
    [['6XL', '3XL', '5XL', '4XL'], ['3XL', '4XL', '5XL', '6XL']],
    [['34', '28', '38', '30'], ['28', '30', '34', '38']],
    [['UK 10', 'UK 7', 'UK 9'], ['UK 7', 'UK 9', 'UK 10']],
    [['Free Size', 'M', '32'], ['M', '32', 'Free Size']],
    [['M', 'M', 'S'], ['S', 'M']],
  ])('%j → %j', (input, expected) => {
    expect(sortSizes(input)).toEqual(expected);
  });

  it('orders unknown size names after numbers and before Free Size', () => {
    expect(compareSizes('Petite', '40')).toBeGreaterThan(0);
    expect(compareSizes('Petite', 'Free Size')).toBeLessThan(0);
  });
});

describe('GST rate from the HSN code and the ex-GST piece value', () => {
  it.each([
    ['5007', 20000, 5], // silk saree: fabric, 5% at any value
    ['5407', 900, 5],
    ['6204', 2500, 5], // garment up to ₹2,500
    ['6204', 2500.01, 18], // garment above ₹2,500
    ['6214', 1200, 5], // dupatta
    ['6109', 400, 5],
    ['6403', 2499, 5], // footwear threshold
    ['6403', 2600, 18],
    ['4202', 400, 18], // bags
    ['4203', 900, 18], // belts
  ])('HSN %s at ₹%s → %s%%', (hsn, value, rate) => {
    expect(gstRateForHsn(hsn, value)).toBe(rate);
  });

  it('refuses a chapter the shop has no rule for', () => {
    expect(() => gstRateForHsn('7113', 1000)).toThrow(RangeError);
  });
});

describe('listing queries: one set of checks for GraphQL and REST', () => {
  it('fills defaults: newest first, page 1, 24 a page', () => {
    expect(checkProductListQuery({})).toEqual({ filter: expect.any(Object), sort: ProductSort.NEWEST, page: 1, limit: 24 });
  });

  it.each([
    [{ page: 0 }, 'page must be a whole number from 1 to 10000'],
    [{ page: 1.5 }, 'page must be a whole number from 1 to 10000'],
    [{ limit: 61 }, 'limit must be a whole number from 1 to 60'],
    [{ limit: 0 }, 'limit must be a whole number from 1 to 60'],
    [{ sort: 'CHEAP' }, 'sort must be one of NEWEST, PRICE_ASC, PRICE_DESC, POPULAR, RELEVANCE'],
    [{ filter: { minPrice: 500, maxPrice: 100 } }, 'minPrice cannot be more than maxPrice'],
    [{ filter: { maxPrice: Number.NaN } }, 'maxPrice must be a price in rupees from 0'],
    [{ filter: { search: 'x'.repeat(101) } }, 'Search terms can be at most 100 characters'],
    [{ filter: { sizes: Array.from({ length: 31 }, (_, i) => `S${i}`) } }, 'Choose at most 30 sizes'],
  ])('%j is refused: %s', (input, message) => {
    expect(refusal(() => checkProductListQuery(input))).toEqual({ status: 400, message });
  });

  it('trims text, drops blanks and duplicates, and turns rupees into paise', () => {
    const { filter } = checkProductListQuery({ filter: { search: '  silk  ', category: ' ', sizes: ['M', ' M ', ''], colors: [], minPrice: 499.5, maxPrice: 1000 } });
    expect(filter).toEqual({ search: 'silk', sizes: ['M'], minPricePaise: 49950, maxPricePaise: 100000, category: undefined, collection: undefined, sale: undefined, colors: undefined, inStock: undefined });
  });

  it('reads URL parameters: booleans, numbers, lists, sort aliases', () => {
    const query = productListQueryFromParams({ category: 'women', sale: 'true', page: '2', limit: '12', sizes: 'M,L', color: ['Maroon', 'Teal'], sort: 'price-asc', inStock: 'false', minPrice: '499' });
    expect(query).toMatchObject({ page: 2, limit: 12, sort: ProductSort.PRICE_ASC, filter: { category: 'women', sale: true, sizes: ['M', 'L'], colors: ['Maroon', 'Teal'], inStock: false, minPricePaise: 49900 } });
    expect(productListQueryFromParams({ sort: 'POPULAR', sale: '' })).toMatchObject({ sort: ProductSort.POPULAR, filter: { sale: undefined } });
  });

  it.each([
    [{ page: '0' }, 'page must be a whole number from 1 to 10000'],
    [{ page: 'two' }, 'page must be a whole number from 1 to 10000'],
    [{ limit: '1000' }, 'limit must be a whole number from 1 to 60'],
    [{ sale: 'maybe' }, 'sale must be true or false'],
    [{ inStock: 'yes' }, 'inStock must be true or false'],
    [{ page: ['1', '2'] }, 'page must be given once'],
    [{ maxPrice: 'lots' }, 'maxPrice must be a price in rupees from 0'],
  ])('URL %j is refused: %s', (params, message) => {
    expect(refusal(() => productListQueryFromParams(params))).toEqual({ status: 400, message });
  });
});

describe('new arrivals', () => {
  it('are products added in the last 30 days', () => {
    const now = new Date('2025-11-22T12:00:00Z');
    expect(isNewArrival(new Date('2025-10-23T12:00:00Z'), now)).toBe(true);
    expect(isNewArrival(new Date('2025-10-23T11:59:59Z'), now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  apparelGstRate, assertSellingWithinMrp, displayMrp, effectiveGstRate, formatRupees, gstRateOption,
  inclusivePrice, percentOff, roundTo2, toAmount,
} from './pricing.rules';

describe('GST rate options', () => {
  it.each([
    [0, 0, 0], [5, 2.5, 2.5], [12, 6, 6], [18, 9, 9], [28, 14, 14],
  ])('rate %d splits into CGST %d and SGST %d', (rate, cgst, sgst) => {
    expect(gstRateOption(rate)).toMatchObject({ value: rate, cgst, sgst });
  });

  it.each([
    ['unknown 7', 7], ['negative', -5], ['undefined', undefined], ['null', null], ['text', 'abc'], ['NaN', NaN], ['3 (jewellery)', 3],
  ])('falls back to 5%% for %s', (_label, rate) => {
    expect(effectiveGstRate(rate)).toBe(5);
    expect(gstRateOption(rate)).toMatchObject({ cgst: 2.5, sgst: 2.5 });
  });

  it('accepts a numeric string rate', () => {
    expect(effectiveGstRate('12')).toBe(12);
    expect(effectiveGstRate(' 18 ')).toBe(18);
  });
});

describe('inclusivePrice = price × (1 + rate), 2 decimals', () => {
  it.each<[unknown, unknown, number]>([
    [1000, 5, 1050],
    [999, 5, 1048.95],
    [999.99, 12, 1119.99],
    [100, 18, 118],
    [100, 28, 128],
    [100, 0, 100],
    ['1000', 5, 1050],
    [' 250.50 ', '18', 295.59],
    [1.005, 0, 1.01],
    [0.1, 5, 0.11],
    [333.33, 5, 350],
    [100, 7, 105],
    ['abc', 5, 0],
    [NaN, 5, 0],
    [Infinity, 5, 0],
    [undefined, 5, 0],
    [null, 12, 0],
    ['', 5, 0],
    [{}, 5, 0],
  ])('inclusivePrice(%j, %j) = %d', (price, rate, expected) => {
    expect(inclusivePrice(price, rate)).toBe(expected);
  });
});

describe('amounts', () => {
  it.each<[unknown, number]>([[12, 12], ['12.5', 12.5], ['1e3', 1000], ['12abc', 0], [true, 0], [[], 0]])('toAmount(%j) = %d', (v, n) => {
    expect(toAmount(v)).toBe(n);
  });
  it('rounds half away from zero at 2 decimals', () => {
    expect(roundTo2(2.675)).toBe(2.68);
    expect(roundTo2(-2.675)).toBe(-2.68);
  });
  it('shows Indian digit grouping with the rupee sign and always two decimals', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatRupees(129999)).toBe('₹1,29,999.00');
    expect(formatRupees('1049.5')).toBe('₹1,049.50');
    expect(formatRupees(57.1)).toBe('₹57.10');
    expect(formatRupees('junk')).toBe('₹0.00');
  });
});

describe('MRP and discount display', () => {
  it('computes whole percent off and never a negative saving', () => {
    expect(percentOff(750, 1000)).toBe(25);
    expect(percentOff(1049.5, 1499)).toBe(29);
    expect(percentOff(1200, 1000)).toBe(0);
    expect(percentOff(100, 0)).toBe(0);
  });
  it('never displays an MRP below the selling price', () => {
    expect(displayMrp(1050, 999)).toBe(1050);
    expect(displayMrp(900, '1299')).toBe(1299);
  });
  it('refuses a selling price above MRP once GST is added', () => {
    expect(() => assertSellingWithinMrp(1000, 5, 1049)).toThrow(/above the MRP/);
    expect(() => assertSellingWithinMrp(1000, 5, 1050)).not.toThrow();
  });
  it('applies the apparel slab: 5% up to ₹2,500 a piece, 18% above', () => {
    expect(apparelGstRate(2500)).toBe(5);
    expect(apparelGstRate(2500.01)).toBe(18);
  });
});

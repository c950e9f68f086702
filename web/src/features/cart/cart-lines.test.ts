import { describe, expect, it } from 'vitest';
import { countItems, draftLine, withLineAdded, withQuantity, withoutLine } from './cart-lines';
import { readCartLine, readGuestCart, readGuestCoupon, writeGuestCart, writeGuestCoupon, type CartLine } from '../guest';

const kurta = (size = 'M', color = 'Maroon', quantity = 1): CartLine =>
  draftLine({ productId: 'p1', slug: 'kurta', name: 'Kurta', image: null, size, color, variantSku: `K-${size}-${color}`, price: 1049, mrp: 1499, gstRate: 5, quantity });

describe('cart line rules (SPEC.md §4, §5)', () => {
  it('adding the same product, size and colour raises that line; another size or colour is a new line', () => {
    let lines = withLineAdded([], kurta());
    lines = withLineAdded(lines, kurta());
    expect(lines).toHaveLength(1);
    expect(lines[0].quantity).toBe(2);
    expect(lines[0].lineAmount).toBe(2098);
    lines = withLineAdded(lines, kurta('L'));
    lines = withLineAdded(lines, kurta('M', 'Navy'));
    expect(lines.map((l) => `${l.size}/${l.color}×${l.quantity}`)).toEqual(['M/Maroon×2', 'L/Maroon×1', 'M/Navy×1']);
    expect(countItems(lines)).toBe(4);
  });

  it('adding up stops at 99', () => {
    const lines = withLineAdded([kurta('M', 'Maroon', 98)], kurta('M', 'Maroon', 5));
    expect(lines[0].quantity).toBe(99);
  });

  it('a quantity is clamped to 1..99 in whole steps; 0 or less removes the line', () => {
    const [line] = [kurta()];
    expect(withQuantity([line], line.id, 150)[0].quantity).toBe(99);
    expect(withQuantity([line], line.id, 2.7)[0].quantity).toBe(2);
    expect(withQuantity([line], line.id, 0)).toEqual([]);
    expect(withQuantity([line], line.id, -3)).toEqual([]);
    expect(withoutLine([line, kurta('L')], line.id).map((l) => l.size)).toEqual(['L']);
  });

  it('a guest line is identified by product, size and colour', () => {
    expect(kurta('M', 'Navy').id).toBe('p1|M|Navy');
  });
});

describe('reading a stored cart line', () => {
  it('takes numeric strings, prefers selling price over price, and rounds the line amount to whole rupees', () => {
    const line = readCartLine({ _id: 'x1', productId: 'p1', title: 'Kurta', price: '1200', sellingPrice: '1049.50', quantity: '2', size: 'M', color: 'Maroon' })!;
    expect(line).toMatchObject({ id: 'x1', name: 'Kurta', price: 1049.5, quantity: 2, lineAmount: 2099 });
  });

  it('shows invalid numbers as 0 and counts an invalid quantity as 1', () => {
    expect(readCartLine({ productId: 'p1', price: 'abc', quantity: 2 })!.lineAmount).toBe(0);
    expect(readCartLine({ productId: 'p1', price: Number.NaN, quantity: 1 })!.price).toBe(0);
    expect(readCartLine({ productId: 'p1', price: 500, quantity: 'lots' })).toMatchObject({ quantity: 1, lineAmount: 500 });
    expect(readCartLine({ productId: 'p1', price: 500, quantity: 400 })!.quantity).toBe(99);
  });

  it('reads a product object as productId and drops lines without a product id', () => {
    expect(readCartLine({ productId: { _id: 'p9', title: 'Saree', slug: 'saree' }, price: 10, size: 'Free', color: 'Red' })).toMatchObject({ productId: 'p9', name: 'Saree', slug: 'saree', id: 'p9|Free|Red' });
    expect(readCartLine({ price: 10 })).toBeNull();
    expect(readCartLine('junk')).toBeNull();
  });
});

describe('guest cart storage', () => {
  it('keeps lines under `cart` and the coupon under `cartCoupon`, ignoring junk', () => {
    writeGuestCart([kurta()]);
    writeGuestCoupon('WELCOME10');
    expect(JSON.parse(localStorage.getItem('cart')!)[0]).toMatchObject({ productId: 'p1', size: 'M', color: 'Maroon', quantity: 1 });
    expect(localStorage.getItem('cartCoupon')).toBe('WELCOME10');
    expect(readGuestCart()).toHaveLength(1);
    expect(readGuestCoupon()).toBe('WELCOME10');

    localStorage.setItem('cart', '{not json');
    localStorage.setItem('cartCoupon', JSON.stringify({ code: 'FLAT200' }));
    expect(readGuestCart()).toEqual([]);
    expect(readGuestCoupon()).toBe('FLAT200');

    writeGuestCart([]);
    writeGuestCoupon(null);
    expect(localStorage.getItem('cart')).toBeNull();
    expect(localStorage.getItem('cartCoupon')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { addUp, addUpMergeStrategy, cutNotice, guestLineId, itemName, quantityToAdd, quantityToSet, stockMessage } from './cart.rules';

const kurta = { title: 'Bandhani Kurta', size: 'M', color: 'Rani Pink' };

describe('quantities', () => {
  it.each<[unknown, number | null]>([
    [undefined, 1], [null, 1], [1, 1], [3, 3], ['4', 4], [2.9, 2], [99, 99], [150, 99], [0, null], [-1, null], ['x', null], [NaN, null], [{}, null],
  ])('quantityToAdd(%j) = %j', (v, q) => expect(quantityToAdd(v)).toBe(q));

  it.each<[unknown, number | null]>([
    [5, 5], ['7', 7], [0, 0], [-3, 0], [0.5, 0], [99, 99], [100, 99], [3.7, 3], ['many', null], [undefined, null], [null, null],
  ])('quantityToSet(%j) = %j (0 removes)', (v, q) => expect(quantityToSet(v)).toBe(q));
});

describe('messages', () => {
  it('names the item with its size and colour', () => {
    expect(itemName(kurta)).toBe('Bandhani Kurta (M, Rani Pink)');
    expect(itemName({ title: 'Potli Bag', size: '', color: 'Gold' })).toBe('Potli Bag (Gold)');
    expect(itemName({ title: 'Gift Card', size: '', color: '' })).toBe('Gift Card');
  });
  it('says how many are left, and how many are already in the cart', () => {
    expect(stockMessage(kurta, 3)).toBe('Only 3 left of Bandhani Kurta (M, Rani Pink)');
    expect(stockMessage(kurta, 3, 1)).toBe('Only 3 left of Bandhani Kurta (M, Rani Pink) and 1 is already in your cart');
    expect(stockMessage(kurta, 3, 2)).toBe('Only 3 left of Bandhani Kurta (M, Rani Pink) and 2 are already in your cart');
    expect(stockMessage(kurta, 0)).toBe('Bandhani Kurta (M, Rani Pink) is out of stock');
  });
  it('identifies guest lines by product, size and colour', () => {
    expect(guestLineId(12, 'M', 'Red')).toBe('12|M|Red');
  });
});

describe('merging a guest cart (add up, clamp to 99 and to stock)', () => {
  it.each<[number, number, number, number, 'max' | 'stock' | null]>([
    [0, 2, 10, 2, null],
    [2, 3, 10, 5, null],
    [2, 4, 5, 5, 'stock'],
    [60, 60, 500, 99, 'max'],
    [60, 60, 80, 80, 'stock'],
    [3, 1, 0, 0, 'stock'],
    [0, 0, 10, 0, null],
  ])('member %d + guest %d with stock %d → %d (%s)', (member, guest, stock, quantity, cutTo) => {
    expect(addUpMergeStrategy.merge(member, guest, stock)).toEqual({ quantity, cutTo });
  });
  it('explains each cut', () => {
    expect(cutNotice(kurta, { quantity: 2, cutTo: 'stock' })).toBe('Only 2 left of Bandhani Kurta (M, Rani Pink), so your cart has 2');
    expect(cutNotice(kurta, { quantity: 0, cutTo: 'stock' })).toBe('Bandhani Kurta (M, Rani Pink) is out of stock and was removed from your cart');
    expect(cutNotice(kurta, { quantity: 99, cutTo: 'max' })).toBe('Bandhani Kurta (M, Rani Pink) is limited to 99 per order');
    expect(cutNotice(kurta, { quantity: 4, cutTo: null })).toBeNull();
  });
});

describe('the cart quantity rule: add up, cap at 99, never above stock', () => {
  it.each<[number, number, number, number, 'max' | 'stock' | null]>([
    [0, 1, 5, 1, null],
    [2, 2, 5, 4, null],
    [2, 4, 5, 5, 'stock'],
    [0, 1, 0, 0, 'stock'],
    [98, 5, 500, 99, 'max'],
    [60, 60, 80, 80, 'stock'],
    [99, 1, 99, 99, 'max'],
    [-3, 2, 10, 2, null],
    [4, 0, 2, 2, 'stock'],
    [4, 0, 9, 4, null],
  ])('%d in the cart + %d with stock %d → %d (%s)', (inCart, adding, stock, quantity, cutTo) => {
    expect(addUp(inCart, adding, stock)).toEqual({ quantity, cutTo });
  });
  it('without a stock figure only the 99 cap applies', () => {
    expect(addUp(60, 60)).toEqual({ quantity: 99, cutTo: 'max' });
    expect(addUp(1, 2)).toEqual({ quantity: 3, cutTo: null });
  });
  it('is the merge strategy', () => {
    expect(addUpMergeStrategy.merge).toBe(addUp);
  });
});

import { describe, expect, it } from 'vitest';
import { CATALOG_ADMIN_MESSAGES as M, checkCategory, checkCollection, checkProduct, checkStockChange, parentProblem, proposedSku, slugify, uniqueName } from './catalog-admin.rules';

const product = (over: Record<string, unknown> = {}) => ({
  title: 'Kurta', description: 'Soft.', brand: 'Suti', categoryId: '3', hsnCode: '6204', manufacturer: 'Suti, Jaipur', isActive: true,
  variants: [{ size: 'M', color: 'Indigo', colorHex: '#2E3B74', mrp: 1499, sellingPrice: 952.38, stock: 2 }],
  ...over,
});

describe('slugs and SKUs', () => {
  it('slugify keeps lower-case ASCII words with single hyphens', () => {
    expect(slugify('  Rani Pink — Bandhani Kurta!  ')).toBe('rani-pink-bandhani-kurta');
    expect(slugify('Café & Co.')).toBe('cafe-and-co');
    expect(slugify('॥')).toBe('item');
    expect(slugify('a'.repeat(300)).length).toBe(200);
  });
  it('uniqueName adds the first free -n within the length', () => {
    const taken = new Set(['kurta', 'kurta-2']);
    expect(uniqueName('kurta', (s) => taken.has(s), 200)).toBe('kurta-3');
    expect(uniqueName('abcde', (s) => s === 'abcde', 5)).toBe('abc-2');
  });
  it('proposedSku uses the slug initials, colour and size', () => {
    expect(proposedSku('rani-pink-bandhani-kurta', 'Rani Pink', 'M')).toBe('RPBK-RANIPINK-M');
    expect(proposedSku('saree', 'Indigo', 'Free Size')).toBe('SAREE-INDIGO-FREESIZE');
  });
});

describe('checkProduct', () => {
  it('answers the clean product with the GST rate from the HSN code and the dearest piece', () => {
    const result = checkProduct(product());
    expect(result).toMatchObject({ product: { gstRate: 5, countryOfOrigin: 'India', netQuantity: '1 N', slug: null, variants: [{ sku: null, colorHex: '#2e3b74', mrp: 149900, sellingPrice: 95238, stock: 2 }] } });
    // Above ₹2,500 ex-GST a garment is taxed at 18%.
    expect(checkProduct(product({ variants: [{ size: 'M', color: 'Red', colorHex: '#ff0000', mrp: 4000, sellingPrice: 3000 }] }))).toMatchObject({ product: { gstRate: 18 } });
  });
  it('refuses a selling price above the MRP once GST is added', () => {
    expect(checkProduct(product({ variants: [{ size: 'M', color: 'Red', colorHex: '#ff0000', mrp: 3000, sellingPrice: 3000 }] }))).toEqual({ problem: M.priceAboveMrp('M / Red', 3540, 3000), field: 'variants' });
  });
  it('reads the Returnable flag: ticked or not, and left out (kept as it is) when not sent', () => {
    expect(checkProduct(product({ returnable: false }))).toMatchObject({ product: { returnable: false } });
    expect(checkProduct(product({ returnable: true }))).toMatchObject({ product: { returnable: true } });
    expect(checkProduct(product())).toMatchObject({ product: { returnable: null } });
  });
  it('asks for the importer when made outside India', () => {
    expect(checkProduct(product({ countryOfOrigin: 'Nepal' }))).toEqual({ problem: M.importerRequired, field: 'importer' });
    expect(checkProduct(product({ countryOfOrigin: 'Nepal', importer: 'Kapda Imports, Surat' }))).toHaveProperty('product');
  });
  it('refuses duplicate cells and SKUs', () => {
    const cell = { size: 'M', color: 'Red', colorHex: '#ff0000', mrp: 100, sellingPrice: 50 };
    expect(checkProduct(product({ variants: [cell, { ...cell, color: 'red ' }] }))).toEqual({ problem: M.variantTwice('M', 'red'), field: 'variants' });
    expect(checkProduct(product({ variants: [{ ...cell, sku: 'a-1' }, { ...cell, size: 'L', sku: 'A-1' }] }))).toEqual({ problem: M.skuTwice('A-1'), field: 'variants' });
  });
});

describe('stock, categories and collections', () => {
  it('a reason must agree with the sign', () => {
    expect(checkStockChange({ delta: '5', reason: 'Received' })).toEqual({ change: { delta: 5, reason: 'received', note: '' } });
    expect(checkStockChange({ delta: 5, reason: 'damaged' })).toEqual({ problem: M.damagedPositive, field: 'delta' });
    expect(checkStockChange({ delta: -1, reason: 'correction', note: 'x'.repeat(201) })).toEqual({ problem: M.noteTooLong, field: 'note' });
  });
  it('keeps the tree two levels deep and products under subcategories', () => {
    expect(parentProblem({ id: 5, childCount: 0, productCount: 3, parentId: 1 }, null, undefined)).toEqual({ problem: M.departmentWithProducts(3), field: 'parentId' });
    expect(parentProblem({ id: 5, childCount: 0, productCount: 3, parentId: 1 }, 2, { id: 2, parentId: null })).toBeNull();
    expect(parentProblem({ id: 5, childCount: 0, productCount: 0, parentId: 1 }, 6, { id: 6, parentId: 2 })).toEqual({ problem: M.parentTooDeep, field: 'parentId' });
    expect(parentProblem({ id: 1, childCount: 2, productCount: 0, parentId: null }, 2, { id: 2, parentId: null })).toEqual({ problem: M.parentHasChildren, field: 'parentId' });
    expect(checkCategory({ name: ' Kurtas ', position: -1 })).toEqual({ problem: M.positionInvalid, field: 'position' });
  });
  it('collections: dates in order, a /media picture, products once each', () => {
    expect(checkCollection({ title: 'Edit', productIds: ['3', 3, '4'] })).toMatchObject({ collection: { productIds: [3, 4], isActive: true } });
    expect(checkCollection({ title: 'Edit', image: '/media/../etc/passwd' })).toEqual({ problem: M.imageInvalid, field: 'image' });
    expect(checkCollection({ title: 'Edit', startsAt: '2026-12-01', endsAt: '2026-11-01' })).toEqual({ problem: M.endBeforeStart, field: 'endsAt' });
  });
});

describe('input that once reached the database as a 500', () => {
  it('refuses a variant that is not an object', () => {
    expect(checkProduct(product({ variants: [null] }))).toEqual({ problem: M.variantsRequired, field: 'variants' });
  });

  it('keeps descriptions inside a TEXT column, even in 4-byte characters', () => {
    expect(checkProduct(product({ description: '😀'.repeat(15_001) }))).toEqual({ problem: M.descriptionTooLong, field: 'description' });
    expect(checkCategory({ name: 'Sarees', description: 'x'.repeat(5_001) })).toEqual({ problem: M.tooLong('The description', 5_000), field: 'description' });
    expect(checkCollection({ title: 'Festive', description: 'x'.repeat(5_001) })).toMatchObject({ field: 'description' });
  });
});

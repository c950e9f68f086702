import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, protectCell, readAmountCell, readRow, readStockCell, splitList, unprotectCell } from './catalog-csv.rules';
import { sniffPictureType } from './product-pictures';

describe('catalogue CSV cells', () => {
  it('keeps spreadsheets from running a cell as a formula, and undoes it on the way back', () => {
    for (const cell of ['=HYPERLINK("x")', '+91 98', '-5', '@SUM(A1)']) {
      expect(protectCell(cell)).toBe(`'${cell}`);
      expect(unprotectCell(protectCell(cell))).toBe(cell);
    }
    expect(protectCell('Rani Pink')).toBe('Rani Pink');
    expect(unprotectCell("'quoted")).toBe("'quoted");
  });
  it('reads every column, trimmed, missing ones empty', () => {
    const row = readRow({ title: '  Kurta ', sku: "'=X" });
    expect(Object.keys(row)).toEqual([...CSV_COLUMNS]);
    expect(row).toMatchObject({ title: 'Kurta', sku: '=X', size: '' });
    expect(splitList('silk; banarasi,,festive')).toEqual(['silk', 'banarasi', 'festive']);
  });
});

describe('catalogue CSV numbers', () => {
  it('reads stock as plain digits within the column, never hex, exponents, signs or separators', () => {
    expect(readStockCell('')).toBeNull();
    expect(readStockCell('0')).toBe(0);
    expect(readStockCell('1000000')).toBe(1_000_000);
    for (const cell of ['0x10', '1e3', '+5', '-1', '2.5', '1,000', '2147483648', '1000001', 'ten', '١٢']) expect(readStockCell(cell)).toBeUndefined();
  });
  it('reads prices as rupees with at most two decimals, above 0 and within the limit', () => {
    for (const cell of ['1499', '952.38', '0.5', '1000000']) expect(readAmountCell(cell)).toBe(true);
    for (const cell of ['', '0', '0x5DB', '1e4', '1,299', '952.381', '-10', '1000000.01', 'Infinity']) expect(readAmountCell(cell)).toBe(false);
  });
});

describe('sniffPictureType', () => {
  it('knows JPEG, PNG and WebP by their first bytes, whatever the name says', () => {
    expect(sniffPictureType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffPictureType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffPictureType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(sniffPictureType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffPictureType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

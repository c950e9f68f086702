/**
 * The catalogue CSV: one row per variant, the product's columns repeated on each. Pure: the column
 * list, the template, a cell's protection against spreadsheet formulas, and reading a row into the
 * drafts catalog-admin.rules checks. The service does the lookups and the one transaction.
 */
import { CATALOG_ADMIN_LIMITS } from './catalog-admin.rules';

/** Columns in file order. Product columns are read from the first row of each product. */
export const CSV_COLUMNS = [
  'product_slug', 'title', 'description', 'brand', 'category_slug', 'collection_slugs', 'hsn_code', 'country_of_origin', 'manufacturer',
  'packer', 'importer', 'net_quantity', 'fabric', 'care', 'tags', 'status', 'sku', 'size', 'color', 'color_hex', 'mrp', 'selling_price', 'stock',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export type CsvRow = Record<CsvColumn, string>;

/** Columns every file must have (the others may be left out and take their defaults). */
export const REQUIRED_COLUMNS: readonly CsvColumn[] = ['product_slug', 'title', 'category_slug', 'hsn_code', 'manufacturer', 'size', 'color', 'color_hex', 'mrp', 'selling_price'];

export const CSV_LIMITS = { rows: 5000 } as const;

/** What a number cell may hold: the editor's own limits (catalog-admin.rules), well inside the columns. */
export const CSV_NUMBERS = { stockMax: CATALOG_ADMIN_LIMITS.stockMax, rupeesMax: CATALOG_ADMIN_LIMITS.moneyMax / 100 } as const;

/**
 * A stock cell: plain digits only (no sign, exponent, hex, spaces or separators — Number() would read
 * '0x10' as 16 and '1e3' as 1000), within CSV_NUMBERS.stockMax. '' is null (not given); undefined when invalid.
 */
export function readStockCell(cell: string): number | null | undefined {
  if (cell === '') return null;
  if (!/^\d{1,7}$/.test(cell)) return undefined;
  const n = Number(cell);
  return n <= CSV_NUMBERS.stockMax ? n : undefined;
}

/** A price cell: rupees as digits with at most two decimals, above 0, within CSV_NUMBERS.rupeesMax. */
export function readAmountCell(cell: string): boolean {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cell)) return false;
  const n = Number(cell);
  return n > 0 && n <= CSV_NUMBERS.rupeesMax;
}

export const CSV_MESSAGES = {
  empty: 'The file has no rows: start from the template.',
  notCsv: 'The file could not be read as CSV: save it as CSV (UTF-8) and try again.',
  missingColumns: (columns: string[]) => `The file is missing the column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}: start from the template.`,
  tooManyRows: `At most ${CSV_LIMITS.rows} rows can be imported at a time.`,
  slugRequired: 'product_slug is required.',
  categoryUnknown: (slug: string) => `No category has the slug '${slug}'.`,
  collectionUnknown: (slug: string) => `No collection has the slug '${slug}'.`,
  statusInvalid: "status must be 'active' or 'draft'.",
  stockInvalid: `stock must be a whole number from 0 to ${CSV_NUMBERS.stockMax}, digits only.`,
  amountInvalid: (column: 'mrp' | 'selling_price') => `${column} must be an amount in rupees above 0 and at most ${CSV_NUMBERS.rupeesMax}, like 1499 or 952.38 (digits and at most two decimals).`,
  skuTwice: (sku: string, row: number) => `SKU ${sku} is also on row ${row}.`,
  skuOtherProduct: (sku: string, slug: string) => `SKU ${sku} belongs to the product '${slug}'.`,
  archived: (slug: string) => `The product '${slug}' is archived: restore it before importing into it.`,
  problems: (n: number) => `The file has ${n} problem${n === 1 ? '' : 's'}; nothing was changed.`,
  imported: (products: number, variants: number) => `Imported ${products} product${products === 1 ? '' : 's'} and ${variants} variant${variants === 1 ? '' : 's'}.`,
} as const;

export interface CsvProblem {
  /** The line in the file (the header is line 1). */
  row: number;
  column: string | null;
  message: string;
}

/**
 * Keep a spreadsheet from running a cell as a formula (CSV injection): text starting with = + - @
 * (or a tab or carriage return) gets a leading apostrophe, which spreadsheets show as text.
 */
export function protectCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Undo protectCell when a file comes back. */
export function unprotectCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** The template: the header and one example row a shop can overwrite. */
export const CSV_TEMPLATE_ROWS: CsvRow[] = [
  {
    product_slug: 'indigo-dabu-kurta', title: 'Indigo Dabu Kurta', description: 'Hand block-printed in Bagru on soft cotton.', brand: 'Suti Ghar',
    category_slug: 'women-kurtas', collection_slugs: '', hsn_code: '6204', country_of_origin: 'India',
    manufacturer: 'Suti Ghar Textiles, 12 Bagru Road, Jaipur, Rajasthan 302001', packer: '', importer: '', net_quantity: '1 N',
    fabric: 'Cotton', care: 'Hand wash cold', tags: 'dabu;indigo', status: 'draft', sku: '', size: 'M', color: 'Indigo', color_hex: '#2e3b74',
    mrp: '1499', selling_price: '952.38', stock: '10',
  },
];

/** A row as read: every column (missing ones empty), trimmed, formula protection undone. */
export function readRow(record: Record<string, unknown>): CsvRow {
  const row = {} as CsvRow;
  for (const column of CSV_COLUMNS) {
    const value = record[column];
    row[column] = unprotectCell(typeof value === 'string' ? value.trim() : '');
  }
  return row;
}

/** The tags cell: semicolon- or comma-separated. */
export const splitList = (cell: string): string[] => cell.split(/[;,]/).map((t) => t.trim()).filter(Boolean);

import { clampQuantity, lineAmount, toAmount } from '@kapda/pricing';

/** One cart line as shown in the drawer and on /cart (SPEC.md §3 Cart item). */
export interface CartLine {
  /** Line id: server line id for members, productId|size|color for guests. */
  id: string;
  productId: string;
  slug: string;
  name: string;
  image: string | null;
  size: string;
  color: string;
  variantSku: string;
  quantity: number;
  /** GST-inclusive unit price the shopper pays (₹). */
  price: number;
  mrp: number;
  gstRate: number;
  /** Whole rupees (SPEC.md §9). */
  lineAmount: number;
}

/** What a product page or card hands to the cart: one product in one size and colour. */
export interface NewCartLine {
  /** Missing → 'Invalid product' (SPEC.md §5). */
  productId?: string | null;
  slug: string;
  name: string;
  image: string | null;
  size: string;
  color: string;
  variantSku: string;
  /** GST-inclusive price (₹); numbers or numeric strings. */
  price: number | string;
  mrp: number | string;
  gstRate: number;
  quantity?: number;
}

/** SPEC.md §3: a line is identified by product, size and colour together. */
export const guestLineId = (productId: string, size: string, color: string) => `${productId}|${size}|${color}`;

export const isSameLine = (a: Pick<CartLine, 'productId' | 'size' | 'color'>, b: Pick<CartLine, 'productId' | 'size' | 'color'>) =>
  a.productId === b.productId && a.size === b.size && a.color === b.color;

/** Adding the same product, size and colour again raises that line's quantity (capped at 99). */
export function withLineAdded(items: CartLine[], added: CartLine): CartLine[] {
  const existing = items.find((line) => isSameLine(line, added));
  if (!existing) return [...items, added];
  return items.map((line) => (line === existing ? priced({ ...line, quantity: clampQuantity(line.quantity + added.quantity) }) : line));
}

/** 0 or less removes the line; anything else is clamped to 1..99. */
export function withQuantity(items: CartLine[], lineId: string, quantity: number): CartLine[] {
  if (quantity <= 0) return withoutLine(items, lineId);
  return items.map((line) => (line.id === lineId ? priced({ ...line, quantity: clampQuantity(quantity) }) : line));
}

export const withoutLine = (items: CartLine[], lineId: string) => items.filter((line) => line.id !== lineId);

export const countItems = (items: CartLine[]) => items.reduce((sum, line) => sum + line.quantity, 0);

/** Lines the server has not priced yet (an optimistic change, a stored snapshot) get the shared rule's amount. */
const priced = (line: CartLine): CartLine => ({ ...line, lineAmount: lineAmount(line.price, line.quantity) });

/** A not-yet-priced line for an add; its id matches what the server gives guest lines. */
export function draftLine(input: NewCartLine & { productId: string }): CartLine {
  return priced({
    id: guestLineId(input.productId, input.size, input.color),
    productId: input.productId,
    slug: input.slug,
    name: input.name,
    image: input.image || null,
    size: input.size,
    color: input.color,
    variantSku: input.variantSku,
    quantity: clampQuantity(input.quantity ?? 1),
    price: toAmount(input.price),
    mrp: toAmount(input.mrp),
    gstRate: toAmount(input.gstRate),
    lineAmount: 0,
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * Read one stored cart line leniently (SPEC.md §3: id or _id, name or title, prices as numbers or
 * numeric strings, selling price before price). Lines without a product id are dropped.
 */
export function readCartLine(raw: unknown): CartLine | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const product = r.productId && typeof r.productId === 'object' ? (r.productId as Record<string, unknown>) : null;
  const productId = text(product ? (product._id ?? product.id) : r.productId);
  if (!productId) return null;
  const size = text(r.size);
  const color = text(r.color);
  const price = toAmount(r.sellingPrice ?? r.price);
  const quantity = clampQuantity(r.quantity);
  return {
    id: text(r.id ?? r._id) || guestLineId(productId, size, color),
    productId,
    slug: text(r.slug ?? product?.slug),
    name: text(r.name ?? r.title ?? product?.title) || 'Product',
    image: text(r.image) || null,
    size,
    color,
    variantSku: text(r.variantSku),
    quantity,
    price,
    mrp: toAmount(r.mrp),
    gstRate: toAmount(r.gstRate),
    lineAmount: lineAmount(price, quantity),
  };
}

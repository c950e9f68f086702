import { clampQuantity, lineAmount, toAmount } from '@kapda/rules/pricing';
import { guestLineId, type CartLine } from '../guest';

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

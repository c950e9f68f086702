/**
 * Cart rules that are not money (SPEC.md §4, §5): quantities, stock messages, guest line ids and
 * the rule that merges a guest cart into a member's. Pure functions, unit-tested in cart.rules.test.ts.
 */
import { MAX_QUANTITY, MIN_QUANTITY, readNumber } from '@kapda/rules/pricing';

export const MAX_CART_LINES = 100;

export interface ItemLabel {
  title: string;
  size: string;
  color: string;
}

/** "Bandhani Kurta (M, Rani Pink)" — how messages name a cart item. */
export function itemName(item: ItemLabel): string {
  const options = [item.size, item.color].filter((s) => s && s.trim() !== '');
  return options.length ? `${item.title} (${options.join(', ')})` : item.title;
}

/** The refusal for asking more than is in stock: names the item and how many are left. */
export function stockMessage(item: ItemLabel, stock: number, inCart = 0): string {
  if (stock <= 0) return `${itemName(item)} is out of stock`;
  const already = inCart > 0 ? ` and ${inCart} ${inCart === 1 ? 'is' : 'are'} already in your cart` : '';
  return `Only ${stock} left of ${itemName(item)}${already}`;
}

/**
 * The quantity asked for when adding: missing → 1, whole units, above 99 → 99.
 * Null for something that is not a positive number (the caller answers 400, nothing changes).
 */
export function quantityToAdd(value: unknown): number | null {
  if (value === undefined || value === null) return MIN_QUANTITY;
  const n = readNumber(value);
  if (n === null || n < MIN_QUANTITY) return null;
  return Math.min(MAX_QUANTITY, Math.floor(n));
}

/**
 * The quantity a line is set to: 0 or less means remove (returns 0), above 99 → 99.
 * Null for something that is not a number.
 */
export function quantityToSet(value: unknown): number | null {
  const n = readNumber(value);
  if (n === null) return null;
  if (n < MIN_QUANTITY) return 0;
  return Math.min(MAX_QUANTITY, Math.floor(n));
}

/** A guest line's id: product, size and colour together identify a line (SPEC.md §3). */
export function guestLineId(productId: number | string, size: string, color: string): string {
  return `${productId}|${size}|${color}`;
}

/** What the cart's quantity rule decided for one line, and why it is less than asked. */
export interface MergedQuantity {
  quantity: number;
  /** 'max' when cut to 99, 'stock' when cut to what is in stock, null when nothing was cut. */
  cutTo: 'max' | 'stock' | null;
}

/**
 * THE cart quantity rule (SPEC.md §4, §9): what a line holds after `adding` units join the
 * `inCart` already there — add up, cap at 99, never above stock. Every path uses it: a member's add
 * (refused when it cuts to stock), a guest's add, a guest cart merged at login (cut, with a notice),
 * duplicate guest lines, and a cart shown after stock fell (adding 0). The SQL that writes the result
 * only guards it against concurrent change (cart.store.ts).
 */
export function addUp(inCart: number, adding: number, stock: number = Number.POSITIVE_INFINITY): MergedQuantity {
  const wanted = Math.max(0, inCart) + Math.max(0, adding);
  const capped = Math.min(MAX_QUANTITY, wanted);
  if (capped > Math.max(0, stock)) return { quantity: Math.max(0, stock), cutTo: 'stock' };
  return { quantity: capped, cutTo: capped < wanted ? 'max' : null };
}

/**
 * How a guest cart line combines with the member's line of the same variant (DESIGN.md: a small
 * swappable rule). The default is the cart quantity rule: add up, cap at 99 and at stock.
 */
export interface CartMergeStrategy {
  merge(memberQuantity: number, guestQuantity: number, stock: number): MergedQuantity;
}

export const addUpMergeStrategy: CartMergeStrategy = { merge: addUp };

/** The notice for a line a merge or a re-check had to cut. */
export function cutNotice(item: ItemLabel, result: MergedQuantity): string | null {
  if (result.cutTo === 'stock') {
    return result.quantity > 0
      ? `Only ${result.quantity} left of ${itemName(item)}, so your cart has ${result.quantity}`
      : `${itemName(item)} is out of stock and was removed from your cart`;
  }
  if (result.cutTo === 'max') return `${itemName(item)} is limited to ${MAX_QUANTITY} per order`;
  return null;
}

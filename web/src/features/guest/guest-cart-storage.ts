import { readCartLine, type CartLine } from './cart-line';

/** SPEC.md §4: an anonymous shopper's cart and coupon live in localStorage under these keys. */
export const CART_STORAGE_KEY = 'cart';
export const COUPON_STORAGE_KEY = 'cartCoupon';
/** Names the guest cart being merged into an account, so a repeated merge changes nothing. */
export const MERGE_KEY_STORAGE_KEY = 'cartMergeKey';

/** The key for merging the current guest cart, made on first use. */
export function guestMergeKey(): string {
  const existing = localStorage.getItem(MERGE_KEY_STORAGE_KEY);
  if (existing) return existing;
  const created = crypto.randomUUID();
  localStorage.setItem(MERGE_KEY_STORAGE_KEY, created);
  return created;
}

/** A changed guest cart or wishlist is a new cart to merge: it needs a new key. */
export function forgetGuestMergeKey() {
  localStorage.removeItem(MERGE_KEY_STORAGE_KEY);
}

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** The guest's stored lines; anything unreadable is left out. */
export function readGuestCart(): CartLine[] {
  const stored = readJson(CART_STORAGE_KEY);
  if (!Array.isArray(stored)) return [];
  return stored.map(readCartLine).filter((line): line is CartLine => line !== null);
}

export function writeGuestCart(lines: CartLine[]) {
  forgetGuestMergeKey();
  if (lines.length === 0) localStorage.removeItem(CART_STORAGE_KEY);
  else localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
}

/** The stored coupon code: kept as a plain string; an older `{code}` object is read too. */
export function readGuestCoupon(): string | null {
  const raw = localStorage.getItem(COUPON_STORAGE_KEY);
  if (!raw) return null;
  const parsed = readJson(COUPON_STORAGE_KEY);
  if (parsed && typeof parsed === 'object' && typeof (parsed as { code?: unknown }).code === 'string') return (parsed as { code: string }).code;
  return typeof parsed === 'string' ? parsed : raw;
}

export function writeGuestCoupon(code: string | null) {
  forgetGuestMergeKey();
  if (code) localStorage.setItem(COUPON_STORAGE_KEY, code);
  else localStorage.removeItem(COUPON_STORAGE_KEY);
}

export function clearGuestCart() {
  localStorage.removeItem(CART_STORAGE_KEY);
  localStorage.removeItem(COUPON_STORAGE_KEY);
  forgetGuestMergeKey();
}

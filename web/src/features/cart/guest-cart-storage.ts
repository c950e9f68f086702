import { readCartLine, type CartLine } from './cart-lines';

/** SPEC.md §4: an anonymous shopper's cart and coupon live in localStorage under these keys. */
export const CART_STORAGE_KEY = 'cart';
export const COUPON_STORAGE_KEY = 'cartCoupon';

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
  if (code) localStorage.setItem(COUPON_STORAGE_KEY, code);
  else localStorage.removeItem(COUPON_STORAGE_KEY);
}

export function clearGuestCart() {
  localStorage.removeItem(CART_STORAGE_KEY);
  localStorage.removeItem(COUPON_STORAGE_KEY);
}

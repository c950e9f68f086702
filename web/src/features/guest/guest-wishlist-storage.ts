import { toAmount } from '@kapda/rules/pricing';
import type { WishlistFieldsFragment } from '../../gql/graphql';
import { forgetGuestMergeKey } from './guest-cart-storage';

export type WishlistItem = WishlistFieldsFragment['items'][number];
export type WishlistVariant = WishlistItem['variants'][number];

/** SPEC.md §4: an anonymous shopper's wishlist lives in localStorage under this key. */
export const WISHLIST_STORAGE_KEY = 'wishlist';

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * Read one stored wishlist item leniently. SPEC.md §3: productId is an id or a product object
 * {_id, title, price, mrp, variants, images, slug}; hasStock is always true on the client.
 */
export function readWishlistItem(raw: unknown): WishlistItem | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const product = r.productId && typeof r.productId === 'object' ? (r.productId as Record<string, unknown>) : {};
  const productId = text(product._id ?? product.id ?? r.productId ?? r.id);
  if (!productId) return null;
  const images = Array.isArray(product.images) ? product.images : [];
  const firstImage = images[0] && typeof images[0] === 'object' ? text((images[0] as Record<string, unknown>).url) : text(images[0]);
  const variants = Array.isArray(r.variants) ? r.variants : Array.isArray(product.variants) ? product.variants : [];
  return {
    id: productId,
    productId,
    slug: text(r.slug ?? product.slug),
    title: text(r.title ?? product.title) || 'Product',
    price: toAmount(r.price ?? product.price),
    mrp: toAmount(r.mrp ?? product.mrp),
    image: text(r.image) || firstImage || null,
    hasStock: true,
    addedAt: text(r.addedAt) || null,
    variants: variants.flatMap((v): WishlistVariant[] => {
      if (!v || typeof v !== 'object') return [];
      const variant = v as Record<string, unknown>;
      return [{ sku: text(variant.sku), size: text(variant.size), color: text(variant.color), stock: toAmount(variant.stock), price: toAmount(variant.price), mrp: toAmount(variant.mrp) }];
    }),
  };
}

export function readGuestWishlist(): WishlistItem[] {
  try {
    const stored = JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]') as unknown;
    if (!Array.isArray(stored)) return [];
    return stored.map(readWishlistItem).filter((item): item is WishlistItem => item !== null);
  } catch {
    return [];
  }
}

export function writeGuestWishlist(items: WishlistItem[]) {
  forgetGuestMergeKey();
  if (items.length === 0) localStorage.removeItem(WISHLIST_STORAGE_KEY);
  else localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(items));
}

export function clearGuestWishlist() {
  localStorage.removeItem(WISHLIST_STORAGE_KEY);
}

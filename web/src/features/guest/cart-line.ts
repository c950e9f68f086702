import { clampQuantity, lineAmount, toAmount } from '@kapda/rules/pricing';

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

/** SPEC.md §3: a line is identified by product, size and colour together. */
export const guestLineId = (productId: string, size: string, color: string) => `${productId}|${size}|${color}`;

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

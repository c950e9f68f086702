import { CHOOSE_MESSAGES } from '@kapda/rules/pricing';
/** One size and colour of a product, as the cart and the pickers need it. */
export interface SellableVariant {
  sku: string;
  size: string;
  color: string;
  colorHex?: string;
  stock: number;
  /** GST-inclusive price (₹). */
  price: number;
  mrp: number;
}

/** A product as product pages, cards and the wishlist hand it to the cart. */
export interface SellableProduct {
  id: string;
  slug: string;
  title: string;
  gstRate?: number;
  images?: ReadonlyArray<{ url: string }>;
  image?: string | null;
  variants: ReadonlyArray<SellableVariant>;
}

const unique = (values: string[]) => [...new Set(values)];

export const sizesOf = (variants: ReadonlyArray<SellableVariant>) => unique(variants.map((v) => v.size));
export const colorsOf = (variants: ReadonlyArray<SellableVariant>) => unique(variants.map((v) => v.color));

export const findVariant = (variants: ReadonlyArray<SellableVariant>, size: string | null, color: string | null) =>
  variants.find((v) => v.size === size && v.color === color) ?? null;

/** A size can be picked when some colour of it (the chosen one, if any) is in stock. */
export const sizeInStock = (variants: ReadonlyArray<SellableVariant>, size: string, color: string | null) =>
  variants.some((v) => v.size === size && (color === null || v.color === color) && v.stock > 0);

export const colorInStock = (variants: ReadonlyArray<SellableVariant>, color: string, size: string | null) =>
  variants.some((v) => v.color === color && (size === null || v.size === size) && v.stock > 0);

/** A single size or colour needs no question: it is chosen from the start. */
export function initialChoice(variants: ReadonlyArray<SellableVariant>) {
  const sizes = sizesOf(variants);
  const colors = colorsOf(variants);
  return { size: sizes.length === 1 ? sizes[0] : null, color: colors.length === 1 ? colors[0] : null };
}

/** What is still missing before this can go into the cart, in the shopper's words; null when ready. */
export function missingChoice(variants: ReadonlyArray<SellableVariant>, size: string | null, color: string | null): string | null {
  if (!size && !color) return CHOOSE_MESSAGES.sizeAndColour;
  if (!size) return CHOOSE_MESSAGES.size;
  if (!color) return CHOOSE_MESSAGES.colour;
  const variant = findVariant(variants, size, color);
  if (!variant) return `${size} is not made in ${color}`;
  if (variant.stock <= 0) return `${size} in ${color} is sold out`;
  return null;
}

/** The only variant when there is nothing to choose, else null (the shopper is asked). */
export function onlyVariant(variants: ReadonlyArray<SellableVariant>): SellableVariant | null {
  const { size, color } = initialChoice(variants);
  return size && color ? findVariant(variants, size, color) : null;
}

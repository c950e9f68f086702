import { badRequest } from '../../kernel/errors';
import { CART_MESSAGES } from '@kapda/rules/pricing';
import type { CatalogService, PurchasableProduct, VariantRow } from '../catalog/catalog.service';
import { imageView } from '../catalog/catalog.views';

/**
 * How the cart names and picks what it sells. The catalogue itself is read through CatalogService
 * (`purchasable`, `productIdsOfSkus`, `coveredBy`): the cart, the wishlist and coupons share that one path.
 */

/** A purchasable product as the cart sees it: the product, its variants and pictures (CatalogService.purchasable). */
export type CatalogEntry = PurchasableProduct;

/** What a shopper names when adding: productId with size/colour, or a variant SKU. */
export interface VariantChoice {
  productId?: string | number | null;
  size?: string | null;
  color?: string | null;
  variantSku?: string | null;
}

import { parseId } from '../../kernel/ids';

export { parseId };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const given = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/** The product id a choice points at (looking the SKU up when no product id is given). */
export async function productIdOf(catalog: CatalogService, choice: VariantChoice): Promise<number | null> {
  if (choice.productId !== undefined && choice.productId !== null && choice.productId !== '') return parseId(choice.productId);
  if (given(choice.variantSku)) return (await catalog.productIdsOfSkus([choice.variantSku])).get(choice.variantSku.trim().toLowerCase()) ?? null;
  return null;
}

/** The picture a cart line shows: the first one in the line's colour, else the first one. */
export function lineImage(entry: CatalogEntry, color: string): string | null {
  const image = entry.images.find((i) => i.color !== null && same(i.color, color)) ?? entry.images[0];
  return image ? imageView(image).url : null;
}

/**
 * Pick the variant a choice names, or throw the 400 a shopper should see:
 * 'Invalid product' (no/unknown product), 'Please select a size and colour', 'This size and colour is not available'.
 */
export function chooseVariant(entry: CatalogEntry | undefined, choice: VariantChoice): VariantRow {
  if (!entry || entry.variants.length === 0) throw badRequest(CART_MESSAGES.invalidProduct);
  if (given(choice.variantSku)) {
    const v = entry.variants.find((x) => same(x.sku, choice.variantSku!));
    if (!v) throw badRequest(CART_MESSAGES.variantUnavailable);
    return v;
  }
  const matches = entry.variants.filter((v) => (!given(choice.size) || same(v.size, choice.size)) && (!given(choice.color) || same(v.color, choice.color)));
  if (matches.length === 1) return matches[0];
  if (matches.length === 0) throw badRequest(CART_MESSAGES.variantUnavailable);
  throw badRequest(CART_MESSAGES.chooseVariant);
}

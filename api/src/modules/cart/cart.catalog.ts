import { In, type DataSource } from 'typeorm';
import { badRequest } from '../../kernel/errors';
import { CART_MESSAGES } from '@kapda/rules/pricing';
import { imageView } from '../catalog/catalog.views';
import { Category } from '../catalog/category.entity';
import { CollectionProduct } from '../catalog/collection.entity';
import { ProductImage } from '../catalog/product-image.entity';
import { ProductVariant } from '../catalog/product-variant.entity';
import { Product } from '../catalog/product.entity';
import { CART_ERRORS } from './cart.rules';

/** A purchasable product as the cart sees it: the product, its variants and pictures. */
export interface CatalogEntry {
  product: Product;
  variants: ProductVariant[];
  images: ProductImage[];
}

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

/** The catalogue reads the cart and wishlist need: a fixed few queries for any number of lines. */
export class CartCatalog {
  constructor(private readonly dataSource: DataSource) {}

  /** Active products with their variants and images, by id (3 queries). */
  async entries(productIds: Iterable<number>): Promise<Map<number, CatalogEntry>> {
    const ids = [...new Set(productIds)];
    const result = new Map<number, CatalogEntry>();
    if (ids.length === 0) return result;
    const products = await this.dataSource.getRepository(Product).findBy({ id: In(ids), isActive: true });
    if (products.length === 0) return result;
    const found = products.map((p) => p.id);
    const [variants, images] = await Promise.all([
      this.dataSource.getRepository(ProductVariant).find({ where: { productId: In(found) }, order: { position: 'ASC', id: 'ASC' } }),
      this.dataSource.getRepository(ProductImage).find({ where: { productId: In(found) }, order: { position: 'ASC', id: 'ASC' } }),
    ]);
    for (const product of products) result.set(product.id, { product, variants: [], images: [] });
    for (const v of variants) result.get(v.productId)?.variants.push(v);
    for (const i of images) result.get(i.productId)?.images.push(i);
    return result;
  }

  /** Product ids of variants named by SKU (for guest lines that carry only a SKU). */
  async productIdsOfSkus(skus: string[]): Promise<Map<string, number>> {
    // SKUs are matched case-insensitively on both databases (SQLite compares case-sensitively).
    const wanted = [...new Set(skus.filter(given).flatMap((s) => [s.trim(), s.trim().toUpperCase()]))];
    if (wanted.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(ProductVariant).find({ select: { sku: true, productId: true }, where: { sku: In(wanted) } });
    return new Map(rows.map((r) => [r.sku.toLowerCase(), r.productId]));
  }

  /** The product id a choice points at (looking the SKU up when no product id is given). */
  async productIdOf(choice: VariantChoice): Promise<number | null> {
    if (choice.productId !== undefined && choice.productId !== null && choice.productId !== '') return parseId(choice.productId);
    if (given(choice.variantSku)) return (await this.productIdsOfSkus([choice.variantSku])).get(choice.variantSku.trim().toLowerCase()) ?? null;
    return null;
  }

  /** Which of these products a coupon scope covers (category incl. subcategories, collection). */
  async coveredBy(scope: { categoryId: number | null; collectionId: number | null }, products: Product[]): Promise<Set<number>> {
    let covered = new Set(products.map((p) => p.id));
    if (scope.categoryId !== null) {
      const categories = await this.dataSource.getRepository(Category).find({ select: { id: true, parentId: true } });
      const parent = new Map(categories.map((c) => [c.id, c.parentId]));
      const within = (categoryId: number): boolean => {
        for (let id: number | null | undefined = categoryId, depth = 0; id != null && depth < 10; id = parent.get(id), depth++) {
          if (id === scope.categoryId) return true;
        }
        return false;
      };
      covered = new Set(products.filter((p) => covered.has(p.id) && within(p.categoryId)).map((p) => p.id));
    }
    if (scope.collectionId !== null && covered.size > 0) {
      const rows = await this.dataSource.getRepository(CollectionProduct).findBy({ collectionId: scope.collectionId, productId: In([...covered]) });
      covered = new Set(rows.map((r) => r.productId));
    }
    return covered;
  }
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
export function chooseVariant(entry: CatalogEntry | undefined, choice: VariantChoice): ProductVariant {
  if (!entry || entry.variants.length === 0) throw badRequest(CART_MESSAGES.invalidProduct);
  if (given(choice.variantSku)) {
    const v = entry.variants.find((x) => same(x.sku, choice.variantSku!));
    if (!v) throw badRequest(CART_ERRORS.variantUnavailable);
    return v;
  }
  const matches = entry.variants.filter((v) => (!given(choice.size) || same(v.size, choice.size)) && (!given(choice.color) || same(v.color, choice.color)));
  if (matches.length === 1) return matches[0];
  if (matches.length === 0) throw badRequest(CART_ERRORS.variantUnavailable);
  throw badRequest(CART_ERRORS.chooseVariant);
}

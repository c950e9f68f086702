import { queryRows, sql } from './catalog.sql';
import type { CatalogRows, ImageRow, ProductRow, VariantRow } from './catalog-rows';
import type { CategoryReads } from './category-reads';
import type { ProductListing } from './product-listing';

/** A product on sale as the cart, the wishlist and coupons see it: the product, its variants and pictures. */
export interface PurchasableProduct {
  product: ProductRow;
  variants: VariantRow[];
  images: ImageRow[];
}

/**
 * What carts, wishlists, coupons (and checkout through the cart) read of the catalogue — the same
 * SQL and row readers the listings use, so there is one way to read a product.
 */
export class PurchasableReads {
  constructor(
    private readonly rows: CatalogRows,
    private readonly listing: ProductListing,
    private readonly categories: CategoryReads,
  ) {}

  /** Products on sale (active) with their variants and pictures, by id: three statements for any number of products. */
  async purchasable(productIds: Iterable<number>): Promise<Map<number, PurchasableProduct>> {
    const ids = [...new Set(productIds)];
    const result = new Map<number, PurchasableProduct>();
    if (ids.length === 0) return result;
    const { product } = this.rows.readers;
    const products = await this.rows.read(product, sql`SELECT ${product.select} FROM products p WHERE p.id IN (${sql.list(ids)}) AND p.isActive = ${true}`);
    if (products.length === 0) return result;
    const found = products.map((p) => p.id);
    const variants = await this.listing.variantsOf(found);
    const images = await this.listing.imagesOf(found);
    for (const p of products) result.set(p.id, { product: p, variants: [], images: [] });
    for (const v of variants) result.get(v.productId)?.variants.push(v);
    for (const i of images) result.get(i.productId)?.images.push(i);
    return result;
  }

  /** Product ids of variants named by SKU, keyed by the lower-cased SKU (matched case-insensitively on both databases). */
  async productIdsOfSkus(skus: readonly string[]): Promise<Map<string, number>> {
    const wanted = [...new Set(skus.map((s) => s.trim()).filter((s) => s !== '').flatMap((s) => [s, s.toUpperCase()]))];
    if (wanted.length === 0) return new Map();
    const found = await queryRows<{ sku: string; productId: number | string }>(this.rows.dataSource, sql`SELECT v.sku AS sku, v.productId AS productId FROM product_variants v WHERE v.sku IN (${sql.list(wanted)})`);
    return new Map(found.map((r) => [String(r.sku).toLowerCase(), Number(r.productId)]));
  }

  /** Which of these products a coupon's scope covers (its category with every subcategory, its collection). */
  async coveredBy(scope: { categoryId: number | null; collectionId: number | null }, products: ReadonlyArray<Pick<ProductRow, 'id' | 'categoryId'>>): Promise<Set<number>> {
    let covered = new Set(products.map((p) => p.id));
    if (scope.categoryId !== null) {
      const { byId } = await this.categories.categoryTree();
      const within = (categoryId: number): boolean => {
        for (let id: number | null | undefined = categoryId, depth = 0; id != null && depth < 10; id = byId.get(id)?.parentId, depth++) {
          if (id === scope.categoryId) return true;
        }
        return false;
      };
      covered = new Set(products.filter((p) => covered.has(p.id) && within(p.categoryId)).map((p) => p.id));
    }
    if (scope.collectionId !== null && covered.size > 0) {
      const found = await queryRows<{ productId: number | string }>(
        this.rows.dataSource,
        sql`SELECT cp.productId AS productId FROM collection_products cp WHERE cp.collectionId = ${scope.collectionId} AND cp.productId IN (${sql.list([...covered])})`,
      );
      covered = new Set(found.map((r) => Number(r.productId)));
    }
    return covered;
  }
}

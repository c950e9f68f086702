import type { DataSource, EntityManager } from 'typeorm';
import type { ProductFilter, ProductListQuery } from './catalog.rules';
import { CatalogRows, type CardVariant, type CategoryRow, type ImageRow, type ProductCardRow, type ProductRow, type VariantRow } from './catalog-rows';
import { CatalogWrites, type NewProduct } from './catalog-writes';
import { CategoryReads, type CategoryTree } from './category-reads';
import type { Category } from './category.entity';
import { CollectionReads } from './collection-reads';
import type { Collection } from './collection.entity';
import type { Product } from './product.entity';
import { ProductListing, type ProductFacetValues, type ProductPage } from './product-listing';
import { PurchasableReads, type PurchasableProduct } from './purchasable-reads';
import { CatalogSearch } from './search-index';
import type { CategoryRow as SuggestedCategory } from './catalog-rows';

export type { CardVariant, CategoryRow, ImageRow, ProductCardRow, ProductRow, VariantRow } from './catalog-rows';
export type { CategoryTree } from './category-reads';
export type { NewImage, NewProduct, NewVariant } from './catalog-writes';
export type { ProductFacetValues, ProductPage } from './product-listing';
export type { PurchasableProduct } from './purchasable-reads';

/**
 * The catalogue, as the rest of the store sees it: one service over its five parts — product
 * listings (product-listing.ts), categories (category-reads.ts), collections (collection-reads.ts),
 * what carts, wishlists and coupons read (purchasable-reads.ts) and writes (catalog-writes.ts). Reads take no request context: the catalogue looks the same to
 * every shopper. Every write made here is announced to `onChange` listeners (kept category reads,
 * the HTTP answer cache).
 */
export class CatalogService {
  private readonly changeListeners: Array<() => void> = [];
  private readonly listing: ProductListing;
  private readonly categories: CategoryReads;
  private readonly collectionReads: CollectionReads;
  private readonly writes: CatalogWrites;
  private readonly purchasables: PurchasableReads;
  private readonly search: CatalogSearch;

  constructor(dataSource: DataSource) {
    const rows = new CatalogRows(dataSource);
    this.categories = new CategoryReads(dataSource, rows);
    this.search = new CatalogSearch(dataSource, this.categories, rows);
    this.listing = new ProductListing(dataSource, rows, this.categories, this.search);
    this.collectionReads = new CollectionReads(dataSource);
    this.writes = new CatalogWrites(dataSource, () => this.changed());
    this.purchasables = new PurchasableReads(rows, this.listing, this.categories);
    this.onChange(() => this.categories.forget());
    this.onChange(() => this.search.forget());
  }

  /** Call `listener` after every catalogue write made through this service (the HTTP answer cache listens). */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  /** Drop cached catalogue answers after a write (stock changes from orders included). */
  changed(): void {
    for (const listener of this.changeListeners) listener();
  }

  // Listings and products
  listProducts(query: ProductListQuery): Promise<ProductPage> { return this.listing.listProducts(query); }
  listProductCards(query: ProductListQuery): Promise<ProductPage<ProductCardRow>> { return this.listing.listProductCards(query); }
  listProductIds(query: ProductListQuery): Promise<ProductPage<number>> { return this.listing.listProductIds(query); }
  productCardsByIds(ids: readonly number[]): Promise<ProductCardRow[]> { return this.listing.productCardsByIds(ids); }
  productFacets(filter: ProductFilter): Promise<ProductFacetValues> { return this.listing.productFacets(filter); }
  newArrivals(limit: number): Promise<ProductRow[]> { return this.listing.newArrivals(limit); }
  bestSellers(limit: number): Promise<ProductRow[]> { return this.listing.bestSellers(limit); }
  productBySlug(slug: string): Promise<ProductRow | null> { return this.listing.productBySlug(slug); }
  /** A product no longer in the shop: its category's slug (its page answers 301 there), else null. */
  removedProductCategory(slug: string): Promise<{ category: string; slug: string } | null> { return this.listing.removedProductCategory(slug); }
  productsByIds(ids: readonly number[]): Promise<ProductRow[]> { return this.listing.productsByIds(ids); }
  variantsOf(productIds: readonly number[]): Promise<VariantRow[]> { return this.listing.variantsOf(productIds); }
  imagesOf(productIds: readonly number[]): Promise<ImageRow[]> { return this.listing.imagesOf(productIds); }
  cardVariantsOf(productIds: readonly number[]): Promise<Map<number, CardVariant[]>> { return this.listing.cardVariantsOf(productIds); }

  // Search suggestions (the listing's own search, typing: the last word may be half a word)
  suggestProducts(text: string, limit: number): Promise<ProductCardRow[]> { return this.search.suggestProducts(text, limit); }
  suggestCategories(text: string, limit: number): Promise<SuggestedCategory[]> { return this.search.categoriesFor(text, limit); }

  // Categories
  categoryTree(options: { fresh?: boolean } = {}): Promise<CategoryTree> { return this.categories.categoryTree(options); }
  activeProductCounts(): Promise<Map<number, number>> { return this.categories.activeProductCounts(); }
  topProductsByCategory(categoryIds: readonly number[], perCategory: number): Promise<Map<number, ProductRow[]>> { return this.categories.topProductsByCategory(categoryIds, perCategory); }

  // Collections
  collections(): Promise<Collection[]> { return this.collectionReads.collections(); }
  collectionByKey(key: string): Promise<Collection | null> { return this.collectionReads.collectionByKey(key); }
  collectionProductIds(collectionIds: readonly number[], limit: number): Promise<Map<number, number[]>> { return this.collectionReads.collectionProductIds(collectionIds, limit); }
  collectionProductCounts(collectionIds: readonly number[]): Promise<Map<number, number>> { return this.collectionReads.collectionProductCounts(collectionIds); }

  // What carts, wishlists and coupons read
  purchasable(productIds: Iterable<number>): Promise<Map<number, PurchasableProduct>> { return this.purchasables.purchasable(productIds); }
  productIdsOfSkus(skus: readonly string[]): Promise<Map<string, number>> { return this.purchasables.productIdsOfSkus(skus); }
  coveredBy(scope: { categoryId: number | null; collectionId: number | null }, products: ReadonlyArray<Pick<ProductRow, 'id' | 'categoryId'>>): Promise<Set<number>> { return this.purchasables.coveredBy(scope, products); }

  // Writes
  createCategory(input: Parameters<CatalogWrites['createCategory']>[0], manager?: EntityManager): Promise<Category> { return this.writes.createCategory(input, manager); }
  createCollection(input: Parameters<CatalogWrites['createCollection']>[0], productIds: number[], manager?: EntityManager): Promise<Collection> { return this.writes.createCollection(input, productIds, manager); }
  createProduct(input: NewProduct, manager?: EntityManager): Promise<Product> { return this.writes.createProduct(input, manager); }
  adjustStock(lines: Array<{ variantId: number; delta: number }>, manager?: EntityManager): Promise<void> { return this.writes.adjustStock(lines, manager); }
  updateVariants(changes: Parameters<CatalogWrites['updateVariants']>[0], manager?: EntityManager): Promise<void> { return this.writes.updateVariants(changes, manager); }
  refreshSummaries(productIds: number[], manager?: EntityManager): Promise<void> { return this.writes.refreshSummaries(productIds, manager); }
  hasProducts(): Promise<boolean> { return this.writes.hasProducts(); }
}

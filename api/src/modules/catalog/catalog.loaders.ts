import DataLoader from 'dataloader';
import type { CatalogService } from './catalog.service';
import type { Category } from './category.entity';
import type { ProductImage } from './product-image.entity';
import type { ProductVariant } from './product-variant.entity';
import type { Product } from './product.entity';

export interface CategoryTree {
  byId: Map<number, Category>;
  roots: Category[];
  children: Map<number, Category[]>;
}

function groupByProduct<T extends { productId: number }>(ids: readonly number[], rows: T[]): T[][] {
  const groups = new Map<number, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) groups.get(row.productId)?.push(row);
  return ids.map((id) => groups.get(id)!);
}

/** Run `load` once per distinct limit among the keys (a page asks with one limit, so normally once). */
async function byLimit<K extends { limit: number }, V>(keys: readonly K[], load: (keys: K[], limit: number) => Promise<V[]>): Promise<V[]> {
  const results = new Array<V>(keys.length);
  const limits = [...new Set(keys.map((k) => k.limit))];
  await Promise.all(
    limits.map(async (limit) => {
      const indexes = keys.map((k, i) => (k.limit === limit ? i : -1)).filter((i) => i >= 0);
      const values = await load(indexes.map((i) => keys[i]), limit);
      indexes.forEach((keyIndex, j) => (results[keyIndex] = values[j]));
    }),
  );
  return results;
}

/**
 * Per-request catalogue loaders: whatever a page asks for, each kind of data costs one query
 * (variants of all listed products together, their images together, the category tree once…).
 */
export function createCatalogLoaders(catalog: CatalogService) {
  let tree: Promise<CategoryTree> | undefined;
  let counts: Promise<Map<number, number>> | undefined;

  const categoryTree = (): Promise<CategoryTree> => {
    tree ??= catalog.categories().then((all) => {
      const children = new Map<number, Category[]>(all.map((c) => [c.id, []]));
      for (const c of all) if (c.parentId !== null) children.get(c.parentId)?.push(c);
      return { byId: new Map(all.map((c) => [c.id, c])), roots: all.filter((c) => c.parentId === null), children };
    });
    return tree;
  };

  const product = new DataLoader<number, Product | null>(async (ids) => {
    const rows = new Map((await catalog.productsByIds(ids)).map((p) => [p.id, p]));
    return ids.map((id) => rows.get(id) ?? null);
  });

  return {
    product,
    variants: new DataLoader<number, ProductVariant[]>(async (ids) => groupByProduct(ids, await catalog.variantsOf(ids))),
    images: new DataLoader<number, ProductImage[]>(async (ids) => groupByProduct(ids, await catalog.imagesOf(ids))),

    /** Best sellers of the product's own category, the product itself left out. */
    relatedIds: new DataLoader<{ productId: number; categoryId: number; limit: number }, number[], string>(
      (keys) =>
        byLimit(keys, async (group, limit) => {
          const top = await catalog.topProductIdsByCategory([...new Set(group.map((k) => k.categoryId))], limit + 1);
          return group.map((k) => (top.get(k.categoryId) ?? []).filter((id) => id !== k.productId).slice(0, limit));
        }),
      { cacheKeyFn: (k) => `${k.productId}:${k.limit}` },
    ),

    collectionProductIds: new DataLoader<{ collectionId: number; limit: number }, number[], string>(
      (keys) =>
        byLimit(keys, async (group, limit) => {
          const ids = await catalog.collectionProductIds(group.map((k) => k.collectionId), limit);
          return group.map((k) => ids.get(k.collectionId) ?? []);
        }),
      { cacheKeyFn: (k) => `${k.collectionId}:${k.limit}` },
    ),

    collectionProductCount: new DataLoader<number, number>(async (ids) => {
      const found = await catalog.collectionProductCounts(ids);
      return ids.map((id) => found.get(id) ?? 0);
    }),

    /** Products by id, in the order asked, unknown ids left out. */
    async products(ids: readonly number[]): Promise<Product[]> {
      const found = await product.loadMany([...ids]);
      return found.filter((p): p is Product => p !== null && !(p instanceof Error));
    },

    /** The whole category tree, read once per request. */
    categoryTree,

    /** Active products in a category, its subcategories included. */
    async categoryProductCount(categoryId: number): Promise<number> {
      counts ??= catalog.activeProductCounts();
      const [perCategory, { children }] = await Promise.all([counts, categoryTree()]);
      const sum = (id: number): number => (perCategory.get(id) ?? 0) + (children.get(id) ?? []).reduce((n, c) => n + sum(c.id), 0);
      return sum(categoryId);
    },
  };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;

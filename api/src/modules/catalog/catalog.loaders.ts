import DataLoader from 'dataloader';
import type { CardVariant, CatalogService, CategoryRow, CategoryTree, ImageRow, ProductRow, VariantRow } from './catalog.service';

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
 * (variants of all listed products together, their images together…); the category tree comes
 * from the service, which keeps it between requests.
 */
export function createCatalogLoaders(catalog: CatalogService) {
  let tree: Promise<CategoryTree> | undefined;
  let reread: Promise<CategoryTree> | undefined;
  let counts: Promise<Map<number, number>> | undefined;

  /** One tree for the whole request (the service keeps it between requests). */
  const categoryTree = (): Promise<CategoryTree> => (tree ??= catalog.categoryTree());

  /**
   * Categories by id, in the order asked. The tree may be a few seconds old when another API process
   * added a category; then it is read again, once per request, rather than answering without one.
   */
  const categoriesById = async (ids: readonly number[]): Promise<Array<CategoryRow | undefined>> => {
    let { byId } = await categoryTree();
    if (ids.some((id) => !byId.has(id))) {
      reread ??= tree = catalog.categoryTree({ fresh: true });
      ({ byId } = await reread);
    }
    return ids.map((id) => byId.get(id));
  };

  const product = new DataLoader<number, ProductRow | null>(async (ids) => {
    const rows = new Map((await catalog.productsByIds(ids)).map((p) => [p.id, p]));
    return ids.map((id) => rows.get(id) ?? null);
  });

  const variants = new DataLoader<number, VariantRow[]>(async (ids) => groupByProduct(ids, await catalog.variantsOf(ids)));
  // Which products' whole variants this request asked for (loadMany goes through load too).
  const variantsAsked = new Set<number>();
  const loadVariants = variants.load.bind(variants);
  variants.load = (id: number) => {
    variantsAsked.add(id);
    return loadVariants(id);
  };

  /**
   * Sizes and swatches of products (a card's): from their whole variants when this request reads
   * those anyway (a product page asks both in the same pass), else one folded read for the page.
   */
  const cardVariants = new DataLoader<number, CardVariant[]>(async (ids) => {
    const folded = ids.filter((id) => !variantsAsked.has(id));
    const read = folded.length ? await catalog.cardVariantsOf(folded) : new Map<number, CardVariant[]>();
    return Promise.all(ids.map((id) => (variantsAsked.has(id) ? variants.load(id) : (read.get(id) ?? []))));
  });

  return {
    product,
    variants,
    cardVariants,
    images: new DataLoader<number, ImageRow[]>(async (ids) => groupByProduct(ids, await catalog.imagesOf(ids))),

    /** Best sellers of the product's own category, the product itself left out. */
    related: new DataLoader<{ productId: number; categoryId: number; limit: number }, ProductRow[], string>(
      (keys) =>
        byLimit(keys, async (group, limit) => {
          const top = await catalog.topProductsByCategory([...new Set(group.map((k) => k.categoryId))], limit + 1);
          for (const rows of top.values()) for (const row of rows) product.prime(row.id, row);
          return group.map((k) => (top.get(k.categoryId) ?? []).filter((p) => p.id !== k.productId).slice(0, limit));
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
    async products(ids: readonly number[]): Promise<ProductRow[]> {
      const found = await product.loadMany([...ids]);
      return found.filter((p): p is ProductRow => p !== null && !(p instanceof Error));
    },

    /** The whole category tree. */
    categoryTree,

    /** A product's category (see categoriesById). */
    category: async (id: number): Promise<CategoryRow | undefined> => (await categoriesById([id]))[0],

    categoriesById,

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

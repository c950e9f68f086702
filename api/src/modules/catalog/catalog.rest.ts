import type { ApiContext } from '../../kernel/context';
import type { RestRoute } from '../../kernel/rest';
import { CATALOG_ACCESS } from './catalog.access';
import { notFound } from '../../kernel/errors';
import { RestReply } from '../../kernel/rest';
import { NEW_ARRIVAL_DAYS, sortSizes, productListQueryFromParams } from './catalog.rules';
import type { BuiltCard } from './listing-cards';
import { colorsOf, imageView, productCardView, productView, variantView } from './catalog.views';
import type { ProductCardRow, ProductRow } from './catalog.service';
import { sizeChartJson } from '../size-charts/size-chart.types';

function loaded<T>(value: T | Error): T {
  if (value instanceof Error) throw value;
  return value;
}

/**
 * Products as the REST adapter answers them (SPEC.md §3's wishlist product shape: `_id, slug, title,
 * price, mrp, sellingPrice, gstRate, images[], variants[]`, plus what a product card needs).
 * The wishlist and cart adapters reuse this for their `productDetails`.
 */
export async function restProducts(ctx: ApiContext, products: ProductRow[]) {
  const ids = products.map((p) => p.id);
  const [images, variants, categories] = await Promise.all([
    ctx.loaders.catalog.images.loadMany(ids),
    ctx.loaders.catalog.variants.loadMany(ids),
    ctx.loaders.catalog.categoriesById(products.map((p) => p.categoryId)),
  ]);
  const now = new Date();
  return products.map((product, i) => {
    const view = productView(product, now);
    const productImages = loaded(images[i]).map(imageView);
    const productVariants = loaded(variants[i]);
    const category = categories[i];
    const { productId: _productId, categoryId: _categoryId, ...fields } = view;
    return {
      _id: view.id,
      ...fields,
      category: category ? { _id: String(category.id), slug: category.slug, name: category.name } : null,
      image: productImages[0]?.url ?? null,
      images: productImages,
      sizes: sortSizes(productVariants.map((v) => v.size)),
      colors: colorsOf(productVariants),
      variants: productVariants.map((v) => {
        const { id, ...rest } = variantView(v, product.gstRate);
        return { _id: id, ...rest };
      }),
    };
  });
}

export type RestProduct = Awaited<ReturnType<typeof restProducts>>[number];

/**
 * Listing items: what a product card shows (the storefront's ProductCardFields, plus `_id`,
 * `sellingPrice`, the category, the first picture and the sizes). A listing sends no variants and
 * none of the product page's text: that is GET /api/products/{slug}. A third of the bytes to
 * serialise and compress on every uncached page.
 */
export async function restListingItems(ctx: ApiContext, products: ProductCardRow[]) {
  const ids = products.map((p) => p.id);
  const [images, variants, categories] = await Promise.all([
    ctx.loaders.catalog.images.loadMany(ids),
    ctx.loaders.catalog.cardVariants.loadMany(ids),
    ctx.loaders.catalog.categoriesById(products.map((p) => p.categoryId)),
  ]);
  const now = new Date();
  return products.map((product, i) => {
    const view = productCardView(product, now);
    const productImages = loaded(images[i]).map(imageView);
    const productVariants = loaded(variants[i]);
    const category = categories[i];
    return {
      _id: view.id,
      slug: view.slug,
      title: view.title,
      brand: view.brand,
      price: view.price,
      mrp: view.mrp,
      sellingPrice: view.sellingPrice,
      percentOff: view.percentOff,
      onSale: view.onSale,
      inStock: view.inStock,
      isNew: view.isNew,
      gstRate: view.gstRate,
      rating: view.rating,
      category: category ? { _id: String(category.id), slug: category.slug, name: category.name } : null,
      image: productImages[0]?.url ?? null,
      images: productImages,
      sizes: sortSizes(productVariants.map((v) => v.size)),
      colors: colorsOf(productVariants),
    };
  });
}

/** The listing's cards of these products as JSON text (ListingCards keeps them), each with when its "New" badge ends. */
async function buildListingCards(ctx: ApiContext, productIds: number[]): Promise<Map<number, BuiltCard>> {
  const products = await ctx.services.catalog.productCardsByIds(productIds);
  const items = await restListingItems(ctx, products);
  const now = Date.now();
  const built = new Map<number, BuiltCard>();
  products.forEach((product, i) => {
    const newUntil = product.createdAt.getTime() + NEW_ARRIVAL_DAYS * 24 * 3600 * 1000;
    built.set(product.id, { json: JSON.stringify(items[i]), changesAt: newUntil >= now ? newUntil + 1 : null });
  });
  return built;
}

/** GET /api/products (the shop listing) and GET /api/products/{slug}; anonymous answers may come from the answer cache. */
export const catalogRoutes: RestRoute[] = [
  { method: 'get', path: '/', access: CATALOG_ACCESS.products, publicCache: true, handle: async (ctx, { query }) => {
    // The page's ids from the database, every time; each product's card from the kept ones (listing-cards.ts).
    const page = await ctx.services.catalog.listProductIds(productListQueryFromParams(query));
    const cards = await ctx.services.listingCards.cardsOf(page.items, (ids) => buildListingCards(ctx, ids));
    return RestReply.json(`{"success":true,"data":{"items":[${cards.join(',')}],"total":${page.total},"page":${page.page},"limit":${page.limit},"pageCount":${page.pageCount}}}`);
  } },

  { method: 'get', path: '/:slug', access: CATALOG_ACCESS.product, publicCache: true, handle: async (ctx, { params }) => {
    const product = await ctx.services.catalog.productBySlug(params.slug);
    if (!product) throw notFound('Product not found');
    // The size chart (issue 20): the product's category's, or its parent's; null when neither has one.
    const [[shown], sizeChart] = await Promise.all([restProducts(ctx, [product]), ctx.services.sizeCharts.forCategory(product.categoryId)]);
    return { ...shown, sizeChart: sizeChartJson(sizeChart) };
  } },
];

import type { ApiContext } from '../../kernel/context';
import type { RestRoute } from '../../kernel/rest';
import { CATALOG_ACCESS } from './catalog.access';
import { notFound } from '../../kernel/errors';
import { sortSizes, productListQueryFromParams } from './catalog.rules';
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

/** GET /api/products (the shop listing) and GET /api/products/{slug}; anonymous answers may come from the answer cache. */
export const catalogRoutes: RestRoute[] = [
  { method: 'get', path: '/', access: CATALOG_ACCESS.products, publicCache: true, handle: async (ctx, { query }) => {
    const page = await ctx.services.catalog.listProductCards(productListQueryFromParams(query));
    return { items: await restListingItems(ctx, page.items), total: page.total, page: page.page, limit: page.limit, pageCount: page.pageCount };
  } },

  { method: 'get', path: '/:slug', access: CATALOG_ACCESS.product, publicCache: true, handle: async (ctx, { params }) => {
    const product = await ctx.services.catalog.productBySlug(params.slug);
    if (!product) throw notFound('Product not found');
    // The size chart (issue 20): the product's category's, or its parent's; null when neither has one.
    const [[shown], sizeChart] = await Promise.all([restProducts(ctx, [product]), ctx.services.sizeCharts.forCategory(product.categoryId)]);
    return { ...shown, sizeChart: sizeChartJson(sizeChart) };
  } },
];

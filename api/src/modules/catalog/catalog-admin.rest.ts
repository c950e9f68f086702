import { indiaDate } from '@kapda/rules/dates';
import { AppError, badRequest } from '../../kernel/errors';
import type { ApiContext } from '../../kernel/context';
import { RestReply, type RestRoute, type UploadSpec } from '../../kernel/rest';
import { CATALOG_ADMIN_MESSAGES as M } from './catalog-admin.rules';
import type { ProductStatus, StockLevel } from './catalog-admin.service';
import { catalogCategoryView, catalogCollectionView, catalogProductView, catalogVariantView, stockMovementView } from './catalog-admin.types';
import { CATALOG_ACCESS } from './catalog.access';
import { CSV_MESSAGES } from './catalog-csv.rules';
import { PICTURE_MESSAGES } from './product-pictures';

const withId = <T extends { id: string }>(view: T) => ({ _id: view.id, ...view });
const param = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const idParam = (value: unknown): number | null => {
  const n = Number(param(value));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | null => ((allowed as readonly unknown[]).includes(value) ? (value as T) : null);
const MANAGE = CATALOG_ACCESS.manage;

/** Product pictures: up to UPLOAD_MAX_FILES files of UPLOAD_MAX_MB each, in the field `images`. */
const PICTURES: UploadSpec = { field: 'images', limits: (c) => ({ maxFiles: c.UPLOAD_MAX_FILES, maxMb: c.UPLOAD_MAX_MB }), tooLarge: PICTURE_MESSAGES.tooLarge, tooMany: PICTURE_MESSAGES.tooMany };
const ONE_PICTURE: UploadSpec = { ...PICTURES, field: 'image', limits: (c) => ({ maxFiles: 1, maxMb: c.UPLOAD_MAX_MB }) };
const CSV_FILE: UploadSpec = { field: 'file', limits: (c) => ({ maxFiles: 1, maxMb: c.IMPORT_MAX_MB }), tooLarge: (mb) => `The CSV file can be at most ${mb} MB.`, tooMany: () => 'Send one CSV file.' };

const csvFile = (text: string, name: string) => RestReply.file(text, 'text/csv; charset=utf-8', { 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'no-store' });
const productOf = async (ctx: ApiContext, id: number) => (await ctx.services.catalogAdmin.get(id)).product.gstRate;

/**
 * The back office's catalogue over REST (manage_products, Catalog), the same services as GraphQL:
 *   /api/admin/products                 GET ?search&categoryId&collectionId&stock&onSale&status&page&limit, POST
 *   /api/admin/products/{id}            GET, PUT; POST /{id}/archive; POST /bulk-status {ids, active}
 *   /api/admin/products/variants/{id}/stock   GET history, POST {delta, reason, note}
 *   /api/admin/products/{id}/images     POST multipart `images` (+ alt, color); PUT [{id, alt, color}] in order
 *   /api/admin/products/images/{imageId}   DELETE
 *   /api/admin/products/export.csv, /import-template.csv   GET; /import   POST multipart `file`
 */
export const catalogAdminRoutes: RestRoute[] = [
  { method: 'get', path: '/export.csv', access: MANAGE, handle: async (ctx) => csvFile(await ctx.services.catalogCsv.exportCsv(), `kapda-products-${indiaDate(new Date())}.csv`) },
  { method: 'get', path: '/import-template.csv', access: MANAGE, handle: async (ctx) => csvFile(ctx.services.catalogCsv.template(), 'kapda-products-template.csv') },
  // 200 with the counts when applied; 400 with every row's problems (and nothing changed) when not.
  { method: 'post', path: '/import', access: MANAGE, upload: CSV_FILE, handle: async (ctx, { files }) => {
    if (!files[0]) throw badRequest('Choose a CSV file to import.', { field: 'file' });
    const result = await ctx.services.catalogCsv.importCsv(ctx, files[0].bytes.toString('utf8'));
    if (!result.applied) throw new AppError(400, CSV_MESSAGES.problems(result.errors.length), 'BAD_USER_INPUT', { errors: result.errors });
    return { message: CSV_MESSAGES.imported(result.created + result.updated, result.variants), data: result };
  } },

  { method: 'get', path: '/', access: MANAGE, handle: async (ctx, { query: q }) => {
    const onSale = q.onSale === 'true' ? true : q.onSale === 'false' ? false : null;
    const result = await ctx.services.catalogAdmin.list({
      search: param(q.search) ?? null, categoryId: idParam(q.categoryId), collectionId: idParam(q.collectionId),
      stock: oneOf<StockLevel>(q.stock, ['in_stock', 'low', 'sold_out']), onSale, status: oneOf<ProductStatus>(q.status, ['active', 'draft', 'archived']),
      page: idParam(q.page), limit: idParam(q.limit),
    });
    return { ...result, items: result.items.map((a) => withId(catalogProductView(a))) };
  } },
  { method: 'post', path: '/', access: MANAGE, status: 201, handle: async (ctx, { body }) => ({ message: M.productCreated, data: withId(catalogProductView(await ctx.services.catalogAdmin.create(ctx, body))) }) },
  { method: 'post', path: '/bulk-status', access: MANAGE, handle: async (ctx, { body }) => {
    const changed = await ctx.services.catalogAdmin.setActive(ctx, Array.isArray(body.ids) ? body.ids : [], body.active === true);
    return { message: M.productUpdated, data: { changed } };
  } },

  { method: 'get', path: '/variants/:variantId/stock', access: MANAGE, handle: async (ctx, { params, query }) =>
    (await ctx.services.catalogAdmin.stockHistory(params.variantId, { before: idParam(query.before), limit: idParam(query.limit) })).map((m) => withId(stockMovementView(m))) },
  { method: 'post', path: '/variants/:variantId/stock', access: MANAGE, handle: async (ctx, { params, body }) => {
    const { variant, movement } = await ctx.services.catalogAdmin.adjustStock(ctx, params.variantId, body);
    return { message: M.stockAdjusted, data: { variant: withId(catalogVariantView(variant, await productOf(ctx, variant.productId))), movement: withId(stockMovementView(movement)) } };
  } },

  { method: 'post', path: '/:id/images', access: MANAGE, upload: PICTURES, status: 201, handle: async (ctx, { params, files, body }) =>
    ({ message: M.productUpdated, data: withId(catalogProductView(await ctx.services.catalogAdmin.addImages(ctx, params.id, files, { alt: body.alt, color: body.color }))) }) },
  { method: 'put', path: '/:id/images', access: MANAGE, handle: async (ctx, { params, json, body }) => {
    const list = Array.isArray(json) ? json : Array.isArray(body.images) ? (body.images as unknown[]) : [];
    const images = list.filter((i): i is { id: string; alt?: unknown; color?: unknown } => typeof i === 'object' && i !== null && 'id' in i);
    return { message: M.productUpdated, data: withId(catalogProductView(await ctx.services.catalogAdmin.updateImages(ctx, params.id, images))) };
  } },
  { method: 'delete', path: '/images/:imageId', access: MANAGE, handle: async (ctx, { params }) => ({ message: M.productUpdated, data: withId(catalogProductView(await ctx.services.catalogAdmin.deleteImage(ctx, params.imageId))) }) },

  { method: 'get', path: '/:id', access: MANAGE, handle: async (ctx, { params }) => withId(catalogProductView(await ctx.services.catalogAdmin.get(params.id))) },
  { method: 'put', path: '/:id', access: MANAGE, handle: async (ctx, { params, body }) => ({ message: M.productUpdated, data: withId(catalogProductView(await ctx.services.catalogAdmin.update(ctx, params.id, body))) }) },
  { method: 'post', path: '/:id/archive', access: MANAGE, handle: async (ctx, { params }) => ({ message: M.productArchived, data: withId(catalogProductView(await ctx.services.catalogAdmin.archive(ctx, params.id))) }) },
];

const savedCategory = async (ctx: ApiContext, id: number) => withId(catalogCategoryView((await ctx.services.catalogAdmin.categories()).find((c) => c.category.id === id)!));

/** /api/admin/categories: the tree editor (manage_products). */
export const categoryAdminRoutes: RestRoute[] = [
  { method: 'get', path: '/', access: MANAGE, handle: async (ctx) => (await ctx.services.catalogAdmin.categories()).map((c) => withId(catalogCategoryView(c))) },
  { method: 'post', path: '/', access: MANAGE, status: 201, handle: async (ctx, { body }) => ({ message: M.categorySaved, data: await savedCategory(ctx, (await ctx.services.catalogAdmin.saveCategory(ctx, null, body)).id) }) },
  { method: 'put', path: '/:id', access: MANAGE, handle: async (ctx, { params, body }) => ({ message: M.categorySaved, data: await savedCategory(ctx, (await ctx.services.catalogAdmin.saveCategory(ctx, params.id, body)).id) }) },
  { method: 'delete', path: '/:id', access: MANAGE, handle: async (ctx, { params }) => ({ message: M.categoryDeleted, data: { _id: String((await ctx.services.catalogAdmin.deleteCategory(ctx, params.id)).id) } }) },
];

/** /api/admin/collections: collections with their products in order (manage_products); POST /picture uploads one picture. */
export const collectionAdminRoutes: RestRoute[] = [
  { method: 'post', path: '/picture', access: MANAGE, upload: ONE_PICTURE, status: 201, handle: async (ctx, { files }) => ({ message: M.collectionSaved, data: { url: await ctx.services.catalogAdmin.uploadCollectionPicture(files[0]) } }) },
  { method: 'get', path: '/', access: MANAGE, handle: async (ctx) => (await ctx.services.catalogAdmin.collections()).map((c) => withId(catalogCollectionView(c))) },
  { method: 'post', path: '/', access: MANAGE, status: 201, handle: async (ctx, { body }) => ({ message: M.collectionSaved, data: withId(catalogCollectionView(await ctx.services.catalogAdmin.saveCollection(ctx, null, body))) }) },
  { method: 'put', path: '/:id', access: MANAGE, handle: async (ctx, { params, body }) => ({ message: M.collectionSaved, data: withId(catalogCollectionView(await ctx.services.catalogAdmin.saveCollection(ctx, params.id, body))) }) },
  { method: 'delete', path: '/:id', access: MANAGE, handle: async (ctx, { params }) => ({ message: M.collectionDeleted, data: { _id: String((await ctx.services.catalogAdmin.deleteCollection(ctx, params.id)).id) } }) },
];

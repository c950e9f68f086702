import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { oncePerRequest, type ApiContext } from '../../kernel/context';
import { CATALOG_ACCESS } from './catalog.access';
import {
  CatalogCategoryInput,
  CatalogCategoryView,
  CatalogCollectionInput,
  CatalogCollectionView,
  CatalogProductFilterInput,
  CatalogProductInput,
  CatalogProductPageView,
  CatalogProductView,
  ProductImageInput,
  ProductImportView,
  StockAdjustmentInput,
  StockAdjustmentView,
  StockMovementView,
  catalogCategoryView,
  catalogCollectionView,
  catalogProductView,
  catalogVariantView,
  stockMovementView,
} from './catalog-admin.types';

const id = (value: string | null | undefined) => (value ? Number(value) : null);

/** The back office's catalogue over GraphQL (manage_products, Catalog). Thin: CatalogAdminService holds the rules. */
@Resolver()
export class CatalogAdminResolver {
  @Authorized(...CATALOG_ACCESS.manage)
  @Query(() => CatalogProductPageView, { description: 'Products for the back office: search, filters and paging (limit 1–100). manage_products.' })
  async catalogProducts(
    @Ctx() ctx: ApiContext,
    @Arg('filter', () => CatalogProductFilterInput, { nullable: true }) filter: CatalogProductFilterInput | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 25 }) limit: number | null,
  ): Promise<CatalogProductPageView> {
    const result = await ctx.services.catalogAdmin.list({ ...filter, categoryId: id(filter?.categoryId), collectionId: id(filter?.collectionId), page, limit });
    return { ...result, items: result.items.map(catalogProductView) };
  }

  @Authorized(...CATALOG_ACCESS.manage)
  @Query(() => CatalogProductView, { description: 'One product with its grid and pictures, whatever its status. manage_products.' })
  async catalogProduct(@Ctx() ctx: ApiContext, @Arg('id', () => ID) productId: string): Promise<CatalogProductView> {
    return catalogProductView(await ctx.services.catalogAdmin.get(productId));
  }

  @Authorized(...CATALOG_ACCESS.manage)
  @Query(() => [StockMovementView], { description: "A variant's stock changes, newest first (before: the last id seen; limit 1–100). manage_products." })
  async stockHistory(
    @Ctx() ctx: ApiContext,
    @Arg('variantId', () => ID) variantId: string,
    @Arg('before', () => ID, { nullable: true }) before: string | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 50 }) limit: number | null,
  ): Promise<StockMovementView[]> {
    return (await ctx.services.catalogAdmin.stockHistory(variantId, { before: id(before), limit })).map(stockMovementView);
  }

  @Authorized(...CATALOG_ACCESS.manage)
  @Mutation(() => CatalogProductView, { description: 'Add a product with its size × colour grid; slug and SKUs are made when left empty. manage_products.' })
  async createProduct(@Ctx() ctx: ApiContext, @Arg('input', () => CatalogProductInput) input: CatalogProductInput): Promise<CatalogProductView> {
    return catalogProductView(await ctx.services.catalogAdmin.create(ctx, input));
  }

  @Authorized(...CATALOG_ACCESS.manage)
  @Mutation(() => CatalogProductView, { description: 'Replace a product’s fields and grid (stock of existing variants changes through adjustStock). manage_products.' })
  async updateProduct(@Ctx() ctx: ApiContext, @Arg('id', () => ID) productId: string, @Arg('input', () => CatalogProductInput) input: CatalogProductInput): Promise<CatalogProductView> {
    return catalogProductView(await ctx.services.catalogAdmin.update(ctx, productId, input));
  }

  @Authorized(...CATALOG_ACCESS.manage)
  @Mutation(() => CatalogProductView, { description: 'Take a product out of the shop for good (orders still name it). manage_products.' })
  async archiveProduct(@Ctx() ctx: ApiContext, @Arg('id', () => ID) productId: string): Promise<CatalogProductView> {
    return catalogProductView(await ctx.services.catalogAdmin.archive(ctx, productId));
  }

  @Authorized(...CATALOG_ACCESS.manage)
  @Mutation(() => Int, { description: 'Bulk activate (true) or move to draft (false), up to 100 products; answers how many changed. manage_products.' })
  async setProductsActive(@Ctx() ctx: ApiContext, @Arg('ids', () => [ID]) ids: string[], @Arg('active', () => Boolean) active: boolean): Promise<number> {
    return ctx.services.catalogAdmin.setActive(ctx, ids, active);
  }

  @Authorized(...CATALOG_ACCESS.manage)
  @Mutation(() => StockAdjustmentView, { description: 'Add or take stock of one variant with a reason; recorded in its stock history. manage_products.' })
  async adjustStock(@Ctx() ctx: ApiContext, @Arg('variantId', () => ID) variantId: string, @Arg('input', () => StockAdjustmentInput) input: StockAdjustmentInput): Promise<StockAdjustmentView> {
    const { variant, movement } = await ctx.services.catalogAdmin.adjustStock(ctx, variantId, input);
    const product = await ctx.services.catalogAdmin.get(variant.productId);
    return { variant: catalogVariantView(variant, product.product.gstRate), movement: stockMovementView(movement) };
  }

  @Authorized(...CATALOG_ACCESS.manage)
  @Mutation(() => CatalogProductView, { description: 'Reorder a product’s pictures and set alt text and colour: list every picture, in the new order. Upload pictures with POST /api/admin/products/{id}/images (multipart). manage_products.' })
  async updateProductImages(@Ctx() ctx: ApiContext, @Arg('productId', () => ID) productId: string, @Arg('images', () => [ProductImageInput]) images: ProductImageInput[]): Promise<CatalogProductView> {
    return catalogProductView(await ctx.services.catalogAdmin.updateImages(ctx, productId, images));
  }

  @Authorized(...CATALOG_ACCESS.manage)
  @Mutation(() => CatalogProductView, { description: 'Delete one picture; answers its product. manage_products.' })
  async deleteProductImage(@Ctx() ctx: ApiContext, @Arg('id', () => ID) imageId: string): Promise<CatalogProductView> {
    return catalogProductView(await ctx.services.catalogAdmin.deleteImage(ctx, imageId));
  }

  @Authorized(...CATALOG_ACCESS.manage)
  @Query(() => String, { description: 'Every product that is not archived as CSV, one row per variant (also GET /api/admin/products/export.csv). manage_products.' })
  async productsCsv(@Ctx() ctx: ApiContext): Promise<string> {
    oncePerRequest(ctx, 'productsCsv');
    return ctx.services.catalogCsv.exportCsv();
  }

  @Authorized(...CATALOG_ACCESS.manage)
  @Query(() => String, { description: 'The import template: the columns and one example row (also GET /api/admin/products/import-template.csv). manage_products.' })
  async productsCsvTemplate(@Ctx() ctx: ApiContext): Promise<string> {
    return ctx.services.catalogCsv.template();
  }

  @Authorized(...CATALOG_ACCESS.manage)
  @Mutation(() => ProductImportView, { description: 'Create or update products and variants (by SKU) from CSV: every row is checked first; nothing changes unless all pass, then all apply in one transaction. Large files: POST /api/admin/products/import (multipart). manage_products.' })
  async importProductsCsv(@Ctx() ctx: ApiContext, @Arg('csv', () => String) csv: string): Promise<ProductImportView> {
    oncePerRequest(ctx, 'importProductsCsv');
    return ctx.services.catalogCsv.importCsv(ctx, csv);
  }

  @Authorized(...CATALOG_ACCESS.manage)
  @Query(() => [CatalogCategoryView], { description: 'Every category in menu order, with product and subcategory counts. manage_products.' })
  async catalogCategories(@Ctx() ctx: ApiContext): Promise<CatalogCategoryView[]> {
    return (await ctx.services.catalogAdmin.categories()).map(catalogCategoryView);
  }

  @Authorized(...CATALOG_ACCESS.manage)
  @Mutation(() => CatalogCategoryView, { description: 'Add a category (id empty) or change one: name, slug, parent, order. manage_products.' })
  async saveCategory(@Ctx() ctx: ApiContext, @Arg('id', () => ID, { nullable: true }) categoryId: string | null, @Arg('input', () => CatalogCategoryInput) input: CatalogCategoryInput): Promise<CatalogCategoryView> {
    const saved = await ctx.services.catalogAdmin.saveCategory(ctx, categoryId, input);
    const all = await ctx.services.catalogAdmin.categories();
    return catalogCategoryView(all.find((c) => c.category.id === saved.id)!);
  }

  @Authorized(...CATALOG_ACCESS.manage)
  @Mutation(() => ID, { description: 'Delete an empty category (refused while it holds products, subcategories or a coupon’s scope). manage_products.' })
  async deleteCategory(@Ctx() ctx: ApiContext, @Arg('id', () => ID) categoryId: string): Promise<string> {
    return String((await ctx.services.catalogAdmin.deleteCategory(ctx, categoryId)).id);
  }

  @Authorized(...CATALOG_ACCESS.manage)
  @Query(() => [CatalogCollectionView], { description: 'Every collection, active or not, with its products in order. manage_products.' })
  async catalogCollections(@Ctx() ctx: ApiContext): Promise<CatalogCollectionView[]> {
    return (await ctx.services.catalogAdmin.collections()).map(catalogCollectionView);
  }

  @Authorized(...CATALOG_ACCESS.manage)
  @Mutation(() => CatalogCollectionView, { description: 'Add a collection (id empty) or change one: words, picture, order, dates, products in order. manage_products.' })
  async saveCollection(@Ctx() ctx: ApiContext, @Arg('id', () => ID, { nullable: true }) collectionId: string | null, @Arg('input', () => CatalogCollectionInput) input: CatalogCollectionInput): Promise<CatalogCollectionView> {
    return catalogCollectionView(await ctx.services.catalogAdmin.saveCollection(ctx, collectionId, input));
  }

  @Authorized(...CATALOG_ACCESS.manage)
  @Mutation(() => ID, { description: 'Delete a collection (refused while a coupon is limited to it); its products stay in the shop. manage_products.' })
  async deleteCollection(@Ctx() ctx: ApiContext, @Arg('id', () => ID) collectionId: string): Promise<string> {
    return String((await ctx.services.catalogAdmin.deleteCollection(ctx, collectionId)).id);
  }
}

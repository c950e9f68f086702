import type { DataSource } from 'typeorm';
import { queryRows, rowReader, type RowReader, type SqlFragment } from './catalog.sql';
import { Category } from './category.entity';
import { ProductImage } from './product-image.entity';
import { ProductVariant } from './product-variant.entity';
import { Product } from './product.entity';

/** What listings, product pages and carts show of a product (every column but updatedAt and isActive). */
const PRODUCT_FIELDS = [
  'id', 'slug', 'title', 'description', 'brand', 'categoryId', 'fabric', 'care', 'hsnCode', 'gstRate', 'tags',
  'salesCount', 'price', 'mrp', 'sellingPrice', 'onSale', 'inStock', 'createdAt', 'countryOfOrigin', 'manufacturer', 'packer', 'importer', 'netQuantity', 'returnable',
  'ratingCount', 'ratingStars',
] as const satisfies ReadonlyArray<keyof Product>;
/** What a listing's product card shows (no description, care, legal details or tags: those are the product page's). */
const CARD_FIELDS = ['id', 'slug', 'title', 'brand', 'categoryId', 'gstRate', 'price', 'mrp', 'sellingPrice', 'onSale', 'inStock', 'createdAt', 'ratingCount', 'ratingStars'] as const satisfies ReadonlyArray<(typeof PRODUCT_FIELDS)[number]>;
const VARIANT_FIELDS = ['id', 'productId', 'sku', 'size', 'color', 'colorHex', 'stock', 'mrp', 'sellingPrice'] as const satisfies ReadonlyArray<keyof ProductVariant>;
const IMAGE_FIELDS = ['id', 'productId', 'alt', 'color', 'basePath', 'widths', 'width', 'height'] as const satisfies ReadonlyArray<keyof ProductImage>;
const CATEGORY_FIELDS = ['id', 'slug', 'name', 'description', 'image', 'parentId'] as const satisfies ReadonlyArray<keyof Category>;

/** A product as catalogue reads return it: a plain object with the columns named in PRODUCT_FIELDS. */
export type ProductRow = Pick<Product, (typeof PRODUCT_FIELDS)[number]>;
export type ProductCardRow = Pick<Product, (typeof CARD_FIELDS)[number]>;
export type VariantRow = Pick<ProductVariant, (typeof VARIANT_FIELDS)[number]>;
export type ImageRow = Pick<ProductImage, (typeof IMAGE_FIELDS)[number]>;
export type CategoryRow = Pick<Category, (typeof CATEGORY_FIELDS)[number]>;
/** What a product card shows of a variant: its size and colour (sizes and swatches, never stock or price). */
export type CardVariant = Pick<ProductVariant, 'size' | 'color' | 'colorHex'>;


/** The catalogue's row readers (made on first use: entity metadata exists only once the data source is initialised). */
export class CatalogRows {
  private made?: ReturnType<CatalogRows['make']>;

  constructor(readonly dataSource: DataSource) {}

  private make() {
    return {
      product: rowReader(this.dataSource, Product, 'p', PRODUCT_FIELDS),
      card: rowReader(this.dataSource, Product, 'p', CARD_FIELDS),
      variant: rowReader(this.dataSource, ProductVariant, 'v', VARIANT_FIELDS),
      image: rowReader(this.dataSource, ProductImage, 'i', IMAGE_FIELDS),
      category: rowReader(this.dataSource, Category, 'c', CATEGORY_FIELDS),
    };
  }

  get readers() {
    return (this.made ??= this.make());
  }

  async read<R>(reader: RowReader<R>, query: SqlFragment): Promise<R[]> {
    return (await queryRows(this.dataSource, query)).map((raw) => reader.read(raw));
  }
}

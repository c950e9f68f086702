import type { ProductImage } from './product-image.entity';
import type { ProductVariant } from './product-variant.entity';
import type { Product } from './product.entity';

/**
 * A product as the back office works on it, and the words for its state. Kept apart from the service
 * so its views and webhooks can name it without importing the service (which uses them).
 */
export type StockLevel = 'in_stock' | 'low' | 'sold_out';
export type ProductStatus = 'active' | 'draft' | 'archived';

export interface AdminProduct {
  product: Product;
  variants: ProductVariant[];
  images: ProductImage[];
  collectionIds: number[];
}

export const productStatus = (p: Pick<Product, 'isActive' | 'archivedAt'>): ProductStatus => (p.archivedAt ? 'archived' : p.isActive ? 'active' : 'draft');

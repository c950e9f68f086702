import type { EntityManager } from 'typeorm';
import type { WebhookService } from '../integrations/webhook.service';
import { CATALOG_ADMIN_LIMITS } from './catalog-admin.rules';
import type { AdminProduct } from './admin-product';
import { catalogProductView, catalogVariantView } from './catalog-admin.types';
import { Product } from './product.entity';
import type { ProductVariant } from './product-variant.entity';

/** What the catalogue's writers need of WebhookService (a narrow seam, so tests and seeds can pass none). */
export type CatalogWebhooks = Pick<WebhookService, 'emit'> & Partial<Pick<WebhookService, 'emitMany'>>;

/** product.created / product.updated: the product as GET /api/admin/products/{id} answers it. */
export function emitProduct(m: EntityManager, webhooks: CatalogWebhooks | undefined, type: 'product.created' | 'product.updated', a: AdminProduct): Promise<void> {
  return webhooks ? webhooks.emit(m, type, `product:${a.product.id}`, () => ({ _id: String(a.product.id), ...catalogProductView(a) })) : Promise.resolve();
}

/** Whether a stock change took a variant to or below the dashboard's low-stock line (≤ 5) — once per crossing. */
export const crossedLowStock = (before: number, after: number): boolean => before > CATALOG_ADMIN_LIMITS.lowStock && after <= CATALOG_ADMIN_LIMITS.lowStock;

/** stock.low when this change crossed the line: the variant as the stock endpoint answers it, with its product's id. */
export async function emitLowStock(m: EntityManager, webhooks: CatalogWebhooks | undefined, variant: ProductVariant, before: number): Promise<void> {
  if (!webhooks || !crossedLowStock(before, variant.stock)) return;
  await webhooks.emit(m, 'stock.low', `product:${variant.productId}`, async () => {
    const product = await m.getRepository(Product).findOneByOrFail({ id: variant.productId });
    return { _id: String(variant.id), ...catalogVariantView(variant, product.gstRate), productId: String(variant.productId), threshold: CATALOG_ADMIN_LIMITS.lowStock };
  });
}

/**
 * A CSV import: one product.created or product.updated per product it wrote (the product after the
 * import), and stock.low for each variant whose level the import took across the line.
 */
export async function emitImported(m: EntityManager, webhooks: CatalogWebhooks | undefined, products: Array<{ created: boolean; product: AdminProduct; stockBefore: Map<number, number> }>): Promise<void> {
  if (!webhooks?.emitMany) return;
  await webhooks.emitMany(m, products.flatMap(({ created, product: a, stockBefore }) => [
    { types: [created ? 'product.created' as const : 'product.updated' as const], resource: `product:${a.product.id}`, data: () => ({ _id: String(a.product.id), ...catalogProductView(a) }) },
    ...a.variants.filter((v) => stockBefore.has(v.id) && crossedLowStock(stockBefore.get(v.id)!, v.stock)).map((v) => ({
      types: ['stock.low' as const], resource: `product:${a.product.id}`,
      data: () => ({ _id: String(v.id), ...catalogVariantView(v, a.product.gstRate), productId: String(a.product.id), threshold: CATALOG_ADMIN_LIMITS.lowStock }),
    })),
  ]));
}

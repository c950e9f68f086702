import type { DataSource } from 'typeorm';
import { badRequest, notFound } from '../../kernel/errors';
import type { RequestContext } from '../../kernel/context';
import { CART_MESSAGES, effectiveGstRate, inclusivePrice, paiseToRupees } from '@kapda/rules/pricing';
import { imageView } from '../catalog/catalog.views';
import { requireUser } from '../auth/guards';
import type { CatalogService } from '../catalog/catalog.service';
import { parseId, type CatalogEntry } from '../cart/cart.catalog';
import type { CartService } from '../cart/cart.service';
import { WishlistItem } from './wishlist.entity';
import type { CartAndWishlist, MoveWishlistItemInput, WishlistView, WishlistItemView } from './wishlist.types';
import { WISHLIST_MESSAGES } from './wishlist.messages';

export const MAX_WISHLIST_ITEMS = 200;

/** A wishlisted product as shown: lowest GST-inclusive price, its MRP, first picture, stock. */
export function wishlistItemView(entry: CatalogEntry, addedAt: Date | null): WishlistItemView {
  const gstRate = effectiveGstRate(entry.product.gstRate);
  const variants = entry.variants.map((v) => {
    const price = inclusivePrice(paiseToRupees(v.sellingPrice), gstRate);
    return { sku: v.sku, size: v.size, color: v.color, stock: v.stock, price, mrp: Math.max(paiseToRupees(v.mrp), price) };
  });
  const shown = [...variants].filter((v) => v.stock > 0).sort((a, b) => a.price - b.price)[0] ?? [...variants].sort((a, b) => a.price - b.price)[0];
  return {
    id: String(entry.product.id),
    productId: String(entry.product.id),
    slug: entry.product.slug,
    title: entry.product.title,
    price: shown?.price ?? 0,
    mrp: shown?.mrp ?? 0,
    image: entry.images[0] ? imageView(entry.images[0]).url : null,
    hasStock: variants.some((v) => v.stock > 0),
    addedAt: addedAt ? addedAt.toISOString() : null,
    variants,
  };
}

/** Members' wishlists (guests keep theirs in localStorage and ask priceWishlist for details). */
export class WishlistService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly cart: CartService,
  ) {}

  async list(ctx: Pick<RequestContext, 'user' | 'sessionExpired'>, notices: string[] = []): Promise<WishlistView> {
    const userId = requireUser(ctx).id;
    const rows = await this.dataSource.getRepository(WishlistItem).find({ where: { userId }, order: { addedAt: 'DESC', id: 'DESC' } });
    const entries = await this.catalog.purchasable(rows.map((r) => r.productId));
    const items = rows.flatMap((r) => {
      const entry = entries.get(r.productId);
      return entry ? [wishlistItemView(entry, r.addedAt)] : [];
    });
    return { items, count: items.length, notices };
  }

  /** Product details for a guest wishlist, in the order given; unknown ids are left out with a notice. */
  async describe(productIds: string[]): Promise<WishlistView> {
    if (productIds.length > MAX_WISHLIST_ITEMS) throw badRequest(WISHLIST_MESSAGES.tooMany);
    const ids = [...new Set(productIds.map(parseId))];
    const entries = await this.catalog.purchasable(ids.filter((x): x is number => x !== null));
    const items = ids.flatMap((id) => (id !== null && entries.has(id) ? [wishlistItemView(entries.get(id)!, null)] : []));
    const missing = ids.length - items.length;
    return { items, count: items.length, notices: missing > 0 ? [`${missing} saved ${missing === 1 ? 'product is' : 'products are'} no longer available`] : [] };
  }

  /** Add a product; one already there is skipped (no error). */
  async add(ctx: Pick<RequestContext, 'user' | 'sessionExpired'>, productId: unknown): Promise<WishlistView> {
    const userId = requireUser(ctx).id;
    const id = parseId(productId);
    if (id === null || !(await this.catalog.purchasable([id])).has(id)) throw badRequest(CART_MESSAGES.invalidProduct);
    await this.insertIgnoringDuplicates(userId, [id]);
    return this.list(ctx);
  }

  /** Add many (merging a guest wishlist): unknown products and ones already there are skipped. Answers notices. */
  async addMany(ctx: Pick<RequestContext, 'user' | 'sessionExpired'>, productIds: string[]): Promise<string[]> {
    const userId = requireUser(ctx).id;
    if (productIds.length > MAX_WISHLIST_ITEMS) throw badRequest(WISHLIST_MESSAGES.tooMany);
    const ids = [...new Set(productIds.map(parseId))];
    const entries = await this.catalog.purchasable(ids.filter((x): x is number => x !== null));
    await this.insertIgnoringDuplicates(userId, [...entries.keys()]);
    const missing = ids.length - entries.size;
    return missing > 0 ? [`${missing} saved ${missing === 1 ? 'product is' : 'products are'} no longer available and ${missing === 1 ? 'was' : 'were'} not added to your wishlist`] : [];
  }

  /** Remove a product (removing one that is not there changes nothing). */
  async remove(ctx: Pick<RequestContext, 'user' | 'sessionExpired'>, productId: unknown): Promise<WishlistView> {
    const userId = requireUser(ctx).id;
    const id = parseId(productId);
    if (id === null) throw badRequest(CART_MESSAGES.invalidProduct);
    await this.dataSource.getRepository(WishlistItem).delete({ userId, productId: id });
    return this.list(ctx);
  }

  async clear(ctx: Pick<RequestContext, 'user' | 'sessionExpired'>): Promise<WishlistView> {
    const userId = requireUser(ctx).id;
    await this.dataSource.getRepository(WishlistItem).delete({ userId });
    return this.list(ctx);
  }

  /** Add the product to the cart (size and colour needed when it has several), then take it off the wishlist. */
  async moveToCart(ctx: Pick<RequestContext, 'user' | 'sessionExpired'>, input: MoveWishlistItemInput): Promise<CartAndWishlist> {
    const userId = requireUser(ctx).id;
    const id = parseId(input.productId);
    if (id === null) throw badRequest(CART_MESSAGES.invalidProduct);
    const repo = this.dataSource.getRepository(WishlistItem);
    if (!(await repo.existsBy({ userId, productId: id }))) throw notFound(WISHLIST_MESSAGES.notInWishlist);
    const cart = await this.cart.addToCart(ctx, { productId: String(id), size: input.size, color: input.color, variantSku: input.variantSku, quantity: input.quantity ?? 1 });
    await repo.delete({ userId, productId: id });
    return { cart, wishlist: await this.list(ctx), notices: cart.notices };
  }

  private async insertIgnoringDuplicates(userId: number, productIds: number[]): Promise<void> {
    if (productIds.length === 0) return;
    // INSERT IGNORE / ON CONFLICT DO NOTHING on UNIQUE(userId, productId): a repeat add is skipped, even concurrently.
    await this.dataSource.createQueryBuilder().insert().into(WishlistItem).values(productIds.map((productId) => ({ userId, productId }))).orIgnore().execute();
  }
}

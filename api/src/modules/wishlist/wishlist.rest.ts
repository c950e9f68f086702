import type { ApiContext } from '../../kernel/context';
import type { RestRoute } from '../../kernel/rest';
import { WISHLIST_ACCESS } from './wishlist.access';
import { restProductsById } from '../cart/cart.rest';
import type { WishlistView } from './wishlist.types';
import { WISHLIST_MESSAGES } from './wishlist.messages';

/** SPEC.md §3 wishlist items: productId is the product object (_id, title, price, mrp, variants, images, slug). */
export async function restWishlist(ctx: ApiContext, wishlist: WishlistView) {
  const products = await restProductsById(ctx, wishlist.items.map((i) => i.productId));
  return {
    items: wishlist.items.map((item) => ({
      _id: item.id,
      productId: products.get(item.productId) ?? { _id: item.productId, title: item.title, slug: item.slug, price: item.price, mrp: item.mrp, images: [], variants: [] },
      title: item.title,
      price: item.price,
      mrp: item.mrp,
      image: item.image,
      slug: item.slug,
      hasStock: item.hasStock,
      addedAt: item.addedAt,
    })),
    count: wishlist.count,
  };
}

/** /api/wishlist (SPEC.md §7): members only. */
export const wishlistRoutes: RestRoute[] = [
  { method: 'get', path: '/', access: WISHLIST_ACCESS.list, handle: async (ctx) => restWishlist(ctx, await ctx.services.wishlist.list(ctx)) },
  { method: 'post', path: '/', access: WISHLIST_ACCESS.add, handle: async (ctx, { body }) =>
    ({ message: WISHLIST_MESSAGES.added, data: await restWishlist(ctx, await ctx.services.wishlist.add(ctx, body.productId)) }) },
  { method: 'delete', path: '/:productId', access: WISHLIST_ACCESS.remove, handle: async (ctx, { params }) =>
    ({ message: WISHLIST_MESSAGES.removed, data: await restWishlist(ctx, await ctx.services.wishlist.remove(ctx, params.productId)) }) },
  { method: 'delete', path: '/', access: WISHLIST_ACCESS.clear, handle: async (ctx) =>
    ({ message: WISHLIST_MESSAGES.cleared, data: await restWishlist(ctx, await ctx.services.wishlist.clear(ctx)) }) },
];

import express, { type Router } from 'express';
import type { ApiContext } from '../../kernel/context';
import { handle } from '../../http/rest';
import { restProductsById } from '../cart/cart.rest';
import type { Wishlist } from './wishlist.types';

/** SPEC.md §3 wishlist items: productId is the product object (_id, title, price, mrp, variants, images, slug). */
export async function restWishlist(ctx: ApiContext, wishlist: Wishlist) {
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

const bodyOf = (req: express.Request): Record<string, unknown> => (req.body && typeof req.body === 'object' ? req.body : {});

/** /api/wishlist (SPEC.md §7): members only. */
export function wishlistRestRouter(): Router {
  const router = express.Router();
  router.get('/', handle(async (ctx) => restWishlist(ctx, await ctx.services.wishlist.list(ctx))));
  router.post(
    '/',
    handle(async (ctx, req) => ({ message: 'Added to wishlist', data: await restWishlist(ctx, await ctx.services.wishlist.add(ctx, bodyOf(req).productId)) })),
  );
  router.delete(
    '/:productId',
    handle(async (ctx, req) => ({ message: 'Removed from wishlist', data: await restWishlist(ctx, await ctx.services.wishlist.remove(ctx, req.params.productId)) })),
  );
  router.delete('/', handle(async (ctx) => ({ message: 'Wishlist cleared', data: await restWishlist(ctx, await ctx.services.wishlist.clear(ctx)) })));
  return router;
}

import type { ApiContext } from '../../kernel/context';
import type { RestRoute } from '../../kernel/rest';
import { CART_ACCESS } from './cart.access';
import { restProducts, type RestProduct } from '../catalog/catalog.rest';
import type { ProductRow } from '../catalog/catalog.service';
import type { CartView } from './cart.types';
import { CART_MESSAGES } from '@kapda/rules/pricing';

/** Products by id in the REST product shape (the catalogue's), for `productDetails`. */
export async function restProductsById(ctx: ApiContext, ids: string[]): Promise<Map<string, RestProduct>> {
  const unique = [...new Set(ids.map(Number))];
  const loaded = await ctx.loaders.catalog.product.loadMany(unique);
  const products = loaded.filter((p): p is ProductRow => p !== null && !(p instanceof Error));
  const shaped = await restProducts(ctx, products);
  return new Map(shaped.map((p) => [p._id, p]));
}

/**
 * The cart as SPEC.md §7 answers it: data.items[] (_id, productId, productDetails, quantity, size,
 * color, variantSku, gstRate), data.coupon{code} (null when none), data.couponDiscount — plus the
 * server's totals so a REST client never computes money itself.
 */
export async function restCart(ctx: ApiContext, cart: CartView) {
  const products = await restProductsById(ctx, cart.items.map((i) => i.productId));
  return {
    items: cart.items.map((item) => ({
      _id: item.id,
      productId: item.productId,
      productDetails: products.get(item.productId) ?? { _id: item.productId, title: item.name, slug: item.slug, price: item.price, mrp: item.mrp, images: [] },
      quantity: item.quantity,
      size: item.size,
      color: item.color,
      variantSku: item.variantSku,
      gstRate: item.gstRate,
      name: item.name,
      slug: item.slug,
      image: item.image,
      /** GST-inclusive unit price of this size and colour. */
      price: item.price,
      mrp: item.mrp,
      lineAmount: item.lineAmount,
      stock: item.stock,
    })),
    coupon: cart.couponCode ? { code: cart.couponCode } : null,
    couponCode: cart.couponCode,
    couponDiscount: cart.couponDiscount,
    couponError: cart.couponError,
    itemCount: cart.itemCount,
    subtotal: cart.subtotal,
    shipping: cart.shipping,
    total: cart.total,
    taxAmount: cart.taxAmount,
    gst: cart.gst,
    notices: cart.notices,
  };
}

type Body = Record<string, unknown>;
const text = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);

/** /api/cart (SPEC.md §7): members only — 401 without a session; 400 with the message for bad input. */
export const cartRoutes: RestRoute[] = [
  { method: 'get', path: '/', access: CART_ACCESS.cart, handle: async (ctx) => restCart(ctx, await ctx.services.cart.getCart(ctx)) },

  { method: 'post', path: '/', access: CART_ACCESS.addToCart, handle: async (ctx, { body: b }) => {
    const cart = await ctx.services.cart.addToCart(ctx, {
      productId: text(b.productId ?? (b.product as Body | undefined)?._id),
      size: text(b.size),
      color: text(b.color),
      variantSku: text(b.variantSku),
      quantity: b.quantity,
    });
    return { message: CART_MESSAGES.added, data: await restCart(ctx, cart) };
  } },

  { method: 'post', path: '/apply-coupon', access: CART_ACCESS.applyCoupon, handle: async (ctx, { body }) => {
    const cart = await ctx.services.cart.applyCoupon(ctx, body.code);
    return {
      message: CART_MESSAGES.couponApplied,
      data: { ...(await restCart(ctx, cart)), couponDetails: { code: cart.couponCode, discount: cart.couponDiscount } },
    };
  } },

  { method: 'post', path: '/remove-coupon', access: CART_ACCESS.removeCoupon, handle: async (ctx) =>
    ({ message: CART_MESSAGES.couponRemoved, data: await restCart(ctx, await ctx.services.cart.removeCoupon(ctx)) }) },

  { method: 'patch', path: '/:itemId', access: CART_ACCESS.updateLine, handle: async (ctx, { params, body }) =>
    ({ message: CART_MESSAGES.updated, data: await restCart(ctx, await ctx.services.cart.updateLine(ctx, params.itemId, body.quantity)) }) },

  { method: 'delete', path: '/:itemId', access: CART_ACCESS.removeLine, handle: async (ctx, { params }) =>
    ({ message: CART_MESSAGES.removed, data: await restCart(ctx, await ctx.services.cart.removeLine(ctx, params.itemId)) }) },

  { method: 'delete', path: '/', access: CART_ACCESS.clearCart, handle: async (ctx) =>
    ({ message: CART_MESSAGES.cleared, data: await restCart(ctx, await ctx.services.cart.clearCart(ctx)) }) },
];

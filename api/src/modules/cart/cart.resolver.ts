import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { CartAndWishlist } from '../wishlist/wishlist.types';
import { AddToCartInput, CartView, MergeGuestCartInput, PriceCartInput } from './cart.types';
import { CART_ACCESS } from './cart.access';

/** Cart operations for the web. Members' carts live on the server; guests' carts are priced by priceCart. */
@Resolver()
export class CartResolver {
  @Authorized(...CART_ACCESS.cart)
  @Query(() => CartView, { description: "The member's cart, priced now (a coupon that stopped applying is removed, see couponError)." })
  cart(@Ctx() ctx: ApiContext): Promise<CartView> {
    return ctx.services.cart.getCart(ctx);
  }

  @Query(() => CartView, { description: 'Price a guest (localStorage) cart on the server; the web stores the returned lines and coupon.' })
  priceCart(@Ctx() ctx: ApiContext, @Arg('input', () => PriceCartInput) input: PriceCartInput): Promise<CartView> {
    return ctx.services.cart.priceGuestCart(ctx, input);
  }

  @Authorized(...CART_ACCESS.addToCart)
  @Mutation(() => CartView, { description: "Add to the member's cart; the same product, size and colour adds up (max 99, never above stock)." })
  addToCart(@Ctx() ctx: ApiContext, @Arg('input', () => AddToCartInput) input: AddToCartInput): Promise<CartView> {
    return ctx.services.cart.addToCart(ctx, input);
  }

  @Authorized(...CART_ACCESS.updateLine)
  @Mutation(() => CartView, { description: 'Set a line quantity (1..99); 0 or less removes the line.' })
  updateCartLine(@Ctx() ctx: ApiContext, @Arg('lineId', () => ID) lineId: string, @Arg('quantity', () => Int) quantity: number): Promise<CartView> {
    return ctx.services.cart.updateLine(ctx, lineId, quantity);
  }

  @Authorized(...CART_ACCESS.removeLine)
  @Mutation(() => CartView)
  removeCartLine(@Ctx() ctx: ApiContext, @Arg('lineId', () => ID) lineId: string): Promise<CartView> {
    return ctx.services.cart.removeLine(ctx, lineId);
  }

  @Authorized(...CART_ACCESS.clearCart)
  @Mutation(() => CartView, { description: 'Empty the cart and drop its coupon.' })
  clearCart(@Ctx() ctx: ApiContext): Promise<CartView> {
    return ctx.services.cart.clearCart(ctx);
  }

  @Authorized(...CART_ACCESS.applyCoupon)
  @Mutation(() => CartView, { description: "Apply a coupon to the member's cart; refused codes are errors ('Invalid coupon', 'Add ₹X more to use this coupon', …)." })
  applyCoupon(@Ctx() ctx: ApiContext, @Arg('code', () => String) code: string): Promise<CartView> {
    return ctx.services.cart.applyCoupon(ctx, code);
  }

  @Authorized(...CART_ACCESS.removeCoupon)
  @Mutation(() => CartView)
  removeCoupon(@Ctx() ctx: ApiContext): Promise<CartView> {
    return ctx.services.cart.removeCoupon(ctx);
  }

  @Authorized(...CART_ACCESS.mergeGuestCart)
  @Mutation(() => CartAndWishlist, {
    description: "Right after login/register: merge the guest's localStorage cart, coupon and wishlist into the account, then clear the local copies.",
  })
  mergeGuestCart(@Ctx() ctx: ApiContext, @Arg('input', () => MergeGuestCartInput) input: MergeGuestCartInput): Promise<CartAndWishlist> {
    return ctx.services.guestMerge.merge(ctx, input);
  }
}

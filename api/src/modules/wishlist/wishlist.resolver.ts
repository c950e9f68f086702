import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { CartAndWishlist, MoveWishlistItemInput, WishlistView } from './wishlist.types';
import { WISHLIST_ACCESS } from './wishlist.access';

@Resolver()
export class WishlistResolver {
  @Authorized(...WISHLIST_ACCESS.list)
  @Query(() => WishlistView, { description: "The member's wishlist, newest first." })
  wishlist(@Ctx() ctx: ApiContext): Promise<WishlistView> {
    return ctx.services.wishlist.list(ctx);
  }

  @Query(() => WishlistView, { description: 'Product details for a guest wishlist (localStorage `wishlist`); unknown ids are left out.' })
  priceWishlist(@Ctx() ctx: ApiContext, @Arg('productIds', () => [ID]) productIds: string[]): Promise<WishlistView> {
    return ctx.services.wishlist.describe(productIds);
  }

  @Authorized(...WISHLIST_ACCESS.add)
  @Mutation(() => WishlistView, { description: 'Add a product; one already there is skipped (no error).' })
  addToWishlist(@Ctx() ctx: ApiContext, @Arg('productId', () => ID) productId: string): Promise<WishlistView> {
    return ctx.services.wishlist.add(ctx, productId);
  }

  @Authorized(...WISHLIST_ACCESS.remove)
  @Mutation(() => WishlistView)
  removeFromWishlist(@Ctx() ctx: ApiContext, @Arg('productId', () => ID) productId: string): Promise<WishlistView> {
    return ctx.services.wishlist.remove(ctx, productId);
  }

  @Authorized(...WISHLIST_ACCESS.clear)
  @Mutation(() => WishlistView)
  clearWishlist(@Ctx() ctx: ApiContext): Promise<WishlistView> {
    return ctx.services.wishlist.clear(ctx);
  }

  @Authorized(...WISHLIST_ACCESS.moveToCart)
  @Mutation(() => CartAndWishlist, { description: 'Add the product to the cart (size and colour needed when it has several) and take it off the wishlist.' })
  moveWishlistItemToCart(@Ctx() ctx: ApiContext, @Arg('input', () => MoveWishlistItemInput) input: MoveWishlistItemInput): Promise<CartAndWishlist> {
    return ctx.services.wishlist.moveToCart(ctx, input);
  }
}

import { AppError } from '../../http/errors';
import type { RequestContext } from '../../http/context';
import type { WishlistService } from '../wishlist/wishlist.service';
import type { CartAndWishlist } from '../wishlist/wishlist.types';
import { requireUser, type CartService } from './cart.service';
import type { MergeGuestCartInput } from './cart.types';

/**
 * Right after login or register the web sends the guest's localStorage cart, coupon and wishlist;
 * they join the member's (same lines add up, clamped to 99 and to stock; a valid coupon is kept),
 * and the web clears its local copies. Everything adjusted is reported as notices.
 */
export class GuestMergeService {
  constructor(private readonly cart: CartService, private readonly wishlist: WishlistService) {}

  async merge(ctx: Pick<RequestContext, 'user'>, input: MergeGuestCartInput): Promise<CartAndWishlist> {
    requireUser(ctx);
    const notices = await this.cart.mergeLines(ctx, input.lines ?? []);
    notices.push(...(await this.wishlist.addMany(ctx, input.wishlistProductIds ?? [])));
    const code = typeof input.couponCode === 'string' ? input.couponCode.trim() : '';
    if (code) {
      try {
        await this.cart.applyCoupon(ctx, code);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        notices.push(`Coupon ${code.toUpperCase()} was not applied: ${error.message}`);
      }
    }
    const cart = await this.cart.getCart(ctx, notices);
    return { cart, wishlist: await this.wishlist.list(ctx), notices: cart.notices };
  }
}

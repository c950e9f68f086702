import type { DataSource } from 'typeorm';
import { isDuplicateKey } from '../../kernel/dialect';
import { AppError } from '../../kernel/errors';
import type { RequestContext } from '../../kernel/context';
import type { WishlistService } from '../wishlist/wishlist.service';
import type { CartAndWishlist } from '../wishlist/wishlist.types';
import { GuestMerge } from './cart.entity';
import { requireUser } from '../auth/guards';
import type { CartService } from './cart.service';
import type { MergeGuestCartInput } from './cart.types';

/**
 * Right after login or register the web sends the guest's localStorage cart, coupon and wishlist;
 * they join the member's (same lines add up, clamped to 99 and to stock; a valid coupon is kept),
 * and the web clears its local copies. Everything adjusted is reported as notices.
 *
 * The browser names each guest cart with a merge key. The first send with a key claims it
 * (UNIQUE(userId, mergeKey)); a repeat — the page reloaded before the answer arrived, or two tabs
 * merged at once — only reads the account back, so no line is ever counted twice.
 */
export class GuestMergeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cart: CartService,
    private readonly wishlist: WishlistService,
  ) {}

  async merge(ctx: Pick<RequestContext, 'user' | 'sessionExpired' | 'ip'>, input: MergeGuestCartInput): Promise<CartAndWishlist> {
    const userId = requireUser(ctx).id;
    const claim = await this.claim(userId, input.mergeKey);
    if (claim === 'already merged') return this.current(ctx, []);
    try {
      return await this.apply(ctx, input);
    } catch (error) {
      // Nothing was merged, so the same guest cart may be sent again.
      if (claim) await this.dataSource.getRepository(GuestMerge).delete(claim);
      throw error;
    }
  }

  /** Claims the key for this account: its row id, 'already merged', or null when no key was sent. */
  private async claim(userId: number, mergeKey: string | null | undefined): Promise<number | 'already merged' | null> {
    const key = typeof mergeKey === 'string' ? mergeKey.trim() : '';
    if (!key || key.length > 64) return null;
    try {
      const { identifiers } = await this.dataSource.getRepository(GuestMerge).insert({ userId, mergeKey: key });
      return identifiers[0].id as number;
    } catch (error) {
      if (isDuplicateKey(error)) return 'already merged';
      throw error;
    }
  }

  private async apply(ctx: Pick<RequestContext, 'user' | 'sessionExpired' | 'ip'>, input: MergeGuestCartInput): Promise<CartAndWishlist> {
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
    return this.current(ctx, notices);
  }

  private async current(ctx: Pick<RequestContext, 'user' | 'sessionExpired'>, notices: string[]): Promise<CartAndWishlist> {
    const cart = await this.cart.getCart(ctx, notices);
    return { cart, wishlist: await this.wishlist.list(ctx), notices: cart.notices };
  }
}

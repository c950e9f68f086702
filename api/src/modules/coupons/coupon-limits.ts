import { tooManyRequests } from '../../kernel/errors';
import { countAttempt, giveBackAttempt, type AttemptCounter, type Limit, type RateLimitStore } from '../../infra/rate-limits';
import type { RequestContext } from '../../kernel/context';
import { AUTH_MESSAGES } from '../auth/auth.messages';

/**
 * Coupon codes typed by a shopper (applyCoupon, or priceCart with a code), per client IP and per
 * account, in one-minute windows. Each code is counted before it is looked up and given back when
 * it names a real coupon, so a shopper re-pricing a cart with their code is never slowed down while
 * someone trying codes (15 aliases a request, or many requests) is stopped after a handful.
 */
export const COUPON_LIMITS: { ip: Limit; account: Limit } = {
  ip: { points: 20, durationSeconds: 60 },
  account: { points: 10, durationSeconds: 60 },
};

export class CouponLimits {
  constructor(private readonly store: RateLimitStore) {}

  private counters(ctx: Pick<RequestContext, 'user' | 'ip'>): AttemptCounter[] {
    return [
      { bucket: 'coupon:ip', key: ctx.ip, limit: COUPON_LIMITS.ip },
      ...(ctx.user ? [{ bucket: 'coupon:account', key: String(ctx.user.id), limit: COUPON_LIMITS.account }] : []),
    ];
  }

  /** Count a code about to be looked up; 429 'Too many attempts…' when the IP or account is over. */
  async consume(ctx: Pick<RequestContext, 'user' | 'ip'>): Promise<void> {
    const refused = await countAttempt(this.store, this.counters(ctx));
    if (refused) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, refused.retryAfterSeconds);
  }

  /** The code named a real coupon: not a guess, give the attempt back. */
  async found(ctx: Pick<RequestContext, 'user' | 'ip'>): Promise<void> {
    await giveBackAttempt(this.store, this.counters(ctx));
  }
}

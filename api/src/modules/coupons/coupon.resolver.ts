import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { COUPON_ACCESS } from './coupons.access';
import { CouponInput, CouponView, couponDraft, couponView } from './coupon.types';

/** Coupons for the back office (manage_coupons); the cart applies them (coupon.rules, pricing.rules). */
@Resolver()
export class CouponResolver {
  @Authorized(...COUPON_ACCESS.list)
  @Query(() => [CouponView], { description: 'Every coupon, newest first, with how often it was used. manage_coupons.' })
  async coupons(@Ctx() ctx: ApiContext): Promise<CouponView[]> {
    return (await ctx.services.couponAdmin.list()).map(couponView);
  }

  @Authorized(...COUPON_ACCESS.create)
  @Mutation(() => CouponView, { description: 'Add a coupon (active, one use per customer unless told otherwise). manage_coupons.' })
  async createCoupon(@Ctx() ctx: ApiContext, @Arg('input', () => CouponInput) input: CouponInput): Promise<CouponView> {
    return couponView(await ctx.services.couponAdmin.create(ctx, couponDraft(input)));
  }

  @Authorized(...COUPON_ACCESS.update)
  @Mutation(() => CouponView, { description: 'Change a coupon; fields left out keep their value. manage_coupons.' })
  async updateCoupon(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string, @Arg('input', () => CouponInput) input: CouponInput): Promise<CouponView> {
    return couponView(await ctx.services.couponAdmin.update(ctx, id, couponDraft(input)));
  }

  @Authorized(...COUPON_ACCESS.deactivate)
  @Mutation(() => CouponView, { description: 'Switch a coupon off (it stays in the list with its usage). manage_coupons.' })
  async deactivateCoupon(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string): Promise<CouponView> {
    return couponView(await ctx.services.couponAdmin.deactivate(ctx, id));
  }
}

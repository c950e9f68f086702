import type { Services } from '../../kernel/registry';
import type { CouponService } from './coupon.service';

declare module '../../kernel/registry' {
  interface Services {
    coupons: CouponService;
  }
}

/** The coupons domain as the adapters see it: its GraphQL resolvers and its REST routers under /api. */
export const couponsModule = {
  resolvers: [],
  rest: [],
};

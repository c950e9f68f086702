import type { DomainModule } from '../../kernel/rest';
import type { CouponService } from './coupon.service';

declare module '../../kernel/registry' {
  interface Services {
    coupons: CouponService;
  }
}

/** The coupons domain as the adapters see it: its GraphQL resolvers and its REST routes under /api. */
export const couponsModule: DomainModule = {
  name: 'coupons',
  resolvers: [],
  rest: [],
};

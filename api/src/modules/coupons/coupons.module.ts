import type { DomainModule } from '../../kernel/rest';
import type { CouponService } from './coupon.service';
import type { CouponAdminService } from './coupon-admin.service';
import { CouponResolver } from './coupon.resolver';
import { couponAdminRoutes } from './coupon.rest';

declare module '../../kernel/registry' {
  interface Services {
    coupons: CouponService;
    /** The back office's coupons (manage_coupons). */
    couponAdmin: CouponAdminService;
  }
}

/** The coupons domain as the adapters see it: its GraphQL resolvers and its REST routes under /api. */
export const couponsModule: DomainModule = {
  name: 'coupons',
  resolvers: [CouponResolver],
  rest: [{ path: '/admin/coupons', routes: couponAdminRoutes }],
};

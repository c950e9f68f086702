import { permission } from '../../kernel/access';

/** Who may manage coupons — enforced by GraphQL (@Authorized) and REST (route access). SPEC.md §6: manage_coupons. */
const MANAGE_COUPONS = permission('manage_coupons');

export const COUPON_ACCESS = {
  list: MANAGE_COUPONS,
  create: MANAGE_COUPONS,
  update: MANAGE_COUPONS,
  deactivate: MANAGE_COUPONS,
} as const;

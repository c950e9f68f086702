import { permission, PUBLIC } from '../../kernel/access';

const MANAGE_BANNERS = permission('manage_banners');

/** Who may call each promo-banner operation — enforced by GraphQL (@Authorized) and REST (route access). */
export const BANNER_ACCESS = {
  /** The live banner: every shopper's page asks for it. */
  active: PUBLIC,
  list: MANAGE_BANNERS,
  create: MANAGE_BANNERS,
  update: MANAGE_BANNERS,
  remove: MANAGE_BANNERS,
} as const;

import { PUBLIC, SIGNED_IN } from '../../kernel/access';

/** Who may call each wishlist operation — enforced by GraphQL (@Authorized) and REST (route access). */
export const WISHLIST_ACCESS = {
  list: SIGNED_IN,
  /** Product details for a guest's wishlist kept in the browser. */
  describe: PUBLIC,
  add: SIGNED_IN,
  remove: SIGNED_IN,
  clear: SIGNED_IN,
  moveToCart: SIGNED_IN,
} as const;

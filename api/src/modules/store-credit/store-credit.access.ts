import { SIGNED_IN } from '../../kernel/access';

/** Who may call each store-credit operation — enforced by GraphQL (@Authorized) and REST (route access). */
export const STORE_CREDIT_ACCESS = {
  /** A member's own balance and entries (a guest has none; an API key acts for no shopper). */
  myStoreCredit: SIGNED_IN,
} as const;

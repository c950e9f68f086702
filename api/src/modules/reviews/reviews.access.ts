import { permission, PUBLIC, SIGNED_IN } from '../../kernel/access';

/**
 * Who may call each review and back-in-stock operation — enforced by GraphQL (@Authorized) and REST
 * (route access). Reading reviews and asking for a back-in-stock mail are public; writing and voting
 * need a member (the service then asks for a delivered order); moderation is the catalogue desk's
 * (manage_products in Catalog). No API key scope: reviews are shoppers' words, moderated by people.
 */
export const REVIEWS_ACCESS = {
  reviews: PUBLIC,
  myReview: SIGNED_IN,
  writeReview: SIGNED_IN,
  vote: SIGNED_IN,
  moderate: permission('manage_products', 'Catalog'),
  /** Public but limited per client address (StockAlertService); a member's own address is used. */
  notifyMe: PUBLIC,
  /** The signed one-click link from the mail. */
  unsubscribe: PUBLIC,
} as const;

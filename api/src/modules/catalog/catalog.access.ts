import { PUBLIC } from '../../kernel/access';

/**
 * Who may call each catalogue read — enforced by GraphQL (@Authorized) and REST (route access).
 * The catalogue reads the same for everyone. (Writes arrive with the catalogue back office.)
 */
export const CATALOG_ACCESS = {
  products: PUBLIC,
  product: PUBLIC,
} as const;

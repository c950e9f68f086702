import { anyOf, permission, PUBLIC, scope } from '../../kernel/access';

/** SPEC.md §2/§6: the catalogue back office needs manage_products in the Catalog department. */
const MANAGE_PRODUCTS = permission('manage_products', 'Catalog');

/**
 * Who may call each catalogue read — enforced by GraphQL (@Authorized) and REST (route access).
 * The catalogue reads the same for everyone; the back office's reads and writes need manage_products.
 */
export const CATALOG_ACCESS = {
  products: PUBLIC,
  product: PUBLIC,
  /**
   * The back office: product list and editor, grid, stock, pictures, CSV, categories, collections.
   * An API key needs catalog:write (catalog:read is the public catalogue, open to any key).
   */
  manage: anyOf(MANAGE_PRODUCTS, scope('catalog:write')),
} as const;

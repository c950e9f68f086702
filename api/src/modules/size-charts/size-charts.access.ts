import { anyOf, permission, PUBLIC, scope } from '../../kernel/access';

/**
 * Who may call each size-chart operation. Shoppers read a chart with its product (public, like the
 * catalogue); editing is the catalogue back office's (manage_products, Catalog; an API key with catalog:write).
 */
export const SIZE_CHART_ACCESS = {
  read: PUBLIC,
  manage: anyOf(permission('manage_products', 'Catalog'), scope('catalog:write')),
} as const;

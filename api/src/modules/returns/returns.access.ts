import { anyOf, permission, PUBLIC, scope, SIGNED_IN } from '../../kernel/access';

/** The Orders desk looks at returns with view_orders (or manage_orders); an API key with orders:read. */
const VIEW_RETURNS = anyOf(permission('view_orders', 'Orders'), permission('manage_orders', 'Orders'), scope('orders:read'));

/**
 * Who may call each returns operation — enforced by GraphQL (@Authorized) and REST (route access).
 * A shopper's operations are public here because the service checks the order's owner exactly as
 * reading the order does: the member's session, or a guest's signed order token; anyone else 404.
 */
export const RETURN_ACCESS = {
  /** The store's return window: what its pages promise anyway. */
  policy: PUBLIC,
  request: PUBLIC,
  orderReturns: PUBLIC,
  options: PUBLIC,
  myReturns: SIGNED_IN,
  list: VIEW_RETURNS,
  detail: VIEW_RETURNS,
  csv: VIEW_RETURNS,
  /** The desk moves a return along returns.rules' table. */
  move: anyOf(permission('manage_orders', 'Orders'), scope('orders:write')),
} as const;

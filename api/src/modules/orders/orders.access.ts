import { anyOf, permission, PUBLIC, scope, SIGNED_IN } from '../../kernel/access';

/**
 * Who may call each order operation — enforced by GraphQL (@Authorized) and REST (route access).
 * Guests order too: reading, cancelling and paying again are public here because the order service
 * checks the order's owner — the member's session, or a guest's signed order token.
 */
export const ORDER_ACCESS = {
  checkoutSettings: PUBLIC,
  placeOrder: PUBLIC,
  myOrders: SIGNED_IN,
  order: PUBLIC,
  cancel: PUBLIC,
  /** Stop WhatsApp updates for one order: its member, or a guest with the order's signed token. */
  stopWhatsapp: PUBLIC,
  retryPayment: PUBLIC,
  invoice: PUBLIC,
  /** The back office moves an order along the state machine. */
  updateStatus: anyOf(permission('manage_orders', 'Orders'), scope('orders:write')),
} as const;

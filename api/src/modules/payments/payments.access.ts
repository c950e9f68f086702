import { anyOf, permission, PUBLIC } from '../../kernel/access';

/**
 * Who may call each payment operation — enforced by GraphQL (@Authorized) and REST (route access).
 * All are public: what protects them is the gateway's signature (verify, webhook, sandbox) or the
 * order's signed token / its member's session (retry), checked by the payment and order services.
 */
export const PAYMENT_ACCESS = {
  verifyReturn: PUBLIC,
  webhook: PUBLIC,
  retry: PUBLIC,
  sandboxPage: PUBLIC,
  sandboxDecide: PUBLIC,
  /** The back office's payment panel of an order (attempts, refunds, the gateway's record). */
  panel: anyOf(permission('view_orders', 'Orders'), permission('manage_orders', 'Orders')),
  /** "Check payment": ask the gateway now about an order still waiting. */
  check: permission('manage_orders', 'Orders'),
} as const;

import { anyOf, permission, PUBLIC, scope } from '../../kernel/access';

/**
 * Who may read the GST documents. A customer's copy is public here because the order service checks
 * the order's owner exactly as reading the order does (the member's session, or a guest's signed
 * token); anyone else gets 404. The desk reads credit notes as it reads returns.
 */
export const INVOICE_ACCESS = {
  customerCreditNote: PUBLIC,
  deskCreditNote: anyOf(permission('view_orders', 'Orders'), permission('manage_orders', 'Orders'), scope('orders:read')),
} as const;

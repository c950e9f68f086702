/** What people read from the invoices domain. */
export const INVOICE_MESSAGES = {
  noCreditNote: 'No credit note has been issued for this return',
} as const;

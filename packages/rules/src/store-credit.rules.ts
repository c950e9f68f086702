/**
 * Store credit: money the shop owes a member (a cash-on-delivery return refunded as credit, an order
 * paid with credit and then cancelled), spent at checkout. One copy of the split for the checkout
 * summary and the server that debits it. Integer paise.
 */

/** Why the balance moved: a return refunded as credit, an order paid with it, that order cancelled, or a person's correction. */
export const STORE_CREDIT_REASONS = ['return', 'order_payment', 'order_cancelled', 'adjustment'] as const;
export type StoreCreditReason = (typeof STORE_CREDIT_REASONS)[number];

/** What the shopper reads beside each entry on /account. */
export const STORE_CREDIT_REASON_LABELS: Readonly<Record<StoreCreditReason, string>> = {
  return: 'Refund for a return',
  order_payment: 'Paid towards an order',
  order_cancelled: 'Order cancelled: credit returned',
  adjustment: 'Adjusted by Kapda',
};

export const isStoreCreditReason = (v: unknown): v is StoreCreditReason => typeof v === 'string' && (STORE_CREDIT_REASONS as readonly string[]).includes(v);

export interface StoreCreditSplit {
  /** Paid from the balance (paise). */
  credit: number;
  /** Left to pay online or on delivery (paise). */
  due: number;
  /** The credit pays everything: no online payment, nothing to collect on delivery. */
  covered: boolean;
}

/** How an order of `totalPaise` is paid when the shopper uses a balance of `balancePaise`: as much credit as covers it, never more than the balance. */
export function splitStoreCredit(totalPaise: number, balancePaise: number, use = true): StoreCreditSplit {
  const total = Math.max(0, Math.floor(totalPaise));
  const credit = use ? Math.max(0, Math.min(total, Math.floor(balancePaise))) : 0;
  const due = total - credit;
  return { credit, due, covered: credit > 0 && due === 0 };
}

export const STORE_CREDIT_MESSAGES = {
  /** Checkout's checkbox: "Use store credit (₹1,200.00 available)". */
  useLabel: (available: string) => `Use store credit (${available} available)`,
  noBalance: 'You have no store credit to use',
  membersOnly: 'Sign in to use your store credit',
  changed: 'Your store credit changed while you were checking out. Please review your order and place it again',
  coveredNote: 'Paid in full with store credit: nothing to pay online or on delivery',
} as const;

/** @cashfreepayments/cashfree-js 1.0.7 ships no types: the loader's one call, as its README describes it. */
declare module '@cashfreepayments/cashfree-js' {
  export interface CashfreeCheckout {
    checkout(options: { paymentSessionId: string; redirectTarget?: '_self' | '_blank' | '_top' | '_modal' | HTMLElement }): Promise<{ error?: { message?: string }; redirect?: boolean; paymentDetails?: unknown }>;
  }
  export function load(options: { mode: 'sandbox' | 'production' }): Promise<CashfreeCheckout | null>;
}

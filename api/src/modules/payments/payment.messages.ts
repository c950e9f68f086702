/** What a shopper reads about payments: refusals of a payment answer, and what /payment/callback says. */
export const PAYMENT_MESSAGES = {
  badSignature: 'This payment answer could not be verified',
  unknownPayment: 'Payment not found',
  amountMismatch: 'The amount paid does not match the order',
  onlineUnavailable: 'Online payment is not available right now. Please choose cash on delivery.',
  noSandbox: 'Not found',
  switchedToCod: 'Your order is confirmed. Please pay cash on delivery.',
  gatewayDown: 'We could not reach the payment gateway. Your order is waiting: please try "Pay now" again in a minute, or choose cash on delivery.',
  paymentChecked: 'Payment checked with the gateway',
  /** By outcome, on /payment/callback. */
  results: {
    paid: 'Payment received. Your order is confirmed.',
    failed: 'Your payment did not go through. No money was taken; you can try again.',
    late_refunded: 'Your payment arrived after the order had stopped waiting for it, so it is being refunded.',
    pending: 'We have not heard from the payment gateway yet. Your order is waiting; this page and your order page show the result once it arrives.',
  },
} as const;

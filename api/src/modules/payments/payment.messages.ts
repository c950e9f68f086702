/** What /payment/callback says for each outcome. */
export const PAYMENT_RESULT_MESSAGES = {
  paid: 'Payment received. Your order is confirmed.',
  failed: 'Your payment did not go through. No money was taken; you can try again.',
  late_refunded: 'Your payment arrived after the order had expired, so it has been refunded. Please place the order again.',
} as const;

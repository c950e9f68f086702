/** What the orders domain says to shoppers and admins. */
export const ORDER_MESSAGES = {
  placed: 'Order placed successfully',
  notFound: 'Order not found',
  invalidQuantity: 'Quantity must be a whole number from 1 to 99',
  noItems: 'Your cart is empty',
  invalidKey: 'The Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores',
  unknownPincode: 'We could not find this PIN code. Please check it.',
  cancelled: 'Order cancelled',
  whatsappStopped: 'WhatsApp updates for this order are off',
  statusUpdated: 'Order status updated',
  noInvoice: 'The invoice is issued when the order ships',
  paymentNotNeeded: 'This order does not need a payment now',
  holdExpired: 'The time to pay for this order has run out. Please place the order again.',
  trackingRequired: 'Please give the courier and the tracking number to ship an order',
  tooManyUnpaid: (limit: number, minutes: number) =>
    `There are already ${limit} orders waiting for online payment from you. Please complete one of those payments, choose cash on delivery, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManyUnpaidPieces: (max: number) => `An order paid online can hold at most ${max} pieces while it waits for payment. Please place a smaller order or choose cash on delivery.`,
  keyReused: 'This Idempotency-Key was already used for a different order. Please send a new key with a new order.',
  cancelledUnpaid: 'Cancelled before it was paid; stock released',
} as const;

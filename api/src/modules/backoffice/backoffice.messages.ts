/** What the back office (dashboard, city analytics, order desk, customers) says when it refuses or confirms. */
export const BACKOFFICE_MESSAGES = {
  badDate: 'Dates must be written YYYY-MM-DD',
  rangeOrder: 'The start date must not be after the end date',
  rangeTooLong: 'Choose a range of at most 366 days',
  badStatus: 'Unknown order status',
  bulkMoveFailed: 'This order could not be changed just now. Please try it again.',
  badPaymentMethod: 'Payment method must be cod, online, store_credit or exchange',
  badCursor: 'This page link has expired; start again from the first page',
  noOrders: 'Choose at least one order',
  tooManyOrders: 'Choose at most 100 orders at a time',
  noteEmpty: 'Write a note first',
  noteTooLong: 'A note can be at most 1000 characters',
  customerNotFound: 'Customer not found',
  noteAdded: 'Note added',
  changedMeanwhile: 'Someone else changed this order meanwhile; reload it and try again',
} as const;

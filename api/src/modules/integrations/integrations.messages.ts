/** The texts integrators and admins read about API keys and webhooks. */
export const INTEGRATIONS_MESSAGES = {
  keyRefused: 'This API key is not valid: it is unknown, revoked or expired.',
  keyIsNotAPerson: 'An API key acts as an integration, not a person: sign in as a person for this.',
  missingScope: (scopes: string[]) => (scopes.length > 0 ? `This API key lacks the scope this needs (${scopes.join(' or ')}).` : 'This operation is not open to API keys.'),
  keyCreated: 'API key created. Copy it now: it is shown only once.',
  keyRevoked: 'API key revoked.',
  keyNotFound: 'API key not found',
  keyName: 'Give the key a name (1–80 characters).',
  keyScopes: (known: readonly string[]) => `Choose at least one scope from: ${known.join(', ')}.`,
  keyExpiry: 'The expiry must be a date and time in the future.',
  tooManyKeys: 'A store may hold at most 100 live API keys: revoke one first.',
  keyRateLimited: 'Too many requests with this API key. Slow down and try again after the time in Retry-After.',
} as const;

/** The texts about webhooks. */
export const WEBHOOK_MESSAGES = {
  created: 'Webhook endpoint created. Copy the signing secret now: it is shown only once.',
  updated: 'Webhook endpoint updated.',
  deleted: 'Webhook endpoint deleted.',
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  tooMany: 'A store may have at most 50 webhook endpoints.',
  events: 'Choose at least one event from: order.placed, order.status_changed, order.cancelled, payment.refunded, return.requested, return.status_changed, product.created, product.updated, stock.low, enquiry.received.',
  eventScope: (scope: string) => `This API key lacks the scope these events need (${scope}): a key receives only what it may read.`,
  otherUrl: "This event was addressed to the endpoint's earlier URL: it is not sent to another address.",
  ping: 'A test event from Kapda: your endpoint is reachable and the signature can be checked.',
} as const;

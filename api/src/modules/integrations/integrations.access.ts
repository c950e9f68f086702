import { ADMIN, anyOf, scope } from '../../kernel/access';

/**
 * Who may call each integration operation — enforced by GraphQL (@Authorized) and REST (route
 * access). Keys are made and revoked by admins only, never by a key (ADMIN names no scope).
 */
export const API_KEY_ACCESS = {
  list: ADMIN,
  create: ADMIN,
  revoke: ADMIN,
} as const;

/** Webhook endpoints: admins, or a key holding webhooks:manage (an integration registering its own receiver). */
const MANAGE_WEBHOOKS = anyOf(ADMIN, scope('webhooks:manage'));
export const WEBHOOK_ACCESS = {
  list: MANAGE_WEBHOOKS,
  create: MANAGE_WEBHOOKS,
  update: MANAGE_WEBHOOKS,
  remove: MANAGE_WEBHOOKS,
  test: MANAGE_WEBHOOKS,
  deliveries: MANAGE_WEBHOOKS,
  redeliver: MANAGE_WEBHOOKS,
} as const;

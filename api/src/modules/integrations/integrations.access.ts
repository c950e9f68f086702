import { ADMIN } from '../../kernel/access';

/**
 * Who may call each integration operation — enforced by GraphQL (@Authorized) and REST (route
 * access). Keys are made and revoked by admins only, never by a key (ADMIN names no scope).
 */
export const API_KEY_ACCESS = {
  list: ADMIN,
  create: ADMIN,
  revoke: ADMIN,
} as const;

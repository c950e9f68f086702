import { ADMIN } from '../../kernel/access';

/** Who may read the audit log — enforced by GraphQL (@Authorized) and REST (route access). */
export const AUDIT_ACCESS = {
  list: ADMIN,
} as const;

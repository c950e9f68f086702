/** Who may read the audit log, in the auth checker's words — one declaration for GraphQL and REST. */
export const AUDIT_LOG_REQUIREMENT = 'admin';

import type { Router } from 'express';
import type { Services } from '../../kernel/registry';
import type { AuditLog } from './audit.service';
import { AuditLogResolver } from './audit.resolver';
import { auditRestRouter } from './audit.rest';

declare module '../../kernel/registry' {
  interface Services {
    audit: AuditLog;
  }
}

/** The audit domain as the adapters see it: its GraphQL resolvers and its REST routers under /api. */
export const auditModule = {
  resolvers: [AuditLogResolver],
  rest: [
    { path: '/admin/audit-log', router: auditRestRouter },
  ] as Array<{ path: string; router: (services: Services) => Router }>,
};

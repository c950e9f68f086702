import type { DomainModule } from '../../kernel/rest';
import type { AuditLog } from './audit.service';
import { AuditLogResolver } from './audit.resolver';
import { auditRoutes } from './audit.rest';

declare module '../../kernel/registry' {
  interface Services {
    audit: AuditLog;
  }
}

/** The audit domain as the adapters see it: its GraphQL resolvers and its REST routes under /api. */
export const auditModule: DomainModule = {
  name: 'audit',
  resolvers: [AuditLogResolver],
  rest: [
    { path: '/admin/audit-log', routes: auditRoutes },
  ],
};

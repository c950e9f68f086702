import type { RestRoute } from '../../kernel/rest';
import { AUDIT_ACCESS } from './audit.access';
import { toRestAuditEntry } from './audit.types';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 60) : undefined);

/** GET /api/admin/audit-log?page&limit&entityType&entityId (admins only): {items, total, page, limit}. */
export const auditRoutes: RestRoute[] = [
  { method: 'get', path: '/', access: AUDIT_ACCESS.list, handle: async (ctx, { query }) => {
    const result = await ctx.services.audit.list({ page: Number(query.page) || 1, limit: Number(query.limit) || undefined, entityType: text(query.entityType), entityId: text(query.entityId) });
    return { ...result, items: result.items.map(toRestAuditEntry) };
  } },
];

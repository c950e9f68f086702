import express, { type Router } from 'express';
import { handle } from '../../http/rest';
import type { Services } from '../../kernel/registry';
import { requireRequirements } from '../auth/guards';
import { AUDIT_LOG_REQUIREMENT } from './audit.permissions';
import { toRestAuditEntry } from './audit.types';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 60) : undefined);

/** GET /api/admin/audit-log?page&limit&entityType&entityId (admins only): {items, total, page, limit}. */
export function auditRestRouter(_services: Services): Router {
  const router = express.Router();
  router.get('/', handle(async (ctx, req) => {
    requireRequirements(ctx, [AUDIT_LOG_REQUIREMENT]);
    const result = await ctx.services.audit.list({ page: Number(req.query.page) || 1, limit: Number(req.query.limit) || undefined, entityType: text(req.query.entityType), entityId: text(req.query.entityId) });
    return { ...result, items: result.items.map(toRestAuditEntry) };
  }));
  return router;
}

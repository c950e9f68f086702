import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { AUDIT_LOG_REQUIREMENT } from './audit.permissions';
import { AuditLogPage, toAuditEntryView } from './audit.types';

@Resolver()
export class AuditLogResolver {
  @Authorized(AUDIT_LOG_REQUIREMENT)
  @Query(() => AuditLogPage, { description: 'The back-office audit log, newest first (admins only).' })
  async auditLog(
    @Ctx() ctx: ApiContext,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
    @Arg('entityType', () => String, { nullable: true }) entityType?: string | null,
    @Arg('entityId', () => String, { nullable: true }) entityId?: string | null,
  ): Promise<AuditLogPage> {
    const result = await ctx.services.audit.list({ page: page ?? undefined, limit: limit ?? undefined, entityType, entityId });
    return { ...result, items: result.items.map(toAuditEntryView) };
  }
}

import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { AuditLogPage, toAuditEntryView } from './audit.types';
import { AUDIT_ACCESS } from './audit.access';

@Resolver()
export class AuditLogResolver {
  @Authorized(...AUDIT_ACCESS.list)
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

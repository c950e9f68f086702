import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { AuditEntry } from './audit-entry.entity';
import { describeChanges } from './audit.rules';

@ObjectType('AuditFieldChange', { description: "One field of a change as a person reads it: money in ₹ with two decimals, instants in India's time." })
export class AuditFieldChangeView {
  @Field(() => String, { description: "Where in the thing: 'title', 'variants[BK-M-RED].sellingPrice'." })
  field: string;

  @Field(() => String, { nullable: true, description: 'Null when the field was not there before (created).' })
  before: string | null;

  @Field(() => String, { nullable: true, description: 'Null when the field is gone (deleted).' })
  after: string | null;
}

@ObjectType('AuditEntry', { description: 'One back-office write: who, what, when, and the thing before and after.' })
export class AuditEntryView {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { nullable: true, description: 'The account that made the change (null if it has since been deleted).' })
  actorId: string | null;

  @Field(() => String)
  actorEmail: string;

  @Field(() => String, { description: "'<thing>.<verb>', e.g. 'promoBanner.update'." })
  action: string;

  @Field(() => String)
  entityType: string;

  @Field(() => String)
  entityId: string;

  @Field(() => String, { nullable: true, description: 'JSON of the thing before the change; null when it was created.' })
  before: string | null;

  @Field(() => String, { nullable: true, description: 'JSON of the thing after the change; null when it was deleted.' })
  after: string | null;

  @Field(() => [AuditFieldChangeView], { description: 'What changed, field by field (before → after).' })
  changes: AuditFieldChangeView[];

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType()
export class AuditLogPage {
  @Field(() => [AuditEntryView])
  items: AuditEntryView[];

  @Field(() => Int)
  total: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  limit: number;
}

export function toAuditEntryView(entry: AuditEntry): AuditEntryView {
  return {
    id: String(entry.id),
    actorId: entry.actorId === null ? null : String(entry.actorId),
    actorEmail: entry.actorEmail,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after,
    changes: describeChanges(entry.before, entry.after),
    createdAt: entry.createdAt,
  };
}

/** REST answers carry before/after parsed. */
export function toRestAuditEntry(entry: AuditEntry) {
  const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
  return { ...toAuditEntryView(entry), _id: String(entry.id), before: parse(entry.before), after: parse(entry.after) };
}

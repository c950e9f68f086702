import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One back-office write: who did it, what (action and the thing changed), when, and the thing as it
 * was before and after (JSON). Rows are only ever added. The actor's email is copied in so the log
 * still reads when the account is deleted.
 */
@Entity('audit_log')
@Index('IDX_audit_log_entity', ['entityType', 'entityId', 'id'])
export class AuditEntry {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int', nullable: true })
  actorId: number | null;

  @Column({ type: 'varchar', length: 254 })
  actorEmail: string;

  /** What was done, as `<thing>.<verb>`: 'promoBanner.create', 'siteContent.publish', 'enquiry.status'… */
  @Index('IDX_audit_log_action')
  @Column({ type: 'varchar', length: 60 })
  action: string;

  /** The kind of thing changed ('promoBanner', 'siteContent', 'enquiry'…) and its id (a page name for site content). */
  @Column({ type: 'varchar', length: 40 })
  entityType: string;

  @Column({ type: 'varchar', length: 60 })
  entityId: string;

  /** JSON of the thing before the change; null when it was created. */
  @Column({ type: 'text', nullable: true })
  before: string | null;

  /** JSON of the thing after the change; null when it was deleted. */
  @Column({ type: 'text', nullable: true })
  after: string | null;

  @Column({ type: 'varchar', length: 64 })
  ip: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** queued → sent, or → failed after the last retry. 'sending' marks a claim by one worker. */
export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed';

/**
 * A mail in the outbox. It is written in the same transaction as the change that causes it (so a
 * rolled-back registration sends nothing and a committed one always sends), then delivered by the
 * mail worker with retries.
 */
@Entity('mail_outbox')
@Index('IDX_mail_outbox_due', ['status', 'nextAttemptAt'])
export class OutboxMail {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('IDX_mail_outbox_to')
  @Column({ type: 'varchar', length: 254 })
  to: string;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  /** Which template made it (verification_code, password_reset, …). */
  @Column({ type: 'varchar', length: 40 })
  template: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text' })
  html: string;

  /** Extra headers the mail is sent with (List-Unsubscribe and List-Unsubscribe-Post on alert and newsletter mail), or null. */
  @Column({ type: 'simple-json', nullable: true })
  headers: Record<string, string> | null;

  @Column({ type: 'varchar', length: 10, default: 'queued' })
  status: OutboxStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'datetime' })
  nextAttemptAt: Date;

  /** A claimed mail whose worker died is retried after this. */
  @Column({ type: 'datetime', nullable: true })
  lockedUntil: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  /** 'smtp' or 'local' (no SMTP_URL: kept in the outbox, readable at /dev/outbox). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  transport: string | null;

  @Column({ type: 'datetime', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}

import type { MessageChannelName, MessageTransport } from './order-messages.rules';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * queued → sent, or → failed (refused for good, or out of retries). 'sending' marks a claim by one
 * worker; 'withdrawn': the shopper turned the updates off before it went (never sent).
 */
export type MessageStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'withdrawn';

/**
 * A template message to a shopper's phone, for one channel (`channel`: WhatsApp today; an SMS channel sends its own rows).
 * Written in the same transaction as the order move that causes it, then sent by the messaging
 * worker with retries — the mail outbox's pattern. `eventKey` is unique: one message per order and
 * event (a move replayed, two workers, a second refund of the same return never send twice).
 */
@Entity('message_outbox')
@Index('IDX_message_outbox_due', ['status', 'nextAttemptAt'])
export class OutboxMessage {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** The kind of message ('whatsapp'; 'sms' once an SMS channel exists): only that channel's worker sends it. */
  @Column({ type: 'varchar', length: 12 })
  channel: MessageChannelName;

  /** 91XXXXXXXXXX. */
  @Column({ type: 'varchar', length: 15 })
  to: string;

  @Index('IDX_message_outbox_order')
  @Column({ type: 'int', nullable: true })
  orderId: number | null;

  /** 'order:12:order_shipped', 'return:4:refund_processed'. */
  @Index('IDX_message_outbox_event', { unique: true })
  @Column({ type: 'varchar', length: 80 })
  eventKey: string;

  @Column({ type: 'varchar', length: 60 })
  template: string;

  @Column({ type: 'varchar', length: 10 })
  language: string;

  /** The body parameters in order. */
  @Column({ type: 'simple-json' })
  parameters: string[];

  /** The text the shopper reads (the template's body filled in), for the local outbox and support. */
  @Column({ type: 'varchar', length: 1000 })
  preview: string;

  @Column({ type: 'varchar', length: 10, default: 'queued' })
  status: MessageStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'datetime' })
  nextAttemptAt: Date;

  /** A claimed message whose worker died is tried again after this. */
  @Column({ type: 'datetime', nullable: true })
  lockedUntil: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  /** Who took it: the channel's provider ('whatsapp': the Cloud API) or 'local' (not configured: kept here, readable at /dev/messages). */
  @Column({ type: 'varchar', length: 12, nullable: true })
  transport: MessageTransport | null;

  /** The provider's id of the sent message (WhatsApp's wamid). */
  @Column({ type: 'varchar', length: 128, nullable: true })
  providerMessageId: string | null;

  @Column({ type: 'datetime', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}

/** One try at sending a message: when, the provider's answer status (null: no answer), what it said. */
@Entity('message_attempts')
export class MessageAttempt {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('IDX_message_attempts_message')
  @Column({ type: 'int' })
  messageId: number;

  @Column({ type: 'int', nullable: true })
  statusCode: number | null;

  /** 'sent', 'retry' or 'failed'. */
  @Column({ type: 'varchar', length: 10 })
  outcome: string;

  @Column({ type: 'varchar', length: 500 })
  detail: string;

  @Column({ type: 'int' })
  durationMs: number;

  @Column({ type: 'datetime' })
  attemptedAt: Date;
}

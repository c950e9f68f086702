import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Where an integration wants events sent. The signing secret is kept as it is (it signs every
 * delivery) and shown to the admin once, when the endpoint is made.
 */
@Entity('webhook_endpoints')
export class WebhookEndpoint {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 500 })
  url: string;

  @Column({ type: 'simple-json' })
  events: string[];

  @Column({ type: 'varchar', length: 80 })
  secret: string;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** Set when the endpoint was switched off after a delivery failed for a day (an admin switches it on again). */
  @Column({ type: 'datetime', nullable: true })
  disabledAt: Date | null;

  @Column({ type: 'varchar', length: 254 })
  createdByEmail: string;

  /** The API key that registered it (null: an admin did): a key sees and changes only its own endpoints. */
  @Column({ type: 'int', nullable: true })
  createdByKeyId: number | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}

/**
 * One event for one endpoint: the outbox row, written in the same transaction as the change, and
 * the delivery's state. The body is fixed when the event happens, so a retry sends the same bytes.
 */
@Entity('webhook_deliveries')
@Index('IDX_webhook_deliveries_due', ['status', 'nextAttemptAt'])
@Index('IDX_webhook_deliveries_resource', ['endpointId', 'resource', 'id'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  endpointId: number;

  /** The event's id (X-Kapda-Event-Id): the same for every endpoint and every retry. */
  @Column({ type: 'varchar', length: 40 })
  eventId: string;

  @Column({ type: 'varchar', length: 40 })
  eventType: string;

  /** 'order:12': deliveries for one resource go out in order. */
  @Column({ type: 'varchar', length: 60 })
  resource: string;

  @Column({ type: 'text' })
  body: string;

  /**
   * The URL the endpoint had when the event happened: the event goes there or nowhere, so changing
   * an endpoint's URL (or redelivering later) never sends a stored body somewhere new.
   */
  @Column({ type: 'varchar', length: 500, nullable: true })
  url: string | null;

  /** pending | sending | delivered | failed (gave up after a day) | dropped (the endpoint's URL changed first). */
  @Column({ type: 'varchar', length: 12 })
  status: string;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'datetime' })
  nextAttemptAt: Date;

  @Column({ type: 'datetime', nullable: true })
  lockedUntil: Date | null;

  @Column({ type: 'int', nullable: true })
  lastStatusCode: number | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}

/** One attempt to deliver: when, the answer's status, how long it took, the start of the answer. */
@Entity('webhook_attempts')
@Index('IDX_webhook_attempts_endpoint', ['endpointId', 'id'])
export class WebhookAttempt {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  endpointId: number;

  @Index('IDX_webhook_attempts_delivery')
  @Column({ type: 'int' })
  deliveryId: number;

  @Column({ type: 'varchar', length: 40 })
  eventType: string;

  @Column({ type: 'varchar', length: 40 })
  eventId: string;

  /** null when no answer came (refused address, timeout, connection error). */
  @Column({ type: 'int', nullable: true })
  statusCode: number | null;

  @Column({ type: 'int' })
  durationMs: number;

  /** The first 500 characters of the answer, or why there was none. */
  @Column({ type: 'varchar', length: 600 })
  response: string;

  @Column({ type: 'datetime' })
  attemptedAt: Date;
}

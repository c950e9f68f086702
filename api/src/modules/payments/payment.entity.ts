import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Order } from '../orders/order.entity';

/** One attempt to collect an order's money through a gateway (a retry is a new attempt). Paise. */
@Entity('payments')
export class Payment {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('IDX_payments_order')
  @Column({ type: 'int' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId' })
  order?: Order;

  /** 'sandbox' (or a real gateway's name). */
  @Column({ type: 'varchar', length: 20 })
  gateway: string;

  /** Our reference the gateway echoes back (random, unguessable). */
  @Index('IDX_payments_reference', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  reference: string;

  @Column({ type: 'int' })
  amount: number;

  /** 'created' | 'paid' | 'failed' | 'abandoned' (superseded by a retry) | 'refunded' | 'review' (amount differs: for a person). */
  @Column({ type: 'varchar', length: 20, default: 'created' })
  status: string;

  /** The gateway's own id for the payment, once it answers. */
  @Column({ type: 'varchar', length: 80, nullable: true })
  gatewayPaymentId: string | null;

  /** The gateway's id for this attempt's order (Razorpay order_…, Cashfree order_id); null for the sandbox. */
  @Index('IDX_payments_gateway_order')
  @Column({ type: 'varchar', length: 80, nullable: true })
  gatewayOrderId: string | null;

  /** What the browser needs to open the gateway's checkout for this attempt (ids only, never a secret); reused on a replay. */
  @Column({ type: 'simple-json', nullable: true })
  checkout: Record<string, string | number> | null;

  /** When reconciliation last asked the gateway (its claim: one process asks at a time). */
  @Column({ type: 'datetime', nullable: true })
  checkedAt: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}

/**
 * Money given back for one payment, through the gateway it was paid with. `refundKey` is ours and
 * unique: asking again finds the same row (and the gateway gets the same idempotency key). Several
 * refunds may stand against one payment (returns refund part of an order).
 */
@Entity('payment_refunds')
export class PaymentRefund {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('IDX_payment_refunds_order')
  @Column({ type: 'int' })
  orderId: number;

  @Column({ type: 'int' })
  paymentId: number;

  @Column({ type: 'varchar', length: 20 })
  gateway: string;

  @Index('IDX_payment_refunds_key', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  refundKey: string;

  /** Paise. */
  @Column({ type: 'int' })
  amount: number;

  /** 'cancel' (the order's payment, back in full), 'late' (paid after the order stopped waiting), 'return'. */
  @Column({ type: 'varchar', length: 20 })
  reason: string;

  /**
   * 'pending' (asked, the gateway took it) | 'processed' | 'failed' (not taken yet — no failure — or refused: the
   * failure says why) | 'withdrawn' (a return's refund the desk made another way, or asked again under a new key).
   */
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: string;

  @Index('IDX_payment_refunds_gateway_id')
  @Column({ type: 'varchar', length: 80, nullable: true })
  gatewayRefundId: string | null;

  /** The gateway's words when it failed. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  failure: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}

/**
 * Everything a gateway and the store said about an order's money: each call (create, check, refund)
 * and each webhook, with ids, amount and the gateway's reason for a failure — the back office's
 * payment panel. A webhook's `eventKey` (gateway + its event id) is unique: a replay is seen once.
 */
@Entity('payment_events')
export class PaymentEvent {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('IDX_payment_events_order')
  @Column({ type: 'int', nullable: true })
  orderId: number | null;

  @Column({ type: 'int', nullable: true })
  paymentId: number | null;

  @Column({ type: 'varchar', length: 20 })
  gateway: string;

  /** 'create' | 'return' | 'webhook' | 'check' | 'refund' | 'flag'. */
  @Column({ type: 'varchar', length: 20 })
  kind: string;

  /** The event or call ('payment.captured', 'PAYMENT_SUCCESS_WEBHOOK', 'refund requested'…). */
  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Index('IDX_payment_events_key', { unique: true })
  @Column({ type: 'varchar', length: 120, nullable: true })
  eventKey: string | null;

  @Column({ type: 'boolean', default: true })
  ok: boolean;

  /** Paise, when the event names an amount. */
  @Column({ type: 'int', nullable: true })
  amount: number | null;

  /** The gateway's id the event is about (payment, refund or order id). */
  @Column({ type: 'varchar', length: 80, nullable: true })
  gatewayRef: string | null;

  /** What happened, in words (a failure's reason as the gateway gave it). Never a secret. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  detail: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}

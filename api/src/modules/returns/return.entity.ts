import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Order } from '../orders/order.entity';

/**
 * A customer's return of pieces of one delivered order (returns.rules.ts RETURN_TRANSITIONS is its
 * state machine). Money in paise. Status changes only through ReturnService.move, each recorded as
 * an OrderReturnEvent.
 */
@Entity('order_returns')
@Index('IDX_order_returns_status_created', ['status', 'createdAt'])
export class OrderReturn {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** RTN-2611-482193: the day (DDMM) and a number scrambled from the id, like an order's. */
  @Index('IDX_order_returns_number', { unique: true })
  @Column({ type: 'varchar', length: 24 })
  returnNumber: string;

  @Index('IDX_order_returns_order')
  @Column({ type: 'int' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'orderId' })
  order?: Order;

  /** The member who asked (the order's member); null for a guest's order. */
  @Index('IDX_order_returns_user')
  @Column({ type: 'int', nullable: true })
  userId: number | null;

  /** Where mail about the return goes (the order's email). */
  @Column({ type: 'varchar', length: 255, default: '' })
  email: string;

  /** returns.rules RETURN_STATUSES (a varchar, no enum column). */
  @Column({ type: 'varchar', length: 20, default: 'requested' })
  status: string;

  /** 'refund' | 'exchange'. The desk may turn an exchange into a refund when the new size sold out. */
  @Column({ type: 'varchar', length: 10 })
  resolution: string;

  /**
   * Where a refund goes: 'original' (the online payment, through its gateway) | 'store_credit' | 'bank' (paid by
   * bank/UPI, the desk records a reference — what 'original' means for cash on delivery). For a return of an
   * exchange's replacement order, "the payment" is the order it replaced (ReturnService.moneyOrder).
   */
  @Column({ type: 'varchar', length: 20, default: 'original' })
  refundTo: string;

  /** A bank/UPI refund: the shopper's UPI ID the desk pays to (only the desk sees it whole). */
  @Column({ type: 'varchar', length: 320, nullable: true })
  refundUpiId: string | null;

  /** What the customer paid for the returned pieces (their share of the coupon taken off); 0 for an exchange until its replacement is cancelled and the value refunded. */
  @Column({ type: 'int', default: 0 })
  refundAmount: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  comment: string | null;

  /** The pickup's courier and tracking number (given when it is approved or picked up). */
  @Column({ type: 'varchar', length: 60, nullable: true })
  courier: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  trackingNumber: string | null;

  /** The bank/UPI transfer's reference the desk records for a 'bank' refund. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  refundReference: string | null;

  /** Why the desk rejected it (or QC failed), as the customer is told. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  rejectionReason: string | null;

  /** An exchange's replacement order (paymentMethod 'exchange', the pieces' value paid by the exchange), once the return is exchanged. */
  @Index('IDX_order_returns_replacement')
  @Column({ type: 'int', nullable: true })
  replacementOrderId: number | null;

  /** Whether the exchange's new pieces are held (taken from stock on approval, given back if it ends otherwise). */
  @Column({ type: 'boolean', default: false })
  exchangeHeld: boolean;

  @Column({ type: 'datetime', nullable: true })
  refundedAt: Date | null;

  /** Hash of the shopper's Idempotency-Key with the order and who asked (kernel/idempotency): a retried request finds this return. */
  @Index('IDX_order_returns_idempotency', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyKey: string | null;

  /** Hash of the request the key was first sent with: the same key with another request is refused (422). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyBody: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}

/** Pieces of one order line in a return: how many, why, and (exchange) for which variant. Paise. */
@Entity('order_return_items')
export class OrderReturnItem {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('IDX_order_return_items_return')
  @Column({ type: 'int' })
  returnId: number;

  @ManyToOne(() => OrderReturn, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'returnId' })
  orderReturn?: OrderReturn;

  @Index('IDX_order_return_items_line')
  @Column({ type: 'int' })
  orderLineId: number;

  @Column({ type: 'int' })
  productId: number;

  @Column({ type: 'int' })
  variantId: number;

  @Column({ type: 'varchar', length: 40 })
  variantSku: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 20 })
  size: string;

  @Column({ type: 'varchar', length: 40 })
  color: string;

  @Column({ type: 'int' })
  quantity: number;

  /** returns.rules RETURN_REASONS. */
  @Column({ type: 'varchar', length: 30 })
  reason: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  comment: string | null;

  /** The variant wanted instead (exchange). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  exchangeForSku: string | null;

  @Column({ type: 'int', nullable: true })
  exchangeForVariantId: number | null;

  /** What the customer paid for these pieces (returns.rules pieceRefund): the credit note's value, and the refund for a refund. */
  @Column({ type: 'int', default: 0 })
  refundShare: number;
}

/** Every move of a return: when, to what, by whom, with the desk's note. */
@Entity('order_return_events')
export class OrderReturnEvent {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('IDX_order_return_events_return')
  @Column({ type: 'int' })
  returnId: number;

  @ManyToOne(() => OrderReturn, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'returnId' })
  orderReturn?: OrderReturn;

  @Column({ type: 'varchar', length: 20, nullable: true })
  fromStatus: string | null;

  @Column({ type: 'varchar', length: 20 })
  toStatus: string;

  /** 'customer:12', 'guest', 'admin:3', 'api-key:kpd_live_ab'. */
  @Column({ type: 'varchar', length: 60 })
  actor: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  /** Only the desk reads it (a gateway's words, a refund to act on): the shopper's timeline leaves it out. */
  @Column({ type: 'boolean', default: false })
  deskOnly: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}

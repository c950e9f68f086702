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

  /** 'created' | 'paid' | 'failed' | 'refunded'. */
  @Column({ type: 'varchar', length: 20, default: 'created' })
  status: string;

  /** The gateway's own id for the payment, once it answers. */
  @Column({ type: 'varchar', length: 80, nullable: true })
  gatewayPaymentId: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}

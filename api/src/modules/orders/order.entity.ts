import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * A customer's order — the minimal shape the coupon rules need now (first-order-only and
 * per-customer limits must know a customer's orders). The checkout issue owns this entity and
 * extends it (lines, addresses, payment…); keep userId, status and createdAt.
 * Money in paise.
 */
@Entity('orders')
@Index('IDX_orders_user_created', ['userId', 'createdAt'])
export class Order {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** placed | confirmed | shipped | delivered | cancelled | payment_failed … (a varchar, no enum column). */
  @Index('IDX_orders_status')
  @Column({ type: 'varchar', length: 30, default: 'placed' })
  status: string;

  @Column({ type: 'int', default: 0 })
  subtotal: number;

  @Column({ type: 'int', default: 0 })
  discount: number;

  @Column({ type: 'int', default: 0 })
  total: number;

  @Column({ type: 'varchar', length: 40, nullable: true })
  couponCode: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}

/** Orders in these states never happened for the shopper: they do not use up a first order. */
export const ORDER_STATUSES_NOT_PLACED = ['cancelled', 'payment_failed'] as const;

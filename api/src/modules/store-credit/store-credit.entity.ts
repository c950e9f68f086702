import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A member's store credit balance (paise): the sum of their entries, kept beside them and changed
 * only in the same statement-pair as an entry, with this row locked — so two orders at once cannot
 * both spend it and it never goes below zero.
 */
@Entity('store_credit_accounts')
export class StoreCreditAccount {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @Column({ type: 'int', default: 0 })
  balance: number;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}

/** One movement of a member's store credit: + granted or given back, − spent. Never changed or deleted. */
@Entity('store_credit_entries')
@Index('IDX_store_credit_entries_user', ['userId', 'id'])
export class StoreCreditEntry {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  userId: number;

  /** Signed paise: positive adds to the balance, negative spends it. */
  @Column({ type: 'int' })
  amount: number;

  /** The balance after this entry (paise). */
  @Column({ type: 'int' })
  balanceAfter: number;

  /** store-credit.rules STORE_CREDIT_REASONS: 'return' | 'order_payment' | 'order_cancelled' | 'adjustment'. */
  @Column({ type: 'varchar', length: 20 })
  reason: string;

  /** What it is about: the return's or the order's id (the shopper sees its number in `note`). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  reference: string | null;

  /** What the shopper reads (an order or return number). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  note: string | null;

  /** 'order_payment:12', 'order_cancelled:12', 'return:5': the same movement is never written twice. */
  @Index('UQ_store_credit_entries_once', { unique: true })
  @Column({ type: 'varchar', length: 80, nullable: true })
  onceKey: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}

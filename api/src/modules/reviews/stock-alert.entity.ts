import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * "Notify me" on a sold-out size (issue 20): one row per address and variant. The alert worker mails
 * it once when the variant has stock again, claiming the row (notifiedAt set only while unset) in the
 * mail's own transaction, so two processes never send it twice. Asking again re-arms it.
 */
@Entity('stock_alerts')
@Index('UQ_stock_alerts_email_variant', ['email', 'variantId'], { unique: true })
@Index('IDX_stock_alerts_waiting', ['notifiedAt', 'variantId'])
export class StockAlert {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  productId: number;

  @Column({ type: 'int' })
  variantId: number;

  /** Normalised address (the member's own when signed in). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'datetime', nullable: true })
  notifiedAt: Date | null;

  /** Set by the one-click link in the mail: no alert of this address is sent while set. */
  @Column({ type: 'datetime', nullable: true })
  unsubscribedAt: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}

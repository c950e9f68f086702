import { Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Order } from '../orders/order.entity';
import type { InvoiceDocument } from './invoice.rules';

/** A tax invoice (CGST Rule 46), issued once when its order ships; its contents are frozen in `document`. */
@Entity('invoices')
@Index('UQ_invoices_fy_sequence', ['financialYear', 'sequence'], { unique: true })
export class Invoice {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('UQ_invoices_order', { unique: true })
  @Column({ type: 'int' })
  orderId: number;

  @OneToOne(() => Order, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'orderId' })
  order?: Order;

  /** KPD/25-26/000123. */
  @Index('UQ_invoices_serial', { unique: true })
  @Column({ type: 'varchar', length: 16 })
  serial: string;

  @Column({ type: 'varchar', length: 5 })
  financialYear: string;

  @Column({ type: 'int' })
  sequence: number;

  @Column({ type: 'simple-json' })
  document: InvoiceDocument;

  @CreateDateColumn({ type: 'datetime' })
  issuedAt: Date;
}

/** The last serial used per financial year; raised under a row lock so serials have no gaps. */
@Entity('invoice_counters')
export class InvoiceCounter {
  @PrimaryColumn({ type: 'varchar', length: 5 })
  financialYear: string;

  @Column({ type: 'int', default: 0 })
  lastSequence: number;
}

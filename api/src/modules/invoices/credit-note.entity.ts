import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { CreditNoteDocument } from './credit-note.rules';

/** A GST credit note (CGST Act s.34) for a refunded return, against the order's tax invoice; its contents frozen in `document`. */
@Entity('credit_notes')
@Index('UQ_credit_notes_fy_sequence', ['financialYear', 'sequence'], { unique: true })
export class CreditNote {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** One per return (issuing again answers this one). */
  @Index('UQ_credit_notes_return', { unique: true })
  @Column({ type: 'int' })
  returnId: number;

  @Index('IDX_credit_notes_order')
  @Column({ type: 'int' })
  orderId: number;

  @Column({ type: 'int' })
  invoiceId: number;

  /** KCN/25-26/000001. */
  @Index('UQ_credit_notes_serial', { unique: true })
  @Column({ type: 'varchar', length: 16 })
  serial: string;

  @Column({ type: 'varchar', length: 5 })
  financialYear: string;

  @Column({ type: 'int' })
  sequence: number;

  /** Paise credited (GST-inclusive): what the customer paid for the pieces returned. */
  @Column({ type: 'int' })
  value: number;

  @Column({ type: 'simple-json' })
  document: CreditNoteDocument;

  @CreateDateColumn({ type: 'datetime' })
  issuedAt: Date;
}

/** The last credit note serial used per financial year; raised under a row lock so the series has no gaps. */
@Entity('credit_note_counters')
export class CreditNoteCounter {
  @PrimaryColumn({ type: 'varchar', length: 5 })
  financialYear: string;

  @Column({ type: 'int', default: 0 })
  lastSequence: number;
}

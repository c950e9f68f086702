import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * A message sent from the contact page. The support team's list reads it by status, newest first
 * (hence the status+createdAt index), and looks up a customer's earlier enquiries by email.
 */
@Entity('enquiries')
@Index('IDX_enquiries_status_created', ['status', 'createdAt'])
export class Enquiry {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Stored lower-cased. */
  @Index('IDX_enquiries_email')
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** 10-digit Indian mobile number, optional. */
  @Column({ type: 'varchar', length: 15, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 120 })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  /** 'new' until the support team works on it (SPEC.md §4 Enquiry status). */
  @Column({ type: 'varchar', length: 20, default: 'new' })
  status: string;

  /** The customer's account when they wrote while logged in; kept as null if the account goes. */
  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'userId' })
  user?: User | null;

  /** The reply mailed to the customer (status 'replied'), who sent it and when. */
  @Column({ type: 'text', nullable: true })
  responseMessage: string | null;

  @Column({ type: 'datetime', nullable: true })
  respondedAt: Date | null;

  @Column({ type: 'int', nullable: true })
  respondedById: number | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  respondedByEmail: string | null;

  /** When the support team first took it up (left 'new'): the 48-hour acknowledgement clock stops. */
  @Column({ type: 'datetime', nullable: true })
  acknowledgedAt: Date | null;

  /** When it was replied to or closed (cleared if reopened): the one-month resolution clock stops. */
  @Column({ type: 'datetime', nullable: true })
  resolvedAt: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}

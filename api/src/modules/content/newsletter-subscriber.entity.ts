import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { EMAIL_COLLATION, User } from '../users/user.entity';

/** An address signed up for the newsletter, once; unsubscribing keeps the row and marks it. */
@Entity('newsletter_subscribers')
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** Stored lower-cased; unique, so a repeat sign-up is skipped even when two arrive at once. */
  @Index('UQ_newsletter_subscribers_email', { unique: true })
  @Column({ type: 'varchar', length: 254, collation: EMAIL_COLLATION })
  email: string;

  /** Which form signed it up ('footer'). */
  @Column({ type: 'varchar', length: 40, default: 'footer' })
  source: string;

  /** The account that signed up while logged in, if any; kept as null if the account goes. */
  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'userId' })
  user?: User | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  /** Set when the address used the unsubscribe link; signing up again clears it. */
  @Column({ type: 'datetime', nullable: true })
  unsubscribedAt: Date | null;
}

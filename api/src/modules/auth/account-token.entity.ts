import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { EMAIL_COLLATION } from '../users/user.entity';

/**
 * What an account token is for. Codes (6 digits) verify an email address; link tokens (random,
 * 256-bit) reset a password or accept a sub-admin invitation.
 */
export type AccountTokenPurpose = 'verify_email' | 'change_email' | 'reset_password' | 'invitation';

/**
 * A one-time code or link token. Only an HMAC-SHA256 of the secret (keyed with the server secret)
 * is stored, so a database leak gives away no usable codes or links.
 */
@Entity('account_tokens')
@Index('IDX_account_tokens_user_purpose', ['userId', 'purpose'])
export class AccountToken {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 20 })
  purpose: AccountTokenPurpose;

  /** HMAC-SHA256 (hex) of the code or token. */
  @Index('IDX_account_tokens_hash')
  @Column({ type: 'varchar', length: 64 })
  secretHash: string;

  /** The address a code was sent to (the new address for an email change). */
  @Column({ type: 'varchar', length: 254, collation: EMAIL_COLLATION })
  email: string;

  /** Wrong guesses so far; a code dies after the fifth. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** Indexed for the housekeeping pass that deletes expired codes and links. */
  @Index('IDX_account_tokens_expires')
  @Column({ type: 'datetime' })
  expiresAt: Date;

  /** Set when used or replaced; a consumed token never works again. */
  @Column({ type: 'datetime', nullable: true })
  consumedAt: Date | null;

  /** When the code or link was issued (the resend cooldown counts from here). */
  @Column({ type: 'datetime' })
  issuedAt: Date;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type Role = 'customer' | 'admin' | 'subadmin';

/**
 * How MySQL/MariaDB compare email columns: byte for byte. Addresses are stored lower-cased, and the
 * server's default (utf8mb4_unicode_ci) would let `ädmin@…` or `ad\u200bmin@…` find admin@…'s row
 * while the abuse limits count the typed address. SQLite compares bytes anyway (data-source.ts).
 */
export const EMAIL_COLLATION = 'utf8mb4_bin';

/** A shopper or a back-office user. Roles, permissions and department drive SPEC.md §6's checks. */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 80 })
  firstName: string;

  @Column({ type: 'varchar', length: 80 })
  lastName: string;

  /** Stored lower-cased; unique; compared byte for byte (EMAIL_COLLATION). */
  @Index('IDX_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254, collation: EMAIL_COLLATION })
  email: string;

  /** 10-digit Indian mobile number, optional. */
  @Index('IDX_users_phone')
  @Column({ type: 'varchar', length: 15, nullable: true })
  phone: string | null;

  /** argon2id hash; null for an invited sub-admin who has not set a password yet. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  /** Primary role: customer | admin | subadmin. */
  @Index('IDX_users_role')
  @Column({ type: 'varchar', length: 20, default: 'customer' })
  role: Role;

  @Column({ type: 'simple-json' })
  roles: string[];

  @Column({ type: 'simple-json' })
  permissions: string[];

  /** '' for customers; a back-office department (Catalog, Orders, …) or 'all'. */
  @Column({ type: 'varchar', length: 60, default: '' })
  department: string;

  @Column({ type: 'boolean', default: false })
  emailVerified: boolean;

  /** A new address waiting for its verification code (email changes need re-verification). */
  @Column({ type: 'varchar', length: 254, nullable: true, collation: EMAIL_COLLATION })
  pendingEmail: string | null;

  /** Deactivated users cannot log in and their sessions are refused. */
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'varchar', length: 10, nullable: true })
  gender: string | null;

  @Column({ type: 'date', nullable: true })
  dateOfBirth: string | null;

  /** The member's default for "Send me order updates on WhatsApp" at checkout. */
  @Column({ type: 'boolean', default: false })
  whatsappOptIn: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}

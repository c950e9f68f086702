import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A login session. The JWT names it (claim `sid`), so the server can revoke it before it expires. */
@Entity('sessions')
export class Session {
  /** Random id (base64url), also the token's `sid` claim. */
  @PrimaryColumn({ type: 'varchar', length: 43 })
  id: string;

  @Index('IDX_sessions_user')
  @Column({ type: 'int' })
  userId: number;

  /** Indexed for the housekeeping pass that deletes long-ended sessions. */
  @Index('IDX_sessions_expires')
  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true })
  revokedAt: Date | null;

  /** The anonymous shopper this session was started from (its cart and wishlist were merged). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  guestSessionId: string | null;

  @Column({ type: 'varchar', length: 64, default: '' })
  ip: string;

  @Column({ type: 'varchar', length: 255, default: '' })
  userAgent: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  /** When the token was last used (updated at most every few minutes), shown in the shopper's list of sessions. */
  @Column({ type: 'datetime', nullable: true })
  lastSeenAt: Date | null;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An integration's key (an ERP, a marketplace feed, a courier's tool). Only a SHA-256 of the secret
 * is stored; the prefix — the key's first 17 characters, 'kpd_live_' and 8 more — finds the row and
 * names the key in lists and the audit log. A revoked key keeps its row (who made it, when it was used).
 */
@Entity('api_keys')
export class ApiKey {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Index('UQ_api_keys_prefix', { unique: true })
  @Column({ type: 'varchar', length: 24 })
  prefix: string;

  /** Hex SHA-256 of the whole key; compared in constant time. */
  @Column({ type: 'varchar', length: 64 })
  secretHash: string;

  @Column({ type: 'simple-json' })
  scopes: string[];

  @Column({ type: 'datetime', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  revokedAt: Date | null;

  /** Written at most once a minute per key, so a busy integration does not write on every call. */
  @Column({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null;

  @Column({ type: 'int', nullable: true })
  createdById: number | null;

  @Column({ type: 'varchar', length: 254 })
  createdByEmail: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * The announcement strip above the storefront header (SPEC.md §3 Promo banner). Several can be
 * scheduled; the storefront shows the newest active one inside its window (see banner.rules.ts).
 */
@Entity('promo_banners')
@Index('IDX_promo_banners_active', ['isActive', 'id'])
export class PromoBanner {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  text: string;

  /** A path in the store or an https address; null = the banner is plain text. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  link: string | null;

  @Column({ type: 'varchar', length: 7, default: '#4299e1' })
  backgroundColor: string;

  @Column({ type: 'varchar', length: 7, default: '#ffffff' })
  textColor: string;

  /** Shown from this moment (null = as soon as it is active). */
  @Column({ type: 'datetime', nullable: true })
  startsAt: Date | null;

  /** Hidden from this moment (null = until deactivated). */
  @Column({ type: 'datetime', nullable: true })
  endsAt: Date | null;

  @Column({ type: 'boolean', default: false })
  isActive: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}

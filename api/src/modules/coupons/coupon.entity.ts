import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { EMAIL_COLLATION, User } from '../users/user.entity';

/**
 * A discount code. Money in paise. `value` is a whole percentage for kind 'percent' (1..100) and
 * paise for kind 'flat'. Codes are stored upper-cased and looked up upper-cased (case-insensitive).
 */
@Entity('coupons')
export class Coupon {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('IDX_coupons_code', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  code: string;

  @Column({ type: 'varchar', length: 255, default: '' })
  description: string;

  /** 'percent' | 'flat' (a varchar, not an enum column, so SQLite and MySQL agree). */
  @Column({ type: 'varchar', length: 10 })
  kind: 'percent' | 'flat';

  @Column({ type: 'int' })
  value: number;

  /** Minimum order value in paise, on the lines the coupon covers (0 = none). */
  @Column({ type: 'int', default: 0 })
  minOrderValue: number;

  /** Cap on a percent discount, paise; null = no cap. */
  @Column({ type: 'int', nullable: true })
  maxDiscount: number | null;

  /** Validity window; null = open-ended on that side. */
  @Column({ type: 'datetime', nullable: true })
  startsAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  endsAt: Date | null;

  /** Total redemptions allowed across all customers; null = unlimited. */
  @Column({ type: 'int', nullable: true })
  usageLimit: number | null;

  /** Redemptions allowed per customer; null = unlimited. */
  @Column({ type: 'int', nullable: true, default: 1 })
  perCustomerLimit: number | null;

  /** Redemptions so far; raised atomically by CouponService.redeem inside the order transaction. */
  @Column({ type: 'int', default: 0 })
  usedCount: number;

  @Column({ type: 'boolean', default: false })
  firstOrderOnly: boolean;

  /** Optional scope: only lines of this category (or its subcategories) count and are discounted. */
  @Column({ type: 'int', nullable: true })
  categoryId: number | null;

  /** Optional scope: only lines of products in this collection. */
  @Column({ type: 'int', nullable: true })
  collectionId: number | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}

/** One use of a coupon by a customer (written by checkout when the order is placed). */
@Entity('coupon_redemptions')
@Index('IDX_coupon_redemptions_coupon_user', ['couponId', 'userId'])
@Index('IDX_coupon_redemptions_coupon_customer', ['couponId', 'customerKey'])
export class CouponRedemption {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  couponId: number;

  @ManyToOne(() => Coupon, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'couponId' })
  coupon?: Coupon;

  /** The member who used it; null for a guest (then `email` says who). */
  @Index('IDX_coupon_redemptions_user')
  @Column({ type: 'int', nullable: true })
  userId: number | null;

  /** The address the order was placed with (the member's, or the guest's). */
  @Index('IDX_coupon_redemptions_email')
  @Column({ type: 'varchar', length: 255, default: '' })
  email: string;

  /** Who used it as the limits count customers: `email` normalised (coupon-customer.rules customerKey). */
  @Column({ type: 'varchar', length: 254, default: '', collation: EMAIL_COLLATION })
  customerKey: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** The order it was used on; null only if the order is removed later. */
  @Index('IDX_coupon_redemptions_order')
  @Column({ type: 'int', nullable: true })
  orderId: number | null;

  /** Discount given, paise. */
  @Column({ type: 'int', default: 0 })
  discount: number;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}

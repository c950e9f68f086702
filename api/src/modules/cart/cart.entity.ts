import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Product } from '../catalog/product.entity';
import { ProductVariant } from '../catalog/product-variant.entity';
import { User } from '../users/user.entity';

/**
 * One line of a member's cart: a product in one size and colour (= one variant).
 * UNIQUE(userId, variantId) is what makes "adding the same line raises its quantity" atomic:
 * adds are upserts against this index (see cart.store.ts), never read-then-write.
 */
@Entity('cart_lines')
@Index('UQ_cart_lines_user_variant', ['userId', 'variantId'], { unique: true })
export class CartLine {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Index('IDX_cart_lines_product')
  @Column({ type: 'int' })
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product?: Product;

  @Index('IDX_cart_lines_variant')
  @Column({ type: 'int' })
  variantId: number;

  @ManyToOne(() => ProductVariant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'variantId' })
  variant?: ProductVariant;

  /** 1..99 (SPEC.md §9), never above the variant's stock when it was set. */
  @Column({ type: 'int' })
  quantity: number;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}

/** Cart-level state of a member's cart: the applied coupon (lines live in cart_lines). */
@Entity('carts')
export class Cart {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** Upper-cased code of the applied coupon; null when none. Re-checked on every read. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  couponCode: string | null;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}

/**
 * A guest cart already merged into an account, by the key the browser made for it. A reload that
 * cuts off the merge's answer makes the browser send the same cart again; the key lets the second
 * send change nothing instead of doubling every line.
 */
@Entity('guest_merges')
@Index('UQ_guest_merges_user_key', ['userId', 'mergeKey'], { unique: true })
export class GuestMerge {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'varchar', length: 64 })
  mergeKey: string;

  @Index('IDX_guest_merges_merged')
  @CreateDateColumn({ type: 'datetime' })
  mergedAt: Date;
}

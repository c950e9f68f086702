import { CreateDateColumn, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Product } from '../catalog/product.entity';
import { User } from '../users/user.entity';

/** A product a member saved. A product is in a wishlist at most once (adding it again is skipped). */
@Entity('wishlist_items')
@Index('UQ_wishlist_items_user_product', ['userId', 'productId'], { unique: true })
export class WishlistItem {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Index('IDX_wishlist_items_product')
  @Column({ type: 'int' })
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product?: Product;

  @CreateDateColumn({ type: 'datetime' })
  addedAt: Date;
}

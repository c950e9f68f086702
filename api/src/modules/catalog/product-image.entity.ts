import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Product } from './product.entity';

/**
 * A product picture, stored once per width as WebP under MEDIA_DIR: `${basePath}-${width}.webp`.
 * basePath carries a content hash, so a changed picture gets a new address (media is cached forever).
 */
@Entity('product_images')
@Index('IDX_images_product_position', ['productId', 'position'])
export class ProductImage {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product?: Product;

  @Column({ type: 'int', default: 0 })
  position: number;

  @Column({ type: 'varchar', length: 255 })
  alt: string;

  /** The variant colour this picture shows, if it shows one. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  color: string | null;

  /** Path under MEDIA_DIR without the width suffix, e.g. products/kurta-bandhani-800000-1a2b3c4d. */
  @Column({ type: 'varchar', length: 200 })
  basePath: string;

  /** Widths rendered, ascending (320, 640, 1024). */
  @Column({ type: 'simple-json' })
  widths: number[];

  /** Intrinsic size of the largest rendering, for layout without shift. */
  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;
}

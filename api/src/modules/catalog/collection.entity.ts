import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Product } from './product.entity';

/** A curated, ordered edit of products (Festive Edit, Wedding Season…). */
@Entity('collections')
@Index('IDX_collections_active_position', ['isActive', 'position'])
export class Collection {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('IDX_collections_slug', { unique: true })
  @Column({ type: 'varchar', length: 80 })
  slug: string;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  image: string | null;

  @Column({ type: 'int', default: 0 })
  position: number;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** Shown to shoppers from this moment; null = no start. */
  @Column({ type: 'datetime', nullable: true })
  startsAt: Date | null;

  /** Shown until this moment; null = no end. */
  @Column({ type: 'datetime', nullable: true })
  endsAt: Date | null;

  /**
   * When the collection last changed as shoppers see it — its own fields, or which products it holds
   * (the back office's writes set it; catalog-admin.service.ts touchCollections): the sitemap's lastmod.
   */
  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}

/** A product's place in a collection. */
@Entity('collection_products')
@Index('IDX_collection_products_order', ['collectionId', 'position'])
export class CollectionProduct {
  @PrimaryColumn({ type: 'int' })
  collectionId: number;

  @Index('IDX_collection_products_product')
  @PrimaryColumn({ type: 'int' })
  productId: number;

  @ManyToOne(() => Collection, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'collectionId' })
  collection?: Collection;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product?: Product;

  @Column({ type: 'int', default: 0 })
  position: number;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One change to a variant's stock made in the back office: who, when, how many and why, and the
 * stock it left. Written in the same transaction as the change. Orders move stock through
 * CatalogService.adjustStock and are recorded as orders, not here.
 */
@Entity('stock_movements')
@Index('IDX_stock_movements_variant', ['variantId', 'id'])
export class StockMovement {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  variantId: number;

  @Index('IDX_stock_movements_product')
  @Column({ type: 'int' })
  productId: number;

  /** The SKU at the time (kept if the variant is removed later). */
  @Column({ type: 'varchar', length: 40 })
  sku: string;

  /** Units added (positive) or taken (negative). */
  @Column({ type: 'int' })
  delta: number;

  @Column({ type: 'int' })
  stockAfter: number;

  /** received | damaged | correction (catalog-admin.rules STOCK_REASONS), or returned: a return's pieces back on QC pass (ReturnService). */
  @Column({ type: 'varchar', length: 20 })
  reason: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  note: string;

  @Column({ type: 'int', nullable: true })
  actorId: number | null;

  @Column({ type: 'varchar', length: 255 })
  actorEmail: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}

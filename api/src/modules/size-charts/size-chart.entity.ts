import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { SizeChartColumn, SizeChartRow } from '@kapda/rules/size-charts';

/** A category's size chart: measurement columns and one row per size, in centimetres (@kapda/rules/size-charts converts). */
@Entity('size_charts')
export class SizeChart {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** One chart per category; a category without one shows its parent's. */
  @Index('UQ_size_charts_category', { unique: true })
  @Column({ type: 'int' })
  categoryId: number;

  @Column({ type: 'simple-json' })
  measures: SizeChartColumn[];

  @Column({ type: 'simple-json' })
  sizeRows: SizeChartRow[];

  @Column({ type: 'varchar', length: 300, default: '' })
  note: string;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}

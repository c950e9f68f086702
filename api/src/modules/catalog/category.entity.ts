import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

/** A shop department (women, men, plus-size, accessories) or one of its subcategories. */
@Entity('categories')
export class Category {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('IDX_categories_slug', { unique: true })
  @Column({ type: 'varchar', length: 80 })
  slug: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'text' })
  description: string;

  /** Public path of a picture for category tiles (a /media URL), if any. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  image: string | null;

  /** Null for a top-level department. */
  @Index('IDX_categories_parent')
  @Column({ type: 'int', nullable: true })
  parentId: number | null;

  @ManyToOne(() => Category, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'parentId' })
  parent?: Category | null;

  /** Order among siblings in menus and tiles. */
  @Column({ type: 'int', default: 0 })
  position: number;
}

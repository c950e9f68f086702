import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Category } from './category.entity';

/**
 * A product as the shop lists it. Money is integer paise. `price`, `mrp`, `sellingPrice`, `onSale`
 * and `inStock` summarise the variants (see summariseVariants in catalog.rules.ts) so listings can
 * filter and sort without touching variants; CatalogService keeps them in step on every variant write.
 */
@Entity('products')
@Index('IDX_products_search', ['title', 'description', 'brand', 'tags'], { fulltext: true })
@Index('IDX_products_active_created', ['isActive', 'createdAt'])
@Index('IDX_products_active_sales', ['isActive', 'salesCount'])
@Index('IDX_products_active_price', ['isActive', 'price'])
@Index('IDX_products_category_created', ['categoryId', 'createdAt'])
export class Product {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('IDX_products_slug', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 80 })
  brand: string;

  @Column({ type: 'int' })
  categoryId: number;

  @ManyToOne(() => Category, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'categoryId' })
  category?: Category;

  @Column({ type: 'varchar', length: 200, default: '' })
  fabric: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  care: string;

  /** Harmonised System code printed on GST invoices (6204 women's garments, 4202 bags…). */
  @Column({ type: 'varchar', length: 8 })
  hsnCode: string;

  /** GST percent: one of pricing.rules GST_RATES. */
  @Column({ type: 'int', default: 5 })
  gstRate: number;

  /** Searchable keywords (stored as a JSON array so the full-text index covers them). */
  @Column({ type: 'simple-json' })
  tags: string[];

  /** Country of origin, shown on the product page (Consumer Protection (E-Commerce) Rules 2020, rule 6(5)(d)). */
  @Column({ type: 'varchar', length: 60, default: 'India' })
  countryOfOrigin: string;

  /** Name and address of the maker (Legal Metrology (Packaged Commodities) Rules, rule 6(10)). */
  @Column({ type: 'varchar', length: 300, default: '' })
  manufacturer: string;

  /** Name and address of the packer, when not the maker. */
  @Column({ type: 'varchar', length: 300, default: '' })
  packer: string;

  /** Name and address of the importer: required when the country of origin is not India. */
  @Column({ type: 'varchar', length: 300, default: '' })
  importer: string;

  /** Net quantity as declared on the package, e.g. '1 N' (one piece) or '1 set of 3 N'. */
  @Column({ type: 'varchar', length: 40, default: '1 N' })
  netQuantity: string;

  /** Units sold, for Best Sellers and the popularity sort. */
  @Column({ type: 'int', default: 0 })
  salesCount: number;

  /** Active products are in the shop; inactive ones are drafts (or archived, see archivedAt). */
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** Set when the back office archives the product: out of the shop and of the back office's default list. */
  @Index('IDX_products_archived')
  @Column({ type: 'datetime', nullable: true })
  archivedAt: Date | null;

  /** Summary of the variant a shopper sees first: GST-inclusive price in paise. */
  @Column({ type: 'int', default: 0 })
  price: number;

  /** That variant's MRP in paise (tax-inclusive as printed). */
  @Column({ type: 'int', default: 0 })
  mrp: number;

  /** That variant's ex-GST selling price in paise. */
  @Column({ type: 'int', default: 0 })
  sellingPrice: number;

  @Index('IDX_products_on_sale')
  @Column({ type: 'boolean', default: false })
  onSale: boolean;

  /** True while any variant has stock. */
  @Index('IDX_products_in_stock')
  @Column({ type: 'boolean', default: false })
  inStock: boolean;

  /** Whether shoppers may return it (issue 18); the catalogue editor turns it off for innerwear and the like. */
  @Column({ type: 'boolean', default: true })
  returnable: boolean;

  /** Visible reviews (issue 20): kept by ReviewService in the review's own transaction, so cards read the rating without a join. */
  @Column({ type: 'int', default: 0 })
  ratingCount: number;

  /** Sum of the visible reviews' stars: the average is ratingStars / ratingCount (@kapda/rules/reviews ratingSummary). */
  @Column({ type: 'int', default: 0 })
  ratingStars: number;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}

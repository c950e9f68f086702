import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Product } from './product.entity';

/** One buyable size × colour of a product, with its own stock and prices (integer paise). */
@Entity('product_variants')
@Index('IDX_variants_product_position', ['productId', 'position'])
@Index('IDX_variants_size_product', ['size', 'productId'])
@Index('IDX_variants_color_product', ['color', 'productId'])
@Index('IDX_variants_stock', ['stock'])
export class ProductVariant {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  productId: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product?: Product;

  @Index('IDX_variants_sku', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  sku: string;

  /** XS…XXL, 3XL…6XL, waist 28…40, UK shoe sizes, or 'Free Size'. */
  @Column({ type: 'varchar', length: 20 })
  size: string;

  /** Colour name as shoppers read it ('Rani Pink'). */
  @Column({ type: 'varchar', length: 40 })
  color: string;

  /** #rrggbb swatch for the colour picker. */
  @Column({ type: 'varchar', length: 7 })
  colorHex: string;

  @Column({ type: 'int', default: 0 })
  stock: number;

  /** Maximum Retail Price in paise, tax-inclusive as printed on the tag. */
  @Column({ type: 'int' })
  mrp: number;

  /** Selling price in paise before GST (the taxable value). */
  @Column({ type: 'int' })
  sellingPrice: number;

  @Column({ type: 'int', default: 0 })
  position: number;
}

import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Order } from '../orders/order.entity';

/** An internal note on an order, written in the back office (the customer never sees it). */
@Entity('order_notes')
export class OrderNote {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('IDX_order_notes_order')
  @Column({ type: 'int' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId' })
  order?: Order;

  @Column({ type: 'int', nullable: true })
  authorId: number | null;

  @Column({ type: 'varchar', length: 254 })
  authorEmail: string;

  @Column({ type: 'varchar', length: 1000 })
  body: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}

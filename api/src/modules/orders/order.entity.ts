import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { EMAIL_COLLATION, User } from '../users/user.entity';

/** An address as the order keeps it (Indian form). */
export interface OrderAddress {
  fullName: string;
  phone: string;
  line1: string;
  line2: string | null;
  landmark: string | null;
  pincode: string;
  city: string;
  state: string;
  /** GST state code of `state` (place of supply for the shipping address). */
  stateCode: string;
}

/**
 * A customer's order (members have userId, guests only email). Money in paise. Its lines, status
 * history, payments and invoice live in their own tables. Status changes only through
 * OrderService.transition (order-state.rules.ts).
 */
@Entity('orders')
@Index('IDX_orders_user_created', ['userId', 'createdAt'])
@Index('IDX_orders_status_hold', ['status', 'holdExpiresAt'])
@Index('IDX_orders_place', ['shipState', 'shipCity'])
/** The order desk's city filter, a case-insensitive prefix (MySQL's _ci collation; SQLite adds a NOCASE twin, backoffice.sqlite.ts). */
@Index('IDX_orders_city', ['shipCity'])
@Index('IDX_orders_created_place_customer', ['createdAt', 'status', 'shipState', 'shipCity', 'email'])
@Index('IDX_orders_client_status', ['clientIp', 'status'])
export class Order {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** KPD-2611-482193: the day (DDMM) and a number scrambled from the id. */
  @Index('IDX_orders_number', { unique: true })
  @Column({ type: 'varchar', length: 24 })
  orderNumber: string;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** Where mail about the order goes (the member's address, or the guest's). */
  @Index('IDX_orders_email')
  @Column({ type: 'varchar', length: 255, default: '' })
  email: string;

  /** The customer as coupon limits count them: `email` normalised (coupons/coupon-customer.rules customerKey). */
  @Index('IDX_orders_customer_key')
  @Column({ type: 'varchar', length: 254, default: '', collation: EMAIL_COLLATION })
  customerKey: string;

  /** order-state.rules ORDER_STATUSES (a varchar, no enum column). */
  @Index('IDX_orders_status')
  @Column({ type: 'varchar', length: 30, default: 'confirmed' })
  status: string;

  /** 'cod' | 'online' | 'store_credit' (the member's store credit paid all of it). */
  @Column({ type: 'varchar', length: 12, default: 'cod' })
  paymentMethod: string;

  /** 'pending' (COD, collected on delivery) | 'awaiting' | 'paid' | 'failed' | 'refunded' | 'not_collected'. */
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  paymentStatus: string;

  /** Sum of line amounts, GST-inclusive. */
  @Column({ type: 'int', default: 0 })
  subtotal: number;

  @Column({ type: 'int', default: 0 })
  discount: number;

  /** What the shopper pays: subtotal − discount (shipping is free). */
  @Column({ type: 'int', default: 0 })
  total: number;

  /**
   * Paid from the member's store credit (paise), debited in the placing transaction; the rest,
   * total − storeCreditUsed, is paid online or collected on delivery. A payment, not a discount: the
   * total and its GST are unchanged.
   */
  @Column({ type: 'int', default: 0 })
  storeCreditUsed: number;

  /** GST contained in the total (CGST + SGST or IGST). */
  @Column({ type: 'int', default: 0 })
  taxAmount: number;

  @Column({ type: 'varchar', length: 40, nullable: true })
  couponCode: string | null;

  @Column({ type: 'int', nullable: true })
  couponId: number | null;

  @Column({ type: 'simple-json', nullable: true })
  shippingAddress: OrderAddress | null;

  @Column({ type: 'simple-json', nullable: true })
  billingAddress: OrderAddress | null;

  @Column({ type: 'varchar', length: 15, nullable: true })
  gstin: string | null;

  /** Hash of the shopper's Idempotency-Key with who they are: a retried submit finds its order. */
  @Index('IDX_orders_idempotency', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyKey: string | null;

  /** SHA-256 of the checkout the key was first sent with: the same key with another body is refused, never answered with this order. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyBody: string | null;

  /** The client address that placed it (IPv6 by /64), for the limit on unpaid online orders per address. */
  @Column({ type: 'varchar', length: 64, default: '' })
  clientIp: string;

  /** Online orders: the held stock is released (and the order fails) after this. */
  @Column({ type: 'datetime', nullable: true })
  holdExpiresAt: Date | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  courier: string | null;

  /** The shipping PIN's city in the PIN directory (so "surat " and "SURAT" are one city); '' when unknown. */
  @Column({ type: 'varchar', length: 80, default: '' })
  shipCity: string;

  /** The shipping PIN's state in the PIN directory. */
  @Column({ type: 'varchar', length: 60, default: '' })
  shipState: string;

  /** The shipping address's mobile number (the back office searches by it). */
  @Index('IDX_orders_phone')
  @Column({ type: 'varchar', length: 15, default: '' })
  phone: string;

  /** Pieces in the order (the sum of its lines' quantities). */
  @Column({ type: 'int', default: 0 })
  units: number;

  /** Whether this was the customer's (email's) first order: a new customer when it counts. */
  @Column({ type: 'boolean', default: false })
  firstOrder: boolean;

  @Column({ type: 'varchar', length: 60, nullable: true })
  trackingNumber: string | null;

  /** The shopper asked for order updates on WhatsApp at checkout (sent to the delivery address's mobile). */
  @Column({ type: 'boolean', default: false })
  whatsappOptIn: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}

/** Orders in these states never happened for the shopper: they do not use up a first order. */
export const ORDER_STATUSES_NOT_PLACED = ['cancelled', 'payment_failed'] as const;

/** One line of an order, a snapshot taken when it was placed (prices and names never change later). Paise. */
@Entity('order_lines')
export class OrderLine {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('IDX_order_lines_order')
  @Column({ type: 'int' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId' })
  order?: Order;

  @Column({ type: 'int' })
  productId: number;

  @Column({ type: 'int' })
  variantId: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  slug: string;

  @Column({ type: 'varchar', length: 40 })
  variantSku: string;

  @Column({ type: 'varchar', length: 20 })
  size: string;

  @Column({ type: 'varchar', length: 40 })
  color: string;

  @Column({ type: 'int' })
  quantity: number;

  /** GST-inclusive price of one piece before any coupon. */
  @Column({ type: 'int' })
  unitPrice: number;

  /** unitPrice × quantity rounded to whole rupees (SPEC.md §9), before the coupon. */
  @Column({ type: 'int' })
  lineTotal: number;

  /** This line's share of the coupon discount. */
  @Column({ type: 'int', default: 0 })
  discount: number;

  @Column({ type: 'varchar', length: 8 })
  hsn: string;

  /** The rate charged (gst.rules: by the piece value after discount for apparel and footwear). */
  @Column({ type: 'int' })
  gstRate: number;

  @Column({ type: 'int' })
  taxableValue: number;

  @Column({ type: 'int', default: 0 })
  cgst: number;

  @Column({ type: 'int', default: 0 })
  sgst: number;

  @Column({ type: 'int', default: 0 })
  igst: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  image: string | null;
}

/** Every status change of an order: when, from what, to what, by whom. */
@Entity('order_events')
export class OrderEvent {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('IDX_order_events_order')
  @Column({ type: 'int' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId' })
  order?: Order;

  @Column({ type: 'varchar', length: 30, nullable: true })
  fromStatus: string | null;

  @Column({ type: 'varchar', length: 30 })
  toStatus: string;

  /** 'customer:12', 'guest', 'admin:3', 'system:payments', 'system:hold-expiry'. */
  @Column({ type: 'varchar', length: 60 })
  actor: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Daily sales summaries, kept in the same transaction as every order placement and status change
 * (sales-ledger.ts) and rebuilt from the orders by `npm run sales:rebuild -w api`. The dashboard and
 * city analytics read ranges of these rows instead of scanning orders. Days are India's (IST),
 * YYYY-MM-DD; money in paise, GST-inclusive, net of cancellations (an order counts while it is
 * confirmed, packed, shipped or delivered).
 */
@Entity('sales_days')
export class SalesDay {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'int', default: 0 })
  orders: number;

  @Column({ type: 'int', default: 0 })
  paidOrders: number;

  @Column({ type: 'bigint', default: 0 })
  revenue: string;

  @Column({ type: 'int', default: 0 })
  units: number;

  @Column({ type: 'int', default: 0 })
  newCustomers: number;
}

/** One day in one city (the shipping PIN's city and state in the directory). */
@Entity('sales_day_cities')
export class SalesDayCity {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 60 })
  state: string;

  @PrimaryColumn({ type: 'varchar', length: 80 })
  city: string;

  @Column({ type: 'int', default: 0 })
  orders: number;

  @Column({ type: 'int', default: 0 })
  paidOrders: number;

  @Column({ type: 'bigint', default: 0 })
  revenue: string;
}

/** One day of one product's sales (top products). */
@Entity('sales_day_products')
export class SalesDayProduct {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @PrimaryColumn({ type: 'int' })
  productId: number;

  @Column({ type: 'int', default: 0 })
  units: number;

  @Column({ type: 'bigint', default: 0 })
  revenue: string;
}

/**
 * Who bought in a city on a day: one row per day, city and customer (orders = how many counted
 * orders), all keys numbers — the CRC32 of 'state|city', of the state and of the email — so the
 * distinct customers of a range are a hash DISTINCT over integers (city analytics' "customers").
 */
@Entity('sales_day_customers')
export class SalesDayCustomer {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @PrimaryColumn({ type: 'int', unsigned: true })
  placeKey: number;

  @PrimaryColumn({ type: 'int', unsigned: true })
  customerKey: number;

  @Column({ type: 'int', unsigned: true })
  stateKey: number;

  @Column({ type: 'int', default: 0 })
  orders: number;
}

/**
 * Returns settled on one India day, by reason (returns' RETURN_REASONS): the pieces that came back
 * (refunded or exchanged) and the money refunded for them (paise; 0 for an exchange) — counted on the
 * day of the refund, so the dashboard's net sales are revenue less the refunds of that range.
 * Written in the return's own transaction (sales-ledger recordReturnSettled).
 */
@Entity('sales_day_returns')
export class SalesDayReturn {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 30 })
  reason: string;

  @Column({ type: 'int', default: 0 })
  units: number;

  @Column({ type: 'bigint', default: 0 })
  refunded: string;
}

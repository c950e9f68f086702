import { Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per lock stripe (HOLD_LOCK_SLOTS rows, written by the migration). Placing an online order
 * locks the stripes of its client address and email first, so two placements for the same address or
 * email count the unpaid orders one after the other (MySQL; SQLite runs one transaction at a time).
 */
@Entity('order_hold_locks')
export class OrderHoldLock {
  @PrimaryColumn({ type: 'int' })
  slot: number;
}

import { crc32 } from 'node:zlib';
import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { dialectOf } from '../../kernel/dialect';
import { AppError, tooManyRequests } from '../../kernel/errors';
import { customerKey } from '../coupons/coupon-customer.rules';
import { ORDER_MESSAGES } from './order.messages';
import { Order } from './order.entity';

/** How many lock stripes (rows of order_hold_locks, written by the migration) the client addresses and emails share. */
export const HOLD_LOCK_SLOTS = 4096;

export type UnpaidHoldConfig = Pick<Config, 'UNPAID_ORDERS_PER_IP' | 'UNPAID_ORDERS_PER_EMAIL' | 'UNPAID_ORDER_MAX_UNITS'>;

/** An online order's pieces above UNPAID_ORDER_MAX_UNITS: refused before anything is held. */
export function unpaidUnitsProblem(config: UnpaidHoldConfig, pieces: number): AppError | null {
  if (pieces <= config.UNPAID_ORDER_MAX_UNITS) return null;
  return new AppError(400, ORDER_MESSAGES.tooManyUnpaidPieces(config.UNPAID_ORDER_MAX_UNITS), 'BAD_USER_INPUT', { field: 'items', maxUnits: config.UNPAID_ORDER_MAX_UNITS });
}

/**
 * Inside the transaction that places an online order, before its stock is taken: refuse (429) when
 * the client address already has UNPAID_ORDERS_PER_IP unpaid orders whose hold is running, or the
 * customer (normalised email) UNPAID_ORDERS_PER_EMAIL. Without it one address held a whole catalogue's stock in seconds.
 * The stripes are locked first and the count is the transaction's first plain read, so on MySQL it
 * sees every order committed by whoever held the stripe before (10 placements at once cannot all pass).
 */
export async function claimUnpaidHold(manager: EntityManager, config: UnpaidHoldConfig, who: { ip: string; email: string }, now: Date): Promise<void> {
  const checks = [
    { column: 'clientIp', value: who.ip, limit: config.UNPAID_ORDERS_PER_IP },
    // The normalised customer (coupon-customer.rules): `name+1@…` aliases are one shopper, not a fresh limit each.
    { column: 'customerKey', value: customerKey(who.email), limit: config.UNPAID_ORDERS_PER_EMAIL },
  ].filter((c) => c.limit > 0 && c.value !== '');
  if (checks.length === 0) return;
  if (dialectOf(manager) === 'mysql') {
    // In slot order, so two placements never wait on each other in a circle.
    const slots = [...new Set(checks.map((c) => crc32(`${c.column}|${c.value}`) % HOLD_LOCK_SLOTS))].sort((a, b) => a - b);
    for (const slot of slots) {
      const locked = await manager.query('SELECT slot FROM order_hold_locks WHERE slot = ? FOR UPDATE', [slot]);
      if (locked.length === 0) {
        await manager.query('INSERT IGNORE INTO order_hold_locks (slot) VALUES (?)', [slot]);
        await manager.query('SELECT slot FROM order_hold_locks WHERE slot = ? FOR UPDATE', [slot]);
      }
    }
  }
  for (const c of checks) {
    const row: { held: unknown; firstEnds: unknown } | undefined = await manager.getRepository(Order).createQueryBuilder('o')
      .select('COUNT(*)', 'held').addSelect('MIN(o.holdExpiresAt)', 'firstEnds')
      .where(`o.${c.column} = :value`, { value: c.value }).andWhere("o.status = 'pending_payment'").andWhere('o.holdExpiresAt > :now', { now })
      .getRawOne();
    if (Number(row?.held ?? 0) >= c.limit) {
      const seconds = Math.max(1, Math.ceil((readInstant(row?.firstEnds) ?? now.getTime() + 60_000) / 1000 - now.getTime() / 1000));
      throw tooManyRequests(ORDER_MESSAGES.tooManyUnpaid(c.limit, Math.ceil(seconds / 60)), seconds);
    }
  }
}

/** A stored instant as milliseconds: a Date from MySQL, 'YYYY-MM-DD HH:MM:SS.SSS' (UTC) text from SQLite. */
function readInstant(value: unknown): number | null {
  const at = value instanceof Date ? value : typeof value === 'string' ? new Date(`${value.replace(' ', 'T')}Z`) : null;
  return at && !Number.isNaN(at.getTime()) ? at.getTime() : null;
}

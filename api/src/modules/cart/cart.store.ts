import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { dialectOf, isDuplicateKey, retryDeadlocks } from '../../kernel/dialect';

/**
 * The cart's SQL. The quantity a line ends with is decided in TypeScript by the one cart rule
 * (cart.rules.ts `addUp`: add up, cap at 99, never above stock); these statements only write that
 * result, each guarded so a concurrent change makes it do nothing instead of writing a stale sum:
 *
 * - a new line is inserted only while the variant's stock covers it, and UNIQUE(userId, variantId)
 *   refuses a second line of the same variant (two adds racing to create it);
 * - an existing line moves from the quantity that was read to the new one, only if it still holds
 *   the quantity read and the stock still covers the new one.
 *
 * A guarded write that did nothing answers false: the caller reads again and lets the rule decide
 * afresh. Each is one statement on both databases (no transaction to hold open, nothing to deadlock
 * over but the retried insert).
 */

async function structured(runner: QueryRunner, sql: string, params: unknown[]) {
  return (await runner.query(sql, params, true)) as { affected?: number; raw?: unknown; records: Array<Record<string, unknown>> };
}

/** Run one statement: the affected-row count and the driver's raw answer (SQLite: the last row id; MySQL: the OK packet). */
async function run(ds: DataSource | EntityManager, sql: string, params: unknown[]): Promise<{ affected: number; raw: unknown }> {
  const manager = 'manager' in ds ? (ds as DataSource).manager : (ds as EntityManager);
  const answer = async (runner: QueryRunner) => {
    const result = await structured(runner, sql, params);
    return { affected: result.affected ?? 0, raw: result.raw };
  };
  if (manager.queryRunner) return answer(manager.queryRunner);
  const runner = manager.connection.createQueryRunner();
  try {
    return await answer(runner);
  } finally {
    await runner.release();
  }
}

/** Run one statement and answer the affected-row count. */
export async function execute(ds: DataSource | EntityManager, sql: string, params: unknown[]): Promise<number> {
  return (await run(ds, sql, params)).affected;
}

const now = (ds: DataSource) => (dialectOf(ds) === 'mysql' ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')");

/**
 * Create a member's line holding `quantity` of a variant, if its stock covers that and the member has
 * no line of it yet. Answers the new line's id, or null when the guard refused (read again).
 */
export async function insertLine(ds: DataSource, userId: number, variantId: number, quantity: number): Promise<number | null> {
  try {
    const { affected, raw } = await retryDeadlocks(() =>
      run(
        ds,
        'INSERT INTO cart_lines (userId, productId, variantId, quantity) SELECT ?, v.productId, v.id, ? FROM product_variants v WHERE v.id = ? AND v.stock >= ?',
        [userId, quantity, variantId, quantity],
      ),
    );
    if (affected === 0) return null;
    return Number(dialectOf(ds) === 'mysql' ? (raw as { insertId: number }).insertId : raw);
  } catch (error) {
    if (isDuplicateKey(error)) return null;
    throw error;
  }
}

/** Move a member's line of a variant from `from` to `to` units, if it still holds `from` and stock covers `to`. False: read again. */
export async function changeLine(ds: DataSource, userId: number, variantId: number, from: number, to: number): Promise<boolean> {
  const affected = await retryDeadlocks(() =>
    execute(
      ds,
      `UPDATE cart_lines SET quantity = ?, updatedAt = ${now(ds)} WHERE userId = ? AND variantId = ? AND quantity = ? AND (SELECT v.stock FROM product_variants v WHERE v.id = cart_lines.variantId) >= ?`,
      [to, userId, variantId, from, to],
    ),
  );
  return affected > 0;
}

/** Set a member's line quantity if it belongs to them and stock allows; answers affected rows (0 = refused or not theirs). */
export async function setLineQuantity(ds: DataSource, userId: number, lineId: number, quantity: number): Promise<number> {
  return execute(
    ds,
    `UPDATE cart_lines SET quantity = ?, updatedAt = ${now(ds)} WHERE id = ? AND userId = ? AND (SELECT v.stock FROM product_variants v WHERE v.id = cart_lines.variantId) >= ?`,
    [quantity, lineId, userId, quantity],
  );
}

/** Cut a member's line down to `quantity` (never up: a line raised meanwhile is left alone). */
export function cutLine(ds: DataSource, userId: number, lineId: number, quantity: number): Promise<number> {
  return execute(ds, 'UPDATE cart_lines SET quantity = ? WHERE id = ? AND userId = ? AND quantity > ?', [quantity, lineId, userId, quantity]);
}

import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { MAX_QUANTITY } from '@kapda/rules/pricing';
import { dialectOf } from '../../kernel/dialect';

/**
 * The SQL that must be atomic. Adding to a line is an upsert guarded by UNIQUE(userId, variantId)
 * — INSERT … ON CONFLICT DO UPDATE on SQLite, INSERT … ON DUPLICATE KEY UPDATE on MySQL — so two
 * concurrent adds of the same line always end as one line with the summed quantity.
 *
 * SQLite: each change is ONE statement carrying its own stock guard. (TypeORM shares a single
 * connection on SQLite, so a multi-statement transaction could interleave with other requests.)
 * MySQL: the upsert takes the row lock, the stock check reads the result inside the same
 * transaction, and a refusal rolls back. Deadlocks between concurrent upserts are retried.
 */
export type AddMode =
  /** Refuse (change nothing) when the new quantity would be above stock. */
  | 'strict'
  /** Cut the new quantity to stock (merging a guest cart). */
  | 'cap';

export interface AddOutcome {
  /** False when a strict add was refused for stock. */
  applied: boolean;
}

class StockRefusal extends Error {}

async function structured(runner: QueryRunner, sql: string, params: unknown[]) {
  return (await runner.query(sql, params, true)) as { affected?: number; records: Array<Record<string, unknown>> };
}

/** Run one statement and answer the affected-row count. */
export async function execute(ds: DataSource | EntityManager, sql: string, params: unknown[]): Promise<number> {
  const manager = 'manager' in ds ? (ds as DataSource).manager : (ds as EntityManager);
  if (manager.queryRunner) return (await structured(manager.queryRunner, sql, params)).affected ?? 0;
  const runner = manager.connection.createQueryRunner();
  try {
    return (await structured(runner, sql, params)).affected ?? 0;
  } finally {
    await runner.release();
  }
}

/** Run fn again (up to 5 times, with a short random wait) when MySQL picks it as a deadlock victim. */
export async function retryDeadlocks<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      const code = (error as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (error as { code?: string }).code;
      if (attempt < 5 && (code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT')) {
        await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 10));
        continue;
      }
      throw error;
    }
  }
}

/** Add `quantity` units of a variant to a member's line (creating it), clamped to 99. */
export async function addToLine(ds: DataSource, userId: number, variantId: number, quantity: number, mode: AddMode): Promise<AddOutcome> {
  if (dialectOf(ds) === 'sqlite') {
    const sql =
      mode === 'strict'
        ? `INSERT INTO "cart_lines" ("userId", "productId", "variantId", "quantity")
           SELECT ?, v."productId", v."id", MIN(${MAX_QUANTITY}, ?) FROM "product_variants" v WHERE v."id" = ? AND v."stock" >= MIN(${MAX_QUANTITY}, ?)
           ON CONFLICT ("userId", "variantId") DO UPDATE
             SET "quantity" = MIN(${MAX_QUANTITY}, "cart_lines"."quantity" + excluded."quantity"), "updatedAt" = datetime('now')
             WHERE MIN(${MAX_QUANTITY}, "cart_lines"."quantity" + excluded."quantity") <= (SELECT "stock" FROM "product_variants" WHERE "id" = excluded."variantId")`
        : `INSERT INTO "cart_lines" ("userId", "productId", "variantId", "quantity")
           SELECT ?, v."productId", v."id", MIN(${MAX_QUANTITY}, ?, v."stock") FROM "product_variants" v WHERE v."id" = ? AND v."stock" > 0 AND ? > 0
           ON CONFLICT ("userId", "variantId") DO UPDATE
             SET "quantity" = MIN(${MAX_QUANTITY}, "cart_lines"."quantity" + excluded."quantity", (SELECT "stock" FROM "product_variants" WHERE "id" = excluded."variantId")),
                 "updatedAt" = datetime('now')`;
    const affected = await execute(ds, sql, [userId, quantity, variantId, quantity]);
    return { applied: affected > 0 };
  }
  try {
    await retryDeadlocks(() =>
      ds.transaction(async (m) => {
        await m.query(
          `INSERT INTO \`cart_lines\` (\`userId\`, \`productId\`, \`variantId\`, \`quantity\`)
           SELECT ?, v.\`productId\`, v.\`id\`, LEAST(${MAX_QUANTITY}, ?) FROM \`product_variants\` v WHERE v.\`id\` = ?
           ON DUPLICATE KEY UPDATE \`quantity\` = LEAST(${MAX_QUANTITY}, \`cart_lines\`.\`quantity\` + VALUES(\`quantity\`))`,
          [userId, quantity, variantId],
        );
        const rows: Array<{ quantity: number; stock: number }> = await m.query(
          `SELECT cl.\`quantity\` AS quantity, v.\`stock\` AS stock FROM \`cart_lines\` cl JOIN \`product_variants\` v ON v.\`id\` = cl.\`variantId\`
           WHERE cl.\`userId\` = ? AND cl.\`variantId\` = ?`,
          [userId, variantId],
        );
        const row = rows[0];
        if (!row) throw new StockRefusal();
        const stock = Number(row.stock);
        if (Number(row.quantity) <= stock) return;
        if (mode === 'strict') throw new StockRefusal();
        if (stock > 0) await m.query('UPDATE `cart_lines` SET `quantity` = ? WHERE `userId` = ? AND `variantId` = ?', [stock, userId, variantId]);
        else await m.query('DELETE FROM `cart_lines` WHERE `userId` = ? AND `variantId` = ?', [userId, variantId]);
      }),
    );
    return { applied: true };
  } catch (error) {
    if (error instanceof StockRefusal) return { applied: false };
    throw error;
  }
}

/** Set a member's line quantity if it belongs to them and stock allows; answers affected rows (0 = refused or not theirs). */
export async function setLineQuantity(ds: DataSource, userId: number, lineId: number, quantity: number): Promise<number> {
  const q = dialectOf(ds) === 'mysql'
    ? 'UPDATE `cart_lines` SET `quantity` = ?, `updatedAt` = CURRENT_TIMESTAMP(6) WHERE `id` = ? AND `userId` = ? AND (SELECT v.`stock` FROM `product_variants` v WHERE v.`id` = `cart_lines`.`variantId`) >= ?'
    : `UPDATE "cart_lines" SET "quantity" = ?, "updatedAt" = datetime('now') WHERE "id" = ? AND "userId" = ? AND (SELECT v."stock" FROM "product_variants" v WHERE v."id" = "cart_lines"."variantId") >= ?`;
  return execute(ds, q, [quantity, lineId, userId, quantity]);
}

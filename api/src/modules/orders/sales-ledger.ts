import type { DataSource, EntityManager } from 'typeorm';
import { dialectOf } from '../../kernel/dialect';
import { PincodeDirectory } from '../delivery/pincode-directory';
import { crc32 } from 'node:zlib';
import { COUNTED_STATUSES, REPLACEMENT_PAYMENT_METHOD, customerKeys, istDay, salesDelta, type SalesFacts, type SalesLine } from './sales.rules';

type Manager = EntityManager;

const isMysql = (m: Manager) => dialectOf(m) === 'mysql';

/**
 * `INSERT … ON DUPLICATE KEY` (MySQL) or `ON CONFLICT … DO UPDATE` (SQLite) adding to the counters;
 * columns: keys, then `fixed` (written once), then counters; `rows` VALUES groups.
 */
function upsertAdding(m: Manager, table: string, keys: string[], counters: string[], fixed: string[] = [], rows = 1): string {
  const cols = [...keys, ...fixed, ...counters];
  const group = `(${cols.map(() => '?').join(', ')})`;
  const head = `INSERT INTO \`${table}\` (${cols.map((c) => `\`${c}\``).join(', ')}) VALUES ${Array(rows).fill(group).join(', ')}`;
  if (isMysql(m)) return `${head} ON DUPLICATE KEY UPDATE ${counters.map((c) => `\`${c}\` = \`${c}\` + VALUES(\`${c}\`)`).join(', ')}`;
  return `${head} ON CONFLICT (${keys.map((k) => `\`${k}\``).join(', ')}) DO UPDATE SET ${counters.map((c) => `\`${c}\` = \`${c}\` + excluded.\`${c}\``).join(', ')}`;
}

/**
 * Keeps the daily sales summaries (sales-summary.entity.ts) in step with the orders, inside the
 * transaction that places or moves the order: the summary rows change by exactly what the order's
 * contribution changed (sales.rules.ts), so a rolled-back order leaves no trace. Called last in the
 * transaction, so the hot day row is held only until the commit.
 */
export async function recordSales(manager: Manager, before: SalesFacts | null, after: SalesFacts, lines: readonly SalesLine[]): Promise<void> {
  const delta = salesDelta(before, after);
  if (!delta) return;
  const day = istDay(after.createdAt);
  await manager.query(upsertAdding(manager, 'sales_days', ['day'], ['orders', 'paidOrders', 'revenue', 'units', 'newCustomers']), [day, delta.orders, delta.paidOrders, delta.revenue, delta.units, delta.newCustomers]);
  await manager.query(upsertAdding(manager, 'sales_day_cities', ['day', 'state', 'city'], ['orders', 'paidOrders', 'revenue']), [day, after.shipState, after.shipCity, delta.orders, delta.paidOrders, delta.revenue]);
  if (delta.orders !== 0) {
    const k = customerKeys(after, crc32);
    await manager.query(upsertAdding(manager, 'sales_day_customers', ['day', 'placeKey', 'customerKey'], ['orders'], ['stateKey']), [day, k.placeKey, k.customerKey, k.stateKey, delta.orders]);
    const byProduct = new Map<number, { units: number; amount: number }>();
    for (const l of lines) {
      const p = byProduct.get(l.productId) ?? { units: 0, amount: 0 };
      byProduct.set(l.productId, { units: p.units + l.quantity, amount: p.amount + l.amount });
    }
    const sql = upsertAdding(manager, 'sales_day_products', ['day', 'productId'], ['units', 'revenue']);
    for (const [productId, p] of [...byProduct].sort((a, b) => a[0] - b[0])) await manager.query(sql, [day, productId, delta.orders * p.units, delta.orders * p.amount]);
  }
}

/** What each line brought in, for the product summaries. */
export const salesLines = (lines: ReadonlyArray<{ productId: number; quantity: number; lineTotal: number; discount: number }>): SalesLine[] =>
  lines.map((l) => ({ productId: l.productId, quantity: l.quantity, amount: l.lineTotal - l.discount }));

/** The SQL for an order's Indian day. */
export const istDaySql = (m: Manager, column: string) =>
  isMysql(m) ? `DATE_FORMAT(DATE_ADD(${column}, INTERVAL 330 MINUTE), '%Y-%m-%d')` : `strftime('%Y-%m-%d', ${column}, '+330 minutes')`;

const counted = COUNTED_STATUSES.map((s) => `'${s}'`).join(', ');
/** The orders the summaries count (sales.rules contributionOf): a counted status, not an exchange's replacement. */
const countedWhere = (alias: string) => `${alias}status IN (${counted}) AND ${alias}paymentMethod <> '${REPLACEMENT_PAYMENT_METHOD}'`;

/** Throw the summaries away and add them up again from the orders (the script, and after a backfill). */
export async function rebuildSales(m: Manager): Promise<void> {
  const day = istDaySql(m, 'o.createdAt');
  for (const table of ['sales_days', 'sales_day_cities', 'sales_day_products']) await m.query(`DELETE FROM \`${table}\``);
  await m.query(`INSERT INTO \`sales_days\` (\`day\`, \`orders\`, \`paidOrders\`, \`revenue\`, \`units\`, \`newCustomers\`)
    SELECT ${day}, COUNT(*), SUM(CASE WHEN o.paymentStatus = 'paid' THEN 1 ELSE 0 END), SUM(o.total), SUM(o.units), SUM(CASE WHEN o.firstOrder THEN 1 ELSE 0 END)
    FROM \`orders\` o WHERE ${countedWhere('o.')} GROUP BY ${day}`);
  await m.query(`INSERT INTO \`sales_day_cities\` (\`day\`, \`state\`, \`city\`, \`orders\`, \`paidOrders\`, \`revenue\`)
    SELECT ${day}, o.shipState, o.shipCity, COUNT(*), SUM(CASE WHEN o.paymentStatus = 'paid' THEN 1 ELSE 0 END), SUM(o.total)
    FROM \`orders\` o WHERE ${countedWhere('o.')} GROUP BY ${day}, o.shipState, o.shipCity`);
  await m.query(`INSERT INTO \`sales_day_products\` (\`day\`, \`productId\`, \`units\`, \`revenue\`)
    SELECT ${day}, l.productId, SUM(l.quantity), SUM(l.lineTotal - l.discount)
    FROM \`order_lines\` l JOIN \`orders\` o ON o.id = l.orderId WHERE ${countedWhere('o.')} GROUP BY ${day}, l.productId`);
}

interface AddressJson { pincode?: string; city?: string; state?: string; phone?: string }

const tidy = (s: unknown) => (typeof s === 'string' ? s.trim().replace(/\s+/g, ' ').slice(0, 80) : '');

/**
 * Add up the customer summary again from the orders, 5,000 orders at a time (the keys are CRC32s
 * computed here, so one way for both databases).
 */
export async function rebuildSalesCustomers(m: Manager): Promise<void> {
  await m.query('DELETE FROM `sales_day_customers`');
  const day = istDaySql(m, 'createdAt');
  let after = 0;
  for (;;) {
    const rows: Array<{ id: number; day: string; shipState: string; shipCity: string; email: string }> = await m.query(
      `SELECT id, ${day} AS day, shipState, shipCity, email FROM \`orders\` WHERE id > ? AND ${countedWhere('')} ORDER BY id LIMIT 5000`,
      [after],
    );
    if (rows.length === 0) break;
    const sums = new Map<string, [string, number, number, number, number]>();
    for (const r of rows) {
      const k = customerKeys(r, crc32);
      const id = `${r.day}|${k.placeKey}|${k.customerKey}`;
      const row = sums.get(id) ?? [r.day, k.placeKey, k.customerKey, k.stateKey, 0];
      row[4] += 1;
      sums.set(id, row);
    }
    const values = [...sums.values()];
    await m.query(upsertAdding(m, 'sales_day_customers', ['day', 'placeKey', 'customerKey'], ['orders'], ['stateKey'], values.length), values.flat());
    after = rows[rows.length - 1].id;
  }
}

/**
 * Orders placed before the back office knew them get their directory city and state, phone, units
 * and first-order flag, and the summaries are rebuilt. Does nothing (one indexed look) when every
 * order has them — run by the migration on MySQL and at start-up on both databases.
 */
export async function backfillOrderFacts(m: Manager, directory = new PincodeDirectory()): Promise<boolean> {
  const first = await m.query("SELECT id FROM `orders` WHERE `shipState` = '' LIMIT 1");
  if (first.length === 0) return false;
  let after = 0;
  for (;;) {
    const rows: Array<{ id: number; shippingAddress: string | null }> = await m.query("SELECT id, shippingAddress FROM `orders` WHERE `shipState` = '' AND id > ? ORDER BY id LIMIT 1000", [after]);
    if (rows.length === 0) break;
    for (const row of rows) {
      let a: AddressJson = {};
      try {
        a = row.shippingAddress ? (JSON.parse(row.shippingAddress) as AddressJson) : {};
      } catch { /* an unreadable address keeps what was typed: nothing */ }
      const place = typeof a.pincode === 'string' ? directory.lookup(a.pincode) : null;
      const state = place?.region.name ?? (tidy(a.state) || 'Unknown');
      const city = place?.city ?? tidy(a.city);
      await m.query('UPDATE `orders` SET `shipState` = ?, `shipCity` = ?, `phone` = ? WHERE id = ?', [state.slice(0, 60), city, tidy(a.phone).slice(0, 15), row.id]);
    }
    after = rows[rows.length - 1].id;
  }
  await m.query('UPDATE `orders` SET `units` = (SELECT COALESCE(SUM(l.quantity), 0) FROM `order_lines` l WHERE l.orderId = `orders`.id)');
  await m.query('UPDATE `orders` SET `firstOrder` = 1 WHERE id IN (SELECT f.id FROM (SELECT MIN(id) AS id FROM `orders` GROUP BY email) f)');
  await rebuildSales(m);
  return true;
}

/**
 * For openDatabase: bring an existing store's orders up to date, and fill the customer summary of a
 * store that has counted orders but none yet (one indexed look each when there is nothing to do).
 */
export async function backfillStore(dataSource: DataSource): Promise<void> {
  const m = dataSource.manager;
  const rebuilt = await backfillOrderFacts(m);
  const [anyCustomer] = await m.query('SELECT 1 AS x FROM `sales_day_customers` LIMIT 1');
  if (!rebuilt && anyCustomer) return;
  const [anyOrder] = await m.query(`SELECT 1 AS x FROM \`orders\` WHERE ${countedWhere('')} LIMIT 1`);
  if (anyOrder) await dataSource.transaction((t) => rebuildSalesCustomers(t));
}

/**
 * A return refunded or exchanged, in its own transaction: its pieces by reason, and the refund
 * shared across them (paise, exact), on the India day it happened.
 */
export async function recordReturnSettled(manager: Manager, r: { at: Date; refunded: number; items: ReadonlyArray<{ reason: string; quantity: number; refundShare: number }> }): Promise<void> {
  const byReason = new Map<string, { units: number; share: number }>();
  for (const i of r.items) {
    const b = byReason.get(i.reason) ?? { units: 0, share: 0 };
    byReason.set(i.reason, { units: b.units + i.quantity, share: b.share + i.refundShare });
  }
  if (byReason.size === 0) return;
  const reasons = [...byReason.keys()].sort();
  const shares = reasons.map((k) => byReason.get(k)!.share);
  const totalShare = shares.reduce((s, x) => s + x, 0);
  // The refund split by reason in proportion to what each reason's pieces were worth; the last takes the rounding.
  let left = r.refunded;
  const refunded = reasons.map((_, i) => {
    if (i === reasons.length - 1) return left;
    const part = totalShare > 0 ? Math.round((r.refunded * shares[i]) / totalShare) : 0;
    left -= part;
    return part;
  });
  const day = istDay(r.at);
  const sql = upsertAdding(manager, 'sales_day_returns', ['day', 'reason'], ['units', 'refunded']);
  for (const [i, reason] of reasons.entries()) await manager.query(sql, [day, reason.slice(0, 30), byReason.get(reason)!.units, refunded[i]]);
}

import { loadConfig } from '../config';
import { openDatabase } from '../db/data-source';
import { rebuildSales, rebuildSalesCustomers } from '../modules/orders/sales-ledger';

/**
 * npm run sales:rebuild -w api — add the daily sales summaries up again from the orders (after a
 * restore, a hand edit of orders, or to check the kept ones: the numbers must not change).
 */
async function main() {
  const dataSource = await openDatabase(loadConfig());
  const started = Date.now();
  await dataSource.transaction(async (manager) => {
    await rebuildSales(manager);
    await rebuildSalesCustomers(manager);
  });
  const [row] = await dataSource.query('SELECT COUNT(*) AS days, COALESCE(SUM(orders), 0) AS orders FROM sales_days');
  console.log(`Sales summaries rebuilt: ${row.days} days, ${row.orders} orders counted, in ${Date.now() - started} ms`);
  await dataSource.destroy();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

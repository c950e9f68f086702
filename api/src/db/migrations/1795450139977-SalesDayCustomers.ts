import type { MigrationInterface, QueryRunner } from 'typeorm';
import { rebuildSalesCustomers } from '../../modules/orders/sales-ledger';

/** City analytics' distinct customers from integer keys (sales_day_customers), filled from the orders already placed. */
export class SalesDayCustomers1795450139977 implements MigrationInterface {
  name = 'SalesDayCustomers1795450139977';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`sales_day_customers\` (\`day\` varchar(10) NOT NULL, \`placeKey\` int UNSIGNED NOT NULL, \`customerKey\` int UNSIGNED NOT NULL, \`stateKey\` int UNSIGNED NOT NULL, \`orders\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`day\`, \`placeKey\`, \`customerKey\`)) ENGINE=InnoDB`);
    await rebuildSalesCustomers(queryRunner.manager);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`sales_day_customers\``);
  }
}

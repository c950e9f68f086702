import type { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillOrderFacts } from '../../modules/orders/sales-ledger';

/**
 * The back office (issue 11): daily sales summaries, internal order notes, and on each order the
 * shipping PIN's directory city and state, phone, pieces and first-order flag — backfilled for the
 * orders already placed, then the summaries added up from them.
 */
export class BackOffice1795445427942 implements MigrationInterface {
  name = 'BackOffice1795445427942';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`sales_days\` (\`day\` varchar(10) NOT NULL, \`orders\` int NOT NULL DEFAULT '0', \`paidOrders\` int NOT NULL DEFAULT '0', \`revenue\` bigint NOT NULL DEFAULT '0', \`units\` int NOT NULL DEFAULT '0', \`newCustomers\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`day\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`sales_day_cities\` (\`day\` varchar(10) NOT NULL, \`state\` varchar(60) NOT NULL, \`city\` varchar(80) NOT NULL, \`orders\` int NOT NULL DEFAULT '0', \`paidOrders\` int NOT NULL DEFAULT '0', \`revenue\` bigint NOT NULL DEFAULT '0', PRIMARY KEY (\`day\`, \`state\`, \`city\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`sales_day_products\` (\`day\` varchar(10) NOT NULL, \`productId\` int NOT NULL, \`units\` int NOT NULL DEFAULT '0', \`revenue\` bigint NOT NULL DEFAULT '0', PRIMARY KEY (\`day\`, \`productId\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`order_notes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`orderId\` int NOT NULL, \`authorId\` int NULL, \`authorEmail\` varchar(254) NOT NULL, \`body\` varchar(1000) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_order_notes_order\` (\`orderId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`shipCity\` varchar(80) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`shipState\` varchar(60) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`phone\` varchar(15) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`units\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`firstOrder\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(`CREATE INDEX \`IDX_users_phone\` ON \`users\` (\`phone\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_variants_stock\` ON \`product_variants\` (\`stock\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_phone\` ON \`orders\` (\`phone\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_created_place_customer\` ON \`orders\` (\`createdAt\`, \`status\`, \`shipState\`, \`shipCity\`, \`email\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_place\` ON \`orders\` (\`shipState\`, \`shipCity\`)`);
    await queryRunner.query(`ALTER TABLE \`order_notes\` ADD CONSTRAINT \`FK_22085a1f5dcf10faae9b57afc0a\` FOREIGN KEY (\`orderId\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await backfillOrderFacts(queryRunner.manager);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`order_notes\` DROP FOREIGN KEY \`FK_22085a1f5dcf10faae9b57afc0a\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_place\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_created_place_customer\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_phone\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_variants_stock\` ON \`product_variants\``);
    await queryRunner.query(`DROP INDEX \`IDX_users_phone\` ON \`users\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`firstOrder\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`units\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`phone\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`shipState\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`shipCity\``);
    await queryRunner.query(`DROP INDEX \`IDX_order_notes_order\` ON \`order_notes\``);
    await queryRunner.query(`DROP TABLE \`order_notes\``);
    await queryRunner.query(`DROP TABLE \`sales_day_products\``);
    await queryRunner.query(`DROP TABLE \`sales_day_cities\``);
    await queryRunner.query(`DROP TABLE \`sales_days\``);
  }
}

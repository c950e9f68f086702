import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Store credit (issue 18): each member's balance and its ledger; what an order paid with it; 'store_credit' as a payment method. */
export class StoreCredit1795612000000 implements MigrationInterface {
  name = 'StoreCredit1795612000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`store_credit_accounts\` (\`userId\` int NOT NULL, \`balance\` int NOT NULL DEFAULT '0', \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`userId\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`store_credit_entries\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NOT NULL, \`amount\` int NOT NULL, \`balanceAfter\` int NOT NULL, \`reason\` varchar(20) NOT NULL, \`reference\` varchar(40) NULL, \`note\` varchar(200) NULL, \`onceKey\` varchar(80) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_store_credit_entries_user\` (\`userId\`, \`id\`), UNIQUE INDEX \`UQ_store_credit_entries_once\` (\`onceKey\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`storeCreditUsed\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`orders\` MODIFY \`paymentMethod\` varchar(12) NOT NULL DEFAULT 'cod'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` MODIFY \`paymentMethod\` varchar(10) NOT NULL DEFAULT 'cod'`);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`storeCreditUsed\``);
    await queryRunner.query(`DROP TABLE \`store_credit_entries\``);
    await queryRunner.query(`DROP TABLE \`store_credit_accounts\``);
  }
}

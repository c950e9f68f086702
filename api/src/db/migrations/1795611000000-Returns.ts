import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Returns and exchanges (issue 18): a return, its pieces, its moves; and whether a product may be returned. */
export class Returns1795611000000 implements MigrationInterface {
  name = 'Returns1795611000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`order_returns\` (\`id\` int NOT NULL AUTO_INCREMENT, \`returnNumber\` varchar(24) NOT NULL, \`orderId\` int NOT NULL, \`userId\` int NULL, \`email\` varchar(255) NOT NULL DEFAULT '', \`status\` varchar(20) NOT NULL DEFAULT 'requested', \`resolution\` varchar(10) NOT NULL, \`refundTo\` varchar(20) NOT NULL DEFAULT 'original', \`refundAmount\` int NOT NULL DEFAULT '0', \`comment\` varchar(500) NULL, \`courier\` varchar(60) NULL, \`trackingNumber\` varchar(60) NULL, \`refundReference\` varchar(100) NULL, \`rejectionReason\` varchar(500) NULL, \`replacementOrderId\` int NULL, \`exchangeHeld\` tinyint NOT NULL DEFAULT 0, \`refundedAt\` datetime NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_order_returns_number\` (\`returnNumber\`), INDEX \`IDX_order_returns_order\` (\`orderId\`), INDEX \`IDX_order_returns_user\` (\`userId\`), INDEX \`IDX_order_returns_replacement\` (\`replacementOrderId\`), INDEX \`IDX_order_returns_status_created\` (\`status\`, \`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`order_return_items\` (\`id\` int NOT NULL AUTO_INCREMENT, \`returnId\` int NOT NULL, \`orderLineId\` int NOT NULL, \`productId\` int NOT NULL, \`variantId\` int NOT NULL, \`variantSku\` varchar(40) NOT NULL, \`title\` varchar(200) NOT NULL, \`size\` varchar(20) NOT NULL, \`color\` varchar(40) NOT NULL, \`quantity\` int NOT NULL, \`reason\` varchar(30) NOT NULL, \`comment\` varchar(500) NULL, \`exchangeForSku\` varchar(40) NULL, \`exchangeForVariantId\` int NULL, \`refundShare\` int NOT NULL DEFAULT '0', INDEX \`IDX_order_return_items_return\` (\`returnId\`), INDEX \`IDX_order_return_items_line\` (\`orderLineId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`order_return_events\` (\`id\` int NOT NULL AUTO_INCREMENT, \`returnId\` int NOT NULL, \`fromStatus\` varchar(20) NULL, \`toStatus\` varchar(20) NOT NULL, \`actor\` varchar(60) NOT NULL, \`note\` varchar(500) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_order_return_events_return\` (\`returnId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`returnable\` tinyint NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE \`order_returns\` ADD CONSTRAINT \`FK_f39d146182acafd27e1095ae940\` FOREIGN KEY (\`orderId\`) REFERENCES \`orders\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`order_return_items\` ADD CONSTRAINT \`FK_1ed494899e614fdf3391c6bc3b5\` FOREIGN KEY (\`returnId\`) REFERENCES \`order_returns\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`order_return_events\` ADD CONSTRAINT \`FK_060de8820879ee10608d3d62a36\` FOREIGN KEY (\`returnId\`) REFERENCES \`order_returns\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`order_return_events\` DROP FOREIGN KEY \`FK_060de8820879ee10608d3d62a36\``);
    await queryRunner.query(`ALTER TABLE \`order_return_items\` DROP FOREIGN KEY \`FK_1ed494899e614fdf3391c6bc3b5\``);
    await queryRunner.query(`ALTER TABLE \`order_returns\` DROP FOREIGN KEY \`FK_f39d146182acafd27e1095ae940\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`returnable\``);
    await queryRunner.query(`DROP TABLE \`order_return_events\``);
    await queryRunner.query(`DROP TABLE \`order_return_items\``);
    await queryRunner.query(`DROP TABLE \`order_returns\``);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Razorpay and Cashfree: each attempt's gateway order id, checkout fields and last check; refunds; the payment record of each order. */
export class GatewayPayments1795566000000 implements MigrationInterface {
  name = 'GatewayPayments1795566000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`payments\` ADD \`gatewayOrderId\` varchar(80) NULL, ADD \`checkout\` text NULL, ADD \`checkedAt\` datetime NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_payments_gateway_order\` ON \`payments\` (\`gatewayOrderId\`)`);
    await queryRunner.query(`CREATE TABLE \`payment_refunds\` (\`id\` int NOT NULL AUTO_INCREMENT, \`orderId\` int NOT NULL, \`paymentId\` int NOT NULL, \`gateway\` varchar(20) NOT NULL, \`refundKey\` varchar(64) NOT NULL, \`amount\` int NOT NULL, \`reason\` varchar(20) NOT NULL, \`status\` varchar(20) NOT NULL DEFAULT 'pending', \`gatewayRefundId\` varchar(80) NULL, \`failure\` varchar(500) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_payment_refunds_order\` (\`orderId\`), UNIQUE INDEX \`IDX_payment_refunds_key\` (\`refundKey\`), INDEX \`IDX_payment_refunds_gateway_id\` (\`gatewayRefundId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`payment_events\` (\`id\` int NOT NULL AUTO_INCREMENT, \`orderId\` int NULL, \`paymentId\` int NULL, \`gateway\` varchar(20) NOT NULL, \`kind\` varchar(20) NOT NULL, \`name\` varchar(60) NOT NULL, \`eventKey\` varchar(120) NULL, \`ok\` tinyint NOT NULL DEFAULT 1, \`amount\` int NULL, \`gatewayRef\` varchar(80) NULL, \`detail\` varchar(500) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_payment_events_order\` (\`orderId\`), UNIQUE INDEX \`IDX_payment_events_key\` (\`eventKey\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`payment_events\``);
    await queryRunner.query(`DROP TABLE \`payment_refunds\``);
    await queryRunner.query(`DROP INDEX \`IDX_payments_gateway_order\` ON \`payments\``);
    await queryRunner.query(`ALTER TABLE \`payments\` DROP COLUMN \`checkedAt\`, DROP COLUMN \`checkout\`, DROP COLUMN \`gatewayOrderId\``);
  }
}

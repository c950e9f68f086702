import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Checkout1795435612961 implements MigrationInterface {
  name = 'Checkout1795435612961';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`order_lines\` (\`id\` int NOT NULL AUTO_INCREMENT, \`orderId\` int NOT NULL, \`productId\` int NOT NULL, \`variantId\` int NOT NULL, \`title\` varchar(200) NOT NULL, \`slug\` varchar(200) NOT NULL DEFAULT '', \`variantSku\` varchar(40) NOT NULL, \`size\` varchar(20) NOT NULL, \`color\` varchar(40) NOT NULL, \`quantity\` int NOT NULL, \`unitPrice\` int NOT NULL, \`lineTotal\` int NOT NULL, \`discount\` int NOT NULL DEFAULT '0', \`hsn\` varchar(8) NOT NULL, \`gstRate\` int NOT NULL, \`taxableValue\` int NOT NULL, \`cgst\` int NOT NULL DEFAULT '0', \`sgst\` int NOT NULL DEFAULT '0', \`igst\` int NOT NULL DEFAULT '0', \`image\` varchar(500) NULL, INDEX \`IDX_order_lines_order\` (\`orderId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`order_events\` (\`id\` int NOT NULL AUTO_INCREMENT, \`orderId\` int NOT NULL, \`fromStatus\` varchar(30) NULL, \`toStatus\` varchar(30) NOT NULL, \`actor\` varchar(60) NOT NULL, \`note\` varchar(500) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_order_events_order\` (\`orderId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`payments\` (\`id\` int NOT NULL AUTO_INCREMENT, \`orderId\` int NOT NULL, \`gateway\` varchar(20) NOT NULL, \`reference\` varchar(64) NOT NULL, \`amount\` int NOT NULL, \`status\` varchar(20) NOT NULL DEFAULT 'created', \`gatewayPaymentId\` varchar(80) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_payments_order\` (\`orderId\`), UNIQUE INDEX \`IDX_payments_reference\` (\`reference\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`invoices\` (\`id\` int NOT NULL AUTO_INCREMENT, \`orderId\` int NOT NULL, \`serial\` varchar(16) NOT NULL, \`financialYear\` varchar(5) NOT NULL, \`sequence\` int NOT NULL, \`document\` text NOT NULL, \`issuedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_invoices_order\` (\`orderId\`), UNIQUE INDEX \`UQ_invoices_serial\` (\`serial\`), UNIQUE INDEX \`UQ_invoices_fy_sequence\` (\`financialYear\`, \`sequence\`), UNIQUE INDEX \`REL_a58a78a0e0031dd93a2f56f1e8\` (\`orderId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`invoice_counters\` (\`financialYear\` varchar(5) NOT NULL, \`lastSequence\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`financialYear\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`addresses\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NOT NULL, \`fullName\` varchar(100) NOT NULL, \`phone\` varchar(10) NOT NULL, \`line1\` varchar(200) NOT NULL, \`line2\` varchar(200) NULL, \`landmark\` varchar(200) NULL, \`pincode\` varchar(6) NOT NULL, \`city\` varchar(100) NOT NULL, \`state\` varchar(60) NOT NULL, \`isDefault\` tinyint NOT NULL DEFAULT 0, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_addresses_user\` (\`userId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`coupon_redemptions\` ADD \`email\` varchar(255) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`orderNumber\` varchar(24) NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`email\` varchar(255) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`paymentMethod\` varchar(10) NOT NULL DEFAULT 'cod'`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`paymentStatus\` varchar(20) NOT NULL DEFAULT 'pending'`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`taxAmount\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`couponId\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`shippingAddress\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`billingAddress\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`gstin\` varchar(15) NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`idempotencyKey\` varchar(64) NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`holdExpiresAt\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`courier\` varchar(60) NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`trackingNumber\` varchar(60) NULL`);
    await queryRunner.query(`ALTER TABLE \`coupon_redemptions\` DROP FOREIGN KEY \`FK_21b5ef20634735e39029e178e7e\``);
    await queryRunner.query(`ALTER TABLE \`coupon_redemptions\` CHANGE \`userId\` \`userId\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP FOREIGN KEY \`FK_151b79a83ba240b0cb31b2302d1\``);
    await queryRunner.query(`ALTER TABLE \`orders\` CHANGE \`userId\` \`userId\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` CHANGE \`status\` \`status\` varchar(30) NOT NULL DEFAULT 'confirmed'`);
    await queryRunner.query(`CREATE INDEX \`IDX_coupon_redemptions_email\` ON \`coupon_redemptions\` (\`email\`)`);
    await queryRunner.query(`CREATE UNIQUE INDEX \`IDX_orders_number\` ON \`orders\` (\`orderNumber\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_email\` ON \`orders\` (\`email\`)`);
    await queryRunner.query(`CREATE UNIQUE INDEX \`IDX_orders_idempotency\` ON \`orders\` (\`idempotencyKey\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_status_hold\` ON \`orders\` (\`status\`, \`holdExpiresAt\`)`);
    await queryRunner.query(`ALTER TABLE \`coupon_redemptions\` ADD CONSTRAINT \`FK_21b5ef20634735e39029e178e7e\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD CONSTRAINT \`FK_151b79a83ba240b0cb31b2302d1\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`order_lines\` ADD CONSTRAINT \`FK_307e8091afc1a959953d06d5ad1\` FOREIGN KEY (\`orderId\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`order_events\` ADD CONSTRAINT \`FK_74f8a596c01980f8e99f503c27b\` FOREIGN KEY (\`orderId\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`payments\` ADD CONSTRAINT \`FK_af929a5f2a400fdb6913b4967e1\` FOREIGN KEY (\`orderId\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`invoices\` ADD CONSTRAINT \`FK_a58a78a0e0031dd93a2f56f1e8e\` FOREIGN KEY (\`orderId\`) REFERENCES \`orders\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`addresses\` ADD CONSTRAINT \`FK_95c93a584de49f0b0e13f753630\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`addresses\` DROP FOREIGN KEY \`FK_95c93a584de49f0b0e13f753630\``);
    await queryRunner.query(`ALTER TABLE \`invoices\` DROP FOREIGN KEY \`FK_a58a78a0e0031dd93a2f56f1e8e\``);
    await queryRunner.query(`ALTER TABLE \`payments\` DROP FOREIGN KEY \`FK_af929a5f2a400fdb6913b4967e1\``);
    await queryRunner.query(`ALTER TABLE \`order_events\` DROP FOREIGN KEY \`FK_74f8a596c01980f8e99f503c27b\``);
    await queryRunner.query(`ALTER TABLE \`order_lines\` DROP FOREIGN KEY \`FK_307e8091afc1a959953d06d5ad1\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP FOREIGN KEY \`FK_151b79a83ba240b0cb31b2302d1\``);
    await queryRunner.query(`ALTER TABLE \`coupon_redemptions\` DROP FOREIGN KEY \`FK_21b5ef20634735e39029e178e7e\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_status_hold\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_idempotency\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_email\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_number\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_coupon_redemptions_email\` ON \`coupon_redemptions\``);
    await queryRunner.query(`ALTER TABLE \`orders\` CHANGE \`status\` \`status\` varchar(30) NOT NULL DEFAULT 'placed'`);
    await queryRunner.query(`ALTER TABLE \`orders\` CHANGE \`userId\` \`userId\` int NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD CONSTRAINT \`FK_151b79a83ba240b0cb31b2302d1\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`coupon_redemptions\` CHANGE \`userId\` \`userId\` int NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`coupon_redemptions\` ADD CONSTRAINT \`FK_21b5ef20634735e39029e178e7e\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`trackingNumber\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`courier\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`holdExpiresAt\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`idempotencyKey\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`gstin\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`billingAddress\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`shippingAddress\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`couponId\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`taxAmount\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`paymentStatus\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`paymentMethod\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`email\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`orderNumber\``);
    await queryRunner.query(`ALTER TABLE \`coupon_redemptions\` DROP COLUMN \`email\``);
    await queryRunner.query(`DROP INDEX \`IDX_addresses_user\` ON \`addresses\``);
    await queryRunner.query(`DROP TABLE \`addresses\``);
    await queryRunner.query(`DROP TABLE \`invoice_counters\``);
    await queryRunner.query(`DROP INDEX \`REL_a58a78a0e0031dd93a2f56f1e8\` ON \`invoices\``);
    await queryRunner.query(`DROP INDEX \`UQ_invoices_fy_sequence\` ON \`invoices\``);
    await queryRunner.query(`DROP INDEX \`UQ_invoices_serial\` ON \`invoices\``);
    await queryRunner.query(`DROP INDEX \`UQ_invoices_order\` ON \`invoices\``);
    await queryRunner.query(`DROP TABLE \`invoices\``);
    await queryRunner.query(`DROP INDEX \`IDX_payments_reference\` ON \`payments\``);
    await queryRunner.query(`DROP INDEX \`IDX_payments_order\` ON \`payments\``);
    await queryRunner.query(`DROP TABLE \`payments\``);
    await queryRunner.query(`DROP INDEX \`IDX_order_events_order\` ON \`order_events\``);
    await queryRunner.query(`DROP TABLE \`order_events\``);
    await queryRunner.query(`DROP INDEX \`IDX_order_lines_order\` ON \`order_lines\``);
    await queryRunner.query(`DROP TABLE \`order_lines\``);
  }
}

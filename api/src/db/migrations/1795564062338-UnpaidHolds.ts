import type { MigrationInterface, QueryRunner } from 'typeorm';
import { HOLD_LOCK_SLOTS } from '../../modules/orders/unpaid-holds';

/**
 * Limits on unpaid online orders: the client address on each order (counted with the email), the
 * lock stripes placements take before counting (all HOLD_LOCK_SLOTS rows written here), and the hash
 * of the checkout an Idempotency-Key was first sent with.
 */
export class UnpaidHolds1795564062338 implements MigrationInterface {
  name = 'UnpaidHolds1795564062338';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`order_hold_locks\` (\`slot\` int NOT NULL, PRIMARY KEY (\`slot\`)) ENGINE=InnoDB`);
    const slots = Array.from({ length: HOLD_LOCK_SLOTS }, (_, i) => `(${i})`).join(', ');
    await queryRunner.query(`INSERT INTO \`order_hold_locks\` (\`slot\`) VALUES ${slots}`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`idempotencyBody\` varchar(64) NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`clientIp\` varchar(64) NOT NULL DEFAULT ''`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_client_status\` ON \`orders\` (\`clientIp\`, \`status\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_orders_client_status\` ON \`orders\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`clientIp\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`idempotencyBody\``);
    await queryRunner.query(`DROP TABLE \`order_hold_locks\``);
  }
}

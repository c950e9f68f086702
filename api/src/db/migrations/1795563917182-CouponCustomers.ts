import type { MigrationInterface, QueryRunner } from 'typeorm';
import { customerKey } from '../../modules/coupons/coupon-customer.rules';

/**
 * Coupon limits count one customer by a normalised address (coupons/coupon-customer.rules): a
 * `customerKey` on orders and coupon uses, indexed, and filled in for the rows already there — with
 * the rule itself, in batches by id (one UPDATE … CASE per thousand rows), so the backfill and new
 * rows can never disagree. A use takes its own address, else its order's, else its member's.
 */
const BATCH = 1000;

async function backfill(queryRunner: QueryRunner, table: string, select: string): Promise<void> {
  for (let after = 0; ; ) {
    const rows = (await queryRunner.query(`${select} WHERE t.id > ? ORDER BY t.id LIMIT ${BATCH}`, [after])) as Array<{ id: number; email: string | null; orderEmail?: string | null; userEmail?: string | null }>;
    if (rows.length === 0) return;
    const keyed = rows.map((r) => [r.id, customerKey(r.email || r.orderEmail || r.userEmail || '')] as const).filter(([, key]) => key !== '');
    if (keyed.length > 0) {
      await queryRunner.query(
        `UPDATE \`${table}\` SET customerKey = CASE id ${keyed.map(() => 'WHEN ? THEN ?').join(' ')} END WHERE id IN (${keyed.map(() => '?').join(', ')})`,
        [...keyed.flat(), ...keyed.map(([id]) => id)],
      );
    }
    after = rows[rows.length - 1].id;
  }
}

export class CouponCustomers1795563917182 implements MigrationInterface {
  name = 'CouponCustomers1795563917182';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`coupon_redemptions\` ADD \`customerKey\` varchar(254) COLLATE "utf8mb4_bin" NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`customerKey\` varchar(254) COLLATE "utf8mb4_bin" NOT NULL DEFAULT ''`);
    await backfill(queryRunner, 'orders', 'SELECT t.id, t.email FROM orders t');
    await backfill(queryRunner, 'coupon_redemptions', 'SELECT t.id, t.email, o.email AS orderEmail, u.email AS userEmail FROM coupon_redemptions t LEFT JOIN orders o ON o.id = t.orderId LEFT JOIN users u ON u.id = t.userId');
    await queryRunner.query(`CREATE INDEX \`IDX_coupon_redemptions_coupon_customer\` ON \`coupon_redemptions\` (\`couponId\`, \`customerKey\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_customer_key\` ON \`orders\` (\`customerKey\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_orders_customer_key\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_coupon_redemptions_coupon_customer\` ON \`coupon_redemptions\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`customerKey\``);
    await queryRunner.query(`ALTER TABLE \`coupon_redemptions\` DROP COLUMN \`customerKey\``);
  }
}

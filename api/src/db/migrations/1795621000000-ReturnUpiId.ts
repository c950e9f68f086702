import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Returns (issue 18): the UPI ID a cash-on-delivery return's bank/UPI refund is paid to. */
export class ReturnUpiId1795621000000 implements MigrationInterface {
  name = 'ReturnUpiId1795621000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`order_returns\` ADD \`refundUpiId\` varchar(320) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`order_returns\` DROP COLUMN \`refundUpiId\``);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Returns (issue 18): a shopper's Idempotency-Key on POST /api/orders/{id}/returns, so a retried request makes one return. */
export class ReturnIdempotency1795845000000 implements MigrationInterface {
  name = 'ReturnIdempotency1795845000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`order_returns\` ADD \`idempotencyKey\` varchar(64) NULL, ADD \`idempotencyBody\` varchar(64) NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX \`IDX_order_returns_idempotency\` ON \`order_returns\` (\`idempotencyKey\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_order_returns_idempotency\` ON \`order_returns\``);
    await queryRunner.query(`ALTER TABLE \`order_returns\` DROP COLUMN \`idempotencyBody\`, DROP COLUMN \`idempotencyKey\``);
  }
}

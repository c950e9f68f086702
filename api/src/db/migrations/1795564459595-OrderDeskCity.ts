import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The order desk's city filter (a case-insensitive prefix) reads an index range instead of every order. */
export class OrderDeskCity1795564459595 implements MigrationInterface {
  name = 'OrderDeskCity1795564459595';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX \`IDX_orders_city\` ON \`orders\` (\`shipCity\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_orders_city\` ON \`orders\``);
  }
}

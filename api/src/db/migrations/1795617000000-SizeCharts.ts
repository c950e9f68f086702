import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Size charts per category, measurements in centimetres (issue 20). */
export class SizeCharts1795617000000 implements MigrationInterface {
  name = 'SizeCharts1795617000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`size_charts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`categoryId\` int NOT NULL, \`measures\` text NOT NULL, \`sizeRows\` text NOT NULL, \`note\` varchar(300) NOT NULL DEFAULT '', \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_size_charts_category\` (\`categoryId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`size_charts\``);
  }
}

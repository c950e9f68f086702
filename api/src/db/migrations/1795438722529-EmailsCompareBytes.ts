import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Email columns compare byte for byte (EMAIL_COLLATION, utf8mb4_bin): under utf8mb4_unicode_ci
 * `ädmin@kapda.in` found admin@kapda.in's row. Addresses are stored lower-cased, so nothing that
 * matched before stops matching. (TypeORM does not diff collations, so this one is written by hand.)
 */
const COLUMNS: Array<[table: string, column: string, nullable: boolean]> = [
  ['users', 'email', false],
  ['users', 'pendingEmail', true],
  ['account_tokens', 'email', false],
  ['newsletter_subscribers', 'email', false],
];

export class EmailsCompareBytes1795438722529 implements MigrationInterface {
  name = 'EmailsCompareBytes1795438722529';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column, nullable] of COLUMNS) {
      await queryRunner.query(`ALTER TABLE \`${table}\` MODIFY \`${column}\` varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin ${nullable ? 'NULL' : 'NOT NULL'}`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column, nullable] of COLUMNS) {
      await queryRunner.query(`ALTER TABLE \`${table}\` MODIFY \`${column}\` varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci ${nullable ? 'NULL' : 'NOT NULL'}`);
    }
  }
}

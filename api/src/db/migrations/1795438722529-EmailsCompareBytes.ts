import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Email columns compare byte for byte (EMAIL_COLLATION, utf8mb4_bin): under utf8mb4_unicode_ci
 * `ädmin@kapda.in` found admin@kapda.in's row. Addresses are stored lower-cased, so nothing that
 * matched before stops matching (stray capitals are lower-cased first). TypeORM does not diff
 * collations, so this one is written by hand (api/test/contracts.test.ts compares them).
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
      // Stored lower-cased already; a row written otherwise by hand still matches after the change
      // (the old collation kept case variants unique, so lower-casing cannot collide).
      await queryRunner.query(`UPDATE \`${table}\` SET \`${column}\` = LOWER(\`${column}\`) WHERE \`${column}\` <> LOWER(\`${column}\`) COLLATE utf8mb4_bin`);
      await queryRunner.query(`ALTER TABLE \`${table}\` MODIFY \`${column}\` varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin ${nullable ? 'NULL' : 'NOT NULL'}`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column, nullable] of COLUMNS) {
      await queryRunner.query(`ALTER TABLE \`${table}\` MODIFY \`${column}\` varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci ${nullable ? 'NULL' : 'NOT NULL'}`);
    }
  }
}

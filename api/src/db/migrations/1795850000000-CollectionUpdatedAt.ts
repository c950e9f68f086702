import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19: a collection remembers when it last changed (its words, picture, dates or products), so the
 * sitemap's lastmod for /collections/{id} counts edits to the collection itself. Rows that exist get
 * the migration's time: when they last changed before it is not known.
 */
export class CollectionUpdatedAt1795850000000 implements MigrationInterface {
  name = 'CollectionUpdatedAt1795850000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`collections\` ADD \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`collections\` DROP COLUMN \`updatedAt\``);
  }
}

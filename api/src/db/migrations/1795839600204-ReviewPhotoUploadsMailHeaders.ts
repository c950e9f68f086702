import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Review photos recorded with their member and review (only one's own may go on a review; loose ones swept after a day), and the mail outbox's extra headers (List-Unsubscribe). */
export class ReviewPhotoUploadsMailHeaders1795839600204 implements MigrationInterface {
  name = 'ReviewPhotoUploadsMailHeaders1795839600204';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`review_photo_uploads\` (\`photoKey\` varchar(40) NOT NULL, \`userId\` int NOT NULL, \`reviewId\` int NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_review_photo_uploads_loose\` (\`reviewId\`, \`createdAt\`), PRIMARY KEY (\`photoKey\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` ADD \`headers\` text NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` DROP COLUMN \`headers\``);
    await queryRunner.query(`DROP INDEX \`IDX_review_photo_uploads_loose\` ON \`review_photo_uploads\``);
    await queryRunner.query(`DROP TABLE \`review_photo_uploads\``);
  }
}

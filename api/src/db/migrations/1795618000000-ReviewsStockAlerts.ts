import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Ratings and reviews with helpful votes, back-in-stock alerts, and the rating kept on each product (issue 20). */
export class ReviewsStockAlerts1795618000000 implements MigrationInterface {
  name = 'ReviewsStockAlerts1795618000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`product_reviews\` (\`id\` int NOT NULL AUTO_INCREMENT, \`productId\` int NOT NULL, \`userId\` int NOT NULL, \`orderId\` int NOT NULL, \`rating\` int NOT NULL, \`title\` varchar(120) NOT NULL, \`body\` text NOT NULL, \`authorName\` varchar(80) NOT NULL, \`photos\` text NOT NULL, \`hidden\` tinyint NOT NULL DEFAULT 0, \`helpfulCount\` int NOT NULL DEFAULT '0', \`reply\` text NULL, \`repliedAt\` datetime NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_product_reviews_desk\` (\`hidden\`, \`createdAt\`), INDEX \`IDX_product_reviews_newest\` (\`productId\`, \`hidden\`, \`createdAt\`), INDEX \`IDX_product_reviews_helpful\` (\`productId\`, \`hidden\`, \`helpfulCount\`, \`id\`), UNIQUE INDEX \`UQ_product_reviews_member\` (\`productId\`, \`userId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`product_review_votes\` (\`reviewId\` int NOT NULL, \`userId\` int NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (\`reviewId\`, \`userId\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`stock_alerts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`productId\` int NOT NULL, \`variantId\` int NOT NULL, \`email\` varchar(254) NOT NULL, \`userId\` int NULL, \`notifiedAt\` datetime NULL, \`unsubscribedAt\` datetime NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_stock_alerts_waiting\` (\`notifiedAt\`, \`variantId\`), UNIQUE INDEX \`UQ_stock_alerts_email_variant\` (\`email\`, \`variantId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`ratingCount\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`ratingStars\` int NOT NULL DEFAULT '0'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`ratingStars\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`ratingCount\``);
    await queryRunner.query(`DROP INDEX \`UQ_stock_alerts_email_variant\` ON \`stock_alerts\``);
    await queryRunner.query(`DROP INDEX \`IDX_stock_alerts_waiting\` ON \`stock_alerts\``);
    await queryRunner.query(`DROP TABLE \`stock_alerts\``);
    await queryRunner.query(`DROP TABLE \`product_review_votes\``);
    await queryRunner.query(`DROP INDEX \`UQ_product_reviews_member\` ON \`product_reviews\``);
    await queryRunner.query(`DROP INDEX \`IDX_product_reviews_helpful\` ON \`product_reviews\``);
    await queryRunner.query(`DROP INDEX \`IDX_product_reviews_newest\` ON \`product_reviews\``);
    await queryRunner.query(`DROP INDEX \`IDX_product_reviews_desk\` ON \`product_reviews\``);
    await queryRunner.query(`DROP TABLE \`product_reviews\``);
  }
}

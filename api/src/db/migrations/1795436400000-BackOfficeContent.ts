import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BackOfficeContent1795436400000 implements MigrationInterface {
  name = 'BackOfficeContent1795436400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`audit_log\` (\`id\` int NOT NULL AUTO_INCREMENT, \`actorId\` int NULL, \`actorEmail\` varchar(254) NOT NULL, \`action\` varchar(60) NOT NULL, \`entityType\` varchar(40) NOT NULL, \`entityId\` varchar(60) NOT NULL, \`before\` text NULL, \`after\` text NULL, \`ip\` varchar(64) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_audit_log_action\` (\`action\`), INDEX \`IDX_audit_log_entity\` (\`entityType\`, \`entityId\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`promo_banners\` (\`id\` int NOT NULL AUTO_INCREMENT, \`text\` varchar(200) NOT NULL, \`link\` varchar(500) NULL, \`backgroundColor\` varchar(7) NOT NULL DEFAULT '#4299e1', \`textColor\` varchar(7) NOT NULL DEFAULT '#ffffff', \`startsAt\` datetime NULL, \`endsAt\` datetime NULL, \`isActive\` tinyint NOT NULL DEFAULT 0, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_promo_banners_active\` (\`isActive\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`site_content_versions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`page\` varchar(20) NOT NULL, \`data\` text NOT NULL, \`publishedById\` int NULL, \`publishedByEmail\` varchar(254) NOT NULL, \`publishedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_site_content_versions_page\` (\`page\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`site_content_drafts\` (\`page\` varchar(20) NOT NULL, \`data\` text NOT NULL, \`savedById\` int NULL, \`savedByEmail\` varchar(254) NOT NULL, \`savedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`page\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`enquiries\` ADD \`responseMessage\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`enquiries\` ADD \`respondedAt\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`enquiries\` ADD \`respondedById\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`enquiries\` ADD \`respondedByEmail\` varchar(254) NULL`);
    await queryRunner.query(`ALTER TABLE \`enquiries\` ADD \`acknowledgedAt\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`enquiries\` ADD \`resolvedAt\` datetime NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`enquiries\` DROP COLUMN \`resolvedAt\``);
    await queryRunner.query(`ALTER TABLE \`enquiries\` DROP COLUMN \`acknowledgedAt\``);
    await queryRunner.query(`ALTER TABLE \`enquiries\` DROP COLUMN \`respondedByEmail\``);
    await queryRunner.query(`ALTER TABLE \`enquiries\` DROP COLUMN \`respondedById\``);
    await queryRunner.query(`ALTER TABLE \`enquiries\` DROP COLUMN \`respondedAt\``);
    await queryRunner.query(`ALTER TABLE \`enquiries\` DROP COLUMN \`responseMessage\``);
    await queryRunner.query(`DROP TABLE \`site_content_drafts\``);
    await queryRunner.query(`DROP INDEX \`IDX_site_content_versions_page\` ON \`site_content_versions\``);
    await queryRunner.query(`DROP TABLE \`site_content_versions\``);
    await queryRunner.query(`DROP INDEX \`IDX_promo_banners_active\` ON \`promo_banners\``);
    await queryRunner.query(`DROP TABLE \`promo_banners\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_log_entity\` ON \`audit_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_log_action\` ON \`audit_log\``);
    await queryRunner.query(`DROP TABLE \`audit_log\``);
  }
}

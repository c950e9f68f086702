import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhook endpoints remember the API key that made them (a key manages only its own), and each
 * delivery the URL it was addressed to (never re-sent elsewhere after the URL changes). Issue 22.
 */
export class WebhookOwners1795570200000 implements MigrationInterface {
  name = 'WebhookOwners1795570200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`webhook_endpoints\` ADD \`createdByKeyId\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`webhook_deliveries\` ADD \`url\` varchar(500) NULL`);
    await queryRunner.query(`UPDATE \`webhook_deliveries\` d JOIN \`webhook_endpoints\` e ON e.\`id\` = d.\`endpointId\` SET d.\`url\` = e.\`url\``);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`webhook_deliveries\` DROP COLUMN \`url\``);
    await queryRunner.query(`ALTER TABLE \`webhook_endpoints\` DROP COLUMN \`createdByKeyId\``);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Webhook endpoints, their outbox of deliveries and the log of attempts (issue 22). */
export class Webhooks1795570100000 implements MigrationInterface {
  name = 'Webhooks1795570100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`webhook_endpoints\` (\`id\` int NOT NULL AUTO_INCREMENT, \`url\` varchar(500) NOT NULL, \`events\` text NOT NULL, \`secret\` varchar(80) NOT NULL, \`isActive\` tinyint NOT NULL DEFAULT 1, \`disabledAt\` datetime NULL, \`createdByEmail\` varchar(254) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`webhook_deliveries\` (\`id\` int NOT NULL AUTO_INCREMENT, \`endpointId\` int NOT NULL, \`eventId\` varchar(40) NOT NULL, \`eventType\` varchar(40) NOT NULL, \`resource\` varchar(60) NOT NULL, \`body\` text NOT NULL, \`status\` varchar(12) NOT NULL, \`attempts\` int NOT NULL DEFAULT 0, \`nextAttemptAt\` datetime NOT NULL, \`lockedUntil\` datetime NULL, \`lastStatusCode\` int NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_webhook_deliveries_due\` (\`status\`, \`nextAttemptAt\`), INDEX \`IDX_webhook_deliveries_resource\` (\`endpointId\`, \`resource\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`webhook_attempts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`endpointId\` int NOT NULL, \`deliveryId\` int NOT NULL, \`eventType\` varchar(40) NOT NULL, \`eventId\` varchar(40) NOT NULL, \`statusCode\` int NULL, \`durationMs\` int NOT NULL, \`response\` varchar(600) NOT NULL, \`attemptedAt\` datetime NOT NULL, INDEX \`IDX_webhook_attempts_endpoint\` (\`endpointId\`, \`id\`), INDEX \`IDX_webhook_attempts_delivery\` (\`deliveryId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`webhook_attempts\``);
    await queryRunner.query(`DROP TABLE \`webhook_deliveries\``);
    await queryRunner.query(`DROP TABLE \`webhook_endpoints\``);
  }
}

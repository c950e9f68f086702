import type { MigrationInterface, QueryRunner } from 'typeorm';

/** WhatsApp order updates (issue 20): consent on the order and the member, the message outbox and its attempts. */
export class WhatsAppOrderUpdates1795619000000 implements MigrationInterface {
  name = 'WhatsAppOrderUpdates1795619000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`whatsappOptIn\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`whatsappOptIn\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(`CREATE TABLE \`message_outbox\` (\`id\` int NOT NULL AUTO_INCREMENT, \`channel\` varchar(12) NOT NULL, \`to\` varchar(15) NOT NULL, \`orderId\` int NULL, \`eventKey\` varchar(80) NOT NULL, \`template\` varchar(60) NOT NULL, \`language\` varchar(10) NOT NULL, \`parameters\` text NOT NULL, \`preview\` varchar(1000) NOT NULL, \`status\` varchar(10) NOT NULL DEFAULT 'queued', \`attempts\` int NOT NULL DEFAULT '0', \`nextAttemptAt\` datetime NOT NULL, \`lockedUntil\` datetime NULL, \`lastError\` varchar(500) NULL, \`transport\` varchar(12) NULL, \`providerMessageId\` varchar(128) NULL, \`sentAt\` datetime NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_message_outbox_order\` (\`orderId\`), UNIQUE INDEX \`IDX_message_outbox_event\` (\`eventKey\`), INDEX \`IDX_message_outbox_due\` (\`status\`, \`nextAttemptAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`message_attempts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`messageId\` int NOT NULL, \`statusCode\` int NULL, \`outcome\` varchar(10) NOT NULL, \`detail\` varchar(500) NOT NULL, \`durationMs\` int NOT NULL, \`attemptedAt\` datetime NOT NULL, INDEX \`IDX_message_attempts_message\` (\`messageId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`message_attempts\``);
    await queryRunner.query(`DROP TABLE \`message_outbox\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`whatsappOptIn\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`whatsappOptIn\``);
  }
}

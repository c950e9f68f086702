import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Integrations' API keys (issue 22): hashed secrets found by their prefix. */
export class ApiKeys1795570000000 implements MigrationInterface {
  name = 'ApiKeys1795570000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`api_keys\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(80) NOT NULL, \`prefix\` varchar(24) NOT NULL, \`secretHash\` varchar(64) NOT NULL, \`scopes\` text NOT NULL, \`expiresAt\` datetime NULL, \`revokedAt\` datetime NULL, \`lastUsedAt\` datetime NULL, \`createdById\` int NULL, \`createdByEmail\` varchar(254) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_api_keys_prefix\` (\`prefix\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`UQ_api_keys_prefix\` ON \`api_keys\``);
    await queryRunner.query(`DROP TABLE \`api_keys\``);
  }
}

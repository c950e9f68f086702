import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddSessionLastSeen1795435184532 implements MigrationInterface {
  name = 'AddSessionLastSeen1795435184532';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`sessions\` ADD \`lastSeenAt\` datetime NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`sessions\` DROP COLUMN \`lastSeenAt\``);
  }
}

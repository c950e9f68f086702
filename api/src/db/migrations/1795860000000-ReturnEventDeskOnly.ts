import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Returns (attacker review): a timeline entry only the desk reads (gateway words, refund failures to act on). */
export class ReturnEventDeskOnly1795860000000 implements MigrationInterface {
  name = 'ReturnEventDeskOnly1795860000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`order_return_events\` ADD \`deskOnly\` tinyint NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`order_return_events\` DROP COLUMN \`deskOnly\``);
  }
}

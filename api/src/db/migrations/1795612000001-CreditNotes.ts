import type { MigrationInterface, QueryRunner } from 'typeorm';

/** GST credit notes for refunded returns and their own serial counter per financial year; the dashboard's daily returns summary by reason (issue 18). */
export class CreditNotes1795612000001 implements MigrationInterface {
  name = 'CreditNotes1795612000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`credit_notes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`returnId\` int NOT NULL, \`orderId\` int NOT NULL, \`invoiceId\` int NOT NULL, \`serial\` varchar(16) NOT NULL, \`financialYear\` varchar(5) NOT NULL, \`sequence\` int NOT NULL, \`value\` int NOT NULL, \`document\` text NOT NULL, \`issuedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_credit_notes_return\` (\`returnId\`), INDEX \`IDX_credit_notes_order\` (\`orderId\`), UNIQUE INDEX \`UQ_credit_notes_serial\` (\`serial\`), UNIQUE INDEX \`UQ_credit_notes_fy_sequence\` (\`financialYear\`, \`sequence\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`credit_note_counters\` (\`financialYear\` varchar(5) NOT NULL, \`lastSequence\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`financialYear\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`sales_day_returns\` (\`day\` varchar(10) NOT NULL, \`reason\` varchar(30) NOT NULL, \`units\` int NOT NULL DEFAULT '0', \`refunded\` bigint NOT NULL DEFAULT '0', PRIMARY KEY (\`day\`, \`reason\`)) ENGINE=InnoDB`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`sales_day_returns\``);
    await queryRunner.query(`DROP TABLE \`credit_note_counters\``);
    await queryRunner.query(`DROP TABLE \`credit_notes\``);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogueBackOffice1795445157227 implements MigrationInterface {
  name = 'CatalogueBackOffice1795445157227';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`stock_movements\` (\`id\` int NOT NULL AUTO_INCREMENT, \`variantId\` int NOT NULL, \`productId\` int NOT NULL, \`sku\` varchar(40) NOT NULL, \`delta\` int NOT NULL, \`stockAfter\` int NOT NULL, \`reason\` varchar(20) NOT NULL, \`note\` varchar(200) NOT NULL DEFAULT '', \`actorId\` int NULL, \`actorEmail\` varchar(255) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_stock_movements_product\` (\`productId\`), INDEX \`IDX_stock_movements_variant\` (\`variantId\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`countryOfOrigin\` varchar(60) NOT NULL DEFAULT 'India'`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`manufacturer\` varchar(300) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`packer\` varchar(300) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`importer\` varchar(300) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`netQuantity\` varchar(40) NOT NULL DEFAULT '1 N'`);
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`archivedAt\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`collections\` ADD \`startsAt\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`collections\` ADD \`endsAt\` datetime NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_products_archived\` ON \`products\` (\`archivedAt\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_products_archived\` ON \`products\``);
    await queryRunner.query(`ALTER TABLE \`collections\` DROP COLUMN \`endsAt\``);
    await queryRunner.query(`ALTER TABLE \`collections\` DROP COLUMN \`startsAt\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`archivedAt\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`netQuantity\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`importer\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`packer\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`manufacturer\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`countryOfOrigin\``);
    await queryRunner.query(`DROP INDEX \`IDX_stock_movements_variant\` ON \`stock_movements\``);
    await queryRunner.query(`DROP INDEX \`IDX_stock_movements_product\` ON \`stock_movements\``);
    await queryRunner.query(`DROP TABLE \`stock_movements\``);
  }
}

import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase } from '../db/data-source';
import { createServices } from '../services';
import { seedDemo } from '../seed';

/** npm run seed: add the demo data to the configured database. Seeders skip what is already there. */
async function main() {
  const config = loadConfig();
  const dataSource = await openDatabase(config);
  try {
    await seedDemo(createServices(dataSource, config));
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import 'reflect-metadata';
import { loadConfig } from './config';
import { bootStore } from './boot';
import { databaseKind } from './db/data-source';
import { logger } from './logger';

async function main() {
  const config = loadConfig();
  const store = await bootStore(config);
  const port = await store.listen();
  logger.info(`Kapda is running at http://localhost:${port} (database: ${databaseKind(config)})`);
  const shutdown = async () => {
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  logger.fatal(error instanceof Error ? error.message : error);
  console.error(error);
  process.exit(1);
});

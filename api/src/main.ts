import 'reflect-metadata';
import cluster from 'node:cluster';
import { loadConfig, processesWithoutRedis } from './config';
import { bootStore } from './boot';
import { databaseKind } from './db/data-source';
import { logger } from './logger';
import { runPrimary } from './process-model';

async function main() {
  const config = loadConfig();
  if (config.WEB_CONCURRENCY > 1 && !config.DATABASE_URL) {
    throw new Error('Invalid configuration:\n  WEB_CONCURRENCY: several processes need a shared database server (DATABASE_URL); the embedded SQLite file serves one process');
  }
  const alone = processesWithoutRedis(config);
  if (alone && cluster.isPrimary) logger.warn(`*** WARNING: ${alone}. Set REDIS_URL (refused in production). ***`);
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) return runPrimary(config.WEB_CONCURRENCY);
  const store = await bootStore(config);
  const port = await store.listen();
  logger.info(`Kapda is running at http://localhost:${port} (database: ${databaseKind(config)}${cluster.isWorker ? `, worker ${process.pid}` : ''})`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
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

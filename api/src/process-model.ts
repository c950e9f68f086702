import cluster, { type Worker } from 'node:cluster';
import { logger } from './logger';

/** A worker that dies this soon after starting is crashing on start: wait longer before the next try. */
const QUICK_DEATH_MS = 5000;
/** How long the primary waits for workers to drain on SIGTERM before it stops them hard. */
const STOP_GRACE_MS = 15_000;

/**
 * WEB_CONCURRENCY=N: the primary process forks N workers that share the port (node:cluster hands
 * connections round-robin) and holds no store itself. The first worker starts alone — it runs the
 * migrations and seeds an empty database — and the others follow once it listens. A worker that
 * dies is replaced (after a growing pause if it keeps dying at start). SIGTERM/SIGINT are passed to
 * every worker, each drains its requests in flight, and the primary exits when all have.
 */
export function runPrimary(workers: number): void {
  let stopping = false;
  let failures = 0;
  const startedAt = new Map<number, number>();
  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };
  const first = fork();
  first.once('listening', () => {
    for (let i = 1; i < workers; i++) fork();
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    failures = lived < QUICK_DEATH_MS ? failures + 1 : 0;
    const pause = Math.min(30_000, failures === 0 ? 0 : 500 * 2 ** Math.min(failures, 6));
    logger.error(`Worker ${worker.process.pid} died (${signal ?? `exit ${code}`}); starting another${pause ? ` in ${pause} ms` : ''}`);
    setTimeout(() => {
      if (!stopping) fork();
    }, pause).unref();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    if (alive.length === 0) process.exit(0);
    for (const worker of alive) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  logger.info(`Kapda primary ${process.pid}: ${workers} worker processes (WEB_CONCURRENCY)`);
}

import cluster, { type Worker } from 'node:cluster';
import { logger } from './logger';

/** A worker that dies this soon after starting is crashing on start: wait longer before the next try. */
const QUICK_DEATH_MS = 5000;
/** The longest pause before replacing a worker that keeps dying at start. */
const MAX_PAUSE_MS = 30_000;
/** How long the primary waits for workers to drain on SIGTERM before it stops them hard. */
const STOP_GRACE_MS = 15_000;

/** The pause before the next start after `failures` quick deaths in a row: 0, then 1 s, 2 s, 4 s … 30 s. */
export function restartPause(failures: number): number {
  return failures === 0 ? 0 : Math.min(MAX_PAUSE_MS, 500 * 2 ** Math.min(failures, 6));
}

/**
 * WEB_CONCURRENCY=N: the primary process forks N workers that share the port (node:cluster hands
 * connections round-robin) and holds no store itself. The first worker starts alone — it runs the
 * migrations and seeds an empty database — and the rest are forked as soon as any worker listens
 * (the first, or whichever replaced it if it died on the way). Every worker that dies is replaced,
 * the first included: at once after a worker that lived, after a growing pause (1 s, 2 s … 30 s) while
 * workers keep dying at start, so a crash loop does not spin. SIGTERM/SIGINT are passed to every
 * worker, each drains its requests in flight, and the primary exits when all have.
 */
export function runPrimary(workers: number): void {
  let stopping = false;
  let failures = 0;
  // One until some worker has listened (migrations done), then all of them.
  let wanted = 1;
  // Replacements waiting out their pause.
  let waiting = 0;
  const live = new Map<number, { worker: Worker; startedAt: number }>();
  const fork = (): void => {
    const worker = cluster.fork();
    live.set(worker.id, { worker, startedAt: Date.now() });
  };
  const short = () => wanted - live.size - waiting;
  fork();
  cluster.on('listening', () => {
    if (stopping || wanted === workers) return;
    wanted = workers;
    for (let missing = short(); missing > 0; missing--) fork();
  });
  cluster.on('exit', (worker, code, signal) => {
    const started = live.get(worker.id)?.startedAt ?? 0;
    live.delete(worker.id);
    if (stopping) {
      if (live.size === 0) process.exit(0);
      return;
    }
    failures = Date.now() - started < QUICK_DEATH_MS ? failures + 1 : 0;
    const pause = restartPause(failures);
    logger.error(`Worker ${worker.process.pid} died (${signal ?? `exit ${code}`}); starting another${pause ? ` in ${pause} ms` : ''}`);
    if (short() <= 0) return;
    waiting += 1;
    // Not unref'd: with every worker dead, this timer is what keeps the primary alive until the next start.
    setTimeout(() => {
      waiting -= 1;
      if (!stopping && short() > 0) fork();
    }, pause);
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (live.size === 0) process.exit(0);
    for (const { worker } of live.values()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const { worker } of live.values()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  logger.info(`Kapda primary ${process.pid}: ${workers} worker processes (WEB_CONCURRENCY)`);
}

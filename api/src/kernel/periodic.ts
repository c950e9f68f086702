import type { BackgroundTask } from './registry';

/**
 * Periodic work while the store is up: `work` runs every `everyMs` (a minute by default), never twice
 * at once in this process; stopping waits for a run in progress. Work that several processes may run
 * claims its rows conditionally, so N processes each running it is safe.
 */
export function periodic(work: () => Promise<unknown>, everyMs = 60_000): BackgroundTask {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = work().catch(() => 0).finally(() => (running = undefined));
      }, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

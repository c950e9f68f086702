import type { IncomingMessage, ServerResponse } from 'node:http';

/** One thing the store needs to answer shoppers: the database, Redis when configured, the media store. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<boolean>;
}

/** A check that takes longer than this counts as down: a balancer must not wait on a hung database. */
const CHECK_TIMEOUT_MS = 2000;

/** How long one round of readiness checks answers /readyz. */
export const READY_CACHE_MS = 1000;

function withinTime(check: ReadinessCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check.check().catch(() => false), late]).finally(() => clearTimeout(timer));
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, ['Content-Type', 'application/json; charset=utf-8', 'Cache-Control', 'no-store', 'Content-Length', String(Buffer.byteLength(text))]);
  res.end(text);
}

/**
 * For the load balancer, before the express chain: `GET /healthz` — the process is up (touches
 * nothing); `GET /readyz` — every dependency answers within 2 s (200), or which do not (503). A
 * process that loses the database says so here and recovers by itself when it is back.
 * `draining()` makes /readyz answer 503 while the process shuts down, so the balancer stops sending.
 * Answers true when it handled the request.
 */
export function healthEndpoints(checks: ReadinessCheck[], draining: () => boolean, now: () => number = Date.now) {
  // /readyz is public: one round of checks (a query, a Redis ping, a HeadBucket) serves every call for a
  // second, and calls that arrive while it runs share it, so hammering it cannot load the dependencies.
  let round: { startedAt: number; results: Promise<Array<readonly [string, 'ok' | 'down']>> } | null = null;
  const checkAll = () => {
    if (!round || now() - round.startedAt >= READY_CACHE_MS) {
      round = { startedAt: now(), results: Promise.all(checks.map(async (c) => [c.name, (await withinTime(c)) ? 'ok' : 'down'] as const)) };
    }
    return round.results;
  };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = (req.url ?? '').split('?')[0];
    if (path === '/healthz') {
      answer(res, 200, { status: 'ok' });
      return true;
    }
    if (path !== '/readyz') return false;
    if (draining()) {
      answer(res, 503, { status: 'draining' });
      return true;
    }
    void checkAll().then((results) => {
      const ready = results.every(([, state]) => state === 'ok');
      answer(res, ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(results) });
    });
    return true;
  };
}

import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The primary's process model (WEB_CONCURRENCY) against a stand-in for node:cluster: which workers it
 * forks when, how it replaces the dead, and how it stops. Timers are fake, so the backoff is exact.
 */
class FakeWorker extends EventEmitter {
  readonly signals: string[] = [];
  readonly process: { pid: number; kill: (signal: string) => void };
  constructor(readonly id: number) {
    super();
    this.process = { pid: 10_000 + id, kill: (signal) => this.signals.push(signal) };
  }
}

class FakeCluster extends EventEmitter {
  readonly forked: FakeWorker[] = [];
  readonly workers: Record<number, FakeWorker> = {};
  isPrimary = true;
  fork(): FakeWorker {
    const worker = new FakeWorker(this.forked.length + 1);
    this.forked.push(worker);
    this.workers[worker.id] = worker;
    return worker;
  }
  listen(worker: FakeWorker): void {
    worker.emit('listening', { port: 3000 });
    this.emit('listening', worker, { port: 3000 });
  }
  die(worker: FakeWorker, signal: string | null = null, code: number | null = signal ? null : 1): void {
    delete this.workers[worker.id];
    worker.emit('exit', code, signal);
    this.emit('exit', worker, code, signal);
  }
  get alive(): FakeWorker[] {
    return Object.values(this.workers);
  }
}

const fake = vi.hoisted(() => ({ cluster: undefined as unknown as FakeCluster }));
vi.mock('node:cluster', () => ({
  default: new Proxy({}, { get: (_target, name) => {
    const value = (fake.cluster as unknown as Record<string | symbol, unknown>)[name];
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(fake.cluster) : value;
  } }),
}));
vi.mock('./logger', () => ({ logger: { info: () => {}, warn: () => {}, error: () => {} } }));

describe('WEB_CONCURRENCY: the primary process', () => {
  let signals: Record<string, () => void>;
  let exits: number[];
  beforeEach(() => {
    vi.useFakeTimers();
    fake.cluster = new FakeCluster();
    signals = {};
    exits = [];
    vi.spyOn(process, 'on').mockImplementation(((event: string, handler: () => void) => {
      signals[event] = handler;
      return process;
    }) as typeof process.on);
    vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      exits.push(code ?? 0);
    }) as typeof process.exit);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.resetModules();
  });
  const primary = async (workers: number) => (await import('./process-model')).runPrimary(workers);

  it('starts the first worker alone and the other N−1 as soon as it listens', async () => {
    const cluster = fake.cluster;
    await primary(3);
    expect(cluster.forked).toHaveLength(1);
    cluster.listen(cluster.forked[0]);
    expect(cluster.alive).toHaveLength(3);
  });

  it('a first worker that dies before it listens is replaced, and the rest follow when the replacement listens', async () => {
    const cluster = fake.cluster;
    await primary(3);
    cluster.die(cluster.forked[0]);
    expect(cluster.alive).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(cluster.forked).toHaveLength(2);
    expect(cluster.alive).toHaveLength(1);
    cluster.listen(cluster.forked[1]);
    expect(cluster.alive).toHaveLength(3);
    // And no more than N: a late 'listening' from another worker forks nothing.
    cluster.listen(cluster.forked[2]);
    expect(cluster.alive).toHaveLength(3);
  });

  it('a crash loop backs off (1 s, 2 s, 4 s … at most 30 s between starts) instead of spinning', async () => {
    const cluster = fake.cluster;
    await primary(2);
    const startedAt: number[] = [Date.now()];
    // Every worker dies before it listens (the first after 100 ms, the others as soon as they are seen).
    for (let t = 0; t < 5 * 60_000; t += 100) {
      await vi.advanceTimersByTimeAsync(100);
      for (const worker of cluster.alive) cluster.die(worker);
      if (cluster.forked.length > startedAt.length) startedAt.push(Date.now());
    }
    const gaps = startedAt.slice(1).map((at, i) => at - startedAt[i]);
    // Five minutes: 1 + 2 + 4 + 8 + 16 + 32→30 … seconds — a dozen starts, not three thousand.
    expect(cluster.forked.length).toBeLessThan(16);
    expect(gaps.slice(0, 5)).toEqual([1100, 2000, 4000, 8000, 16000]);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(30_100);
    expect(cluster.alive.length).toBeLessThanOrEqual(2);
  });

  it('a worker that dies after a good run is replaced at once, while the others keep serving', async () => {
    const cluster = fake.cluster;
    await primary(2);
    cluster.listen(cluster.forked[0]);
    cluster.listen(cluster.forked[1]);
    await vi.advanceTimersByTimeAsync(60_000);
    cluster.die(cluster.forked[0], 'SIGKILL');
    await vi.advanceTimersByTimeAsync(0);
    expect(cluster.forked).toHaveLength(3);
    expect(cluster.alive).toHaveLength(2);
  });

  it('SIGTERM is passed to every worker; the primary exits once all have gone and starts no replacement', async () => {
    const cluster = fake.cluster;
    await primary(2);
    cluster.listen(cluster.forked[0]);
    signals.SIGTERM();
    expect(cluster.forked.map((w) => w.signals)).toEqual([['SIGTERM'], ['SIGTERM']]);
    cluster.die(cluster.forked[0], null, 0);
    expect(exits).toEqual([]);
    cluster.die(cluster.forked[1], null, 0);
    expect(exits).toEqual([0]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(cluster.forked).toHaveLength(2);
  });
});

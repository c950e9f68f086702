import { describe, expect, it } from 'vitest';
import { OutboxWorker } from './outbox-worker';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('an outbox worker', () => {
  it('does nothing until started; a kick during a pass asks for exactly one more pass; stop waits for the pass', async () => {
    let passes = 0;
    let finish: () => void = () => {};
    const worker = new OutboxWorker('test', () => {
      passes += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    }, 60_000);
    worker.kick();
    await tick();
    expect(passes).toBe(0);

    worker.start();
    await tick();
    expect(passes).toBe(1);
    worker.kick();
    worker.kick();
    await tick();
    expect(passes).toBe(1); // never two passes at once
    finish();
    await tick();
    await tick();
    expect(passes).toBe(2); // the kicks made one more pass, not two

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await tick();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    worker.kick();
    await tick();
    expect(passes).toBe(2);
  });

  it('keeps working after a pass that failed', async () => {
    let passes = 0;
    const worker = new OutboxWorker('test', async () => {
      passes += 1;
      if (passes === 1) throw new Error('SMTP down');
    }, 60_000);
    worker.start();
    await tick();
    await tick();
    worker.kick();
    await tick();
    await tick();
    expect(passes).toBe(2);
    await worker.stop();
  });
});

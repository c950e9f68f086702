import { describe, expect, it } from 'vitest';
import { periodic } from './periodic';

describe('periodic background work', () => {
  it('runs the work on its interval, never two runs at once, and stopping waits for the run in progress', async () => {
    let runs = 0;
    let overlapping = 0;
    let busy = false;
    let finished = 0;
    const task = periodic(async () => {
      if (busy) overlapping++;
      busy = true;
      runs++;
      await new Promise((r) => setTimeout(r, 30));
      busy = false;
      finished++;
    }, 5);
    task.start();
    task.start();
    await new Promise((r) => setTimeout(r, 120));
    await task.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(overlapping).toBe(0);
    expect(finished).toBe(runs);
    const after = runs;
    await new Promise((r) => setTimeout(r, 40));
    expect(runs).toBe(after);
  });

  it('a failing run does not stop the next one', async () => {
    let runs = 0;
    const task = periodic(async () => {
      runs++;
      throw new Error('database away');
    }, 5);
    task.start();
    await new Promise((r) => setTimeout(r, 60));
    await task.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
  });
});

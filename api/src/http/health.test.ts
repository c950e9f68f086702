import { PassThrough } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { READY_CACHE_MS, healthEndpoints } from './health';

/** Call the handler as node:http would and read its answer. */
function ask(handle: ReturnType<typeof healthEndpoints>, url: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve) => {
    let status = 0;
    const out = new PassThrough();
    const res = Object.assign(out, {
      writeHead: (code: number) => {
        status = code;
        return res;
      },
      end: (text: string) => resolve({ status, body: JSON.parse(text) }),
    }) as unknown as ServerResponse;
    handle({ method: 'GET', url } as IncomingMessage, res);
  });
}

describe('/readyz', () => {
  it('runs one round of checks for every call within a second (calls during a round share it), then checks again', async () => {
    let clock = 1_000_000;
    let asked = 0;
    let up = true;
    const database = { name: 'database', check: async () => (asked++, await new Promise((r) => setTimeout(r, 20)), up) };
    const handle = healthEndpoints([database], () => false, () => clock);
    const answers = await Promise.all(Array.from({ length: 50 }, () => ask(handle, '/readyz')));
    expect(asked).toBe(1);
    for (const a of answers) expect(a).toEqual({ status: 200, body: { status: 'ready', checks: { database: 'ok' } } });
    clock += READY_CACHE_MS - 1;
    up = false;
    expect((await ask(handle, '/readyz')).status).toBe(200);
    expect(asked).toBe(1);
    clock += 1;
    expect(await ask(handle, '/readyz')).toEqual({ status: 503, body: { status: 'not ready', checks: { database: 'down' } } });
    expect(asked).toBe(2);
  });
});

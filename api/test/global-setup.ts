import { existsSync } from 'node:fs';
import net from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    mysqlAvailable: boolean;
    chromiumPath: string | null;
    /** TEST_REDIS_URL (default redis://127.0.0.1:6379) answers. */
    redisAvailable: boolean;
  }
}

function portOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.setTimeout(1000);
    socket.on('connect', () => { socket.destroy(); resolve(true); });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => { socket.destroy(); resolve(false); });
  });
}

/** Find out once which real services this run can use, and say loudly what it cannot. */
export default async function setup(project: TestProject) {
  const mysql = Boolean(process.env.TEST_DATABASE_URL) || (await portOpen(3306));
  if (!mysql) console.warn('\n*** SKIPPED: MySQL/MariaDB integration suites — no server at 127.0.0.1:3306 and no TEST_DATABASE_URL ***\n');
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const hasChromium = existsSync(chromium);
  if (!hasChromium) console.warn(`\n*** SKIPPED: browser end-to-end suites — no Chromium at ${chromium} (apt-get install -y chromium) ***\n`);
  const redisUrl = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  const redis = await portOpen(Number(redisUrl.port || 6379), redisUrl.hostname);
  if (!redis) console.warn(`\n*** SKIPPED: Redis rate-limit store tests — no Redis at ${redisUrl.host} (set TEST_REDIS_URL) ***\n`);
  project.provide('redisAvailable', redis);
  project.provide('mysqlAvailable', mysql);
  project.provide('chromiumPath', hasChromium ? chromium : null);
}

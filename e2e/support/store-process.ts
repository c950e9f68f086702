import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');

export interface RunningStore {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Start the built store (api/dist + web/dist, as `npm start` runs it) as its own process on a
 * fresh embedded database with the demo catalogue, and wait until it answers.
 */
export async function startStore(env: Record<string, string> = {}): Promise<RunningStore> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kapda-e2e-'));
  // A test may choose the port (to give the store a PUBLIC_URL that points at itself).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'api/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      SQLITE_PATH: path.join(dataDir, 'kapda.sqlite'),
      MEDIA_DIR: path.join(dataDir, 'media'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The store exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{health}"}' });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The store did not start within 4 minutes:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => { child.kill('SIGKILL'); resolve(); }, 5000);
          child.once('exit', () => { clearTimeout(timer); resolve(); });
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

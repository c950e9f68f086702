import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { freePort } from './tcp-link';

export const MARIADBD = process.env.TEST_MARIADBD ?? '/usr/sbin/mariadbd';
const INSTALL_DB = ['/usr/bin/mariadb-install-db', '/usr/bin/mysql_install_db'].find((file) => existsSync(file));

/** Why a private server cannot be run here, or null. */
export function privateMariadbMissing(): string | null {
  if (!existsSync(MARIADBD)) return `no ${MARIADBD} (apt-get install -y mariadb-server, or set TEST_MARIADBD)`;
  if (!INSTALL_DB) return 'no mariadb-install-db beside it';
  return null;
}

/**
 * A MariaDB server of the test's own: a fresh data directory in a temp folder, its own port and
 * socket, run as a child process — so a test can SIGKILL it and start it again on the same data
 * without touching the shared server other suites use at 127.0.0.1:3306.
 */
export class PrivateMariadb {
  readonly dir = mkdtempSync(path.join(os.tmpdir(), 'kapda-mariadb-'));
  port = 0;
  private child: ChildProcess | undefined;
  private starts = 0;

  /** mysql://root@127.0.0.1:port (no database). */
  get url(): string {
    return `mariadb://root@127.0.0.1:${this.port}`;
  }

  /** Initialise the data directory and start the server. */
  async init(): Promise<void> {
    const installed = spawnSync(INSTALL_DB!, [
      '--no-defaults', `--datadir=${path.join(this.dir, 'data')}`, '--user=root', '--auth-root-authentication-method=normal', '--skip-test-db',
      '--innodb-log-file-size=8M', '--innodb-buffer-pool-size=32M',
    ], { encoding: 'utf8', timeout: 60_000 });
    if (installed.status !== 0) throw new Error(`mariadb-install-db failed:\n${installed.stdout}\n${installed.stderr}`);
    this.port = await freePort();
    await this.start();
  }

  /** Start mariadbd on the data directory and wait until it takes queries. */
  async start(): Promise<void> {
    this.starts += 1;
    const log = path.join(this.dir, `server-${this.starts}.log`);
    this.child = spawn(MARIADBD, [
      '--no-defaults', `--datadir=${path.join(this.dir, 'data')}`, `--port=${this.port}`, '--bind-address=127.0.0.1',
      `--socket=${path.join(this.dir, 'mariadb.sock')}`, `--pid-file=${path.join(this.dir, 'mariadb.pid')}`, `--log-error=${log}`,
      '--user=root', '--skip-name-resolve', '--skip-log-bin', '--innodb-buffer-pool-size=64M', '--innodb-log-file-size=8M',
      '--character-set-server=utf8mb4', '--collation-server=utf8mb4_unicode_ci', '--max-connections=200',
    ], { stdio: 'ignore' });
    const child = this.child;
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`mariadbd exited at start:\n${existsSync(log) ? readFileSync(log, 'utf8').slice(-3000) : ''}`);
      try {
        const c = await createConnection({ host: '127.0.0.1', port: this.port, user: 'root', connectTimeout: 1000 });
        await c.query('SELECT 1');
        await c.end();
        return;
      } catch {
        if (Date.now() > deadline) throw new Error(`mariadbd did not take queries within 30 s:\n${existsSync(log) ? readFileSync(log, 'utf8').slice(-3000) : ''}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  /** SIGKILL the server (no shutdown: what a crash or an OOM kill does) and wait until it has gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await gone;
  }

  /** Run statements as root on a fresh connection. */
  async query<T = unknown>(sql: string, params: unknown[] = []): Promise<T> {
    const c = await createConnection({ host: '127.0.0.1', port: this.port, user: 'root' });
    try {
      const [rows] = await c.query(sql, params);
      return rows as T;
    } finally {
      await c.end();
    }
  }

  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

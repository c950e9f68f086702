import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { openDatabase } from './data-source';

describe('SQLite transactions', () => {
  let dir: string;
  let ds: DataSource;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'kapda-tx-'));
    ds = await openDatabase({ DATABASE_URL: undefined, SQLITE_PATH: path.join(dir, 't.sqlite') });
    await ds.query('CREATE TABLE counter (n INTEGER NOT NULL)');
    await ds.query('INSERT INTO counter (n) VALUES (0)');
  });
  afterAll(async () => {
    await ds.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs concurrent transactions one after another instead of failing', async () => {
    const bump = () => ds.transaction(async (m) => {
      const [{ n }] = await m.query('SELECT n FROM counter');
      await new Promise((r) => setTimeout(r, 5));
      await m.query('UPDATE counter SET n = ?', [n + 1]);
    });
    await Promise.all(Array.from({ length: 10 }, bump));
    expect((await ds.query('SELECT n FROM counter'))[0].n).toBe(10);
  });

  it('rolls back a failed transaction and keeps serving the next', async () => {
    await expect(ds.transaction(async (m) => {
      await m.query('UPDATE counter SET n = 999');
      throw new Error('refused');
    })).rejects.toThrow('refused');
    await ds.transaction(async (m) => m.query('UPDATE counter SET n = n + 1'));
    expect((await ds.query('SELECT n FROM counter'))[0].n).toBe(11);
  });

  it('lets a transaction opened inside another run directly', async () => {
    await ds.transaction(async () => {
      await ds.transaction(async (m) => m.query('UPDATE counter SET n = n + 1'));
    }).catch(() => undefined);
    // Nested transactions are not supported by SQLite either way; what matters is no deadlock.
    expect(typeof (await ds.query('SELECT n FROM counter'))[0].n).toBe('number');
  });
});

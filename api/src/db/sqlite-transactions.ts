import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * TypeORM talks to SQLite over ONE connection, so two concurrent `transaction()` calls collide
 * ("cannot start a transaction within a transaction"). Queue them instead: each transaction waits
 * for the one before it. A transaction opened inside another (same async context) runs directly,
 * as it would without the queue.
 */
export function serializeSqliteTransactions(dataSource: DataSource): void {
  const manager: EntityManager = dataSource.manager;
  const original = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  const inside = new AsyncLocalStorage<true>();
  let tail: Promise<unknown> = Promise.resolve();

  (manager as unknown as { transaction: (...args: unknown[]) => Promise<unknown> }).transaction = (...args: unknown[]) => {
    if (inside.getStore()) return original(...args);
    const run = tail.then(() => inside.run(true, () => original(...args)));
    tail = run.catch(() => undefined);
    return run;
  };
}

import { In, type DataSource, type FindOptionsWhere, type ObjectLiteral } from 'typeorm';
import { logger } from '../../logger';
import { RETENTION_RULES, type RetainedTable, type RetentionRule } from './retention.rules';

/** The first pass waits a minute, so it does not compete with start-up; then one pass an hour. */
const FIRST_PASS_DELAY_MS = 60_000;
const PASS_INTERVAL_MS = 60 * 60_000;
/** Rows per DELETE: each statement stays short, so a large backlog never holds locks for long. */
export const HOUSEKEEPING_BATCH = 500;

export type DeletedRows = Record<RetainedTable, number>;

/**
 * Clean-up that is more than deleting rows (files go with them), owned by its domain and run in each pass:
 * answers how many things it removed (the pass's answer names it by `name`).
 */
export interface HousekeepingTask {
  name: string;
  run(now: Date): Promise<number>;
}

/**
 * Deletes rows nobody needs any more (old mail, spent codes and links, ended sessions, merge keys;
 * see retention.rules.ts), and runs the domains' clean-up tasks (`also`: review photos never attached). Several API processes may run it at once: a row is deleted only while it
 * still matches its rule, and a row another process got first is simply not counted here.
 */
export class Housekeeping {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;
  private readonly tasks: HousekeepingTask[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly rules: RetentionRule[] = RETENTION_RULES,
    private readonly batchSize = HOUSEKEEPING_BATCH,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(FIRST_PASS_DELAY_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Add a domain's clean-up to every pass (review photos never attached: ReviewService.sweepLoosePhotos). */
  also(task: HousekeepingTask): void {
    this.tasks.push(task);
  }

  /** One pass: delete everything the rules allow at `now`, in batches, and run the tasks. Answers how many rows (and things) went. */
  runOnce(now = new Date()): Promise<DeletedRows & Record<string, number>> {
    return this.sweep(now, () => false);
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.running = this.sweep(new Date(), () => this.stopped).finally(() => {
        this.running = undefined;
        if (!this.stopped) this.schedule(PASS_INTERVAL_MS);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async sweep(now: Date, stopping: () => boolean): Promise<DeletedRows & Record<string, number>> {
    const deleted: DeletedRows & Record<string, number> = { outboxMails: 0, accountTokens: 0, sessions: 0, guestMerges: 0 };
    for (const rule of this.rules) {
      try {
        for (const where of rule.deletable(now)) {
          deleted[rule.table] += await this.deleteInBatches(rule, where, stopping);
        }
      } catch (error) {
        // One table's trouble must not keep the others from being cleaned, nor stop the store.
        logger.error({ err: error, table: rule.table }, 'housekeeping could not delete old rows');
      }
    }
    for (const task of this.tasks) {
      if (stopping()) break;
      try {
        deleted[task.name] = await task.run(now);
      } catch (error) {
        logger.error({ err: error, task: task.name }, 'housekeeping task failed');
      }
    }
    if (Object.values(deleted).some((n) => n > 0)) logger.info({ deleted }, 'housekeeping deleted old rows');
    return deleted;
  }

  private async deleteInBatches(rule: RetentionRule, where: FindOptionsWhere<ObjectLiteral>, stopping: () => boolean): Promise<number> {
    const repo = this.dataSource.getRepository(rule.entity);
    let total = 0;
    while (!stopping()) {
      // Ids first, then DELETE … WHERE id IN: TypeORM has no portable DELETE … LIMIT. Oldest ids
      // first, so a scan along the primary key meets deletable rows early.
      const batch = await repo.find({ select: { id: true }, where, order: { id: 'ASC' }, take: this.batchSize });
      if (batch.length === 0) break;
      // The rule is checked again in the DELETE, in case a row changed since it was picked.
      const { affected } = await repo.delete({ ...where, id: In(batch.map((row) => row.id)) });
      total += affected ?? 0;
      // Nothing deleted means another process is on these rows: leave them to it.
      if (batch.length < this.batchSize || !affected) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    return total;
  }
}

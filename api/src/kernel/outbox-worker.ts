import { logger } from '../logger';

/**
 * The worker of an outbox (mails, WhatsApp messages): `pass` claims and sends what is due. It runs
 * every `pollMs` and at once when kicked after a commit that queued something; never two passes at
 * once in this process — a kick during a pass asks for one more pass after it. Each outbox claims
 * its rows with a conditional update, so N processes each running a worker send every row once.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly name: string,
    private readonly pass: () => Promise<unknown>,
    private readonly pollMs: number,
  ) {}

  /** Look for due rows now (after a transaction that queued some has committed). */
  kick(): void {
    if (this.stopped) return;
    setImmediate(() => void this.tick());
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.tick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Stop polling and wait for a pass in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.pass();
        } catch (error) {
          if (!this.stopped) logger.error({ err: error }, `${this.name} worker pass failed`);
        }
      } while (this.again && !this.stopped);
    })();
    try {
      await this.running;
    } finally {
      this.running = undefined;
    }
  }
}

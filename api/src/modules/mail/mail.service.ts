import { LessThan, LessThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { logger } from '../../logger';
import { OutboxWorker } from '../../kernel/outbox-worker';
import { OutboxMail } from './outbox-mail.entity';
import type { RenderedMail } from './templates';
import { createTransport, type MailTransport } from './transport';

/** Retry schedule: 5 s, 10 s, 20 s … doubling up to 30 min, for 20 attempts (about 8 hours) before giving up. */
export const MAIL_RETRY = { baseMs: 5_000, maxDelayMs: 30 * 60_000, maxAttempts: 20 } as const;
const POLL_MS = 2_000;
const CLAIM_MS = 2 * 60_000;
const BATCH = 20;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY.baseMs * 2 ** Math.max(0, attempts - 1), MAIL_RETRY.maxDelayMs);
}

/**
 * The transactional outbox. `queue` writes a mail with the caller's transaction; the worker (started
 * with the store) delivers due mail with retries and exponential backoff, so an SMTP outage delays
 * mail but loses none and fails no request. Several API processes can run workers: each mail is
 * claimed with a conditional update before sending.
 */
export class MailService {
  readonly transport: MailTransport;
  private readonly worker = new OutboxWorker('mail', () => this.deliverDue(), POLL_MS);

  constructor(private readonly dataSource: DataSource, private readonly config: Config, transport?: MailTransport) {
    this.transport = transport ?? createTransport(config.SMTP_URL);
  }

  /** Queue a mail inside the caller's transaction (pass its EntityManager). Call kick() after commit. */
  async queue(manager: EntityManager, to: string, mail: RenderedMail): Promise<OutboxMail> {
    const repo = manager.getRepository(OutboxMail);
    return repo.save(
      repo.create({
        to,
        subject: mail.subject,
        template: mail.template,
        text: mail.text,
        html: mail.html,
        headers: mail.headers && Object.keys(mail.headers).length ? mail.headers : null,
        status: 'queued',
        attempts: 0,
        nextAttemptAt: new Date(),
        lockedUntil: null,
        lastError: null,
        transport: null,
        sentAt: null,
      }),
    );
  }

  /** Ask the worker to look for due rows now (after a transaction that queued some has committed). */
  kick(): void {
    this.worker.kick();
  }

  start(): void {
    this.worker.start();
  }

  async stop(): Promise<void> {
    await this.worker.stop();
    this.transport.close();
  }

  /**
   * One pass of the worker: claim and send every mail due at `now`. Returns how many were sent.
   * (Tests and operators may pass a later time to retry everything due by then.)
   */
  async deliverDue(now: Date = new Date()): Promise<number> {
    const repo = this.dataSource.getRepository(OutboxMail);
    const due = await repo.find({
      where: [
        { status: 'queued', nextAttemptAt: LessThanOrEqual(now) },
        { status: 'sending', lockedUntil: LessThan(now) },
      ],
      order: { id: 'ASC' },
      take: BATCH,
    });
    let sent = 0;
    for (const mail of due) {
      const claimed = await repo.update(
        { id: mail.id, status: mail.status, attempts: mail.attempts },
        { status: 'sending', lockedUntil: new Date(now.getTime() + CLAIM_MS) },
      );
      if (claimed.affected !== 1) continue; // another worker has it
      const attempts = mail.attempts + 1;
      try {
        await this.transport.send({ from: this.config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.headers ? { headers: mail.headers } : {}) });
        // In production the body (codes, reset links) is not kept once delivered.
        const scrub = this.config.NODE_ENV === 'production' && this.transport.name === 'smtp' ? { text: '[delivered; body removed]', html: '', subject: mail.subject.replace(/\b\d{6}\b/g, '######') } : {};
        await repo.update({ id: mail.id }, { status: 'sent', attempts, sentAt: new Date(), lockedUntil: null, lastError: null, transport: this.transport.name, ...scrub });
        sent++;
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        const failed = attempts >= MAIL_RETRY.maxAttempts;
        await repo.update(
          { id: mail.id },
          { status: failed ? 'failed' : 'queued', attempts, lockedUntil: null, lastError: message, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) },
        );
        if (failed) logger.error({ mailId: mail.id, to: mail.to, error: message }, 'mail delivery failed for good');
        else logger.warn({ mailId: mail.id, attempts, error: message }, 'mail delivery failed; will retry');
      }
    }
    return sent;
  }

  /** Mails for the developer outbox page, newest first. */
  list(options: { to?: string; limit?: number } = {}): Promise<OutboxMail[]> {
    return this.dataSource.getRepository(OutboxMail).find({
      where: options.to ? { to: options.to.toLowerCase() } : {},
      order: { id: 'DESC' },
      take: options.limit ?? 100,
    });
  }

  find(id: number): Promise<OutboxMail | null> {
    return this.dataSource.getRepository(OutboxMail).findOneBy({ id });
  }
}

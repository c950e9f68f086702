import { createHash } from 'node:crypto';
import { IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { RequestContext } from '../../kernel/context';
import { dialectOf, isDuplicateKey } from '../../kernel/dialect';
import { AppError, badRequest, tooManyRequests } from '../../kernel/errors';
import type { Limit, RateLimitStore } from '../../infra/rate-limits';
import { isValidEmail, normalizeEmail } from '@kapda/rules/accounts';
import { STOCK_ALERT_MESSAGES as M } from '@kapda/rules/reviews';
import { AUTH_MESSAGES } from '../auth/auth.messages';
import type { MailService } from '../mail/mail.service';
import { ProductVariant } from '../catalog/product-variant.entity';
import type { ReviewService } from './reviews.service';
import { StockAlert } from './stock-alert.entity';
import { backInStockMail } from './stock-alert-mail';
import { isStockAlertToken, stockAlertOneClickUrl, stockAlertUnsubscribeUrl, variantLabel } from './stock-alert.rules';

/** "Notify me" is a public write that mails the address typed: limited per client address like the other public forms. */
export const STOCK_ALERT_LIMIT: Limit = { points: 10, durationSeconds: 60 };
/**
 * Sizes one address may be waiting for at once — held under concurrency: an address's asks are made one at a time
 * (`oneAtATime`). At the cap, the oldest waiting alert that was typed (asked while signed out; userId null) makes room
 * for the new ask, typed or a member's, so whoever types someone's address ten times cannot shut out that person's own
 * asks — the newest typed ask is kept (answered as saved either way, so nobody learns about the address). Alerts a
 * signed-in member asked for are never pushed out: a typed ask when all are the member's stores nothing, and the member
 * is told (400).
 */
export const STOCK_ALERT_PENDING_MAX = 10;
/** After a mail, a typed address asking again for the same size is not re-armed for this long (answered as saved). */
export const STOCK_ALERT_REARM_DAYS = 7;
/** Alerts sent per run; the next run (or the next stock change) takes the rest. */
const BATCH = 200;

/**
 * Back-in-stock alerts (issue 20). A shopper asks on a sold-out size; `dispatch` — run after every
 * catalogue write in this process and every half minute in each process, so stock that comes back
 * through any path (the stock panel, a CSV import, a QC restock, a cancelled order) is seen — mails
 * each waiting alert whose variant has stock again, exactly once: the alert is claimed with a
 * conditional update in the mail's own transaction.
 */
export class StockAlertService {
  private running: Promise<number> | undefined;
  private again = false;
  /**
   * Whether this process knows of alerts still waiting: set by a request here and by each periodic run,
   * so the dispatch after a catalogue write (an order taking stock…) costs nothing while nobody waits.
   */
  private waiting = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly reviews: Pick<ReviewService, 'product'>,
    private readonly mail: MailService,
    private readonly limits: RateLimitStore,
    private readonly config: Pick<Config, 'publicUrl' | 'keys'>,
  ) {}

  /**
   * POST /api/products/{id}/notify-me {email, variantSku}: a member's own address is used (nothing
   * typed); asking again for the same address and size is the same alert (re-armed if it was sent).
   *
   * Anyone can type anyone's address, so a typed one is held to more: it is not re-armed within
   * STOCK_ALERT_REARM_DAYS of its last mail (answered as saved, nothing changed), and an address already waiting for
   * STOCK_ALERT_PENDING_MAX sizes makes room by dropping its oldest typed alert, or stores nothing when all are a
   * member's (see STOCK_ALERT_PENDING_MAX). A member (their own address, proven by signing in) re-arms at will, makes
   * the alerts they ask for theirs, and is told when at the cap. The per-client-address limit holds for everyone.
   */
  async request(ctx: RequestContext, productRef: unknown, input: { email?: unknown; variantSku?: unknown }): Promise<{ email: string; variantSku: string }> {
    const email = ctx.user ? ctx.user.email : normalizeEmail(typeof input.email === 'string' ? input.email : '');
    if (!isValidEmail(email)) throw badRequest(M.email, { field: 'email' });
    if (typeof input.variantSku !== 'string' || input.variantSku.trim() === '' || input.variantSku.length > 80) throw badRequest(M.variant, { field: 'variantSku' });
    const state = await this.limits.hit('stock-alert:ip', ctx.ip, STOCK_ALERT_LIMIT);
    if (!state.allowed) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, state.retryAfterSeconds);
    const product = await this.reviews.product(productRef);
    const variant = await this.dataSource.getRepository(ProductVariant).findOneBy({ productId: product.id, sku: input.variantSku.trim() });
    if (!variant) throw badRequest(M.variant, { field: 'variantSku' });
    if (variant.stock > 0) throw badRequest(M.inStock, { field: 'variantSku' });
    const answer = { email, variantSku: variant.sku };
    const stored = await this.oneAtATime(email, async (m) => {
      const repo = m.getRepository(StockAlert);
      // An address that unsubscribed stays off for a typed (unproven) address: anyone can type anyone's, and
      // re-arming on their ask would undo the one-click link. Answered as saved, so nobody learns who unsubscribed;
      // the member signed in with that address proves it is theirs and turns alerts back on.
      if (!ctx.user && (await repo.exists({ where: { email, unsubscribedAt: Not(IsNull()) } }))) return false;
      const existing = await repo.findOneBy({ email, variantId: variant.id });
      // Already waiting for this size: nothing to do, but a member asking for it makes it theirs (never pushed out).
      if (existing && existing.notifiedAt === null && existing.unsubscribedAt === null) {
        if (ctx.user && existing.userId === null) await repo.update({ id: existing.id }, { userId: ctx.user.id });
        return false;
      }
      // Mailed lately: a typed address does not re-arm it (one mail a week per size at most, whoever types it).
      if (!ctx.user && existing?.notifiedAt && existing.notifiedAt.getTime() > Date.now() - STOCK_ALERT_REARM_DAYS * 86_400_000) return false;
      const pending = await repo.count({ where: { email, notifiedAt: IsNull(), unsubscribedAt: IsNull() } });
      if (pending >= STOCK_ALERT_PENDING_MAX) {
        // Room is made by the oldest typed alert still waiting (see STOCK_ALERT_PENDING_MAX); none: the cap holds.
        const oldestTyped = await repo.findOne({ where: { email, userId: IsNull(), notifiedAt: IsNull(), unsubscribedAt: IsNull() }, order: { id: 'ASC' } });
        if (!oldestTyped) {
          if (ctx.user) throw badRequest(M.tooManyAlerts(STOCK_ALERT_PENDING_MAX), { field: 'variantSku' });
          return false;
        }
        await repo.delete({ id: oldestTyped.id });
      }
      if (existing) {
        // Asked before: wait again (an alert already sent, or an address that unsubscribed and now asks).
        await repo.update({ id: existing.id }, { notifiedAt: null, unsubscribedAt: null, ...(ctx.user ? { userId: ctx.user.id } : {}) });
      } else {
        await repo.insert({ productId: product.id, variantId: variant.id, email, userId: ctx.user?.id ?? null, notifiedAt: null, unsubscribedAt: null });
      }
      return true;
    });
    if (!stored) return answer;
    // Stock may have come back between the check and the insert.
    this.waiting = true;
    this.kick();
    return answer;
  }

  /**
   * Run fn in a transaction while no other ask for the same address runs (the pending cap's count and insert are one
   * step, so twenty asks at once cannot all see nine). MySQL: a named lock per address (GET_LOCK, on the transaction's
   * connection, released after the commit); there is no row to lock for an address nobody has asked for yet. SQLite:
   * the process's transactions already run one at a time (db/sqlite-transactions.ts).
   */
  private async oneAtATime<T>(email: string, fn: (m: EntityManager) => Promise<T>): Promise<T> {
    if (dialectOf(this.dataSource) === 'sqlite') return this.dataSource.transaction(fn);
    // MySQL lock names are at most 64 characters: a hash of the address.
    const name = `kapda:stock-alert:${createHash('sha256').update(email).digest('hex').slice(0, 40)}`;
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.connect();
      const [row]: Array<{ got: number | string | null }> = await runner.query('SELECT GET_LOCK(?, 10) AS got', [name]);
      if (Number(row?.got) !== 1) throw new AppError(503, 'We could not save this just now. Please try again.');
      try {
        await runner.startTransaction();
        try {
          const result = await fn(runner.manager);
          await runner.commitTransaction();
          return result;
        } catch (error) {
          if (runner.isTransactionActive) await runner.rollbackTransaction();
          throw error;
        }
      } finally {
        await runner.query('SELECT RELEASE_LOCK(?)', [name]);
      }
    } finally {
      await runner.release();
    }
  }

  /** Look for alerts to send now (after a catalogue write) when some are waiting; runs once at a time in this process. */
  kick(): void {
    if (this.waiting) setImmediate(() => void this.dispatch().catch(() => 0));
  }

  /** Send every waiting alert whose size has stock again. Answers how many were sent by this call. */
  async dispatch(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let sent = 0;
      do {
        this.again = false;
        sent += await this.sendReady();
      } while (this.again);
      return sent;
    })().finally(() => (this.running = undefined));
    return this.running;
  }

  private async sendReady(): Promise<number> {
    const ready: Array<{ id: number | string; email: string; slug: string; title: string; size: string; color: string }> = await this.dataSource.query(
      `SELECT a.id AS id, a.email AS email, p.slug AS slug, p.title AS title, v.size AS size, v.color AS color
         FROM stock_alerts a
         JOIN product_variants v ON v.id = a.variantId
         JOIN products p ON p.id = a.productId
        WHERE a.notifiedAt IS NULL AND a.unsubscribedAt IS NULL AND v.stock > 0 AND p.isActive = 1 AND p.archivedAt IS NULL
        ORDER BY a.id LIMIT ${BATCH}`,
    );
    let sent = 0;
    for (const alert of ready) {
      const claimed = await this.dataSource.transaction(async (m) => {
        // Only the process whose update changes the row sends the mail, in the same transaction.
        const result = await m.createQueryBuilder().update(StockAlert).set({ notifiedAt: new Date() })
          .where('id = :id AND notifiedAt IS NULL AND unsubscribedAt IS NULL', { id: Number(alert.id) }).execute();
        if (!result.affected) return false;
        await this.mail.queue(m, alert.email, backInStockMail({
          item: variantLabel(alert.title, alert.size, alert.color),
          productUrl: `${this.config.publicUrl}/product/${encodeURIComponent(alert.slug)}`,
          unsubscribeUrl: stockAlertUnsubscribeUrl(this.config.publicUrl, this.config.keys.stockAlerts, alert.email),
          oneClickUrl: stockAlertOneClickUrl(this.config.publicUrl, this.config.keys.stockAlerts, alert.email),
        }));
        return true;
      });
      if (claimed) sent++;
    }
    if (sent) this.mail.kick();
    if (ready.length < BATCH) {
      const still: unknown[] = await this.dataSource.query('SELECT id FROM stock_alerts WHERE notifiedAt IS NULL AND unsubscribedAt IS NULL LIMIT 1');
      this.waiting = still.length > 0;
    }
    return sent;
  }

  /** The one-click link from the mail: no more alerts to this address. 400 for a link that is not ours. */
  async unsubscribe(emailInput: unknown, token: unknown): Promise<void> {
    const email = normalizeEmail(typeof emailInput === 'string' ? emailInput : '');
    if (!isValidEmail(email) || !isStockAlertToken(this.config.keys.stockAlerts, email, token)) throw badRequest(M.invalidLink);
    await this.dataSource.getRepository(StockAlert).createQueryBuilder().update()
      .set({ unsubscribedAt: new Date() }).where('email = :email AND unsubscribedAt IS NULL', { email }).execute();
  }
}

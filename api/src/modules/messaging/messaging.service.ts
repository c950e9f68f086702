import { In, LessThan, LessThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { logger } from '../../logger';
import { OutboxWorker } from '../../kernel/outbox-worker';
import { ChannelError, LocalChannel, type MessagingChannel } from './channel';
import { MessageAttempt, OutboxMessage } from './outbox-message.entity';
import { MESSAGE_RETRY, messageRetryDelayMs, orderUpdateMessage, renderTemplate, whatsappNumber, type OrderUpdateEvent, type OrderUpdateFacts } from './order-messages.rules';
import { WhatsAppCloudChannel } from './whatsapp-cloud.channel';

const POLL_MS = 5_000;
const CLAIM_MS = 2 * 60_000;
const BATCH = 20;

/** What an order update needs to know of the order (the Order entity fits). */
export interface OrderForUpdate {
  id: number;
  orderNumber: string;
  whatsappOptIn: boolean;
  phone: string;
  total: number;
  courier: string | null;
  trackingNumber: string | null;
  shippingAddress: { fullName: string; phone: string } | null;
}

/** The channel the settings call for: the Cloud API when token and phone number id are both set, else the local outbox. */
export function messagingChannel(config: Pick<Config, 'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_API_URL'>): MessagingChannel {
  if (config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID) {
    return new WhatsAppCloudChannel({ apiUrl: config.WHATSAPP_API_URL, phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID, token: config.WHATSAPP_TOKEN });
  }
  return new LocalChannel();
}

/**
 * WhatsApp order updates through a transactional outbox. `orderUpdate` writes the message with the
 * caller's transaction (the order move's), only for an order whose shopper opted in and whose
 * delivery number is an Indian mobile; the worker (started with the store, in every process) claims
 * each due message with a conditional update — exactly one process sends it — and retries with
 * backoff what the provider could not take, logging every attempt in message_attempts.
 *
 * Consent is the order's `whatsappOptIn`, read again from the database when an update is queued and
 * when it is about to be sent: a shopper who turns the updates off (for one order, or in the account
 * for all of theirs — `withdrawConsent`) gets nothing more, even what was already queued ('withdrawn').
 */
export class MessagingService {
  private readonly worker = new OutboxWorker('messaging', () => this.deliverDue(), POLL_MS);

  constructor(private readonly dataSource: DataSource, readonly channel: MessagingChannel) {}

  /**
   * Queue the update for `event` in `manager`'s transaction. Nothing when the order did not opt in or
   * has no Indian mobile; nothing again for an event already queued (`key`, by default the order and event).
   */
  async orderUpdate(manager: EntityManager, order: OrderForUpdate, event: OrderUpdateEvent, extra: Partial<OrderUpdateFacts> = {}, key = `order:${order.id}:${event}`): Promise<void> {
    if (!order.whatsappOptIn) return;
    // The order in hand may have been read before the shopper turned the updates off: ask the row.
    if (!(await this.consented(manager, order.id))) return;
    const to = whatsappNumber(order.shippingAddress?.phone || order.phone);
    if (!to) return;
    const message = orderUpdateMessage(event, {
      fullName: order.shippingAddress?.fullName ?? '', orderNumber: order.orderNumber, total: order.total, courier: order.courier, trackingNumber: order.trackingNumber, ...extra,
    });
    // INSERT IGNORE / INSERT OR IGNORE on the unique eventKey: a second queue of the same event is no error and no second message.
    await manager
      .createQueryBuilder()
      .insert()
      .into(OutboxMessage)
      .values({
        channel: this.channel.channel, to, orderId: order.id, eventKey: key.slice(0, 80), template: message.template, language: message.language, parameters: message.parameters,
        preview: renderTemplate(message).slice(0, 1000), status: 'queued', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null, lastError: null, transport: null, providerMessageId: null, sentAt: null,
      })
      .orIgnore()
      .execute();
  }

  /** Whether the order still wants updates now (its row, in `manager`'s transaction). */
  private async consented(manager: EntityManager, orderId: number): Promise<boolean> {
    const rows: Array<{ whatsappOptIn: number | boolean | string }> = await manager.query('SELECT whatsappOptIn FROM orders WHERE id = ?', [orderId]);
    return rows.length > 0 && Boolean(Number(rows[0].whatsappOptIn));
  }

  /**
   * The shopper turns WhatsApp updates off: for one order, or for every order of a member (the
   * account's setting turned off). In `manager`'s transaction: the orders stop wanting updates and
   * their messages not yet sent are withdrawn. Answers how many orders changed.
   */
  async withdrawConsent(manager: EntityManager, who: { orderId: number } | { userId: number }): Promise<number> {
    const column = 'orderId' in who ? 'id' : 'userId';
    const rows: Array<{ id: number | string }> = await manager.query(`SELECT id FROM orders WHERE ${column} = ? AND whatsappOptIn = 1`, ['orderId' in who ? who.orderId : who.userId]);
    const ids = rows.map((r) => Number(r.id));
    if (ids.length === 0) return 0;
    await manager.query(`UPDATE orders SET whatsappOptIn = 0 WHERE id IN (${ids.map(() => '?').join(',')})`, ids);
    await manager.getRepository(OutboxMessage).update({ orderId: In(ids), status: 'queued' }, { status: 'withdrawn', lastError: 'The shopper turned WhatsApp updates off' });
    return ids.length;
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
  }

  /** One pass: claim and send every message due at `now` (tests pass a later time to reach retries). Answers how many were sent. */
  async deliverDue(now: Date = new Date()): Promise<number> {
    const repo = this.dataSource.getRepository(OutboxMessage);
    const due = await repo.find({
      where: [
        { channel: this.channel.channel, status: 'queued', nextAttemptAt: LessThanOrEqual(now) },
        { channel: this.channel.channel, status: 'sending', lockedUntil: LessThan(now) },
      ],
      order: { id: 'ASC' },
      take: BATCH,
    });
    let sent = 0;
    for (const message of due) {
      // The claim: only the process whose conditional update changed the row sends it.
      const claimed = await repo.update({ id: message.id, status: message.status, attempts: message.attempts }, { status: 'sending', lockedUntil: new Date(now.getTime() + CLAIM_MS) });
      if (claimed.affected !== 1) continue;
      // Consent again, now: turned off since the message was queued, it is not sent.
      if (message.orderId !== null && !(await this.consented(this.dataSource.manager, message.orderId))) {
        await repo.update({ id: message.id }, { status: 'withdrawn', lockedUntil: null, lastError: 'The shopper turned WhatsApp updates off' });
        continue;
      }
      const attempts = message.attempts + 1;
      const started = Date.now();
      const attempt = (statusCode: number | null, outcome: 'sent' | 'retry' | 'failed', detail: string) =>
        this.dataSource.getRepository(MessageAttempt).insert({ messageId: message.id, statusCode, outcome, detail: detail.slice(0, 500), durationMs: Date.now() - started, attemptedAt: new Date() });
      try {
        const answer = await this.channel.send({ to: message.to, template: message.template, language: message.language, parameters: message.parameters });
        await repo.update({ id: message.id }, { status: 'sent', attempts, sentAt: new Date(), lockedUntil: null, lastError: null, transport: this.channel.name, providerMessageId: answer.providerMessageId });
        await attempt(answer.statusCode, 'sent', answer.providerMessageId ?? (this.channel.name === 'local' ? 'kept in the local outbox' : ''));
        sent++;
      } catch (error) {
        const detail = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        const retry = error instanceof ChannelError ? error.retry : true;
        const failed = !retry || attempts >= MESSAGE_RETRY.maxAttempts;
        await repo.update(
          { id: message.id },
          { status: failed ? 'failed' : 'queued', attempts, lockedUntil: null, lastError: detail, nextAttemptAt: new Date(now.getTime() + messageRetryDelayMs(attempts)) },
        );
        await attempt(error instanceof ChannelError ? error.statusCode : null, failed ? 'failed' : 'retry', detail);
        if (failed) logger.error({ messageId: message.id, template: message.template, error: detail }, 'WhatsApp message not sent');
        else logger.warn({ messageId: message.id, attempts, error: detail }, 'WhatsApp message failed; will retry');
      }
    }
    return sent;
  }

  /** Messages for the developer outbox page, newest first. */
  list(options: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
    return this.dataSource.getRepository(OutboxMessage).find({ where: options.to ? { to: options.to } : {}, order: { id: 'DESC' }, take: options.limit ?? 100 });
  }

  attempts(messageId: number): Promise<MessageAttempt[]> {
    return this.dataSource.getRepository(MessageAttempt).find({ where: { messageId }, order: { id: 'ASC' } });
  }
}

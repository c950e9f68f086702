import { randomBytes, randomUUID } from 'node:crypto';
import { In, LessThan, LessThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { Clock } from '../../kernel/clock';
import type { RequestContext } from '../../kernel/context';
import { badRequest, forbidden, notFound } from '../../kernel/errors';
import { idOrNotFound } from '../../kernel/ids';
import type { BackgroundTask } from '../../kernel/registry';
import { logger } from '../../logger';
import type { AuditLog } from '../audit/audit.service';
import { requireActor } from '../auth/guards';
import type { MailService } from '../mail/mail.service';
import { layout } from '../mail/templates';
import { User } from '../users/user.entity';
import { sendWebhook, type SendResult } from './webhook-sender';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from './webhook.entity';
import { MAX_BODY_BYTES, WEBHOOK_EVENTS, eventBody, missingEventScope, nextRetry, signature, urlProblem, type WebhookEvent } from './webhook.rules';
import { WEBHOOK_MESSAGES } from './integrations.messages';

const POLL_MS = 2_000;
const BATCH = 20;
/** A claimed delivery is someone's for this long (a worker that died lets it go again). */
const CLAIM_MS = 60_000;
const TIMEOUT_MS = 5_000;
const MAX_ENDPOINTS = 50;

const snapshot = (e: WebhookEndpoint) => ({ url: e.url, events: e.events, isActive: e.isActive });

/** Which endpoints the asker may see and change: an admin all of them, an API key only those it made. */
const owned = (ctx: RequestContext): { createdByKeyId?: number } => (ctx.integration && !ctx.user ? { createdByKeyId: ctx.integration.keyId } : {});

/**
 * Signed webhooks for integrations, delivered from an outbox: `emit` writes one row per subscribed
 * endpoint inside the caller's transaction (the change and its event stand or fall together), and
 * the worker sends them — signed, to public addresses only in production, in order per resource,
 * retried with growing delays for a day; an endpoint whose delivery failed for a day is switched
 * off and the admins are mailed.
 */
export class WebhookService implements BackgroundTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Pick<Config, 'NODE_ENV' | 'WEBHOOKS_PUBLIC_ONLY'>,
    private readonly audit: AuditLog,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** Outside production, plain http and private addresses (a receiver on this machine) are allowed unless WEBHOOKS_PUBLIC_ONLY. */
  get allowPrivate(): boolean {
    return this.config.NODE_ENV !== 'production' && !this.config.WEBHOOKS_PUBLIC_ONLY;
  }

  /**
   * Record an event for every active endpoint that wants it, inside the caller's transaction. `data`
   * is computed only when someone subscribes; `resource` ('order:12') keeps one resource's events in order.
   */
  async emit(manager: EntityManager, types: WebhookEvent | WebhookEvent[], resource: string, data: () => unknown | Promise<unknown>): Promise<void> {
    await this.emitMany(manager, [{ types: Array.isArray(types) ? types : [types], resource, data }]);
  }

  /** Several resources' events at once (a CSV import's products): the endpoints are read once, the rows written in batches. */
  async emitMany(manager: EntityManager, events: Array<{ types: WebhookEvent[]; resource: string; data: () => unknown | Promise<unknown> }>): Promise<void> {
    if (events.length === 0) return;
    const active = await manager.getRepository(WebhookEndpoint).find({ where: { isActive: true } });
    const now = this.clock();
    const rows: Partial<WebhookDelivery>[] = [];
    for (const { types: wanted, resource, data } of events) {
      const endpoints = active.filter((e) => wanted.some((t) => e.events.includes(t)));
      if (endpoints.length === 0) continue;
      const payload = await data();
      for (const type of wanted) {
        const id = `evt_${randomUUID().replace(/-/g, '')}`;
        let body = eventBody(id, type, now, payload);
        if (Buffer.byteLength(body) > MAX_BODY_BYTES) body = eventBody(id, type, now, { resource, truncated: true });
        for (const e of endpoints.filter((x) => x.events.includes(type))) {
          rows.push({ endpointId: e.id, url: e.url, eventId: id, eventType: type, resource: resource.slice(0, 60), body, status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null, lastStatusCode: null });
        }
      }
    }
    for (let i = 0; i < rows.length; i += 200) await manager.getRepository(WebhookDelivery).insert(rows.slice(i, i + 200));
  }

  // ── The back office ─────────────────────────────────────────────────────────

  async create(ctx: RequestContext, raw: Record<string, unknown>): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const actor = requireActor(ctx);
    const { url, events } = this.checked(ctx, raw);
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    const endpoint = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(WebhookEndpoint);
      if ((await repo.count()) >= MAX_ENDPOINTS) throw badRequest(WEBHOOK_MESSAGES.tooMany);
      const saved = await repo.save(repo.create({ url, events, secret, isActive: true, disabledAt: null, createdByEmail: actor.email, createdByKeyId: owned(ctx).createdByKeyId ?? null }));
      await this.audit.record(manager, ctx, { action: 'webhook.create', entityType: 'webhook', entityId: saved.id, before: null, after: snapshot(saved) });
      return saved;
    });
    return { endpoint, secret };
  }

  list(ctx: RequestContext): Promise<WebhookEndpoint[]> {
    return this.dataSource.getRepository(WebhookEndpoint).find({ where: owned(ctx), order: { id: 'DESC' } });
  }

  async update(ctx: RequestContext, rawId: unknown, raw: Record<string, unknown>): Promise<WebhookEndpoint> {
    const id = idOrNotFound(rawId, WEBHOOK_MESSAGES.notFound);
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(WebhookEndpoint);
      const current = await repo.findOneBy({ id, ...owned(ctx) });
      if (!current) throw notFound(WEBHOOK_MESSAGES.notFound);
      const before = snapshot(current);
      const next = this.checked(ctx, { url: raw.url ?? current.url, events: raw.events ?? current.events });
      const isActive = typeof raw.isActive === 'boolean' ? raw.isActive : current.isActive;
      // Events queued for the old address are not sent to the new one (they carry orders, addresses, phones).
      if (next.url !== current.url) await manager.getRepository(WebhookDelivery).update({ endpointId: id, status: In(['pending', 'sending']) }, { status: 'dropped', lockedUntil: null });
      Object.assign(current, next, { isActive, disabledAt: isActive ? null : current.disabledAt });
      await repo.save(current);
      await this.audit.record(manager, ctx, { action: 'webhook.update', entityType: 'webhook', entityId: id, before, after: snapshot(current) });
      return current;
    });
  }

  async remove(ctx: RequestContext, rawId: unknown): Promise<void> {
    const id = idOrNotFound(rawId, WEBHOOK_MESSAGES.notFound);
    await this.dataSource.transaction(async (manager) => {
      const current = await manager.getRepository(WebhookEndpoint).findOneBy({ id, ...owned(ctx) });
      if (!current) throw notFound(WEBHOOK_MESSAGES.notFound);
      await manager.getRepository(WebhookDelivery).delete({ endpointId: id, status: In(['pending', 'sending']) });
      await manager.getRepository(WebhookEndpoint).delete({ id });
      await this.audit.record(manager, ctx, { action: 'webhook.delete', entityType: 'webhook', entityId: id, before: snapshot(current), after: null });
    });
  }

  /** A `ping` event to this endpoint alone, sent now; answers the attempt. */
  async sendTest(ctx: RequestContext, rawId: unknown): Promise<WebhookAttempt> {
    const endpoint = await this.endpoint(ctx, rawId);
    const id = `evt_${randomUUID().replace(/-/g, '')}`;
    const now = this.clock();
    const repo = this.dataSource.getRepository(WebhookDelivery);
    const delivery = await repo.save(repo.create({
      endpointId: endpoint.id, url: endpoint.url, eventId: id, eventType: 'ping', resource: `webhook:${endpoint.id}`, body: eventBody(id, 'ping', now, { message: WEBHOOK_MESSAGES.ping }),
      status: 'sending', attempts: 0, nextAttemptAt: now, lockedUntil: new Date(now.getTime() + CLAIM_MS), lastStatusCode: null,
    }));
    return this.attempt(endpoint, delivery, now);
  }

  /** Each attempt to this endpoint, newest first. */
  async deliveries(ctx: RequestContext, rawId: unknown, rawLimit: unknown): Promise<WebhookAttempt[]> {
    const endpoint = await this.endpoint(ctx, rawId);
    const limit = Math.min(100, Math.max(1, Number(rawLimit) || 50));
    return this.dataSource.getRepository(WebhookAttempt).find({ where: { endpointId: endpoint.id }, order: { id: 'DESC' }, take: limit });
  }

  /**
   * Send an attempt's event again now (a new attempt with the same event id and body) — only to the
   * URL the event was first addressed to: after the endpoint's URL changed, its past events stay where they went.
   */
  async redeliver(ctx: RequestContext, rawEndpointId: unknown, rawAttemptId: unknown): Promise<WebhookAttempt> {
    const endpoint = await this.endpoint(ctx, rawEndpointId);
    const attemptId = idOrNotFound(rawAttemptId, WEBHOOK_MESSAGES.deliveryNotFound);
    const earlier = await this.dataSource.getRepository(WebhookAttempt).findOneBy({ id: attemptId, endpointId: endpoint.id });
    const delivery = earlier && (await this.dataSource.getRepository(WebhookDelivery).findOneBy({ id: earlier.deliveryId }));
    if (!delivery) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    if (delivery.url !== endpoint.url) throw badRequest(WEBHOOK_MESSAGES.otherUrl);
    return this.attempt(endpoint, delivery, this.clock(), true);
  }

  // ── The worker ──────────────────────────────────────────────────────────────

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private kick(): void {
    if (this.stopped || this.running) return;
    this.running = this.deliverDue()
      .catch((error) => logger.error({ err: error }, 'webhook worker pass failed'))
      .finally(() => { this.running = undefined; });
  }

  /**
   * One pass: claim and send each due delivery whose resource has no earlier delivery still waiting
   * at the same endpoint (so 'order.placed' reaches a receiver before that order's 'shipped').
   */
  async deliverDue(now: Date = this.clock()): Promise<number> {
    const repo = this.dataSource.getRepository(WebhookDelivery);
    const due = await repo.find({
      where: [{ status: 'pending', nextAttemptAt: LessThanOrEqual(now) }, { status: 'sending', lockedUntil: LessThan(now) }],
      order: { id: 'ASC' }, take: BATCH,
    });
    let sent = 0;
    const blocked = new Set<string>();
    for (const delivery of due) {
      const lane = `${delivery.endpointId}|${delivery.resource}`;
      if (blocked.has(lane)) continue;
      const earlier = await repo.count({ where: { endpointId: delivery.endpointId, resource: delivery.resource, id: LessThan(delivery.id), status: In(['pending', 'sending']) } });
      if (earlier > 0) {
        blocked.add(lane);
        continue;
      }
      const claimed = await repo.update({ id: delivery.id, status: delivery.status, attempts: delivery.attempts }, { status: 'sending', lockedUntil: new Date(now.getTime() + CLAIM_MS) });
      if (claimed.affected !== 1) continue;
      const endpoint = await this.dataSource.getRepository(WebhookEndpoint).findOneBy({ id: delivery.endpointId });
      if (!endpoint || !endpoint.isActive || delivery.url !== endpoint.url) {
        await repo.update({ id: delivery.id }, { status: endpoint && delivery.url !== endpoint.url ? 'dropped' : 'failed', lockedUntil: null });
        continue;
      }
      const attempt = await this.attempt(endpoint, delivery, now);
      if (attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300) sent++;
      else blocked.add(lane);
    }
    return sent;
  }

  /** Sign and send one delivery now, log the attempt, and settle the delivery (delivered, retry later, or give up). */
  private async attempt(endpoint: WebhookEndpoint, delivery: WebhookDelivery, now: Date, manual = false): Promise<WebhookAttempt> {
    const headers = {
      'x-kapda-event-id': delivery.eventId,
      'x-kapda-event': delivery.eventType,
      'x-kapda-signature': signature(endpoint.secret, Math.floor(Date.now() / 1000), delivery.body),
    };
    const urlRefused = urlProblem(endpoint.url, this.allowPrivate);
    const result: SendResult = urlRefused
      ? { statusCode: null, durationMs: 0, response: `Refused: ${urlRefused}` }
      : await sendWebhook(endpoint.url, delivery.body, headers, { allowPrivate: this.allowPrivate, timeoutMs: TIMEOUT_MS });
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const attempts = delivery.attempts + 1;
    const retryAt = ok || manual || delivery.eventType === 'ping' ? null : nextRetry(attempts, now);
    const status = ok ? 'delivered' : manual ? delivery.status === 'sending' ? 'failed' : delivery.status : retryAt ? 'pending' : 'failed';
    const repo = this.dataSource.getRepository(WebhookAttempt);
    const logged = await repo.save(repo.create({
      endpointId: endpoint.id, deliveryId: delivery.id, eventType: delivery.eventType, eventId: delivery.eventId,
      statusCode: result.statusCode, durationMs: result.durationMs, response: result.response.slice(0, 600), attemptedAt: now,
    }));
    await this.dataSource.getRepository(WebhookDelivery).update({ id: delivery.id }, {
      status, attempts, lockedUntil: null, lastStatusCode: result.statusCode, ...(retryAt ? { nextAttemptAt: retryAt } : {}),
    });
    if (!ok && !manual && delivery.eventType !== 'ping' && !retryAt) await this.disable(endpoint, delivery);
    return logged;
  }

  /** A delivery failed for a day: switch the endpoint off and tell the admins. */
  private async disable(endpoint: WebhookEndpoint, delivery: WebhookDelivery): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const switched = await manager.getRepository(WebhookEndpoint).update({ id: endpoint.id, isActive: true }, { isActive: false, disabledAt: this.clock() });
      if (!switched.affected) return;
      const admins = await manager.getRepository(User).find({ where: { role: 'admin', isActive: true }, take: 20 });
      for (const admin of admins) {
        await this.mail.queue(manager, admin.email, layout({
          template: 'webhook_disabled',
          subject: 'A webhook endpoint was switched off',
          preheader: `Deliveries to ${endpoint.url} failed for a day`,
          greetingName: admin.firstName,
          intro: [`Kapda could not deliver the ${delivery.eventType} event to ${endpoint.url} for a day, so the endpoint has been switched off.`],
          highlight: { kind: 'quote', lines: [`Endpoint: ${endpoint.url}`, `Last event: ${delivery.eventType} (${delivery.eventId})`] },
          outro: ['Check the receiver, then switch the endpoint on again in the back office (Developers); failed events can be redelivered from its deliveries log.'],
        }));
      }
    });
    this.mail.kick();
  }

  private async endpoint(ctx: RequestContext, rawId: unknown): Promise<WebhookEndpoint> {
    const id = idOrNotFound(rawId, WEBHOOK_MESSAGES.notFound);
    const endpoint = await this.dataSource.getRepository(WebhookEndpoint).findOneBy({ id, ...owned(ctx) });
    if (!endpoint) throw notFound(WEBHOOK_MESSAGES.notFound);
    return endpoint;
  }

  /** A URL and events checked; a key subscribes only to events whose data it may read (403 naming the scope). */
  private checked(ctx: RequestContext, raw: Record<string, unknown>): { url: string; events: string[] } {
    const problem = urlProblem(raw.url, this.allowPrivate);
    if (problem) throw badRequest(problem, { field: 'url' });
    const known = new Set<string>(WEBHOOK_EVENTS);
    const events = raw.events;
    if (!Array.isArray(events) || events.length === 0 || events.length > 20 || !events.every((e) => typeof e === 'string' && known.has(e))) {
      throw badRequest(WEBHOOK_MESSAGES.events, { field: 'events' });
    }
    const lacking = ctx.integration && !ctx.user ? missingEventScope(events as string[], ctx.integration.scopes) : null;
    if (lacking) throw forbidden(WEBHOOK_MESSAGES.eventScope(lacking));
    return { url: raw.url as string, events: WEBHOOK_EVENTS.filter((e) => events.includes(e)) };
  }
}

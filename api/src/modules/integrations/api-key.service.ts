import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { IsNull, type DataSource } from 'typeorm';
import type { Clock } from '../../kernel/clock';
import type { Integration, RequestContext } from '../../kernel/context';
import { badRequest, conflict, notFound } from '../../kernel/errors';
import { parseId } from '../../kernel/ids';
import { SCOPES } from '../../kernel/access';
import { dialectOf } from '../../kernel/dialect';
import type { AuditLog } from '../audit/audit.service';
import { requireUser } from '../auth/guards';
import { ApiKey } from './api-key.entity';
import { checkKeyInput, keyIsLive, newKey, prefixOf } from './api-key.rules';
import { INTEGRATIONS_MESSAGES } from './integrations.messages';

const MAX_LIVE_KEYS = 100;
/** lastUsedAt is written when it is older than this, not on every call. */
const LAST_USED_EVERY_MS = 60_000;

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/** A key as lists show it: never the secret nor its hash. */
function snapshot(key: ApiKey) {
  return { name: key.name, prefix: key.prefix, scopes: key.scopes, expiresAt: key.expiresAt?.toISOString() ?? null, revokedAt: key.revokedAt?.toISOString() ?? null };
}

/**
 * API keys for integrations: made and revoked by admins (audit-logged), checked on every request
 * that sends one. Nothing about a key is kept in memory between requests, so a revoked or expired
 * key is refused on the very next call.
 */
export class ApiKeyService {
  constructor(private readonly dataSource: DataSource, private readonly audit: AuditLog, private readonly clock: Clock) {}

  /** The integration a bearer key stands for, or null when it is malformed, unknown, revoked or expired. */
  async authenticate(key: string): Promise<Integration | null> {
    const prefix = prefixOf(key);
    if (!prefix) return null;
    const row = await this.dataSource.getRepository(ApiKey).findOneBy({ prefix });
    if (!row) return null;
    const stored = Buffer.from(row.secretHash, 'hex');
    const sent = sha256(key);
    if (stored.length !== sent.length || !timingSafeEqual(stored, sent)) return null;
    const now = this.clock();
    if (!keyIsLive(row, now)) return null;
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
      // Only when still unrevoked: the write never brings a key back.
      await this.dataSource.getRepository(ApiKey).update({ id: row.id, revokedAt: IsNull() }, { lastUsedAt: now });
    }
    return { keyId: row.id, name: row.name, prefix: row.prefix, scopes: row.scopes };
  }

  /** A new key; the whole key is in this answer only. */
  async create(ctx: RequestContext, raw: { name?: unknown; scopes?: unknown; expiresAt?: unknown }): Promise<{ key: string; row: ApiKey }> {
    const admin = requireUser(ctx);
    const checked = checkKeyInput(raw, this.clock());
    if ('problem' in checked) {
      const message = checked.problem === 'name' ? INTEGRATIONS_MESSAGES.keyName : checked.problem === 'scopes' ? INTEGRATIONS_MESSAGES.keyScopes(SCOPES) : INTEGRATIONS_MESSAGES.keyExpiry;
      throw badRequest(message, { field: checked.problem });
    }
    const key = newKey(randomBytes(64));
    const row = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(ApiKey);
      const live = await repo.count({ where: { revokedAt: IsNull() } });
      if (live >= MAX_LIVE_KEYS) throw conflict(INTEGRATIONS_MESSAGES.tooManyKeys);
      const saved = await repo.save(repo.create({
        ...checked.input, prefix: prefixOf(key)!, secretHash: sha256(key).toString('hex'), revokedAt: null, lastUsedAt: null,
        createdById: admin.id, createdByEmail: admin.email,
      }));
      await this.audit.record(manager, ctx, { action: 'apiKey.create', entityType: 'apiKey', entityId: saved.id, before: null, after: snapshot(saved) });
      return saved;
    });
    return { key, row };
  }

  /** Every key, newest first (revoked ones too, marked). */
  list(): Promise<ApiKey[]> {
    return this.dataSource.getRepository(ApiKey).find({ order: { id: 'DESC' }, take: 500 });
  }

  /** Revoke at once: the next request with the key is refused. Revoking twice is harmless. */
  async revoke(ctx: RequestContext, rawId: unknown): Promise<ApiKey> {
    requireUser(ctx);
    const id = parseId(rawId);
    if (id === null) throw notFound(INTEGRATIONS_MESSAGES.keyNotFound);
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(ApiKey);
      const row = await repo.findOne({ where: { id }, ...(dialectOf(manager) === 'mysql' ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
      if (!row) throw notFound(INTEGRATIONS_MESSAGES.keyNotFound);
      if (row.revokedAt) return row;
      const before = snapshot(row);
      row.revokedAt = this.clock();
      await repo.update({ id }, { revokedAt: row.revokedAt });
      await this.audit.record(manager, ctx, { action: 'apiKey.revoke', entityType: 'apiKey', entityId: id, before, after: snapshot(row) });
      return row;
    });
  }
}

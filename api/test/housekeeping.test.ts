import { beforeAll, expect, it } from 'vitest';
import { AccountToken } from '../src/modules/auth/account-token.entity';
import { Session } from '../src/modules/auth/session.entity';
import { GuestMerge } from '../src/modules/cart/cart.entity';
import { Housekeeping } from '../src/modules/housekeeping/housekeeping.service';
import {
  ACCOUNT_TOKEN_RETENTION_DAYS,
  daysBefore,
  FAILED_MAIL_RETENTION_DAYS,
  GUEST_MERGE_RETENTION_DAYS,
  RETENTION_RULES,
  SENT_MAIL_RETENTION_DAYS,
  SESSION_RETENTION_DAYS,
} from '../src/modules/housekeeping/retention.rules';
import { OutboxMail, type OutboxStatus } from '../src/modules/mail/outbox-mail.entity';
import type { User } from '../src/modules/users/user.entity';
import { createUser, signedInUser } from './accounts';
import { freshIp, restCall } from './client';
import { describeEachDatabase } from './harness';

const MINUTE = 60_000;
/** Whole seconds: MySQL DATETIME keeps no milliseconds. */
const now = new Date(Math.floor(Date.now() / 1000) * 1000);
/** Just past a retention period (may go) and just inside it (must stay). */
const outside = (days: number) => new Date(daysBefore(now, days).getTime() - MINUTE);
const inside = (days: number) => new Date(daysBefore(now, days).getTime() + MINUTE);
const later = (ms: number) => new Date(now.getTime() + ms);

describeEachDatabase('housekeeping deletes old rows, and only those', (store) => {
  const repo = <T extends object>(entity: new () => T) => store().dataSource.getRepository(entity);
  let user: User;

  beforeAll(async () => {
    // The store's own hourly worker must not run a pass in the middle of these tests.
    await store().services.housekeeping.stop();
    user = await createUser(store());
  });

  async function mail(status: OutboxStatus, at: Date): Promise<number> {
    const row = await repo(OutboxMail).save({
      to: 'old@example.in', subject: 'Your Kapda code', template: 'verification_code', text: 't', html: 'h',
      status, attempts: 1, nextAttemptAt: at, lockedUntil: status === 'sending' ? at : null, lastError: null,
      transport: status === 'sent' ? 'smtp' : null, sentAt: status === 'sent' ? at : null, createdAt: at,
    });
    return row.id;
  }

  async function token(expiresAt: Date, consumedAt: Date | null): Promise<number> {
    const row = await repo(AccountToken).save({
      userId: user.id, purpose: 'reset_password', secretHash: 'f'.repeat(64), email: user.email, attempts: 0,
      issuedAt: new Date(expiresAt.getTime() - 60 * MINUTE), expiresAt, consumedAt,
    });
    return row.id;
  }

  let sessionCounter = 0;
  async function session(expiresAt: Date, revokedAt: Date | null): Promise<string> {
    const id = `old-session-${++sessionCounter}`.padEnd(43, 'x');
    await repo(Session).insert({ id, userId: user.id, expiresAt, revokedAt, guestSessionId: null, ip: '', userAgent: '' });
    return id;
  }

  async function merge(mergedAt: Date): Promise<number> {
    const row = await repo(GuestMerge).save({ userId: user.id, mergeKey: `key-${Math.random()}`, mergedAt });
    return row.id;
  }

  it('deletes mail, codes and links, sessions and merge keys just past their retention; keeps those just inside', async () => {
    const mails = {
      oldSent: await mail('sent', outside(SENT_MAIL_RETENTION_DAYS)),
      recentSent: await mail('sent', inside(SENT_MAIL_RETENTION_DAYS)),
      oldFailed: await mail('failed', outside(FAILED_MAIL_RETENTION_DAYS)),
      recentFailed: await mail('failed', inside(FAILED_MAIL_RETENTION_DAYS)),
      // Not delivered yet, however old: never deleted.
      ancientQueued: await mail('queued', daysBefore(now, 400)),
      ancientSending: await mail('sending', daysBefore(now, 400)),
    };
    const tokens = {
      longExpired: await token(outside(ACCOUNT_TOKEN_RETENTION_DAYS), null),
      recentlyExpired: await token(inside(ACCOUNT_TOKEN_RETENTION_DAYS), null),
      longUsed: await token(later(-MINUTE), outside(ACCOUNT_TOKEN_RETENTION_DAYS)),
      recentlyUsed: await token(later(60 * MINUTE), inside(ACCOUNT_TOKEN_RETENTION_DAYS)),
      live: await token(later(60 * MINUTE), null),
    };
    const sessions = {
      longExpired: await session(outside(SESSION_RETENTION_DAYS), null),
      recentlyExpired: await session(inside(SESSION_RETENTION_DAYS), null),
      longRevoked: await session(daysBefore(now, SESSION_RETENTION_DAYS - 7), outside(SESSION_RETENTION_DAYS)),
      recentlyRevoked: await session(daysBefore(now, SESSION_RETENTION_DAYS - 7), inside(SESSION_RETENTION_DAYS)),
      // Revoked long ago but its token has not expired yet: it must go on refusing that token.
      revokedNotExpired: await session(later(24 * 60 * MINUTE), outside(SESSION_RETENTION_DAYS)),
      live: await session(later(24 * 60 * MINUTE), null),
    };
    const merges = {
      old: await merge(outside(GUEST_MERGE_RETENTION_DAYS)),
      recent: await merge(inside(GUEST_MERGE_RETENTION_DAYS)),
    };

    const deleted = await store().services.housekeeping.runOnce(now);
    expect(deleted).toEqual({ outboxMails: 2, accountTokens: 2, sessions: 2, guestMerges: 1, reviewPhotos: 0 });

    const ids = async <T extends { id: number | string }>(entity: new () => T) => (await repo(entity).find()).map((row) => row.id).sort();
    const sorted = (values: Array<number | string>) => [...values].sort();
    expect(await ids(OutboxMail)).toEqual(sorted([mails.recentSent, mails.recentFailed, mails.ancientQueued, mails.ancientSending]));
    expect(await ids(AccountToken)).toEqual(sorted([tokens.recentlyExpired, tokens.recentlyUsed, tokens.live]));
    expect(await ids(Session)).toEqual(sorted([sessions.recentlyExpired, sessions.recentlyRevoked, sessions.revokedNotExpired, sessions.live]));
    expect(await ids(GuestMerge)).toEqual([merges.recent]);

    // A second pass finds nothing more.
    expect(await store().services.housekeeping.runOnce(now)).toEqual({ outboxMails: 0, accountTokens: 0, sessions: 0, guestMerges: 0, reviewPhotos: 0 });
  });

  it('keeps a revoked session whose token has not expired, and the API still refuses that token', async () => {
    const { user: member, token: bearer } = await signedInUser(store());
    expect((await restCall(store().baseUrl, 'GET', '/auth/profile', undefined, { token: bearer, ip: freshIp() })).status).toBe(200);
    expect((await restCall(store().baseUrl, 'POST', '/auth/logout', undefined, { token: bearer, ip: freshIp() })).status).toBe(200);
    const revoked = await repo(Session).findOneByOrFail({ userId: member.id });
    expect(revoked.revokedAt).not.toBeNull();
    // Pretend the logout was long ago; the token itself is still within its 7 days.
    await repo(Session).update({ id: revoked.id }, { revokedAt: daysBefore(new Date(), SESSION_RETENTION_DAYS + 1) });

    await store().services.housekeeping.runOnce();
    expect(await repo(Session).existsBy({ id: revoked.id })).toBe(true);
    const refused = await restCall(store().baseUrl, 'GET', '/auth/profile', undefined, { token: bearer, ip: freshIp() });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Session expired. Please login again.');
  });

  it('clears a backlog larger than one batch', async () => {
    const keys = await Promise.all(Array.from({ length: 7 }, () => merge(outside(GUEST_MERGE_RETENTION_DAYS))));
    const keep = await merge(inside(GUEST_MERGE_RETENTION_DAYS));
    const smallBatches = new Housekeeping(store().dataSource, RETENTION_RULES, 3);
    expect((await smallBatches.runOnce(now)).guestMerges).toBe(keys.length);
    expect(await repo(GuestMerge).existsBy({ id: keep })).toBe(true);
  });
});

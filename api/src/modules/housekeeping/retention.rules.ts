import { LessThan, LessThanOrEqual, type EntityTarget, type FindOptionsWhere, type ObjectLiteral } from 'typeorm';
import { AccountToken } from '../auth/account-token.entity';
import { Session } from '../auth/session.entity';
import { GuestMerge } from '../cart/cart.entity';
import { OutboxMail } from '../mail/outbox-mail.entity';

/**
 * Delivered mail is kept 30 days, to answer "I never got my code" from the outbox. In production its
 * body is already blanked once sent, so the row holds no live code or link.
 */
export const SENT_MAIL_RETENTION_DAYS = 30;
/**
 * Mail that failed for good is kept 90 days: it is the trace of a wrong address or an SMTP problem
 * someone may still be looking into. Queued and sending mail is never deleted (not delivered yet).
 */
export const FAILED_MAIL_RETENTION_DAYS = 90;
/**
 * Used or expired codes and links are kept 7 days, for "my link did not work". Nothing accepts them
 * any more (only unused, unexpired tokens count) and the resend cooldown looks back one minute.
 */
export const ACCOUNT_TOKEN_RETENTION_DAYS = 7;
/**
 * Ended sessions are kept 30 days (when and from where someone signed in, for support). A revoked
 * session must go on refusing its token until that token would have expired anyway (7 days, see
 * tokens.ts), so it is never deleted before its expiresAt — whatever this number is set to.
 */
export const SESSION_RETENTION_DAYS = 30;
/**
 * Guest-cart merge keys are kept 30 days. A key only stops the same guest cart being merged twice
 * when the merge's answer was lost (the browser then sends it again; any change to the guest cart
 * makes a new key). A re-send after a month would add the old lines again: rare, and visible in the cart.
 */
export const GUEST_MERGE_RETENTION_DAYS = 30;

export type RetainedTable = 'outboxMails' | 'accountTokens' | 'sessions' | 'guestMerges';

/** Rows of one table that may be deleted at `now`: those matching any of the conditions. */
export interface RetentionRule {
  table: RetainedTable;
  entity: EntityTarget<ObjectLiteral>;
  deletable(now: Date): FindOptionsWhere<ObjectLiteral>[];
}

function rule<T extends ObjectLiteral>(table: RetainedTable, entity: EntityTarget<T>, deletable: (now: Date) => FindOptionsWhere<T>[]): RetentionRule {
  return { table, entity, deletable } as RetentionRule;
}

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 3600_000);
}

export const RETENTION_RULES: RetentionRule[] = [
  rule('outboxMails', OutboxMail, (now): FindOptionsWhere<OutboxMail>[] => {
    const sent = daysBefore(now, SENT_MAIL_RETENTION_DAYS);
    const failed = daysBefore(now, FAILED_MAIL_RETENTION_DAYS);
    return [
      // A mail is sent once due, so nextAttemptAt ≤ sentAt: the second bound changes nothing but lets
      // the (status, nextAttemptAt) index find the old rows.
      { status: 'sent', sentAt: LessThan(sent), nextAttemptAt: LessThan(sent) },
      // A failed mail's nextAttemptAt is when it was given up, plus the last backoff.
      { status: 'failed', nextAttemptAt: LessThan(failed) },
    ];
  }),
  rule('accountTokens', AccountToken, (now) => {
    const cutoff = daysBefore(now, ACCOUNT_TOKEN_RETENTION_DAYS);
    return [{ expiresAt: LessThan(cutoff) }, { consumedAt: LessThan(cutoff) }];
  }),
  rule('sessions', Session, (now) => {
    const cutoff = daysBefore(now, SESSION_RETENTION_DAYS);
    return [{ expiresAt: LessThan(cutoff) }, { revokedAt: LessThan(cutoff), expiresAt: LessThanOrEqual(now) }];
  }),
  rule('guestMerges', GuestMerge, (now) => [{ mergedAt: LessThan(daysBefore(now, GUEST_MERGE_RETENTION_DAYS)) }]),
];

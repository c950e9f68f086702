import { tooManyRequests } from '../../kernel/errors';
import { countAttempt, giveBackAttempt, limitKey, type AttemptCounter, type Limit, type RateLimitStore } from '../../infra/rate-limits';
import { AUTH_MESSAGES } from './auth.messages';

export type LimitedAction = 'login' | 'register' | 'verify' | 'resend' | 'forgot';

interface ActionLimits {
  ip: Limit;
  account: Limit;
  /**
   * A second, daily cap per account (email) on codes actually compared with a live one (consumeCodeGuess):
   * codes cannot be guessed across resends, and junk requests cannot use up the owner's day.
   */
  accountPerDay?: Limit;
}

/**
 * Abuse limits on the accounts flows, per client IP and per account (email), in one-minute windows
 * (verification codes also per day). Every attempt is counted before the password or code is
 * checked; a login or verification that succeeds is given back, so a shopper who types the right
 * password is never slowed down, and a burst of parallel guesses gets no more tries than a queue.
 */
export const AUTH_LIMITS: Record<LimitedAction, ActionLimits> = {
  login: { ip: { points: 30, durationSeconds: 60 }, account: { points: 10, durationSeconds: 60 } },
  register: { ip: { points: 10, durationSeconds: 60 }, account: { points: 5, durationSeconds: 60 } },
  verify: { ip: { points: 30, durationSeconds: 60 }, account: { points: 10, durationSeconds: 60 }, accountPerDay: { points: 30, durationSeconds: 24 * 3600 } },
  resend: { ip: { points: 10, durationSeconds: 60 }, account: { points: 5, durationSeconds: 60 } },
  forgot: { ip: { points: 10, durationSeconds: 60 }, account: { points: 5, durationSeconds: 60 } },
};

export class AuthLimits {
  constructor(readonly store: RateLimitStore) {}

  private counters(action: LimitedAction, ip: string, email: string): AttemptCounter[] {
    const rule = AUTH_LIMITS[action];
    return [
      { bucket: `${action}:ip`, key: ip, limit: rule.ip },
      { bucket: `${action}:account`, key: limitKey(email), limit: rule.account },
    ];
  }

  private daily(action: LimitedAction, email: string): AttemptCounter[] {
    const limit = AUTH_LIMITS[action].accountPerDay;
    return limit ? [{ bucket: `${action}:account-day`, key: limitKey(email), limit }] : [];
  }

  /** Count an attempt before checking it; 429 when the IP or the account is over its limit. */
  async consume(action: LimitedAction, ip: string, email: string): Promise<void> {
    const refused = await countAttempt(this.store, this.counters(action, ip, email));
    if (refused) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, refused.retryAfterSeconds);
  }

  /** A well-formed code is about to be compared with a live one: charge the account's daily cap (429 past it). */
  async consumeCodeGuess(action: LimitedAction, email: string): Promise<void> {
    const refused = await countAttempt(this.store, this.daily(action, email));
    if (refused) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, refused.retryAfterSeconds);
  }

  /**
   * The attempt succeeded: give it back. A login also forgets the account's earlier failures (so a
   * shopper's typos this minute do not linger); the IP's other failures stay counted.
   */
  async succeeded(action: LimitedAction, ip: string, email: string): Promise<void> {
    const [ipCounter, accountCounter] = this.counters(action, ip, email);
    const daily = this.daily(action, email);
    if (action === 'login') {
      await Promise.all([giveBackAttempt(this.store, [ipCounter, ...daily]), this.store.reset(accountCounter.bucket, accountCounter.key, accountCounter.limit)]);
    } else {
      await giveBackAttempt(this.store, [ipCounter, accountCounter, ...daily]);
    }
  }
}

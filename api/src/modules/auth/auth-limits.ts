import { tooManyRequests } from '../../http/errors';
import { limitKey, type Limit, type RateLimitStore } from '../../infra/rate-limits';
import { MESSAGES } from './messages';

export type LimitedAction = 'login' | 'register' | 'verify' | 'resend' | 'forgot';

/**
 * Abuse limits on the accounts flows, per client IP and per account (email), in one-minute windows.
 * Login counts failed attempts only, so a shopper who types the right password is never slowed down.
 */
export const AUTH_LIMITS: Record<LimitedAction, { ip: Limit; account: Limit }> = {
  login: { ip: { points: 30, durationSeconds: 60 }, account: { points: 10, durationSeconds: 60 } },
  register: { ip: { points: 10, durationSeconds: 60 }, account: { points: 5, durationSeconds: 60 } },
  verify: { ip: { points: 30, durationSeconds: 60 }, account: { points: 10, durationSeconds: 60 } },
  resend: { ip: { points: 10, durationSeconds: 60 }, account: { points: 5, durationSeconds: 60 } },
  forgot: { ip: { points: 10, durationSeconds: 60 }, account: { points: 5, durationSeconds: 60 } },
};

export class AuthLimits {
  constructor(readonly store: RateLimitStore) {}

  private keys(action: LimitedAction, ip: string, email: string) {
    const rule = AUTH_LIMITS[action];
    return [
      { bucket: `${action}:ip`, key: ip, limit: rule.ip },
      { bucket: `${action}:account`, key: limitKey(email), limit: rule.account },
    ];
  }

  /** Count an attempt; 429 when the IP or the account is over its limit. */
  async consume(action: LimitedAction, ip: string, email: string): Promise<void> {
    const states = await Promise.all(this.keys(action, ip, email).map((k) => this.store.hit(k.bucket, k.key, k.limit)));
    const refused = states.find((s) => !s.allowed);
    if (refused) throw tooManyRequests(MESSAGES.tooManyAttempts, refused.retryAfterSeconds);
  }

  /** 429 when the IP or the account has already used up its attempts (counts nothing). */
  async assertOpen(action: LimitedAction, ip: string, email: string): Promise<void> {
    const states = await Promise.all(this.keys(action, ip, email).map((k) => this.store.peek(k.bucket, k.key, k.limit)));
    const refused = states.find((s) => !s.allowed);
    if (refused) throw tooManyRequests(MESSAGES.tooManyAttempts, refused.retryAfterSeconds);
  }

  /** Count a failure (for actions limited on failures only). */
  async recordFailure(action: LimitedAction, ip: string, email: string): Promise<void> {
    await Promise.all(this.keys(action, ip, email).map((k) => this.store.hit(k.bucket, k.key, k.limit)));
  }

  /** A success clears the account's failures (not the IP's). */
  async clearAccount(action: LimitedAction, email: string): Promise<void> {
    const [, account] = this.keys(action, '', email);
    await this.store.reset(account.bucket, account.key, account.limit);
  }
}

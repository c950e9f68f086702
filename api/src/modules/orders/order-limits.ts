import { tooManyRequests } from '../../kernel/errors';
import type { RateLimitStore } from '../../infra/rate-limits';
import { AUTH_MESSAGES } from '../auth/auth.messages';

/**
 * Orders placed per client IP per minute (ORDER_LIMIT_PER_MINUTE; 0 = no limit). An unpaid online
 * order holds its stock for PAYMENT_HOLD_MINUTES, so without a limit a script could hold the shelves.
 */
export class OrderLimits {
  constructor(private readonly store: RateLimitStore, private readonly perMinute: number) {}

  async consume(ip: string): Promise<void> {
    if (this.perMinute <= 0) return;
    const state = await this.store.hit('order:ip', ip, { points: this.perMinute, durationSeconds: 60 });
    if (!state.allowed) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, state.retryAfterSeconds);
  }
}

import { tooManyRequests } from '../../kernel/errors';
import type { Limit, RateLimitStore } from '../../infra/rate-limits';
import { AUTH_MESSAGES } from '../auth/auth.messages';

export type PublicForm = 'enquiry' | 'newsletter';

/**
 * Abuse limits on the storefront's public forms, per client IP in one-minute windows. Each accepted
 * enquiry stores a row and sends a mail to the address typed in, so it is kept low.
 */
export const FORM_LIMITS: Record<PublicForm, Limit> = {
  enquiry: { points: 5, durationSeconds: 60 },
  newsletter: { points: 10, durationSeconds: 60 },
};

export class FormLimits {
  constructor(private readonly store: RateLimitStore) {}

  /** Count a submission from this IP; 429 'Too many attempts…' once it is over the form's limit. */
  async consume(form: PublicForm, ip: string): Promise<void> {
    const state = await this.store.hit(`${form}:ip`, ip, FORM_LIMITS[form]);
    if (!state.allowed) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, state.retryAfterSeconds);
  }
}

import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import { isValidEmail, normalizeEmail } from '../auth/account.rules';
import { MESSAGES } from '../auth/messages';
import type { FormLimits } from './form-limits';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';

/** The footer's toast, and the one answer to every accepted sign-up. */
export const NEWSLETTER_SUBSCRIBED = 'Thank you for subscribing!';

/** Newsletter sign-ups from the storefront. */
export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limits: FormLimits,
  ) {}

  /**
   * Sign an address up. An address already on the list is left as it is and gets the same answer,
   * so the form cannot be used to find out who subscribes.
   */
  async subscribe(ctx: RequestContext, emailInput: unknown, source = 'footer'): Promise<void> {
    const email = normalizeEmail(typeof emailInput === 'string' ? emailInput : '');
    if (!isValidEmail(email)) throw badRequest(MESSAGES.invalidEmail, { field: 'email' });
    await this.limits.consume('newsletter', ctx.ip);
    // INSERT IGNORE / ON CONFLICT DO NOTHING on the unique email: a repeat is skipped, even concurrently.
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(NewsletterSubscriber)
      .values({ email, source, userId: ctx.user?.id ?? null })
      .orIgnore()
      .execute();
  }
}

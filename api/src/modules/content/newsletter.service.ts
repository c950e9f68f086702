import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { isDuplicateKey } from '../../kernel/dialect';
import type { RequestContext } from '../../kernel/context';
import { badRequest } from '../../kernel/errors';
import { isValidEmail, normalizeEmail } from '@kapda/rules/accounts';
import { AUTH_MESSAGES } from '../auth/auth.messages';
import type { MailService } from '../mail/mail.service';
import { newsletterWelcomeMail } from '../mail/templates';
import type { FormLimits } from './form-limits';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { isUnsubscribeToken, NEWSLETTER_MESSAGES, oneClickUnsubscribeUrl, unsubscribeUrl } from './newsletter.rules';

/** Newsletter sign-ups from the storefront, and the unsubscribe link every newsletter mail carries. */
export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limits: FormLimits,
    private readonly mail: MailService,
    private readonly config: Pick<Config, 'publicUrl' | 'keys'>,
  ) {}

  /**
   * Sign an address up. A new (or returning) address gets a welcome mail with its unsubscribe link;
   * an address already on the list is left as it is. Every sign-up gets the same answer, so the form
   * cannot be used to find out who subscribes.
   */
  async subscribe(ctx: RequestContext, emailInput: unknown, source = 'footer'): Promise<void> {
    const email = normalizeEmail(typeof emailInput === 'string' ? emailInput : '');
    if (!isValidEmail(email)) throw badRequest(AUTH_MESSAGES.invalidEmail, { field: 'email' });
    await this.limits.consume('newsletter', ctx.ip);
    const welcomed = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(NewsletterSubscriber);
      let joined: boolean;
      try {
        await repo.insert({ email, source, userId: ctx.user?.id ?? null, unsubscribedAt: null });
        joined = true;
      } catch (error) {
        // The unique email: already on the list (perhaps signed up a moment ago in another request).
        if (!isDuplicateKey(error)) throw error;
        const rejoined = await repo.createQueryBuilder().update().set({ unsubscribedAt: null }).where('email = :email AND unsubscribedAt IS NOT NULL', { email }).execute();
        joined = (rejoined.affected ?? 0) > 0;
      }
      if (joined) await this.mail.queue(manager, email, this.welcomeMail(email));
      return joined;
    });
    if (welcomed) this.mail.kick();
  }

  /** The link from a newsletter mail. The answer is the same whether or not the address was on the list. */
  async unsubscribe(emailInput: unknown, token: unknown): Promise<void> {
    const email = normalizeEmail(typeof emailInput === 'string' ? emailInput : '');
    if (!isValidEmail(email) || !isUnsubscribeToken([this.config.keys.newsletter, this.config.keys.mailedBeforeSplit], email, token)) throw badRequest(NEWSLETTER_MESSAGES.invalidLink);
    await this.dataSource
      .getRepository(NewsletterSubscriber)
      .createQueryBuilder()
      .update()
      .set({ unsubscribedAt: new Date() })
      .where('email = :email AND unsubscribedAt IS NULL', { email })
      .execute();
  }

  private welcomeMail(email: string) {
    const { publicUrl, keys } = this.config;
    return newsletterWelcomeMail({ shopUrl: `${publicUrl}/new-arrivals`, unsubscribeUrl: unsubscribeUrl(publicUrl, keys.newsletter, email), oneClickUrl: oneClickUnsubscribeUrl(publicUrl, keys.newsletter, email) });
  }
}

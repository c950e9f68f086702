import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { RequestContext } from '../../kernel/context';
import { badRequest } from '../../kernel/errors';
import type { FormLimits } from '../content/form-limits';
import type { MailService } from '../mail/mail.service';
import { enquiryReceivedMail, newEnquiryMail } from '../mail/templates';
import { Enquiry } from './enquiry.entity';
import { toEnquiryView } from './enquiry.types';
import type { WebhookService } from '../integrations/webhook.service';
import { checkEnquiry, type EnquiryField } from '@kapda/rules/enquiries';

/** Contact-page enquiries: checked, stored, acknowledged to the customer and forwarded to SUPPORT_EMAIL by mail. */
export class EnquiryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly limits: FormLimits,
    private readonly config: Pick<Config, 'publicUrl' | 'SUPPORT_EMAIL'>,
    private readonly webhooks: Pick<WebhookService, 'emit'> = { emit: async () => {} },
  ) {}

  /**
   * Store an enquiry (linked to the account when the sender is logged in) and queue the
   * acknowledgement in the same transaction. Bad input is a 400 naming the first problem and its
   * field; it stores nothing and does not count against the sender's limit.
   */
  async submit(ctx: RequestContext, input: Partial<Record<EnquiryField, unknown>>): Promise<Enquiry> {
    const checked = checkEnquiry(input);
    if ('problems' in checked) {
      const [field, problem] = Object.entries(checked.problems)[0];
      throw badRequest(problem, { field });
    }
    await this.limits.consume('enquiry', ctx.ip);
    const enquiry = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(Enquiry);
      const saved = await repo.save(repo.create({ ...checked.enquiry, status: 'new', userId: ctx.user?.id ?? null }));
      await this.mail.queue(manager, saved.email, enquiryReceivedMail({ name: saved.name, reference: saved.id, shopUrl: `${this.config.publicUrl}/shop` }));
      if (this.config.SUPPORT_EMAIL) {
        const forward = newEnquiryMail({ reference: saved.id, name: saved.name, email: saved.email, phone: saved.phone, subject: saved.subject, message: saved.message });
        await this.mail.queue(manager, this.config.SUPPORT_EMAIL, forward);
      }
      await this.webhooks.emit(manager, 'enquiry.received', `enquiry:${saved.id}`, () => ({ _id: String(saved.id), ...toEnquiryView(saved) }));
      return saved;
    });
    this.mail.kick();
    return enquiry;
  }
}

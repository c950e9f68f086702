import { Brackets, type DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { RequestContext } from '../../kernel/context';
import { badRequest, notFound } from '../../kernel/errors';
import type { AuditEntry } from '../audit/audit-entry.entity';
import type { AuditLog } from '../audit/audit.service';
import { requireUser } from '../auth/guards';
import type { MailService } from '../mail/mail.service';
import { enquiryReplyMail } from '../mail/templates';
import { User } from '../users/user.entity';
import { checkStatusUpdate, clocksAfter, ENQUIRY_DESK_MESSAGES, isEnquiryStatus, readPaging, SEARCH_MAX } from '@kapda/rules/enquiry-desk';
import { Enquiry } from './enquiry.entity';
import { idOrNotFound } from '../../kernel/ids';
import { systemClock, type Clock } from '../../kernel/clock';

export interface EnquiryListQuery {
  page?: unknown;
  limit?: unknown;
  status?: unknown;
  search?: unknown;
}

export interface EnquiryDetail {
  enquiry: Enquiry;
  /** The customer's account when they wrote while logged in. */
  customer: User | null;
  /** Every status change and reply, oldest first. */
  history: AuditEntry[];
}

/** What the audit log keeps of an enquiry's handling (not the customer's words). */
const snapshot = (e: Enquiry) => ({ status: e.status, responseMessage: e.responseMessage, respondedAt: e.respondedAt, respondedByEmail: e.respondedByEmail });

/** A LIKE pattern matching the term anywhere; '!' escapes (a backslash reads differently in MySQL and SQLite). */
const likePattern = (term: string) => `%${term.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** The support desk (manage_enquiries, Support): the enquiries list, one enquiry with its history, and status changes with replies. */
export class EnquiryDeskService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly audit: AuditLog,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly now: Clock = systemClock,
  ) {}

  /** Newest first; a status filter and a search in name, email, subject and message. */
  async list(query: EnquiryListQuery): Promise<{ items: Enquiry[]; total: number; page: number; limit: number }> {
    const { page, limit } = readPaging(query.page, query.limit);
    const qb = this.dataSource.getRepository(Enquiry).createQueryBuilder('e');
    if (isEnquiryStatus(query.status)) qb.andWhere('e.status = :status', { status: query.status });
    const search = typeof query.search === 'string' ? query.search.trim().slice(0, SEARCH_MAX) : '';
    if (search) {
      const like = likePattern(search.toLowerCase());
      qb.andWhere(new Brackets((q) => {
        for (const column of ['name', 'email', 'subject', 'message']) q.orWhere(`LOWER(e.${column}) LIKE :like ESCAPE '!'`, { like });
      }));
    }
    const [items, total] = await qb.orderBy('e.createdAt', 'DESC').addOrderBy('e.id', 'DESC').skip((page - 1) * limit).take(limit).getManyAndCount();
    return { items, total, page, limit };
  }

  async detail(id: string | number): Promise<EnquiryDetail> {
    const enquiry = await this.find(id);
    const customer = enquiry.userId ? await this.dataSource.getRepository(User).findOneBy({ id: enquiry.userId }) : null;
    return { enquiry, customer, history: await this.audit.historyOf('enquiry', enquiry.id) };
  }

  /**
   * Move an enquiry to a status. 'replied' with a response mails it to the customer through the
   * outbox (in the same transaction) and stores it with who sent it and when.
   */
  async updateStatus(ctx: RequestContext, id: string | number, input: { status?: unknown; responseMessage?: unknown }): Promise<{ enquiry: Enquiry; replied: boolean }> {
    const user = requireUser(ctx);
    const checked = checkStatusUpdate(input);
    if ('problem' in checked) throw badRequest(checked.problem, { field: checked.field });
    const now = this.now();
    const enquiry = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(Enquiry);
      const current = await repo.findOneBy({ id: this.idOf(id) });
      if (!current) throw notFound(ENQUIRY_DESK_MESSAGES.notFound);
      const before = snapshot(current);
      Object.assign(current, { status: checked.status }, clocksAfter(checked.status, current, now));
      if (checked.responseMessage) {
        Object.assign(current, { responseMessage: checked.responseMessage, respondedAt: now, respondedById: user.id, respondedByEmail: user.email });
        await this.mail.queue(manager, current.email, enquiryReplyMail({ name: current.name, reference: current.id, subject: current.subject, response: checked.responseMessage, contactUrl: `${this.config.publicUrl}/contact` }));
      }
      const saved = await repo.save(current);
      await this.audit.record(manager, ctx, { action: checked.responseMessage ? 'enquiry.reply' : 'enquiry.status', entityType: 'enquiry', entityId: saved.id, before, after: snapshot(saved) });
      return saved;
    });
    if (checked.responseMessage) this.mail.kick();
    return { enquiry, replied: checked.responseMessage !== null };
  }

  private idOf(id: string | number): number {
    return idOrNotFound(id, ENQUIRY_DESK_MESSAGES.notFound);
  }

  private async find(id: string | number): Promise<Enquiry> {
    const enquiry = await this.dataSource.getRepository(Enquiry).findOneBy({ id: this.idOf(id) });
    if (!enquiry) throw notFound(ENQUIRY_DESK_MESSAGES.notFound);
    return enquiry;
  }
}

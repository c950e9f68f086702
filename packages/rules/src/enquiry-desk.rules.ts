/**
 * The support desk's rules for enquiries, pure and import-free (the web's enquiries page reads the
 * statuses, limits and deadlines from this same file, `@kapda/rules/enquiry-desk`).
 *
 * The Consumer Protection (E-Commerce) Rules, 2020 (rule 4(5)) ask an e-commerce entity to
 * acknowledge a consumer's complaint within 48 hours and redress it within one month of receipt.
 */

/** SPEC.md §4 Enquiry status, in the order an enquiry moves through them. */
export const ENQUIRY_STATUSES = ['new', 'in_progress', 'replied', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = { new: 'New', in_progress: 'In progress', replied: 'Replied', closed: 'Closed' };

export const ACKNOWLEDGE_WITHIN_HOURS = 48;
export const RESOLVE_WITHIN_DAYS = 30;
const HOUR = 3_600_000;

/** SPEC.md §9: the enquiries list starts at page 1 with 10 to a page. */
export const ENQUIRY_PAGE = { defaultPage: 1, defaultLimit: 10, maxLimit: 100 } as const;
export const RESPONSE_MAX = 5000;
export const SEARCH_MAX = 100;

export const ENQUIRY_DESK_MESSAGES = {
  /** SPEC.md §8 toasts. */
  responseSent: 'Response sent successfully to user',
  statusUpdated: 'Enquiry status updated successfully',
  loadFailed: 'Failed to load enquiries',
  updateFailed: 'Failed to update enquiry status',
  invalidStatus: 'Please choose a valid status: new, in_progress, replied or closed.',
  responseRequired: 'Please write the response to send to the customer.',
  responseTooLong: `The response can be at most ${RESPONSE_MAX.toLocaleString('en-IN')} characters long.`,
  responseMarkup: 'The response cannot contain HTML or script.',
  notFound: 'Enquiry not found',
} as const;

export function isEnquiryStatus(value: unknown): value is EnquiryStatus {
  return typeof value === 'string' && (ENQUIRY_STATUSES as readonly string[]).includes(value);
}

/** Check a status change: 'replied' needs a response (which is mailed); other statuses carry none. */
export function checkStatusUpdate(input: { status?: unknown; responseMessage?: unknown }): { status: EnquiryStatus; responseMessage: string | null } | { problem: string; field: 'status' | 'responseMessage' } {
  if (!isEnquiryStatus(input.status)) return { problem: ENQUIRY_DESK_MESSAGES.invalidStatus, field: 'status' };
  const response = typeof input.responseMessage === 'string' ? input.responseMessage.replace(/\r\n?/g, '\n').trim() : '';
  if (input.status !== 'replied') return { status: input.status, responseMessage: null };
  if (!response) return { problem: ENQUIRY_DESK_MESSAGES.responseRequired, field: 'responseMessage' };
  if (response.length > RESPONSE_MAX) return { problem: ENQUIRY_DESK_MESSAGES.responseTooLong, field: 'responseMessage' };
  if (/<[a-z!/?]/i.test(response)) return { problem: ENQUIRY_DESK_MESSAGES.responseMarkup, field: 'responseMessage' };
  return { status: 'replied', responseMessage: response };
}

/** The clocks a status change starts or stops. */
export function clocksAfter(status: EnquiryStatus, current: { acknowledgedAt: Date | null; resolvedAt: Date | null }, now: Date): { acknowledgedAt: Date | null; resolvedAt: Date | null } {
  const acknowledgedAt = status === 'new' ? current.acknowledgedAt : current.acknowledgedAt ?? now;
  const resolved = status === 'replied' || status === 'closed';
  return { acknowledgedAt, resolvedAt: resolved ? current.resolvedAt ?? now : null };
}

export interface EnquiryDeadlines {
  /** Whole hours since it was received. */
  ageHours: number;
  /** Still not taken up, more than 48 hours after it came in. */
  acknowledgementOverdue: boolean;
  /** Still not replied to or closed, more than a month after it came in. */
  resolutionOverdue: boolean;
}

export function enquiryDeadlines(enquiry: { createdAt: Date; acknowledgedAt: Date | null; resolvedAt: Date | null }, now: Date): EnquiryDeadlines {
  const ageMs = Math.max(0, now.getTime() - enquiry.createdAt.getTime());
  return {
    ageHours: Math.floor(ageMs / HOUR),
    acknowledgementOverdue: enquiry.acknowledgedAt === null && ageMs > ACKNOWLEDGE_WITHIN_HOURS * HOUR,
    resolutionOverdue: enquiry.resolvedAt === null && ageMs > RESOLVE_WITHIN_DAYS * 24 * HOUR,
  };
}

/** An age for people: '5 h', '3 d'. */
export function describeAge(ageHours: number): string {
  if (ageHours < 1) return 'under 1 h';
  if (ageHours < 48) return `${ageHours} h`;
  return `${Math.floor(ageHours / 24)} d`;
}

/** Page and size from a query string or GraphQL args: whole numbers in range, else the defaults. */
export function readPaging(page: unknown, limit: unknown): { page: number; limit: number } {
  const p = Number(page);
  const l = Number(limit);
  return {
    page: Number.isSafeInteger(p) && p >= 1 ? p : ENQUIRY_PAGE.defaultPage,
    limit: Number.isSafeInteger(l) && l >= 1 ? Math.min(l, ENQUIRY_PAGE.maxLimit) : ENQUIRY_PAGE.defaultLimit,
  };
}

/**
 * Contact-form (enquiry) rules, pure. The storefront's contact page checks its form with this same
 * file (`@kapda/rules/enquiries`), so the shopper sees exactly the problems the API would refuse.
 * Its one import, the account rules, is import-free too. Each problem is the sentence shown (a 400).
 */
import { isValidEmail, normalizeEmail, normalizeIndianMobile } from './account.rules';

/** What the contact page offers; the API also takes a subject of its own (REST clients). */
export const ENQUIRY_SUBJECTS = ['Order enquiry', 'Returns & exchanges', 'Size & fit', 'Bulk or wedding order', 'Feedback', 'Something else'] as const;
/** A blank subject files the enquiry under the catch-all. */
export const DEFAULT_ENQUIRY_SUBJECT = 'Something else';

export const ENQUIRY_LIMITS = { nameMax: 100, subjectMax: 120, messageMin: 10, messageMax: 5000 } as const;

export const ENQUIRY_MESSAGES = {
  /** SPEC.md §8: the contact form's answer. */
  sent: 'Your message has been sent successfully!',
  nameRequired: 'Please tell us your name.',
  nameTooLong: `Your name can be at most ${ENQUIRY_LIMITS.nameMax} characters long.`,
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a 10-digit Indian mobile number.',
  subjectTooLong: `The subject can be at most ${ENQUIRY_LIMITS.subjectMax} characters long.`,
  messageTooShort: `Please write at least ${ENQUIRY_LIMITS.messageMin} characters so we can help.`,
  messageTooLong: `Your message can be at most ${ENQUIRY_LIMITS.messageMax.toLocaleString('en-IN')} characters long.`,
} as const;

export type EnquiryField = 'name' | 'email' | 'phone' | 'subject' | 'message';
/** Problems by field, in form order; empty when the enquiry can be sent. */
export type EnquiryProblems = Partial<Record<EnquiryField, string>>;

/** An enquiry as stored: trimmed, email lower-cased, mobile as its 10 digits. */
export interface CleanEnquiry {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
}

/** REST bodies can carry anything; a number (a phone typed as digits) is read as its text. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

const oneLine = (value: unknown) => text(value).trim().replace(/\s+/g, ' ');

/** Check and tidy what the contact form sent: the clean enquiry, or every problem with it. */
export function checkEnquiry(input: Partial<Record<EnquiryField, unknown>>): { enquiry: CleanEnquiry } | { problems: EnquiryProblems } {
  const problems: EnquiryProblems = {};
  const name = oneLine(input.name);
  if (!name) problems.name = ENQUIRY_MESSAGES.nameRequired;
  else if (name.length > ENQUIRY_LIMITS.nameMax) problems.name = ENQUIRY_MESSAGES.nameTooLong;

  const email = normalizeEmail(text(input.email));
  if (!isValidEmail(email)) problems.email = ENQUIRY_MESSAGES.invalidEmail;

  const rawPhone = text(input.phone).trim();
  const phone = rawPhone ? normalizeIndianMobile(rawPhone) : null;
  if (rawPhone && !phone) problems.phone = ENQUIRY_MESSAGES.invalidPhone;

  const subject = oneLine(input.subject) || DEFAULT_ENQUIRY_SUBJECT;
  if (subject.length > ENQUIRY_LIMITS.subjectMax) problems.subject = ENQUIRY_MESSAGES.subjectTooLong;

  // Line breaks inside the message are the shopper's; only the ends are trimmed.
  const message = text(input.message).replace(/\r\n?/g, '\n').trim();
  if (message.length < ENQUIRY_LIMITS.messageMin) problems.message = ENQUIRY_MESSAGES.messageTooShort;
  else if (message.length > ENQUIRY_LIMITS.messageMax) problems.message = ENQUIRY_MESSAGES.messageTooLong;

  if (Object.keys(problems).length > 0) return { problems };
  return { enquiry: { name, email, phone, subject, message } };
}

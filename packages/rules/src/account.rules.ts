/** Pure validation of account fields. Each failure is the sentence the user sees (a 400). */

export const ACCOUNT_MESSAGES = {
  invalidEmail: 'Please provide a valid email address.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  nameTooLong: 'Names can be at most 80 characters long.',
  nameControlCharacters: 'Names cannot contain control characters (such as NUL, tabs or line breaks).',
  invalidPhone: 'Please enter a valid 10-digit Indian mobile number.',
  invalidGender: 'Gender must be female, male or other.',
  invalidDateOfBirth: 'Please enter a valid date of birth (YYYY-MM-DD); you must be at least 13.',
} as const;

export const GENDERS = ['female', 'male', 'other'] as const;

/**
 * Control characters (NUL, tabs, line breaks, the C1 range, DEL), the bidirectional overrides that
 * reorder what a person reads (Trojan Source), and broken UTF-16 (a lone surrogate): none belongs in a
 * name, an address or an email, and each could spoof a label, break a mail header or a CSV row.
 */
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasControlCharacter = (value: unknown): boolean => typeof value === 'string' && CONTROL_CHARACTER.test(value);

/** Lower-cased and trimmed: emails are unique regardless of case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A practical address check: one @, a dotted domain, no spaces, within RFC length limits. */
export function isValidEmail(email: string): boolean {
  if (email.length > 254 || hasControlCharacter(email)) return false;
  const match = /^([^\s@]+)@([^\s@]+\.[^\s@.]{2,})$/.exec(email);
  if (!match) return false;
  const [, local, domain] = match;
  return local.length <= 64 && !domain.includes('..') && !domain.startsWith('.') && !domain.startsWith('-');
}

/**
 * An Indian mobile number as its 10 digits (first digit 6–9), accepting spaces, dashes and a +91 /
 * 91 / 0 prefix; null when it is not one.
 */
export function normalizeIndianMobile(phone: string): string | null {
  let digits = phone.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** A trimmed first/last name, or the problem with it. */
export function checkName(value: unknown, which: 'first' | 'last'): { value: string } | { problem: string } {
  if (hasControlCharacter(value)) return { problem: ACCOUNT_MESSAGES.nameControlCharacters };
  const name = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
  if (!name) return { problem: which === 'first' ? ACCOUNT_MESSAGES.firstNameRequired : ACCOUNT_MESSAGES.lastNameRequired };
  if (name.length > 80) return { problem: ACCOUNT_MESSAGES.nameTooLong };
  return { value: name };
}

/** A YYYY-MM-DD date that exists, is not in the future, and makes the person 13 to 120 years old. */
export function isValidDateOfBirth(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  const ageLimit = (years: number) => new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return date <= ageLimit(13) && date >= ageLimit(120);
}

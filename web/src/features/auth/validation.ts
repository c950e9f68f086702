import { PASSWORD_MIN_LENGTH, passwordProblem } from '@kapda/rules/passwords';

/**
 * What the forms check before calling the server, so shoppers see a field's problem at once.
 * The server checks everything again. New passwords are checked here with the shared password rules
 * (`@kapda/rules/passwords`: length, not the email); the common-password list stays on the server,
 * whose refusal the form shows in the same words.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The rules shown beside every new-password box. */
export const PASSWORD_RULES = [`At least ${PASSWORD_MIN_LENGTH} characters`, 'Not a common password', 'Not your email address'] as const;

export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Enter your email address';
  if (!EMAIL.test(email.trim())) return 'Enter a valid email address';
  return undefined;
}

export function requiredError(value: string, what: string): string | undefined {
  return value.trim() ? undefined : `Enter your ${what}`;
}

/** `email` is the account's address when known (a password may not contain it). */
export function newPasswordError(password: string, email?: string): string | undefined {
  if (!password) return 'Choose a password';
  return passwordProblem(password, email?.trim() || null) ?? undefined;
}

/** Optional 10-digit Indian mobile number. */
export function mobileError(phone: string): string | undefined {
  const digits = phone.trim();
  if (!digits) return undefined;
  return /^[6-9]\d{9}$/.test(digits) ? undefined : 'Enter a 10-digit mobile number';
}

export const OTP_LENGTH = 6;

export function otpError(code: string): string | undefined {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code.trim()) ? undefined : `Enter the ${OTP_LENGTH}-digit code from your email`;
}

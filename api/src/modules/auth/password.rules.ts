import { COMMON_PASSWORDS_LIST } from './common-passwords';

/** Password rules (pure). Each failure is a sentence the user sees as-is (a 400 about the password). */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for passphrases, short enough that hashing cannot be used to tie up the server. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  tooCommon: 'This password is too common. Please choose one that is harder to guess.',
  containsEmail: 'Password must not contain your email address.',
} as const;

let common: Set<string> | undefined;

/** The common-password list (lower case), parsed once. */
export function commonPasswords(): Set<string> {
  common ??= new Set(
    COMMON_PASSWORDS_LIST.split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

/**
 * Whether a password is a common one, also with digits or symbols tacked onto either end
 * ("Dragon@123", "!!sunshine2024") — the variations people reach for when a site asks for "one more".
 */
export function isCommonPassword(password: string, list: Set<string> = commonPasswords()): boolean {
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  const core = lower.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '');
  return core.length >= 4 && list.has(core);
}

/**
 * The first rule a new password breaks, or null when it is acceptable:
 * at least 8 (at most 128) characters; not a common password; not the email, nor containing the
 * email's local part (when that is 3+ characters, so "ab@…" does not forbid every "ab").
 */
export function passwordProblem(password: string, email?: string | null): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if ([...password].length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (email) {
    const lowerPassword = password.toLowerCase();
    const lowerEmail = email.trim().toLowerCase();
    const local = lowerEmail.split('@')[0] ?? '';
    if (lowerPassword === lowerEmail || lowerPassword.includes(lowerEmail)) return PASSWORD_MESSAGES.containsEmail;
    if (local.length >= 3 && lowerPassword.includes(local)) return PASSWORD_MESSAGES.containsEmail;
  }
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.tooCommon;
  return null;
}

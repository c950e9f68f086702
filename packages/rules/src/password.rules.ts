/**
 * Password rules (pure, `@kapda/rules/passwords`). Each failure is a sentence the user sees as-is
 * (a 400 about the password). The common-password word list is server-only (it would weigh down the
 * storefront): the API adds that check on top (api/src/modules/auth/password-policy.ts), and its
 * message, PASSWORD_MESSAGES.tooCommon, is here so both sides speak the same words.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for passphrases, short enough that hashing cannot be used to tie up the server. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  tooCommon: 'This password is too common. Please choose one that is harder to guess.',
  containsEmail: 'Password must not contain your email address.',
} as const;

/**
 * The first rule a new password breaks that needs no word list, or null:
 * at least 8 (at most 128) characters; not the email, nor containing the email's local part (when
 * that is 3+ characters, so "ab@…" does not forbid every "ab"). The server then refuses common
 * passwords too (newPasswordProblem in the API).
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
  return null;
}

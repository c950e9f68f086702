import { PASSWORD_MESSAGES, passwordProblem } from '@kapda/rules/passwords';
import { COMMON_PASSWORDS_LIST } from './common-passwords';

/**
 * The server's password policy: the shared password rules (`@kapda/rules/passwords`, which the web
 * checks as the shopper types) plus the common-password word list, which stays on the server so it
 * never rides in the storefront's bundle.
 */

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
 * The first rule a new password breaks, or null when it is acceptable: the shared rules (length,
 * not the email), then not a common password.
 */
export function newPasswordProblem(password: string, email?: string | null): string | null {
  return passwordProblem(password, email) ?? (isCommonPassword(password) ? PASSWORD_MESSAGES.tooCommon : null);
}

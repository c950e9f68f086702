import { describeFailure, failureMessage } from './auth-errors';

/*
 * The auth pages' failure messages (register, password, reset, email codes): a file apart from
 * auth-errors.ts, which the session (AuthContext) and the footer need on every first load (issue 19).
 */

/** SPEC.md §8 Register. */
export function registerFailure(error: unknown): string {
  const { status, serverMessage } = describeFailure(error);
  if (status === 409) return 'Email already exists';
  return serverMessage || 'Failed to register';
}

/** SPEC.md §8 Change password. */
export function changePasswordFailure(error: unknown): string {
  return describeFailure(error).status === 401 ? 'Current password is incorrect' : 'Failed to change password';
}

export const INVALID_EMAIL = 'Please provide a valid email address.';
export const INVALID_RESET_TOKEN = 'Invalid or expired reset token.';
export const RESET_LINK_SENT = 'If your email exists in our system, you will receive a password reset link in your email.';

/** SPEC.md §8 Forgot password. */
export function forgotPasswordFailure(error: unknown): string {
  if (describeFailure(error).status === 400) return INVALID_EMAIL;
  return failureMessage(error, 'Failed to send the reset link');
}

/** SPEC.md §8 Reset password: a 400 about the password shows the server's words. */
export function resetPasswordFailure(error: unknown): string {
  const { status, serverMessage } = describeFailure(error);
  if (status === 400 && serverMessage && /password/i.test(serverMessage)) return serverMessage;
  if (status === 400 || status === 404) return INVALID_RESET_TOKEN;
  return failureMessage(error, 'Failed to reset password');
}

const VERIFICATION_NOT_FOUND = 'Email not found or verification request expired.';

/** SPEC.md §8 Verify email. */
export function verifyEmailFailure(error: unknown): string {
  const { status } = describeFailure(error);
  if (status === 400) return 'Invalid OTP. Please check and try again.';
  if (status === 404) return VERIFICATION_NOT_FOUND;
  return failureMessage(error, 'Failed to verify email');
}

/** Asking for a new verification code. */
export function resendCodeFailure(error: unknown): string {
  if (describeFailure(error).status === 404) return VERIFICATION_NOT_FOUND;
  return failureMessage(error, 'Failed to send a new code');
}

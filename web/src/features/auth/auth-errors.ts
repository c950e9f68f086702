import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** What went wrong with a call, as the error catalogue (SPEC.md §8) needs to know it. */
export interface CallFailure {
  /** HTTP-style status the server gave (GraphQL `extensions.status`); null when no answer came. */
  status: number | null;
  /** The server's own message, if it sent one. */
  serverMessage: string | null;
  /** Extra fields the server attached (e.g. `field` naming the input at fault). */
  details: Record<string, unknown>;
}

export const CONNECTION_FAILED = 'Failed to connect to server. Please check your internet connection.';

export function describeFailure(error: unknown): CallFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = (first?.extensions ?? {}) as Record<string, unknown>;
    const status = typeof extensions.status === 'number' ? extensions.status : statusForCode(extensions.code);
    return { status, serverMessage: first?.message || null, details: extensions };
  }
  if (ServerError.is(error)) return { status: error.statusCode, serverMessage: messageInBody(error.bodyText), details: {} };
  return { status: null, serverMessage: null, details: {} };
}

/** The catch-all of most flows: no answer → the connection message; else the server's words or `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  const { status, serverMessage } = describeFailure(error);
  return status === null ? CONNECTION_FAILED : serverMessage || fallback;
}

function statusForCode(code: unknown): number | null {
  switch (code) {
    case 'BAD_USER_INPUT': return 400;
    case 'UNAUTHENTICATED': return 401;
    case 'FORBIDDEN': return 403;
    case 'NOT_FOUND': return 404;
    case 'CONFLICT': return 409;
    case 'TOO_MANY_REQUESTS': return 429;
    default: return code ? 500 : null;
  }
}

function messageInBody(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { errors?: { message?: string }[]; message?: string };
    return parsed.errors?.[0]?.message ?? parsed.message ?? null;
  } catch {
    return null;
  }
}

/** SPEC.md §8 Login. `needsVerification` prompts the email verification step. */
export function loginFailure(error: unknown): { message: string; needsVerification: boolean } {
  const { status, serverMessage } = describeFailure(error);
  if (status === 403 && /not verified/i.test(serverMessage ?? '')) return { message: 'Email not verified', needsVerification: true };
  if (status === 401) return { message: 'Invalid email or password', needsVerification: false };
  return { message: failureMessage(error, 'Failed to login'), needsVerification: false };
}

/** SPEC.md §8 Register. */
export function registerFailure(error: unknown): string {
  const { status, serverMessage } = describeFailure(error);
  if (status === 409) return 'Email already exists';
  return serverMessage || 'Failed to register';
}

/** SPEC.md §8 Profile. `sessionExpired` means the user must be logged out. */
export function profileFailure(error: unknown): { message: string; sessionExpired: boolean; field?: string } {
  const { status, serverMessage, details } = describeFailure(error);
  if (status === 401) return { message: 'Session expired. Please login again.', sessionExpired: true };
  if (status === 400) return { message: serverMessage || 'Invalid profile data', sessionExpired: false, ...(typeof details.field === 'string' ? { field: details.field } : {}) };
  return { message: 'Failed to update profile', sessionExpired: false };
}

export const NOT_AUTHENTICATED = 'User not authenticated';

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

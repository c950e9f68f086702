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

/** SPEC.md §8 Profile. `sessionExpired` means the user must be logged out. */
export function profileFailure(error: unknown): { message: string; sessionExpired: boolean; field?: string } {
  const { status, serverMessage, details } = describeFailure(error);
  if (status === 401) return { message: 'Session expired. Please login again.', sessionExpired: true };
  if (status === 400) return { message: serverMessage || 'Invalid profile data', sessionExpired: false, ...(typeof details.field === 'string' ? { field: details.field } : {}) };
  return { message: 'Failed to update profile', sessionExpired: false };
}

export const NOT_AUTHENTICATED = 'User not authenticated';

/**
 * An error a user can meet: an HTTP status and the exact message from SPEC.md §8.
 * GraphQL answers carry it as extensions {code, status}; REST answers as {success:false, message}.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = codeFor(status),
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

function codeFor(status: number): string {
  switch (status) {
    case 400: return 'BAD_USER_INPUT';
    case 401: return 'UNAUTHENTICATED';
    case 403: return 'FORBIDDEN';
    case 404: return 'NOT_FOUND';
    case 409: return 'CONFLICT';
    case 429: return 'TOO_MANY_REQUESTS';
    default: return status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new AppError(400, message, 'BAD_USER_INPUT', details);
export const unauthenticated = (message = 'User not authenticated') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message = 'Too many attempts. Please wait a minute and try again.', retryAfterSeconds?: number) =>
  new AppError(429, message, 'TOO_MANY_REQUESTS', retryAfterSeconds ? { retryAfterSeconds } : undefined);

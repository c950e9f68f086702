import pino, { type DestinationStream } from 'pino';

/** Fields that hold secrets, wherever they sit in a logged object (a few levels deep). */
const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword', 'passwordHash', 'ADMIN_PASSWORD', 'token', 'accessToken', 'resetToken', 'otp', 'secretHash', 'cookie', 'cookies', 'authorization', 'JWT_SECRET', 'jwtSecret', 'SMTP_URL'];
/** `code` is a secret where a shopper sent it (a verification or coupon code), not on errors (ER_DUP_ENTRY). */
const CODE_PLACES = ['code', 'body.code', 'variables.code', 'input.code', '*.body.code', '*.variables.code', '*.input.code'];

export const REDACTED_PATHS = [
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`, `*.*.*.${f}`]),
  ...CODE_PLACES,
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  '*.headers["set-cookie"]',
];

/**
 * Errors as logs may carry them: a database error (TypeORM's QueryFailedError) names the query
 * only — never its parameters (emails, hashes), the driver's copy of the SQL with the values
 * filled in, or the values MySQL quotes in its message ("Duplicate entry 'a@b.in'").
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const out = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  return scrub(out, error);
}

function scrub(out: Record<string, unknown>, error: Error): Record<string, unknown> {
  const databaseError = error.name === 'QueryFailedError' || 'driverError' in error || 'parameters' in error || 'sql' in error;
  if (databaseError) {
    const fields = error as unknown as { driverError?: { code?: unknown; errno?: unknown }; query?: unknown; code?: unknown; errno?: unknown };
    const driver = fields.driverError;
    const clean: Record<string, unknown> = {
      type: out.type,
      message: withoutValues(error.message),
      stack: typeof out.stack === 'string' ? withoutValues(out.stack) : undefined,
      query: typeof fields.query === 'string' ? fields.query.slice(0, 2000) : undefined,
      code: fields.code ?? driver?.code,
      errno: fields.errno ?? driver?.errno,
    };
    return clean;
  }
  // A wrapper (GraphQLError) may carry its cause's message and stack as its own.
  if (typeof out.message === 'string') out.message = withoutValues(out.message);
  if (typeof out.stack === 'string') out.stack = withoutValues(out.stack);
  const original = (error as { originalError?: unknown }).originalError;
  if (original instanceof Error) out.originalError = serializeError(original);
  if (error.cause instanceof Error) out.cause = serializeError(error.cause);
  return out;
}

/** MySQL and MariaDB quote the offending value in some messages; keep the words, drop the value. */
function withoutValues(message: string): string {
  return message.replace(/(Duplicate entry |Incorrect \w+ value: |for column .*? value )'(?:[^'\\]|\\.)*'/g, "$1'…'").replace(/'(?:[^'\\]|\\.){40,}'/g, "'…'");
}

/** The process logger: secrets redacted, errors serialized without database parameters. */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}) {
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
      base: undefined,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError, error: serializeError },
    },
    options.destination,
  );
}

export const logger = createLogger();
export type Logger = typeof logger;

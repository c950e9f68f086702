import pino, { type DestinationStream } from 'pino';

/**
 * A key whose value is a secret, in any case and wherever it sits in a logged object: password,
 * currentPassword, passwordHash, token, x-api-token, otp, secretHash, cookie, set-cookie,
 * authorization, JWT_SECRET, SMTP_URL, and `code` (a verification or coupon code a shopper sent;
 * an error's own code, ER_DUP_ENTRY, is kept by serializeError).
 */
const SECRET_KEY = /pass(word)?|token|secret|otp|authori[sz]ation|cookie|jwt|smtp_url|api[-_]?key|^code$|^(coupon|verification|reset|auth)_?code$/i;
/** Secrets in URLs and query strings: ?token=…, &code=…, ;otp=… */
const SECRET_PARAM = /([?&;](?:token|access_token|reset_token|code|otp|password|key)=)[^&#\s"'<>]*/gi;
/** What an error keeps as it is: the words (scrubbed), where it happened, and its code. */
const ERROR_FIELDS = new Set(['type', 'message', 'stack', 'code', 'errno', 'originalError', 'cause']);

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
  // Anything else an error carries (GraphQL extensions, a request's fields) is walked like a log line.
  for (const key of Object.keys(out)) if (!ERROR_FIELDS.has(key)) out[key] = SECRET_KEY.test(key) ? '[redacted]' : redactDeep(out[key]);
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
  return withoutSecretParams(message).replace(/(Duplicate entry |Incorrect \w+ value: |for column .*? value )'(?:[^'\\]|\\.)*'/g, "$1'…'").replace(/'(?:[^'\\]|\\.){40,}'/g, "'…'");
}

export function withoutSecretParams(text: string): string {
  return text.replace(SECRET_PARAM, '$1[redacted]');
}

/** How far the walk goes into a logged object: deep and wide enough for any real log line, bounded for a hostile one. */
const WALK = { depth: 8, keys: 200, items: 100, nodes: 5000, stringChars: 10_000 };

/**
 * A copy of a logged value with every secret-named field replaced and secret query parameters scrubbed
 * from strings (URLs). Errors are left to serializeError; what is too deep, too wide or too big is cut.
 */
export function redactDeep(value: unknown): unknown {
  return walk(value, 0, { seen: new WeakSet<object>(), nodes: WALK.nodes });
}

function walk(value: unknown, depth: number, state: { seen: WeakSet<object>; nodes: number }): unknown {
  if (--state.nodes < 0) return '[cut]';
  if (typeof value === 'string') return withoutSecretParams(value.length > WALK.stringChars ? `${value.slice(0, WALK.stringChars)}…` : value);
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Error || value instanceof Date || Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return value;
  if (state.seen.has(value)) return '[circular]';
  if (depth >= WALK.depth) return '[too deep]';
  state.seen.add(value);
  try {
    if (Array.isArray(value)) {
      const items = value.slice(0, WALK.items).map((item) => walk(item, depth + 1, state));
      return value.length > WALK.items ? [...items, `[${value.length - WALK.items} more]`] : items;
    }
    if (value instanceof Map) return walk(Object.fromEntries([...value.entries()].slice(0, WALK.keys)), depth, state);
    if (value instanceof Set) return walk([...value].slice(0, WALK.items), depth, state);
    const json = (value as { toJSON?: unknown }).toJSON;
    if (typeof json === 'function') return walk(json.call(value), depth + 1, state);
    const keys = Object.keys(value);
    const out: Record<string, unknown> = {};
    for (const key of keys.slice(0, WALK.keys)) {
      const field = (value as Record<string, unknown>)[key];
      out[key] = SECRET_KEY.test(key) && field !== undefined && field !== null ? '[redacted]' : walk(field, depth + 1, state);
    }
    if (keys.length > WALK.keys) out['…'] = `${keys.length - WALK.keys} more keys`;
    return out;
  } finally {
    state.seen.delete(value);
  }
}

/** The process logger: secrets redacted, errors serialized without database parameters. */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}) {
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
      base: undefined,
      serializers: { err: serializeError, error: serializeError },
      // Every logged object is walked (bounded) for secret-named fields and secret URL parameters,
      // and so is every message string.
      formatters: { log: (object) => redactDeep(object) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === 'string' ? withoutSecretParams(arg) : arg)) as Parameters<typeof method>);
        },
      },
    },
    options.destination,
  );
}

export const logger = createLogger();
export type Logger = typeof logger;

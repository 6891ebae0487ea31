/**
 * What never reaches a log line (OWASP ASVS 7.1.1, 7.1.2): credentials and links' one-time tokens,
 * in a header, a query, a logged object's field or a message's text.
 */
import { stdSerializers, type LoggerOptions } from 'pino';

/** What a redacted value is replaced with. */
export const REDACTED = '[redacted]';

/**
 * Query parameters that carry a credential: `token` and any `…token` / `…_token`, a signed
 * link's `sig` (or `signature`) and a news draft's `preview`.
 */
const SECRET_QUERY = /([?&;](?:[a-z0-9_.-]*token|sig|signature|preview)=)[^&#\s"'<>]*/gi;
/** An `Authorization` value written out in text. */
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;
/** A JSON Web Token (three base64url parts, the first `{"…` encoded) anywhere in text. */
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;

/**
 * Field names (lower case) whose value is a secret whatever it holds: credential headers,
 * passwords and link tokens in bodies.
 */
const SECRET_KEYS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-internal-token',
  'password',
  'current_password',
  'new_password',
  'password_confirmation',
  'token',
  'access_token',
  'refresh_token',
  'reset_token',
  'sig',
  'signature',
  'preview',
  'secret',
  'totp_secret',
]);

/** `text` with secret query values (`?token=[redacted]&x=1`), bearer/basic credentials and JWTs redacted. */
export function redactText(text: string): string {
  if (!/token|sig|signature|preview|bearer|basic|eyJ/i.test(text)) return text;
  return text.replace(SECRET_QUERY, `$1${REDACTED}`).replace(BEARER, `$1 ${REDACTED}`).replace(JWT, REDACTED);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/**
 * A copy of `value` safe to log: strings via {@link redactText}, secret fields (any case)
 * `[redacted]`, in plain objects and arrays up to `depth`; anything else is returned as it is.
 */
export function redactValue(value: unknown, depth = 6): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth <= 0) return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth - 1));
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEYS.has(key.toLowerCase()) && item != null ? REDACTED : redactValue(item, depth - 1);
  }
  return copy;
}

/** Paths pino's own `redact` censors in every line (headers as pino-http and our loggers write them). */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-internal-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-internal-token"]',
  'body.password',
  'body.token',
  'password',
  'token',
];

/** Every logger's pino options: objects, messages, arguments and errors (message, stack) redacted. */
export function redactingLoggerOptions(): Pick<LoggerOptions, 'redact' | 'formatters' | 'hooks' | 'serializers'> {
  return {
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    formatters: { log: (object) => redactValue(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
    serializers: { err: redactedError },
  };
}

/** A serialized error (pino's `stdSerializers.err`) as a plain object, redacted, its causes too. */
function plainRedacted(serialized: unknown): unknown {
  if (serialized === null || typeof serialized !== 'object') return redactValue(serialized);
  const copy: Record<string, unknown> = { ...(serialized as Record<string, unknown>) };
  if (copy.cause !== undefined) copy.cause = plainRedacted(copy.cause);
  if (Array.isArray(copy.aggregateErrors)) copy.aggregateErrors = copy.aggregateErrors.map(plainRedacted);
  return redactValue(copy);
}

/** pino's error serializer (`stdSerializers.err`), with the message, the stack and every field redacted. */
export function redactedError(error: unknown): unknown {
  return plainRedacted(stdSerializers.err(error as Error));
}

/**
 * The checks every public form shares: a signed, short-lived form token with a minimum fill time,
 * a honeypot field, and consent to the privacy policy. An HMAC, not a CAPTCHA: the CSP keeps
 * `script-src 'self'`.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CONSENT_FIELD,
  FORM_MIN_FILL_MS,
  FORM_TOKEN_FIELD,
  FORM_TOKEN_MAX_AGE_MS,
  HONEYPOT_FIELD,
  PRIVACY_POLICY_VERSION,
  PUBLIC_FORM_ERRORS,
  type ConsentRecord,
  type FormTokenReply,
} from '@consulting/contracts';
import { Schema, type Connection } from 'mongoose';
import { z } from 'zod';
import { HttpError } from './errors.ts';
import { registeredCounter, type MetricsRegistry } from './metrics.ts';
import { sharedRateLimiter, type RateLimitRule, type SharedRateLimiter } from './rate-limits.ts';

/** The key form tokens are signed with, derived from the services' shared JWT secret. */
function formKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('public-form-token/v1').digest();
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', formKey(secret)).update(payload).digest('base64url');
}

/**
 * `GET /api/forms/token`'s answer: a token `base64url({iat, n}).signature` (`iat` ms since the
 * epoch) and the minimum fill time `minFillMs` (default FORM_MIN_FILL_MS).
 */
export function issueFormToken(secret: string, now = Date.now(), minFillMs = FORM_MIN_FILL_MS): FormTokenReply {
  const payload = Buffer.from(JSON.stringify({ iat: now, n: randomBytes(9).toString('base64url') })).toString(
    'base64url',
  );
  return {
    success: true,
    token: `${payload}.${sign(secret, payload)}`,
    issued_at: now,
    policy_version: PRIVACY_POLICY_VERSION,
    min_fill_ms: minFillMs,
  };
}

/** The issue time (ms) of a well-signed token, or null when it is malformed or forged. */
export function formTokenIssuedAt(secret: string, token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { iat } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iat?: unknown };
    return typeof iat === 'number' && Number.isFinite(iat) ? iat : null;
  } catch {
    return null;
  }
}

export interface PublicFormCheckOptions {
  /** The services' shared JWT secret. */
  secret: string;
  /** The form's name in metrics and logs (`contact`, `track_request`, …). */
  form: string;
  /** Where caught submissions are counted (`public_form_bots_caught_total{form,reason}`). */
  registry?: MetricsRegistry;
  /** Now, ms since the epoch (tests). */
  now?: number;
  /** Minimum fill time (ms); default FORM_MIN_FILL_MS. */
  minFillMs?: number;
}

/** The stored consent to the privacy policy (Saudi PDPL): the version shown and when. */
export interface StoredConsent {
  policy_version: string;
  given_at: Date;
}

/** A new consent sub-document schema (no `_id`), for a model's `consent` field. */
export function consentSchema(): Schema<StoredConsent> {
  return new Schema<StoredConsent>(
    {
      policy_version: { type: String, required: true, maxlength: 40 },
      given_at: { type: Date, required: true },
    },
    { _id: false },
  );
}

/** The stored consent as the wire `ConsentRecord` (`given_at` as ISO 8601). */
export function toConsentRecord(consent: StoredConsent): ConsentRecord {
  return { policy_version: consent.policy_version, given_at: consent.given_at.toISOString() };
}

/** What the checks found: a person's form with its consent record, or a bot's (answer as a success, store nothing). */
export type PublicFormVerdict =
  { kind: 'person'; consent: StoredConsent } | { kind: 'bot'; reason: 'honeypot' | 'too_fast' };

const TICKED = new Set([true, 'true', 'on', '1', 1, 'yes']);

/**
 * Checks a public form's body (JSON or multipart fields), in order:
 * 1. a well-signed token at most FORM_TOKEN_MAX_AGE_MS old, else HttpError 400 `tokenInvalid`;
 * 2. a filled honeypot or a token younger than the fill time is a bot: `{kind:'bot'}`, counted;
 *    the caller answers as a success, stores and mails nothing;
 * 3. the consent box ticked, else HttpError 400 `consentRequired`.
 * Returns the consent record to store with the submission.
 */
export function checkPublicForm(body: Record<string, unknown>, options: PublicFormCheckOptions): PublicFormVerdict {
  const now = options.now ?? Date.now();
  const issuedAt = formTokenIssuedAt(options.secret, body[FORM_TOKEN_FIELD]);
  if (issuedAt === null || now - issuedAt > FORM_TOKEN_MAX_AGE_MS || issuedAt - now > 60_000) {
    throw new HttpError(400, PUBLIC_FORM_ERRORS.tokenInvalid);
  }
  const honeypot = body[HONEYPOT_FIELD];
  const reason =
    typeof honeypot === 'string' && honeypot.trim() !== ''
      ? 'honeypot'
      : now - issuedAt < (options.minFillMs ?? FORM_MIN_FILL_MS)
        ? 'too_fast'
        : null;
  if (reason) {
    if (options.registry) {
      registeredCounter(options.registry, {
        name: 'public_form_bots_caught_total',
        help: 'Public form submissions caught as a bot (honeypot filled or sent too fast): stored nothing, mailed nothing',
        labelNames: ['form', 'reason'] as const,
      }).inc({ form: options.form, reason });
    }
    return { kind: 'bot', reason };
  }
  if (!TICKED.has(body[CONSENT_FIELD] as string)) throw new HttpError(400, PUBLIC_FORM_ERRORS.consentRequired);
  return { kind: 'person', consent: { policy_version: PRIVACY_POLICY_VERSION, given_at: new Date(now) } };
}

/** The guard fields of a public form, for a test or a tool that posts one as a person would. */
export function personFormFields(secret: string, now = Date.now()): Record<string, string> {
  return {
    [FORM_TOKEN_FIELD]: issueFormToken(secret, now - FORM_MIN_FILL_MS - 1000).token,
    [CONSENT_FIELD]: 'true',
  };
}

/** The guard fields (token, consent, honeypot) every public form adds, for schemas and OpenAPI. */
export const publicFormFieldsShape = {
  [FORM_TOKEN_FIELD]: z.string().describe('The token from `GET /api/forms/token`, sent back unchanged'),
  [CONSENT_FIELD]: z
    .union([z.boolean(), z.string()])
    .describe(`Consent to the privacy policy (version ${PRIVACY_POLICY_VERSION}): true, 'true', 'on' or '1'`),
  [HONEYPOT_FIELD]: z.string().optional().describe('Left empty by people; hidden from them'),
};

/** What the guard adds to a public form's documented errors. */
export const PUBLIC_FORM_ERROR_TEXTS = {
  400: `'${PUBLIC_FORM_ERRORS.tokenInvalid}' (a missing, forged or stale form token); '${PUBLIC_FORM_ERRORS.consentRequired}'`,
  429: `'${PUBLIC_FORM_ERRORS.rateLimited}', with \`Retry-After\` in seconds`,
} as const;

/** The checks of one service's public forms named `F`: bot or person, and the per-email limits. */
export interface PublicFormGuard<F extends string> {
  /** `checkPublicForm` with the service's secret, fill time and metrics. */
  check(body: unknown, form: F): PublicFormVerdict;
  /**
   * Counts a submission of `form` for `email` (trimmed, case folded) in the shared `rate_limits`.
   * Throws HttpError 429 with `Retry-After` (s) once spent; nothing may be stored then.
   */
  limitEmail(connection: Connection, form: F, email: string): Promise<void>;
}

/**
 * A service's public-form guard: `perEmail` each form's limit per email, `rateLimits` false
 * (RATE_LIMITS=off) none; bots counted on `registry`. The limiter is built per connection on use.
 */
export function publicFormGuard<F extends string>(options: {
  secret: string;
  registry: MetricsRegistry;
  perEmail: Record<F, RateLimitRule>;
  minFillMs?: number;
  rateLimits?: boolean;
}): PublicFormGuard<F> {
  const limiters = new WeakMap<Connection, SharedRateLimiter>();
  const limiterOf = (connection: Connection): SharedRateLimiter => {
    let limiter = limiters.get(connection);
    if (!limiter) {
      limiter = sharedRateLimiter(connection, options.perEmail, { enabled: options.rateLimits ?? true });
      limiters.set(connection, limiter);
    }
    return limiter;
  };
  return {
    check: (body, form) =>
      checkPublicForm((body ?? {}) as Record<string, unknown>, {
        secret: options.secret,
        form,
        registry: options.registry,
        minFillMs: options.minFillMs ?? FORM_MIN_FILL_MS,
      }),
    limitEmail: (connection, form, email) => limiterOf(connection).consume(form, email.trim().toLowerCase()),
  };
}

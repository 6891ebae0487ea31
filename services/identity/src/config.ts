import { z } from 'zod';
import { baseEnvSchema, rateLimitsEnabled } from '@consulting/service-kit';
import { DEFAULT_IDENTITY_LIMITS, type IdentityLimits } from './email-limits.ts';
import { MAIL_BODY_RETENTION_DAYS_DEFAULT } from './mail/body-retention.ts';
import { MAIL_MAX_ATTEMPTS_DEFAULT, MAIL_RETRY_BASE_MS_DEFAULT } from './mail/outbox-worker.ts';
import { DEFAULT_RESET_TTL_MS } from './password-changes.ts';
import { DEFAULT_LOCKOUT, type LockoutSettings } from './sign-in-lockout.ts';

/** An optional env variable where an empty string counts as unset (compose passes `VAR=`). */
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

/**
 * A comma-separated list of a service's base URLs (`http://127.0.0.1:4002,http://127.0.0.1:4012`,
 * as scripts/stack.ts and compose pass them), each one an http(s) URL; '' or unset = none.
 */
const optionalUrlList = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1))
    .optional(),
);

/** Environment of the identity service; validated at start, never logged. */
export const identityEnvSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  IDENTITY_DB: z.string().min(1).default('consulting_identity'),
  /** Email of the first admin, created at first start when no admin exists. */
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  /** Password of the first admin; when unset one is generated and printed once. */
  ADMIN_PASSWORD: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  ),
  ADMIN_NAME: z.string().min(1).default('مدير الموقع'),
  /**
   * The private key that signs access tokens (ES256): a PKCS8 PEM EC P-256 key, from
   * `openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256` (or TOKEN_SIGNING_KEY_FILE).
   * Only identity holds it; the services verify with its public key (`/.well-known/jwks.json`).
   */
  TOKEN_SIGNING_KEY: z
    .string({ error: 'TOKEN_SIGNING_KEY is required: a PEM EC P-256 private key (see docs/operations.md)' })
    .min(1, 'TOKEN_SIGNING_KEY is required: a PEM EC P-256 private key (see docs/operations.md)'),
  /**
   * The earlier signing keys of a key rotation (PEM, public or private, one after another; or
   * TOKEN_PREVIOUS_KEYS_FILE): still published, never used to sign, so their tokens stay valid
   * until they expire. Unset = none.
   */
  TOKEN_PREVIOUS_KEYS: optionalText,
  /**
   * SMTP connection URL (compose: the mail catcher) the outbox worker sends through; unset =
   * embedded mode: mails are delivered to the file mailbox MAILBOX_FILE, which a developer reads
   * with `npm run outbox`.
   */
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().min(1).default('no-reply@localhost'),
  /**
   * The outbox worker's wait after a mail's first failed attempt (ms), doubled
   * after each further one up to an hour; default 30 s.
   */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(MAIL_RETRY_BASE_MS_DEFAULT),
  /** Attempts before an outbox mail is `failed` (default 8). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(MAIL_MAX_ATTEMPTS_DEFAULT),
  /** Days a sent mail's body stays in the outbox before a sweep removes it (default 30). */
  MAIL_BODY_RETENTION_DAYS: z.coerce.number().int().min(1).default(MAIL_BODY_RETENTION_DAYS_DEFAULT),
  /**
   * Embedded mode (no SMTP_URL): the file every delivered mail is appended to, one JSON object a
   * line (`npm start` sets `<data folder>/mailbox.jsonl`). Unset: delivered mail is not kept.
   */
  MAILBOX_FILE: optionalText,
  /** Public base URL of the site, used for links in mail. */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /**
   * The staff inbox that gets an alert for every new lead (requests,
   * applications, contact messages); unset = ADMIN_EMAIL. Moves to site settings.
   */
  STAFF_INBOX: z.preprocess((value) => (value === '' ? undefined : value), z.email().optional()),
  /**
   * How old (ms) an account must be before the sweep sends its credentials
   * mail still pending (the request that created it may still be sending it); default 60 s.
   */
  CREDENTIALS_MAIL_SWEEP_GRACE_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Time between two sweeps of pending set-password mails of new accounts (ms); default 60 s. */
  CREDENTIALS_MAIL_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
  /** 'off' turns every limit off, the mail cap too (load tests and the bench only). */
  RATE_LIMITS: z.string().optional(),
  /** Sign-in attempts per email per 15 minutes, client and admin together (default 10). */
  SIGN_IN_PER_EMAIL_PER_15_MIN: z.coerce.number().int().min(1).default(DEFAULT_IDENTITY_LIMITS.signInPerEmailPer15Min),
  /** `POST /api/user/register` per email per hour (default 5). */
  REGISTER_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_IDENTITY_LIMITS.registerPerEmailPerHour),
  /** `POST /api/user/send-password` per email per hour (default 5). */
  SEND_PASSWORD_PER_EMAIL_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_IDENTITY_LIMITS.sendPasswordPerEmailPerHour),
  /** `POST /api/password/forgot` per email per hour (default 5). */
  FORGOT_PASSWORD_PER_EMAIL_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_IDENTITY_LIMITS.forgotPasswordPerEmailPerHour),
  /** Wrong sign-in attempts from one client address that lock the account at that address (default 5). */
  SIGN_IN_LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).default(DEFAULT_LOCKOUT.perAddressThreshold),
  /**
   * Wrong sign-in attempts from all addresses within SIGN_IN_LOCKOUT_MINUTES that lock the
   * account everywhere (default 20); kept above SIGN_IN_LOCKOUT_THRESHOLD, so one address alone
   * never locks the account for its owner.
   */
  SIGN_IN_ACCOUNT_LOCKOUT_THRESHOLD: z.coerce.number().int().min(2).default(DEFAULT_LOCKOUT.accountThreshold),
  /** The first lock, and the window of the account's count, in minutes (default 15); doubled per further lock. */
  SIGN_IN_LOCKOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_LOCKOUT.durationMs / 60_000),
  /** The longest lock, in minutes (default 240). */
  SIGN_IN_LOCKOUT_MAX_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_LOCKOUT.maxDurationMs / 60_000),
  /** Lifetime of the unlock link mailed with a lockout notice, in hours (default 24). */
  UNLOCK_LINK_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_LOCKOUT.unlockTtlMs / 3_600_000),
  /**
   * `true` (default): an admin without two-factor sign-in gets a session that may only enrol
   * (`session-restrictions.ts`); `false` for the tests and the bench that sign in as admin.
   */
  REQUIRE_ADMIN_2FA: z.enum(['true', 'false']).default('true'),
  /** Lifetime of a password reset link, in minutes (default 30). */
  PASSWORD_RESET_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_RESET_TTL_MS / 60_000),
  /** Mails to any one recipient per hour, every mail identity sends (default 10). */
  MAIL_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_IDENTITY_LIMITS.mailPerRecipientPerHour),
  /**
   * Content's and requests' base URLs (each one URL or a comma-separated list of
   * instances, tried in order), for the admin's personal-data export and erasure, which call
   * their `/internal/privacy` routes. Unset: those two routes answer 503. Identity also
   * asks content for the staff inbox set in the site settings.
   */
  CONTENT_URL: optionalUrlList,
  REQUESTS_URL: optionalUrlList,
});

export type IdentityEnv = z.infer<typeof identityEnvSchema>;

/** The limits of `config` with every missing one at its default. */
export function identityLimitsOf(config: Pick<IdentityConfig, 'limits'>): IdentityLimits {
  return { ...DEFAULT_IDENTITY_LIMITS, ...config.limits };
}

/** What the identity app needs at run time (a subset of the environment). */
export interface IdentityConfig {
  /** The HMAC secret of the 2FA challenge and the audit pseudonyms; never signs an access token. */
  jwtSecret: string;
  /** TOKEN_SIGNING_KEY: the PKCS8 PEM P-256 key that signs access tokens (`token-keys.ts`). */
  tokenSigningKey: string;
  /** TOKEN_PREVIOUS_KEYS: PEM keys of a rotation's overlap, published for verification only. */
  tokenPreviousKeys?: string;
  internalToken: string;
  mailFrom: string;
  /** Base URL without a trailing slash, e.g. `http://localhost:8080`. */
  publicUrl: string;
  /** SMTP URL; undefined selects the outbox (embedded mode). */
  smtpUrl?: string;
  /**
   * The staff inbox of lead alerts (STAFF_INBOX, else ADMIN_EMAIL); unset in
   * tests = the oldest active admin's email.
   */
  staffInbox?: string;
  /** The per-email limits; each one missing takes its default (`DEFAULT_IDENTITY_LIMITS`, limits on). */
  limits?: Partial<IdentityLimits>;
  /**
   * The sign-in lockout (`sign-in-lockout.ts`: SIGN_IN_LOCKOUT_THRESHOLD,
   * SIGN_IN_ACCOUNT_LOCKOUT_THRESHOLD, SIGN_IN_LOCKOUT_MINUTES, SIGN_IN_LOCKOUT_MAX_MINUTES,
   * UNLOCK_LINK_TTL_HOURS; defaults 5, 20, 15 min, 4 h, 24 h) and the reset links' lifetime in
   * ms (PASSWORD_RESET_TTL_MINUTES, default 30 min).
   */
  passwords?: { lockout?: LockoutSettings; resetTtlMs?: number };
  /**
   * REQUIRE_ADMIN_2FA: an admin without two-factor sign-in may only enrol. Unset = on; the test
   * harnesses set it off unless they test it.
   */
  requireAdminTwoFactor?: boolean;
  /**
   * Base URLs of the content and requests instances (CONTENT_URL,
   * REQUESTS_URL), tried in order, for the personal-data export and erasure. Without both,
   * those routes answer 503.
   */
  privacyPeers?: { content: readonly string[]; requests: readonly string[] };
  /**
   * Content's instances (CONTENT_URL), asked for the staff inbox editors set in
   * the site settings; without it (or while content cannot answer) `staffInbox` is used.
   */
  contentUrls?: readonly string[];
}

/** Derives the app config from a parsed environment. */
export function identityConfigFrom(env: IdentityEnv): IdentityConfig {
  return {
    jwtSecret: env.JWT_SECRET,
    tokenSigningKey: env.TOKEN_SIGNING_KEY,
    ...(env.TOKEN_PREVIOUS_KEYS ? { tokenPreviousKeys: env.TOKEN_PREVIOUS_KEYS } : {}),
    internalToken: env.INTERNAL_TOKEN,
    mailFrom: env.MAIL_FROM,
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL,
    staffInbox: env.STAFF_INBOX ?? env.ADMIN_EMAIL,
    requireAdminTwoFactor: env.REQUIRE_ADMIN_2FA === 'true',
    limits: {
      rateLimits: rateLimitsEnabled({ RATE_LIMITS: env.RATE_LIMITS }),
      signInPerEmailPer15Min: env.SIGN_IN_PER_EMAIL_PER_15_MIN,
      registerPerEmailPerHour: env.REGISTER_PER_EMAIL_PER_HOUR,
      sendPasswordPerEmailPerHour: env.SEND_PASSWORD_PER_EMAIL_PER_HOUR,
      forgotPasswordPerEmailPerHour: env.FORGOT_PASSWORD_PER_EMAIL_PER_HOUR,
      mailPerRecipientPerHour: env.MAIL_PER_RECIPIENT_PER_HOUR,
    },
    passwords: {
      lockout: {
        perAddressThreshold: env.SIGN_IN_LOCKOUT_THRESHOLD,
        accountThreshold: Math.max(env.SIGN_IN_ACCOUNT_LOCKOUT_THRESHOLD, env.SIGN_IN_LOCKOUT_THRESHOLD + 1),
        durationMs: env.SIGN_IN_LOCKOUT_MINUTES * 60_000,
        maxDurationMs: Math.max(env.SIGN_IN_LOCKOUT_MAX_MINUTES, env.SIGN_IN_LOCKOUT_MINUTES) * 60_000,
        unlockTtlMs: env.UNLOCK_LINK_TTL_HOURS * 3_600_000,
      },
      resetTtlMs: env.PASSWORD_RESET_TTL_MINUTES * 60_000,
    },
    ...(env.CONTENT_URL && env.REQUESTS_URL
      ? { privacyPeers: { content: env.CONTENT_URL, requests: env.REQUESTS_URL } }
      : {}),
    ...(env.CONTENT_URL ? { contentUrls: env.CONTENT_URL } : {}),
  };
}

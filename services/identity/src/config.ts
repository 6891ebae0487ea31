import { z } from 'zod';
import { baseEnvSchema } from '@consulting/service-kit';

/** An optional env variable where an empty string counts as unset (compose passes `VAR=`). */
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

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
  /** SMTP connection URL (compose: the mail catcher); unset = embedded mode with an outbox collection. */
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().min(1).default('no-reply@localhost'),
  /** Public base URL of the site, used for links in mail. */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /**
   * Issue 11 part 5: how old (ms) an account must be before the sweep sends its credentials
   * mail still pending (the request that created it may still be sending it); default 60 s.
   */
  CREDENTIALS_MAIL_SWEEP_GRACE_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Time between two sweeps of pending credentials mails (ms); default 60 s. */
  CREDENTIALS_MAIL_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
});

export type IdentityEnv = z.infer<typeof identityEnvSchema>;

/** What the identity app needs at run time (a subset of the environment). */
export interface IdentityConfig {
  jwtSecret: string;
  internalToken: string;
  mailFrom: string;
  /** Base URL without a trailing slash, e.g. `http://localhost:8080`. */
  publicUrl: string;
  /** SMTP URL; undefined selects the outbox (embedded mode). */
  smtpUrl?: string;
}

/** Derives the app config from a parsed environment. */
export function identityConfigFrom(env: IdentityEnv): IdentityConfig {
  return {
    jwtSecret: env.JWT_SECRET,
    internalToken: env.INTERNAL_TOKEN,
    mailFrom: env.MAIL_FROM,
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL,
  };
}

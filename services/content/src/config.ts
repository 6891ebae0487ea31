import { z } from 'zod';
import { FORM_MIN_FILL_MS } from '@consulting/contracts';
import { baseEnvSchema, rateLimitsEnabled } from '@consulting/service-kit';

/**
 * Environment of the content service, validated at start and never logged (defaults below).
 * IDENTITY_URL is required: its JWKS verifies tokens, its session check refuses revoked sessions,
 * and it mails replies. FORM_MIN_FILL_MS: a public form sent sooner after its token is a bot's;
 * RATE_LIMITS 'off' turns the per-email limits off (load tests, bench only); PUBLIC_URL: the site's
 * origin in lead mails; LEAD_MAIL_SWEEP_*: the sweep that retries them; NEWS_PREVIEW_SECRET signs
 * news preview links (else derived from JWT_SECRET).
 */
export const contentEnvSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4002),
  CONTENT_DB: z.string().min(1).default('consulting_content'),
  IDENTITY_URL: z.url({ error: 'IDENTITY_URL is required: identity verifies every session' }),
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(FORM_MIN_FILL_MS),
  CONTACT_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(5),
  NEWSLETTER_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(3),
  RATE_LIMITS: z.string().optional(),
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  LEAD_MAIL_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1000).default(30_000),
  LEAD_MAIL_SWEEP_GRACE_MS: z.coerce.number().int().min(0).default(15_000),
  NEWS_PREVIEW_SECRET: z.string().min(16).optional(),
});

export type ContentEnv = z.infer<typeof contentEnvSchema>;

/** What the content app needs at run time. */
export interface ContentConfig {
  /** The HMAC secret of form tokens and (derived) news preview links; never verifies an access token. */
  jwtSecret: string;
  /** Shared secret of identity's `/internal` API. */
  internalToken: string;
  /** Base URL of identity: its JWKS (token keys), session checks and reply mail (`/internal/mail`). */
  identityUrl: string;
  /** Public forms: minimum fill time (ms), per-email limits (per hour), limits on or off. */
  publicForms?: PublicFormsConfig;
  /** The site's origin in lead mails' links (PUBLIC_URL); default http://localhost:8080. */
  publicUrl?: string;
  /** Signs news preview links (NEWS_PREVIEW_SECRET); derived from `jwtSecret` when absent. */
  newsPreviewSecret?: string;
}

/** How the public forms are guarded; defaults as in `contentEnvSchema`, limits per email per hour. */
export interface PublicFormsConfig {
  minFillMs?: number;
  contactPerEmailPerHour?: number;
  newsletterPerEmailPerHour?: number;
  rateLimits?: boolean;
}

/** Derives the app config from a parsed environment. */
export function contentConfigFrom(env: ContentEnv): ContentConfig {
  return {
    jwtSecret: env.JWT_SECRET,
    internalToken: env.INTERNAL_TOKEN,
    identityUrl: env.IDENTITY_URL,
    publicUrl: env.PUBLIC_URL,
    ...(env.NEWS_PREVIEW_SECRET ? { newsPreviewSecret: env.NEWS_PREVIEW_SECRET } : {}),
    publicForms: {
      minFillMs: env.FORM_MIN_FILL_MS,
      contactPerEmailPerHour: env.CONTACT_PER_EMAIL_PER_HOUR,
      newsletterPerEmailPerHour: env.NEWSLETTER_PER_EMAIL_PER_HOUR,
      rateLimits: rateLimitsEnabled({ RATE_LIMITS: env.RATE_LIMITS }),
    },
  };
}

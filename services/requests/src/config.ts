import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { FORM_MIN_FILL_MS, RETENTION_MONTHS } from '@consulting/contracts';
import { baseEnvSchema } from '@consulting/service-kit';

/**
 * Environment of the requests service: the base variables (MONGODB_URI, JWT_SECRET,
 * INTERNAL_TOKEN, HOST) plus PORT (default 4003), REQUESTS_DB (default 'consulting_requests'),
 * IDENTITY_URL (required: identity's JWKS and session check), UPLOAD_URL_SECRET (optional, ≥ 32 chars) and
 * the orphan-upload sweep: ORPHAN_SWEEP_GRACE_MS, how old an unreferenced
 * file or chunk must be before it is removed (ms, default 10 minutes, at least 1 s), and
 * ORPHAN_SWEEP_INTERVAL_MS, the time between sweeps (ms, default 5 minutes, at least 1 s).
 *
 * FORM_MIN_FILL_MS (ms, default 3000, 0 allowed: a public form sent sooner after its
 * form token is a bot's); REQUESTS_PER_EMAIL_PER_HOUR (default 5: submissions per target email
 * per hour, counted for each form kind on its own: service request, track request, join
 * application); RATE_LIMITS ('off' turns the limits off: load tests and the bench only);
 * PUBLIC_URL (default http://localhost:8080, the site's origin in the confirmation links of held
 * requests); JOIN_FILES_RETENTION_MONTHS (default 24, at least 1: join-application files older
 * than this are deleted) and JOIN_FILES_SWEEP_INTERVAL_MS (ms between two runs of that job,
 * default one day, at least 1 s).
 */
export const requestsEnvSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4003),
  REQUESTS_DB: z.string().min(1).default('consulting_requests'),
  IDENTITY_URL: z.url({ error: 'IDENTITY_URL is required: identity verifies every session' }),
  UPLOAD_URL_SECRET: z.string().min(32, 'UPLOAD_URL_SECRET must be at least 32 characters').optional(),
  ORPHAN_SWEEP_GRACE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(10 * 60_000),
  ORPHAN_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(5 * 60_000),
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(FORM_MIN_FILL_MS),
  REQUESTS_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(5),
  RATE_LIMITS: z.string().optional(),
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  JOIN_FILES_RETENTION_MONTHS: z.coerce.number().int().min(1).default(RETENTION_MONTHS.joinApplicationFiles),
  JOIN_FILES_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(24 * 60 * 60_000),
  /** Ms between two rounds of the lead-mail sweep (default 30 s, at least 1 s). */
  LEAD_MAIL_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1000).default(30_000),
  /** How old (ms) a record must be before the sweep retries its lead mails (default 15 s). */
  LEAD_MAIL_SWEEP_GRACE_MS: z.coerce.number().int().min(0).default(15_000),
});

/**
 * The secret of attachment download links when UPLOAD_URL_SECRET is not set: an HMAC-SHA256 of
 * a fixed label keyed with the JWT secret (64 hex chars). It differs from the JWT secret, so a
 * leaked download link says nothing about the key that signs sessions.
 */
export function deriveUploadUrlSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('requests:attachment-download-urls').digest('hex');
}

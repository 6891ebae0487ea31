import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { baseEnvSchema } from '@consulting/service-kit';

/**
 * Environment of the requests service: the base variables (MONGODB_URI, JWT_SECRET,
 * INTERNAL_TOKEN, HOST) plus PORT (default 4003), REQUESTS_DB (default 'consulting_requests'),
 * IDENTITY_URL (default http://127.0.0.1:4001), UPLOAD_URL_SECRET (optional, ≥ 32 chars) and
 * the orphan-upload sweep (issue 11 part 5): ORPHAN_SWEEP_GRACE_MS, how old an unreferenced
 * file or chunk must be before it is removed (ms, default 10 minutes, at least 1 s), and
 * ORPHAN_SWEEP_INTERVAL_MS, the time between sweeps (ms, default 5 minutes, at least 1 s).
 */
export const requestsEnvSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4003),
  REQUESTS_DB: z.string().min(1).default('consulting_requests'),
  IDENTITY_URL: z.url().default('http://127.0.0.1:4001'),
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
});

export type RequestsEnv = z.infer<typeof requestsEnvSchema>;

/**
 * The secret of attachment download links when UPLOAD_URL_SECRET is not set: an HMAC-SHA256 of
 * a fixed label keyed with the JWT secret (64 hex chars). It differs from the JWT secret, so a
 * leaked download link says nothing about the key that signs sessions.
 */
export function deriveUploadUrlSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('requests:attachment-download-urls').digest('hex');
}

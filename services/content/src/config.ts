import { z } from 'zod';
import { baseEnvSchema } from '@consulting/service-kit';

/**
 * Environment of the content service; validated at start, never logged. Besides the base
 * variables: PORT (default 4002), CONTENT_DB (default 'consulting_content') and IDENTITY_URL
 * (optional): when set, admin tokens are also checked against identity's revocation list, so
 * an admin logout takes effect at once on the content admin routes, and replies to contact
 * messages are mailed through identity (without it a reply answers 502).
 */
export const contentEnvSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4002),
  CONTENT_DB: z.string().min(1).default('consulting_content'),
  IDENTITY_URL: z.url().optional(),
});

export type ContentEnv = z.infer<typeof contentEnvSchema>;

/** What the content app needs at run time. */
export interface ContentConfig {
  /** Verifies admin tokens on the admin routes (HS256 secret identity signs with). */
  jwtSecret: string;
  /** Shared secret of identity's `/internal` API. */
  internalToken: string;
  /**
   * Base URL of identity for token revocation checks and reply mail (`/internal/mail`); without
   * it revocation is not checked and replies cannot be sent.
   */
  identityUrl?: string;
}

/** Derives the app config from a parsed environment. */
export function contentConfigFrom(env: ContentEnv): ContentConfig {
  return {
    jwtSecret: env.JWT_SECRET,
    internalToken: env.INTERNAL_TOKEN,
    ...(env.IDENTITY_URL ? { identityUrl: env.IDENTITY_URL } : {}),
  };
}

import { z } from 'zod';
import { baseEnvSchema } from '@consulting/service-kit';

/** Environment of the content service; validated at start, never logged. */
export const contentEnvSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4002),
  CONTENT_DB: z.string().min(1).default('consulting_content'),
});

export type ContentEnv = z.infer<typeof contentEnvSchema>;

/** What the content app needs at run time. */
export interface ContentConfig {
  /** Verifies admin tokens on the admin routes (added with the admin pages). */
  jwtSecret: string;
  internalToken: string;
}

/** Derives the app config from a parsed environment. */
export function contentConfigFrom(env: ContentEnv): ContentConfig {
  return { jwtSecret: env.JWT_SECRET, internalToken: env.INTERNAL_TOKEN };
}

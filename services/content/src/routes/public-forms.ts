import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { FORM_MIN_FILL_MS } from '@consulting/contracts';
import {
  checkPublicForm,
  issueFormToken,
  sharedRateLimiter,
  type MetricsRegistry,
  type PublicFormVerdict,
} from '@consulting/service-kit';
import type { PublicFormsConfig } from '../config.ts';

/** The public-form guards of the content service: checks, per-email limits, and the token route. */
export interface PublicFormGuard {
  /** `checkPublicForm` with this service's secret, fill time and metrics (issue 13). */
  check(body: unknown, form: 'contact' | 'newsletter'): PublicFormVerdict;
  /** Counts one submission for `email` under `form`'s per-email limit; HttpError 429 when spent. */
  limitEmail(form: 'contact' | 'newsletter', email: string): Promise<void>;
}

/**
 * Builds the guards from `config` (defaults: 3000 ms fill time, 5 contact messages and 3
 * newsletter subscriptions per email per hour, limits on) on `connection`'s `rate_limits`;
 * caught bots are counted on `registry` (the app's `/metrics`).
 */
export function publicFormGuard(
  connection: Connection,
  secret: string,
  registry: MetricsRegistry,
  config: PublicFormsConfig = {},
): PublicFormGuard {
  const limiter = sharedRateLimiter(
    connection,
    {
      contact: { points: config.contactPerEmailPerHour ?? 5, durationSeconds: 3600 },
      newsletter: { points: config.newsletterPerEmailPerHour ?? 3, durationSeconds: 3600 },
    },
    { enabled: config.rateLimits ?? true },
  );
  return {
    check: (body, form) =>
      checkPublicForm((body ?? {}) as Record<string, unknown>, {
        secret,
        form,
        registry,
        minFillMs: config.minFillMs ?? FORM_MIN_FILL_MS,
      }),
    limitEmail: (form, email) => limiter.consume(form, email.trim().toLowerCase()),
  };
}

/**
 * `GET /api/forms/token` → 200 `FormTokenReply` (`{success, token, issued_at, policy_version, min_fill_ms}`),
 * `Cache-Control: no-store`: the token every public form sends back (issue 13 part 2). Content
 * serves it because it serves the public site's other reads; every service verifies it with the
 * shared JWT secret.
 */
export function formTokenRouter(secret: string, minFillMs = FORM_MIN_FILL_MS): Router {
  const router = new Router();
  router.get('/api/forms/token', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = issueFormToken(secret, Date.now(), minFillMs);
  });
  return router;
}

import Router from '@koa/router';
import { FORM_MIN_FILL_MS } from '@consulting/contracts';
import { issueFormToken, publicFormGuard, type MetricsRegistry, type PublicFormGuard } from '@consulting/service-kit';
import type { PublicFormsConfig } from '../config.ts';

/** The public forms of the content service, as named in metrics and limits. */
export type ContentFormName = 'contact' | 'newsletter';

/** The checks of the content service's public forms (the kit's guard on its two forms). */
export type ContentFormGuard = PublicFormGuard<ContentFormName>;

/**
 * Builds the guards from `config` (defaults: 3000 ms fill time, 5 contact messages and 3
 * newsletter subscriptions per email per hour, limits on); caught bots are counted on
 * `registry` (the app's `/metrics`).
 */
export function contentFormGuard(
  secret: string,
  registry: MetricsRegistry,
  config: PublicFormsConfig = {},
): ContentFormGuard {
  return publicFormGuard({
    secret,
    registry,
    perEmail: {
      contact: { points: config.contactPerEmailPerHour ?? 5, durationSeconds: 3600 },
      newsletter: { points: config.newsletterPerEmailPerHour ?? 3, durationSeconds: 3600 },
    },
    ...(config.minFillMs !== undefined ? { minFillMs: config.minFillMs } : {}),
    ...(config.rateLimits !== undefined ? { rateLimits: config.rateLimits } : {}),
  });
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

import type Router from '@koa/router';
import { FORM_MIN_FILL_MS } from '@consulting/contracts';
import {
  apiRouter,
  issueFormToken,
  publicFormGuard,
  type MetricsRegistry,
  type PublicFormGuard,
} from '@consulting/service-kit';
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
 * The token every public form sends back. Content serves it because it serves the public site's
 * other reads; every service verifies it with the shared JWT secret.
 */
export function formTokenRouter(secret: string, minFillMs = FORM_MIN_FILL_MS): Router {
  return apiRouter({}, [
    {
      method: 'get',
      path: '/api/forms/token',
      summary: 'A form token for a public form',
      description:
        'Signed issue time and nonce; every public form sends it back as `form_token`. A form sent within the minimum fill time (3 s) of its token is treated as a bot; a token older than 6 hours is refused with 400.',
      tags: ['Public forms'],
      auth: 'none',
      success: {
        status: 200,
        description:
          '`FormTokenReply` `{success:true, token, issued_at, policy_version, min_fill_ms}`, `Cache-Control: no-store`',
      },
      handler: (ctx) => {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = issueFormToken(secret, Date.now(), minFillMs);
      },
    },
  ]);
}

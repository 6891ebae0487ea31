import {
  publicFormGuard as kitPublicFormGuard,
  type MetricsRegistry,
  type PublicFormGuard as KitPublicFormGuard,
} from '@consulting/service-kit';

/** The public forms of this service, as named in metrics (`public_form_bots_caught_total{form}`) and limits. */
export type PublicFormName = 'service_request' | 'track_request' | 'join_application';

/** How the public forms are guarded; every field has the default shown. */
export interface PublicFormsConfig {
  /** Minimum fill time in ms (FORM_MIN_FILL_MS); default 3000, 0 turns the fill-time check off. */
  minFillMs?: number;
  /** Submissions per target email per hour, for each form on its own (REQUESTS_PER_EMAIL_PER_HOUR); default 5. */
  perEmailPerHour?: number;
  /** False only for RATE_LIMITS=off; default true. */
  rateLimits?: boolean;
}

/** The checks of this service's public forms (the kit's guard on its three forms). */
export type PublicFormGuard = KitPublicFormGuard<PublicFormName>;

/**
 * Builds the guard of the three public forms from `config` (see
 * `PublicFormsConfig` for the defaults): each form counted on its own per target email. Caught
 * bots are counted on `registry` (the service's `/metrics`).
 */
export function publicFormGuard(
  secret: string,
  registry: MetricsRegistry,
  config: PublicFormsConfig = {},
): PublicFormGuard {
  const rule = { points: config.perEmailPerHour ?? 5, durationSeconds: 3600 };
  return kitPublicFormGuard({
    secret,
    registry,
    perEmail: { service_request: rule, track_request: rule, join_application: rule },
    ...(config.minFillMs !== undefined ? { minFillMs: config.minFillMs } : {}),
    ...(config.rateLimits !== undefined ? { rateLimits: config.rateLimits } : {}),
  });
}

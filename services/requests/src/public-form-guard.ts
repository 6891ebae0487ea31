import type mongoose from 'mongoose';
import { FORM_MIN_FILL_MS } from '@consulting/contracts';
import {
  checkPublicForm,
  sharedRateLimiter,
  type MetricsRegistry,
  type PublicFormVerdict,
  type SharedRateLimiter,
} from '@consulting/service-kit';

/** The public forms of this service, as named in metrics (`public_form_bots_caught_total{form}`) and limits. */
export type PublicFormName = 'service_request' | 'track_request' | 'join_application';

/** How the public forms are guarded (issue 13); every field has the default shown. */
export interface PublicFormsConfig {
  /** Minimum fill time in ms (FORM_MIN_FILL_MS); default 3000, 0 turns the fill-time check off. */
  minFillMs?: number;
  /** Submissions per target email per hour, for each form on its own (REQUESTS_PER_EMAIL_PER_HOUR); default 5. */
  perEmailPerHour?: number;
  /** False only for RATE_LIMITS=off; default true. */
  rateLimits?: boolean;
}

/** The checks of the public forms: bot or person, and the per-email limits. */
export interface PublicFormGuard {
  /**
   * `checkPublicForm` on the multipart fields with the shared secret, this service's fill time
   * and metrics: `{kind:'person', consent}` or `{kind:'bot', reason}` (counted). Throws HttpError
   * 400 for a missing, forged or stale form token, or a consent not given.
   */
  check(body: unknown, form: PublicFormName): PublicFormVerdict;
  /**
   * Counts one submission of `form` for `email` (case folded) on `connection`'s `rate_limits`
   * collection, which every instance shares. Throws HttpError 429 with `Retry-After` (seconds)
   * once the hour's submissions for that email and form are spent; nothing may be stored then.
   */
  limitEmail(connection: mongoose.Connection, form: PublicFormName, email: string): Promise<void>;
}

/**
 * Builds the guard of the three public forms (issue 13 parts 1 and 2) from `config` (see
 * `PublicFormsConfig` for the defaults). Caught bots are counted on `registry` (the service's
 * `/metrics`). The limiter is built once per database connection, when first needed: the app
 * may be built before its database is connected.
 */
export function publicFormGuard(
  secret: string,
  registry: MetricsRegistry,
  config: PublicFormsConfig = {},
): PublicFormGuard {
  const perHour = config.perEmailPerHour ?? 5;
  const rule = { points: perHour, durationSeconds: 3600 };
  const limiters = new WeakMap<mongoose.Connection, SharedRateLimiter>();
  const limiterOf = (connection: mongoose.Connection): SharedRateLimiter => {
    let limiter = limiters.get(connection);
    if (!limiter) {
      limiter = sharedRateLimiter(
        connection,
        { service_request: rule, track_request: rule, join_application: rule },
        { enabled: config.rateLimits ?? true },
      );
      limiters.set(connection, limiter);
    }
    return limiter;
  };
  return {
    check: (body, form) =>
      checkPublicForm((body ?? {}) as Record<string, unknown>, {
        secret,
        form,
        registry,
        minFillMs: config.minFillMs ?? FORM_MIN_FILL_MS,
      }),
    limitEmail: (connection, form, email) => limiterOf(connection).consume(form, email.trim().toLowerCase()),
  };
}

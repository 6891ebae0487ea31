/** Rate limits on public writes (rate-limiter-flexible) in each database's shared `rate_limits`. */
import type { Connection } from 'mongoose';
import { RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';
import { PUBLIC_FORM_ERRORS } from '@consulting/contracts';
import { HttpError } from './errors.ts';

/** One limit: at most `points` calls per `durationSeconds` for one key. */
export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

/** `RATE_LIMITS=off` turns every limit off (load tests and the bench only); anything else keeps them on. */
export function rateLimitsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return (env.RATE_LIMITS ?? 'on').trim().toLowerCase() !== 'off';
}

export interface SharedRateLimiter {
  /**
   * Counts one call for `key` under the limit `name`; throws HttpError 429
   * `PUBLIC_FORM_ERRORS.rateLimited` with `Retry-After` (whole seconds) once the limit is spent.
   * A store that cannot be reached lets the call through: the limit must not turn a database
   * hiccup into an outage, and a write behind it fails on its own when the database is down.
   */
  consume(name: string, key: string): Promise<void>;
}

/** The limiters of `rules` on `connection` (TTL-expired documents); with `enabled` false, `consume` is a no-op. */
export function sharedRateLimiter(
  connection: Connection,
  rules: Record<string, RateLimitRule>,
  options: { enabled?: boolean } = {},
): SharedRateLimiter {
  if (options.enabled === false) return { consume: async () => undefined };
  const limiters = new Map<string, RateLimiterMongo>();
  for (const [name, rule] of Object.entries(rules)) {
    limiters.set(
      name,
      new RateLimiterMongo({
        storeClient: connection,
        tableName: 'rate_limits',
        keyPrefix: name,
        points: rule.points,
        duration: rule.durationSeconds,
      }),
    );
  }
  return {
    async consume(name, key) {
      const limiter = limiters.get(name);
      if (!limiter) throw new Error(`no rate limit named ${name}`);
      try {
        await limiter.consume(key);
      } catch (result) {
        if (result instanceof RateLimiterRes) {
          const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
          throw new HttpError(429, PUBLIC_FORM_ERRORS.rateLimited, { 'Retry-After': String(seconds) });
        }
        // The store failed (database down): do not turn a limit into an outage.
      }
    },
  };
}

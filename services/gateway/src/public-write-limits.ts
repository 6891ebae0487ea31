/**
 * Per-client-IP limits on every public write, counted by rate-limiter-flexible in the gateway
 * database's `rate_limits` that all instances share. The services limit per target email too.
 */
import type { Middleware } from 'koa';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterMongo, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { PUBLIC_FORM_ERRORS } from '@consulting/contracts';
import { HttpError, isDatabaseReady, type RateLimitRule } from '@consulting/service-kit';
import { normalizeApiPath } from './api-path.ts';

/** The gateway's limits: `sign-in` (user and admin share one count) and one per public form. */
export type PublicWriteLimit =
  | 'sign-in'
  | 'register'
  | 'send-password'
  | 'password-forgot'
  | 'password-reset'
  | 'contact'
  | 'newsletter'
  | 'service-request'
  | 'track-request'
  | 'join-application';

/** Every public write (docs/api.md, _public_ rows) by normalised path (`normalizeApiPath`). */
export const PUBLIC_WRITE_LIMITS: ReadonlyMap<string, PublicWriteLimit> = new Map([
  ['/api/user/login', 'sign-in'],
  ['/api/admin/login', 'sign-in'],
  // The code step of a staff sign-in is a guess at a code, counted as a sign-in.
  ['/api/admin/login/2fa', 'sign-in'],
  ['/api/user/register', 'register'],
  ['/api/user/send-password', 'send-password'],
  // A reset link per IP like a public form; a reset is a guess at a token, counted too.
  ['/api/password/forgot', 'password-forgot'],
  ['/api/password/reset', 'password-reset'],
  // The unlock link of a lockout notice is a guess at a token too, counted with the resets.
  ['/api/password/unlock', 'password-reset'],
  ['/api/contact', 'contact'],
  ['/api/newsletter', 'newsletter'],
  ['/api/service-requests', 'service-request'],
  ['/api/track-requests', 'track-request'],
  ['/api/join-applications', 'join-application'],
  ['/api/endpoints/join-applications.php', 'join-application'],
]);

/** The limit a request counts against (`POST` to a path of PUBLIC_WRITE_LIMITS, any spelling), else null. */
export function publicWriteLimitOf(method: string, path: string): PublicWriteLimit | null {
  if (method !== 'POST') return null;
  return PUBLIC_WRITE_LIMITS.get(normalizeApiPath(path)) ?? null;
}

/** Default of `FORM_RATE_LIMIT_PER_HOUR`: submissions of one public form per client IP per hour. */
export const DEFAULT_FORM_RATE_LIMIT_PER_HOUR = 20;

/** How many calls each limit allows (`AUTH_RATE_LIMIT_PER_MINUTE`, `FORM_RATE_LIMIT_PER_HOUR`). */
export interface PublicWriteAllowance {
  /** User and admin sign-ins per client IP per minute (30); 0 turns this limit off. */
  signInPerMinute: number;
  /** Each public form's submissions per client IP per hour (DEFAULT_FORM_RATE_LIMIT_PER_HOUR); 0 turns these limits off. */
  formPerHour: number;
}

/** The rule of each limit for `allowance`; limits allowing 0 calls are left out (off). */
export function publicWriteRules(allowance: PublicWriteAllowance): Partial<Record<PublicWriteLimit, RateLimitRule>> {
  const rules: Partial<Record<PublicWriteLimit, RateLimitRule>> = {};
  if (allowance.signInPerMinute > 0) rules['sign-in'] = { points: allowance.signInPerMinute, durationSeconds: 60 };
  if (allowance.formPerHour > 0) {
    for (const limit of new Set(PUBLIC_WRITE_LIMITS.values())) {
      if (limit !== 'sign-in') rules[limit] = { points: allowance.formPerHour, durationSeconds: 3600 };
    }
  }
  return rules;
}

export interface PublicWriteLimiter {
  /** Counts a call of IP `key`; throws HttpError 429 `rateLimited` with `Retry-After` (s, ≥ 1) once spent. */
  consume(limit: PublicWriteLimit, key: string): Promise<void>;
}

/** One limit counted in both places: the shared store, and this process while the store is away. */
interface LimitCounters {
  local: RateLimiterMemory;
  shared?: RateLimiterMongo;
}

function tooManyCalls(result: RateLimiterRes): HttpError {
  const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
  return new HttpError(429, PUBLIC_FORM_ERRORS.rateLimited, { 'Retry-After': String(seconds) });
}

async function consumeOn(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (result) {
    if (result instanceof RateLimiterRes) throw tooManyCalls(result);
    throw result;
  }
}

/**
 * The limiter of `rules`, counting in `store` (a connection, or its promise). While it is not
 * open or a call fails, counts fall back to this process: limits never vanish nor become errors.
 * A client over its limit is remembered in memory until its window ends. Without `store` counts
 * are per instance (with a warning); `enabled` false (`RATE_LIMITS=off`) counts nothing.
 */
export function publicWriteLimiter(options: {
  rules: Partial<Record<PublicWriteLimit, RateLimitRule>>;
  store?: Connection | Promise<Connection>;
  enabled?: boolean;
  logger: Logger;
}): PublicWriteLimiter {
  const { logger } = options;
  if (options.enabled === false) {
    logger.warn('RATE_LIMITS=off: public writes and sign-ins are not rate limited');
    return { consume: async () => undefined };
  }
  const counters = new Map<PublicWriteLimit, LimitCounters>();
  for (const [limit, rule] of Object.entries(options.rules) as [PublicWriteLimit, RateLimitRule][]) {
    counters.set(limit, {
      local: new RateLimiterMemory({ keyPrefix: limit, points: rule.points, duration: rule.durationSeconds }),
    });
  }
  if (!options.store) {
    logger.warn('MONGODB_URI is not set: rate limits are counted per gateway instance, not shared');
  }

  let connection: Connection | undefined;
  /** Builds the shared counters on `open` (once), then counts go there whenever it is open. */
  const share = (open: Connection): void => {
    connection = open;
    for (const [limit, rule] of Object.entries(options.rules) as [PublicWriteLimit, RateLimitRule][]) {
      counters.get(limit)!.shared = new RateLimiterMongo({
        storeClient: open,
        tableName: 'rate_limits',
        keyPrefix: limit,
        points: rule.points,
        duration: rule.durationSeconds,
        // ensureIndexes makes them once, before the first count.
        disableIndexesCreation: true,
        inMemoryBlockOnConsumed: rule.points + 1,
      });
    }
  };
  let indexes: Promise<void> | undefined;
  /**
   * Creates the TTL (`expire`) and unique (`key`) indexes before the first shared count: the
   * embedded server can lose a write racing the collection's creation. Failures retry next count.
   */
  const ensureIndexes = (limiter: RateLimiterMongo): Promise<void> =>
    (indexes ??= limiter.createIndexes().then(
      () => logger.info('rate limits are counted in the shared store'),
      (error: unknown) => {
        indexes = undefined;
        logger.warn({ err: error }, 'rate-limit store: could not create its indexes, will try again');
      },
    ));
  if (options.store instanceof Promise) void options.store.then(share);
  else if (options.store) share(options.store);

  let storeFailing = false;
  return {
    async consume(limit, key) {
      const counter = counters.get(limit);
      if (!counter) return;
      if (connection && isDatabaseReady(connection) && counter.shared) {
        await ensureIndexes(counter.shared);
        try {
          await counter.shared.consume(key);
          if (storeFailing) logger.info('rate-limit store answers again');
          storeFailing = false;
          return;
        } catch (result) {
          if (result instanceof RateLimiterRes) throw tooManyCalls(result);
          if (!storeFailing) logger.warn({ err: result }, 'rate-limit store failed: counting per instance meanwhile');
          storeFailing = true;
        }
      }
      await consumeOn(counter.local, key);
    },
  };
}

/**
 * Counts every `POST` to a PUBLIC_WRITE_LIMITS path per `ctx.ip`; one over its limit gets 429
 * `rateLimited` with `Retry-After` and never reaches the service (its body unread).
 * `onLimited(limit)` is called for each (metrics).
 */
export function publicWriteLimits(
  limiter: PublicWriteLimiter,
  onLimited: (limit: PublicWriteLimit) => void = () => {},
): Middleware {
  return async (ctx, next) => {
    const limit = publicWriteLimitOf(ctx.method, ctx.path);
    if (limit) {
      try {
        await limiter.consume(limit, ctx.ip);
      } catch (error) {
        if (error instanceof HttpError && error.status === 429) {
          onLimited(limit);
          if (!ctx.req.complete) ctx.set('Connection', 'close');
        }
        throw error;
      }
    }
    await next();
  };
}

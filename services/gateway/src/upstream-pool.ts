/**
 * A service's instances behind the gateway: undici's `BalancedPool` over the healthy addresses,
 * `RetryAgent` retrying on another when safe. `IDENTITY_URL` etc. hold comma-separated URLs; a
 * host name stands for every IP it resolves to, looked up again each health round (compose scale).
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Logger } from 'pino';
import { Agent, BalancedPool, RetryAgent, request, type Dispatcher } from 'undici';
import { API_SERVICES } from '@consulting/contracts';
import type { Upstream } from './routing-table.ts';

export interface UpstreamPoolOptions {
  logger: Logger;
  /** Pause between the end of one health round and the start of the next (ms). */
  healthIntervalMs?: number;
  /** A `/readyz` probe without an answer after this long counts as a timeout (ms). */
  healthTimeoutMs?: number;
  /** Consecutive probe timeouts before an address is taken out (a refusal or a 5xx takes it out at once). */
  timeoutsBeforeOut?: number;
  /** Longest wait for a service's response headers, and between two body chunks (ms). */
  requestTimeoutMs?: number;
  /** Longest wait for a TCP connection to an instance (ms). */
  connectTimeoutMs?: number;
  /** Further attempts after the first, each on the next address the pool picks. */
  maxRetries?: number;
  /** Wait before the first retry (ms); doubled for each further one. */
  retryDelayMs?: number;
}

/** Methods that may be sent twice without a second effect (RFC 9110 §9.2.2). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** Connection failures after which an idempotent request is tried on another address. */
const RETRY_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);
/** Failures before anything was sent, retried for every method (refused, or a closing pool picked). */
const NOTHING_SENT_CODES = new Set(['ECONNREFUSED', 'UND_ERR_CLOSED']);
/** Answers of an instance that is down or going down, retried for idempotent requests. */
const RETRY_STATUSES = new Set([502, 503, 504]);

type ProbeResult = 'up' | 'down' | 'timeout';

/** `http://a:1, http://b:2` → `['http://a:1', 'http://b:2']` (origins); throws on a value that is not an http(s) URL. */
export function parseAddressList(value: string | readonly string[]): string[] {
  const items = (typeof value === 'string' ? value.split(',') : value).map((s) => s.trim()).filter(Boolean);
  if (items.length === 0) throw new Error('an upstream needs at least one address');
  return items.map((item) => {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      throw new Error(`not an upstream URL: "${item}"`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`not an http(s) URL: "${item}"`);
    return url.origin;
  });
}

/** `origin` with its host replaced by `ip` (IPv6 in brackets). */
function withHost(origin: URL, ip: string): string {
  const url = new URL(origin.href);
  url.hostname = isIP(ip) === 6 ? `[${ip}]` : ip;
  return url.origin;
}

/**
 * One service's instances. `dispatcher` retries on another address when nothing reached the
 * service (any method), or when an idempotent method failed to connect or got 502/503/504 before
 * its body was sent; a POST or PATCH that reached a service is never resent. Health rounds probe
 * `GET /readyz`: a refusal or 5xx takes an address out at once, `timeoutsBeforeOut` timeouts too;
 * an answer below 500 brings it back. With none healthy, every address is used ("panic mode").
 */
export class UpstreamPool {
  readonly name: string;
  /** Send proxied requests through this (`dispatcher.request({ method, path, headers, body })`). */
  readonly dispatcher: Dispatcher;
  readonly #configured: URL[];
  readonly #balanced: BalancedPool;
  readonly #probes = new Agent({ connections: 1, keepAliveTimeout: 2000 });
  /** What the BalancedPool holds: the healthy addresses, or every candidate when none is. */
  readonly #inPool = new Set<string>();
  readonly #healthy = new Set<string>();
  /** Every address the configured URLs stood for at the last health round. */
  #candidates: string[];
  readonly #timeouts = new Map<string, number>();
  /** Last addresses each configured host name resolved to, kept when a lookup fails. */
  readonly #resolved = new Map<string, string[]>();
  readonly #options: Required<Omit<UpstreamPoolOptions, 'logger'>> & { logger: Logger };
  #timer: NodeJS.Timeout | undefined;
  #round: Promise<void> | undefined;
  #closed = false;
  #panic = false;

  /**
   * @param name the service, for logs
   * @param addresses a comma-separated list or an array of `http://host:port` URLs (path ignored)
   * @throws Error when the list is empty or holds something that is not an http(s) URL
   */
  constructor(name: string, addresses: string | readonly string[], options: UpstreamPoolOptions) {
    this.name = name;
    this.#options = {
      healthIntervalMs: 1000,
      healthTimeoutMs: 1500,
      timeoutsBeforeOut: 2,
      requestTimeoutMs: 30_000,
      connectTimeoutMs: 1000,
      maxRetries: 2,
      retryDelayMs: 25,
      ...options,
    };
    const origins = parseAddressList(addresses);
    this.#configured = origins.map((o) => new URL(o));
    // Until the first health round has run, every configured address is assumed healthy.
    this.#balanced = new BalancedPool(origins, {
      connectTimeout: this.#options.connectTimeoutMs,
      headersTimeout: this.#options.requestTimeoutMs,
      bodyTimeout: this.#options.requestTimeoutMs,
    });
    for (const origin of origins) {
      this.#inPool.add(origin);
      this.#healthy.add(origin);
    }
    this.#candidates = origins;
    this.dispatcher = new RetryAgent(this.#balanced, {
      throwOnError: false,
      maxRetries: this.#options.maxRetries,
      retry: (error, { state, opts }, callback) => {
        const { code, statusCode } = error as Error & { code?: string; statusCode?: number };
        const idempotent = IDEMPOTENT.has(String(opts.method).toUpperCase());
        const retriable =
          (code !== undefined && NOTHING_SENT_CODES.has(code)) ||
          (idempotent && ((code !== undefined && RETRY_ERROR_CODES.has(code)) || RETRY_STATUSES.has(statusCode ?? 0)));
        if (!retriable || state.counter > this.#options.maxRetries || this.#inPool.size === 0 || this.#closed) {
          callback(error);
          return;
        }
        setTimeout(() => callback(null), this.#options.retryDelayMs * 2 ** Math.max(0, state.counter - 1));
      },
    });
    this.#schedule(0);
  }

  /** Addresses (origins) that passed their last health check. */
  healthy(): string[] {
    return [...this.#healthy];
  }

  /** Addresses requests are spread over now: the healthy ones, or all known ones when none is. */
  addresses(): string[] {
    return [...this.#inPool];
  }

  /** False when no address is known at all (no host name resolves): callers answer 503 at once. */
  hasAddresses(): boolean {
    return this.#inPool.size > 0;
  }

  /** Runs a health round now (or waits for the running one); resolves when pool membership is updated. */
  checkNow(): Promise<void> {
    this.#round ??= this.#healthRound().finally(() => {
      this.#round = undefined;
    });
    return this.#round;
  }

  /** Stops the health checks and closes every connection, letting requests in flight finish. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#round?.catch(() => {});
    await Promise.all([this.dispatcher.close(), this.#probes.close()]);
  }

  #schedule(delayMs: number): void {
    if (this.#closed) return;
    this.#timer = setTimeout(() => {
      this.checkNow().finally(() => this.#schedule(this.#options.healthIntervalMs));
    }, delayMs);
    this.#timer.unref();
  }

  /** Every address the configured URLs stand for now: IP literals as they are, names looked up again. */
  async #resolveCandidates(): Promise<string[]> {
    const lists = await Promise.all(
      this.#configured.map(async (url) => {
        const host = url.hostname.replace(/^\[|\]$/g, '');
        if (isIP(host)) return [url.origin];
        try {
          const found = await lookup(host, { all: true });
          this.#resolved.set(url.origin, [...new Set(found.map((a) => withHost(url, a.address)))]);
        } catch (error) {
          // No such name (compose: no container of the service runs); other failures keep the last answer.
          if ((error as NodeJS.ErrnoException).code === 'ENOTFOUND') this.#resolved.set(url.origin, []);
          this.#options.logger.warn({ err: error, upstream: this.name, host }, 'upstream host not resolved');
        }
        return this.#resolved.get(url.origin) ?? [];
      }),
    );
    return [...new Set(lists.flat())];
  }

  async #probe(origin: string): Promise<ProbeResult> {
    try {
      const res = await request(`${origin}/readyz`, {
        dispatcher: this.#probes,
        signal: AbortSignal.timeout(this.#options.healthTimeoutMs),
      });
      await res.body.dump();
      // 503 is a service starting or draining; a 404 is an upstream without the endpoint, alive.
      return res.statusCode < 500 ? 'up' : 'down';
    } catch (error) {
      const name = (error as Error).name;
      return name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'down';
    }
  }

  async #healthRound(): Promise<void> {
    const candidates = await this.#resolveCandidates();
    const results = await Promise.all(candidates.map(async (origin) => [origin, await this.#probe(origin)] as const));
    if (this.#closed) return;
    const log = this.#options.logger;
    for (const [origin, result] of results) {
      const timeouts = result === 'timeout' ? (this.#timeouts.get(origin) ?? 0) + 1 : 0;
      this.#timeouts.set(origin, timeouts);
      if (result === 'up' && !this.#healthy.has(origin)) {
        this.#healthy.add(origin);
        log.info({ upstream: this.name, address: origin }, 'upstream address healthy');
      } else if (
        result !== 'up' &&
        (result === 'down' || timeouts >= this.#options.timeoutsBeforeOut) &&
        this.#healthy.delete(origin)
      ) {
        log.warn({ upstream: this.name, address: origin, why: result }, 'upstream address unhealthy');
      }
    }
    // Addresses no name resolves to any more (a removed container, the unresolved start-up entries).
    for (const origin of this.#healthy) if (!candidates.includes(origin)) this.#healthy.delete(origin);
    this.#candidates = candidates;
    this.#sync();
  }

  /** Makes the BalancedPool hold the healthy addresses, or every candidate when none is healthy. */
  #sync(): void {
    const panic = this.#healthy.size === 0;
    const wanted = new Set(panic ? this.#candidates : this.#healthy);
    if (panic && !this.#panic) {
      this.#options.logger.warn({ upstream: this.name, addresses: [...wanted] }, 'no healthy address, trying all');
    }
    this.#panic = panic;
    for (const origin of this.#inPool) {
      if (wanted.has(origin)) continue;
      this.#inPool.delete(origin);
      // Requests already sent to it finish; new ones go elsewhere.
      this.#balanced.removeUpstream(origin);
    }
    for (const origin of wanted) {
      if (this.#inPool.has(origin)) continue;
      this.#inPool.add(origin);
      this.#balanced.addUpstream(origin);
    }
  }
}

/** One pool per service, as `apiProxy` takes them. */
export type UpstreamPools = Record<Upstream, UpstreamPool>;

/** A pool for each of `API_SERVICES` (timers unref'd); call {@link closeUpstreamPools} on shutdown. */
export function createUpstreamPools(
  addresses: Record<Upstream, string | readonly string[]>,
  options: UpstreamPoolOptions,
): UpstreamPools {
  return Object.fromEntries(
    API_SERVICES.map((service) => [service, new UpstreamPool(service, addresses[service], options)]),
  ) as UpstreamPools;
}

/** Stops every pool's health checks and closes its connections. */
export async function closeUpstreamPools(pools: UpstreamPools): Promise<void> {
  await Promise.all(Object.values(pools).map((pool) => pool.close()));
}

import type { Context, Middleware } from 'koa';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * A process's Prometheus metrics on their own registry: `http_requests_total` and
 * `http_request_duration_seconds` (to the last byte handed to Node) by `{method,route,status}`,
 * plus prom-client's defaults with `defaultMetrics`. `route` is a pattern, never a raw path: the
 * router's, else `ctx.state.metricsRoute`, else `unmatched`.
 */
export interface HttpMetrics {
  registry: Registry;
  /** Counts and times every request; put it first so it sees the final status. */
  middleware: Middleware;
}

export interface HttpMetricsOptions {
  /** `service` label on every series (`identity`, `content`, `requests`, `gateway`). */
  service: string;
  /** Also collect prom-client's default process metrics (real processes; off in tests). */
  defaultMetrics?: boolean;
}

/** A service's metrics registry, as `serviceMetricsRegistry` hands it out. */
export type MetricsRegistry = Registry;

/** The counter `options.name` on `registry`, created on first use and the same one after. */
export function registeredCounter<L extends string>(
  registry: MetricsRegistry,
  options: { name: string; help: string; labelNames: readonly L[] },
): Counter<L> {
  const existing = registry.getSingleMetric(options.name);
  if (existing) return existing as Counter<L>;
  return new Counter({ ...options, registers: [registry] });
}

/** Seconds; from 2 ms (a cached read) to 10 s (a large upload). */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The label a request is counted under: a route pattern, never a raw path (see HttpMetrics). */
export function metricsRoute(ctx: Context): string {
  const matched = (ctx as Context & { _matchedRoute?: string | RegExp })._matchedRoute;
  if (typeof matched === 'string') return matched;
  const fromState = (ctx.state as { metricsRoute?: unknown }).metricsRoute;
  if (typeof fromState === 'string') return fromState;
  return 'unmatched';
}

/** Creates the registry and the counting middleware described on {@link HttpMetrics}. */
export function httpMetrics(options: HttpMetricsOptions): HttpMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: options.service });
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration in seconds, by method, route pattern and status',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const middleware: Middleware = async (ctx, next) => {
    const stopTimer = durations.startTimer();
    const record = () => {
      // `res.statusCode` is what was sent, also for answers written past Koa (the proxy).
      const labels = { method: ctx.method, route: metricsRoute(ctx), status: String(ctx.res.statusCode) };
      requests.inc(labels);
      stopTimer(labels);
    };
    try {
      await next();
    } finally {
      // Proxied and streamed answers finish after the middleware returns; count them then.
      if (ctx.res.writableFinished || ctx.res.destroyed) record();
      else ctx.res.once('close', record);
    }
  };
  return { registry, middleware };
}

import type Koa from 'koa';
import type { Context } from 'koa';
import compress from 'koa-compress';
import zlib from 'node:zlib';
import helmet from 'koa-helmet';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { createBaseApp, registeredCounter, reportDatabaseUp, serviceMetricsRegistry } from '@consulting/service-kit';
import { apiCacheHeaders } from './api-cache-headers.ts';
import { apiDocs } from './api-docs.ts';
import { permissionsPolicy } from './permissions-policy.ts';
import { reportLastBackup } from './backup-status.ts';
import { apiProxy, type UpstreamUrls } from './proxy.ts';
import { createUpstreamPools, UpstreamPool, type UpstreamPools } from './upstream-pool.ts';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  API_ROUTES,
  apiRouteOf,
  BUNDLES,
  REMOTES_JSON_PATH,
  remoteOfFilePath,
  type RemoteKey,
} from '@consulting/contracts';
import { readBuildStamp } from '@consulting/contracts/build-stamp';
import { seoPages } from './seo.ts';
import { prerendersFromDisk, prerendersFromOrigins, privatePrerenderFiles } from './prerender-files.ts';
import { newsLister, siteContentReader } from './site-content-source.ts';
import {
  frontendBundles,
  frontendProxy,
  manifestsFromDisk,
  manifestsFromOrigins,
  remotesManifest,
  type FrontendOrigins,
} from './frontends.ts';
import {
  DEFAULT_FORM_RATE_LIMIT_PER_HOUR,
  publicWriteLimiter,
  publicWriteLimits,
  publicWriteRules,
} from './public-write-limits.ts';

export interface GatewayOptions {
  /** Each service's address list, or pools built by the caller (main.ts, which closes them on shutdown). */
  upstreams: UpstreamUrls | UpstreamPools;
  /** Repo root holding `shell/dist` and `mfe-*\/dist`; omit when bundles are served elsewhere. */
  frontendRoot?: string;
  /** Compose mode: each bundle's static container; takes the place of `frontendRoot`. */
  frontendOrigins?: FrontendOrigins;
  remoteOverrides?: Partial<Record<RemoteKey, string>>;
  /**
   * User and admin sign-ins allowed per client IP per minute (`AUTH_RATE_LIMIT_PER_MINUTE`, 30),
   * one count for both; 0 turns this limit off.
   */
  authRateLimitPerMinute: number;
  /**
   * Submissions of each public form (contact, newsletter, service request, track request, join
   * application, register, send-password) allowed per client IP per hour
   * (`FORM_RATE_LIMIT_PER_HOUR`); default DEFAULT_FORM_RATE_LIMIT_PER_HOUR (20), 0 turns these limits off.
   */
  formRateLimitPerHour?: number;
  /** False (`RATE_LIMITS=off`, load tests and the bench only) turns every limit off; default true. */
  rateLimitsEnabled?: boolean;
  /**
   * The database every gateway instance counts its limits in (`MONGODB_URI`, `GATEWAY_DB_NAME`),
   * or a promise of it while it connects (counted per instance until then). Without one, limits
   * are counted per instance (a warning is logged). `/metrics` reports its `database_up` and
   * the last backup recorded in it (`backup_last_success_timestamp_seconds`); without one,
   * neither gauge exists.
   */
  rateLimitStore?: Connection | Promise<Connection>;
  /** The site's public origin for canonical links and the sitemap (`PUBLIC_URL`; default `DEFAULT_PUBLIC_URL`). */
  publicUrl?: string;
  /**
   * How long a page request waits for the content snapshot before it is sent with the built-in
   * texts (milliseconds, default 300).
   */
  siteContentTimeoutMs?: number;
  /**
   * Bearer token a Prometheus scraper sends for `GET /metrics` (`METRICS_TOKEN`). Without one,
   * only callers on the gateway's own machine (loopback) may read the metrics.
   */
  metricsToken?: string;
  /**
   * Trust `X-Forwarded-For` (`TRUST_PROXY`): only when a proxy of ours stands in front of the
   * gateway. Off by default, so a visitor cannot pick the address the sign-in limit counts.
   * When on, only the last entry counts: the one our proxy appended, never one the visitor sent.
   */
  trustProxy?: boolean;
  logger: Logger;
}

/** Reads a file, re-reading it only when its modification time changes (a rebuild). */
function cachedFile(file: string): () => Promise<string> {
  let cache: { mtimeMs: number; text: string } | undefined;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cache?.mtimeMs !== mtimeMs) cache = { mtimeMs, text: await readFile(file, 'utf8') };
    return cache.text;
  };
}

/** This gateway's version and commit for `/healthz`, read once at start. */
const GATEWAY_BUILD = readBuildStamp(path.resolve(import.meta.dirname, '..'));

/**
 * The metrics label of a gateway request: the site contract's API rule for `/api`, `/uploads`
 * and `/media`, the remote's mount for bundle files (`/mf/admin`), the fixed public files, else
 * `page` (the shell's HTML) or `asset` (a shell file).
 */
export function gatewayRouteLabel(pathname: string): string {
  const rule = apiRouteOf(pathname, API_ROUTES);
  if (rule) return rule.path;
  if (pathname === '/api' || pathname.startsWith('/api/')) return '/api/(unrouted)';
  const remote = remoteOfFilePath(pathname);
  if (remote) return BUNDLES[remote].mount.replace(/\/$/, '');
  if ([REMOTES_JSON_PATH, '/sitemap.xml', '/robots.txt', '/metrics', '/healthz', '/readyz'].includes(pathname)) {
    return pathname;
  }
  return /\.[a-z0-9]+$/i.test(pathname) ? 'asset' : 'page';
}

/** `GET /metrics` is for the scraper: the bearer token when one is set, else loopback callers only. */
function metricsAccess(token: string | undefined): (ctx: Context) => boolean {
  return (ctx) => {
    if (token) return ctx.get('authorization') === `Bearer ${token}`;
    const address = ctx.req.socket.remoteAddress ?? '';
    return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
  };
}

/**
 * The gateway: security headers (CSP with `object-src 'none'`, a Permissions-Policy denying
 * the browser features the site never uses), compression, per-IP rate limits on sign-ins and every public
 * write in a store all instances share, `Cache-Control: no-store` and
 * `Vary: Authorization` on API answers, `/api` and `/uploads` routed to the services,
 * `/remotes.json` (each remote's manifest URL and build), and in embedded mode the front-end
 * bundles with the shell's index.html as the fallback page. `/healthz` answers the gateway's
 * version and commit. `GET /metrics` adds `gateway_rate_limited_total{limit}`, the calls each
 * limit answered 429, and with a database (`rateLimitStore`) `database_up` and
 * `backup_last_success_timestamp_seconds` (`backup-status.ts`).
 */
export function buildGateway(options: GatewayOptions): Koa {
  const app = createBaseApp(options.logger, () => true, {
    metricsAccess: metricsAccess(options.metricsToken),
    build: GATEWAY_BUILD,
  });
  app.proxy = options.trustProxy ?? false;
  app.maxIpsCount = 1;
  app.use(async (ctx, next) => {
    try {
      await next();
    } finally {
      // The API proxy labels what it routes with its rule; everything else is labelled here.
      ctx.state.metricsRoute ??= gatewayRouteLabel(ctx.path);
    }
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          // No inline script: a page's server data is JSON (`type="application/json"`), never run.
          'script-src': ["'self'"],
          // antd writes its CSS-in-JS into <style> tags at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'frame-src': ["'self'"],
          // No plugin content anywhere: user PDFs are downloads, not embedded objects.
          'object-src': ["'none'"],
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(permissionsPolicy());
  app.use(apiCacheHeaders());
  const metricsRegistry = serviceMetricsRegistry(String(options.logger.bindings().name ?? 'service'));
  if (options.rateLimitStore) {
    let database: Connection | undefined;
    Promise.resolve(options.rateLimitStore).then(
      (connection) => (database = connection),
      () => undefined,
    );
    reportDatabaseUp(metricsRegistry, () => database);
    reportLastBackup({ registry: metricsRegistry, connection: () => database, logger: options.logger });
  }
  const rateLimited = registeredCounter(metricsRegistry, {
    name: 'gateway_rate_limited_total',
    help: 'Calls the gateway answered 429 because a rate limit was spent, by limit',
    labelNames: ['limit'],
  });
  const rules = publicWriteRules({
    signInPerMinute: options.authRateLimitPerMinute,
    formPerHour: options.formRateLimitPerHour ?? DEFAULT_FORM_RATE_LIMIT_PER_HOUR,
  });
  // Each limit's series exists from the start (at 0), so a dashboard sees it before the first flood.
  for (const limit of Object.keys(rules)) rateLimited.inc({ limit }, 0);
  const limiter = publicWriteLimiter({
    rules,
    store: options.rateLimitStore,
    enabled: options.rateLimitsEnabled,
    logger: options.logger,
  });
  app.use(publicWriteLimits(limiter, (limit) => rateLimited.inc({ limit })));
  app.use(
    compress({
      threshold: 1024,
      // Brotli at quality 5, preferred to zstd (which Chromium asks for): about the CPU of
      // quality 4, and a smaller page, which keeps a prerendered page within TCP's first
      // congestion window (10 segments) under the mobile preset's slow 4G.
      encodingPreference: ['br', 'zstd', 'gzip', 'deflate', 'identity'],
      br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    }),
  );
  app.use(
    remotesManifest({
      overrides: options.remoteOverrides,
      manifests: options.frontendOrigins
        ? manifestsFromOrigins(options.frontendOrigins)
        : options.frontendRoot
          ? manifestsFromDisk(options.frontendRoot)
          : undefined,
    }),
  );
  const pools =
    options.upstreams.content instanceof UpstreamPool
      ? (options.upstreams as UpstreamPools)
      : createUpstreamPools(options.upstreams as UpstreamUrls, { logger: options.logger });
  app.use(apiDocs({ upstreams: pools, logger: options.logger }));
  app.use(apiProxy(pools, options.logger));
  const shellOrigin = options.frontendOrigins?.shell;
  const loadShellHtml = shellOrigin
    ? async () => {
        const res = await fetch(`${shellOrigin}/index.html`, { signal: AbortSignal.timeout(2000) });
        if (!res.ok) throw new Error(`shell answered ${res.status}`);
        return res.text();
      }
    : options.frontendRoot
      ? cachedFile(path.join(options.frontendRoot, BUNDLES.shell.folder, 'dist', 'index.html'))
      : undefined;
  if (loadShellHtml) {
    const prerenders = options.frontendOrigins
      ? prerendersFromOrigins(options.frontendOrigins)
      : prerendersFromDisk(options.frontendRoot!);
    app.use(
      seoPages({
        loadShellHtml,
        listNews: newsLister(pools.content),
        readSiteContent: siteContentReader(pools.content, options.siteContentTimeoutMs),
        publicUrl: options.publicUrl,
        prerenders,
        // The gateway serves the bundles' files itself only in embedded mode.
        combineStylesheets: !options.frontendOrigins,
        logger: options.logger,
      }),
    );
  }
  app.use(privatePrerenderFiles());
  if (options.frontendOrigins) app.use(frontendProxy(options.frontendOrigins, options.logger));
  else if (options.frontendRoot) app.use(frontendBundles(options.frontendRoot));
  return app;
}

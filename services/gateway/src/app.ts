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
  /** Sign-ins (user and admin, one count) per client IP per minute (default 30); 0: off. */
  authRateLimitPerMinute: number;
  /** Each public form's submissions per client IP per hour (default 20); 0: off. */
  formRateLimitPerHour?: number;
  /** False (`RATE_LIMITS=off`, load tests and the bench only) turns every limit off; default true. */
  rateLimitsEnabled?: boolean;
  /**
   * The database all instances count limits in, or its promise; without one, per instance. It
   * also gives `/metrics` `database_up` and `backup_last_success_timestamp_seconds`.
   */
  rateLimitStore?: Connection | Promise<Connection>;
  /** The site's public origin for canonical links and the sitemap (`PUBLIC_URL`; default `DEFAULT_PUBLIC_URL`). */
  publicUrl?: string;
  /** How long (ms, default 300) a page waits for the content snapshot before built-in texts. */
  siteContentTimeoutMs?: number;
  /** The scraper's bearer token for `GET /metrics` (`METRICS_TOKEN`); without one, loopback only. */
  metricsToken?: string;
  /**
   * Trust `X-Forwarded-For`'s last entry (`TRUST_PROXY`), only behind a proxy of ours: off by
   * default, so a visitor cannot pick the address the limits count.
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

/** A request's metrics label: its API rule, its remote's mount, a fixed public file, `page` or `asset`. */
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
 * The gateway: security headers (CSP, Permissions-Policy), compression, shared per-IP limits on
 * public writes, `Cache-Control: no-store` and `Vary: Authorization` on API answers, the API
 * proxy, `/remotes.json`, and in embedded mode the bundles with the shell's page as fallback.
 * `GET /metrics` adds `gateway_rate_limited_total{limit}`.
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
      // Brotli 5, preferred to zstd: keeps a prerendered page within TCP's first congestion window.
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

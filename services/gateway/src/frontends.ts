import type { Middleware } from 'koa';
import Koa from 'koa';
import mount from 'koa-mount';
import serve from 'koa-static';
import send from 'koa-send';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';

/** The remotes the shell can load, by the key used in `/remotes.json`. */
export const REMOTE_NAMES = ['public', 'tracks', 'client', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Names with a content hash (`main.3f9a1c2b.js`) never change, so they may be cached for a year. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|woff2?|ttf|png|jpe?g|gif|svg|webp)$/;

function cacheHeaders(res: ServerResponse, filePath: string): void {
  res.setHeader('Cache-Control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * `/remotes.json`: where each remote's `mf-manifest.json` lives (architecture property 2).
 * `overrides` (from the REMOTES_JSON env) replaces entries, so re-deploying a remote means
 * changing a URL here; the shell is not rebuilt. Never cached stale.
 */
export function remotesManifest(overrides: Partial<Record<RemoteName, string>> = {}): Middleware {
  const body = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, overrides[name] ?? `/mf/${name}/mf-manifest.json`]),
  );
  return async (ctx, next) => {
    if (ctx.path !== '/remotes.json') return next();
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = body;
  };
}

/**
 * Serves the built front-end bundles from disk (embedded mode): the shell at `/` and remote
 * `x` at `/mf/x/` from `{root}/mfe-x/dist`. Any other GET that is not an API, upload or bundle
 * path gets the shell's `index.html` (the shell's router renders the page or its 404).
 * A missing remote folder simply 404s its files, which the shell shows as that area's fallback.
 */
export function frontendBundles(root: string): Middleware {
  const app = new Koa();
  for (const name of REMOTE_NAMES) {
    app.use(
      mount(`/mf/${name}`, serve(path.join(root, `mfe-${name}`, 'dist'), { index: false, setHeaders: cacheHeaders })),
    );
  }
  const shellDist = path.join(root, 'shell', 'dist');
  app.use(serve(shellDist, { index: false, setHeaders: cacheHeaders }));
  app.use(async (ctx) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/mf/')) return;
    if (!existsSync(path.join(shellDist, 'index.html'))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The site is not built yet: run `npm run build`.';
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root: shellDist });
  });
  return mount(app);
}

/** Where each bundle's static server listens in compose, e.g. `{ shell: 'http://shell:8080', public: ... }`. */
export type FrontendOrigins = Partial<Record<'shell' | RemoteName, string>>;

/**
 * Compose mode: proxies `/mf/x/...` to bundle x's own static container and every other page
 * request to the shell's container (which answers unknown paths with its index.html), so the
 * visitor still sees one origin. A bundle container that is down answers 503 for its files only.
 */
export function frontendProxy(origins: FrontendOrigins, logger: import('pino').Logger): Middleware {
  const proxies = new Map<string, ReturnType<typeof createProxyMiddleware<IncomingMessage, ServerResponse>>>();
  for (const [name, origin] of Object.entries(origins)) {
    if (!origin) continue;
    proxies.set(
      name,
      createProxyMiddleware<IncomingMessage, ServerResponse>({
        target: origin,
        changeOrigin: true,
        on: {
          error: (error, req, res) => {
            logger.warn({ err: error, url: req.url, bundle: name }, 'bundle server unavailable');
            if ('writeHead' in res && !res.headersSent) res.writeHead(503, { 'content-type': 'text/plain' });
            res.end('bundle server unavailable');
          },
        },
      }),
    );
  }
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const remote = /^\/mf\/([a-z]+)\//.exec(ctx.path)?.[1];
    const proxy = proxies.get(remote ?? 'shell');
    if (!proxy) return next();
    ctx.respond = false;
    await proxy(ctx.req, ctx.res);
  };
}

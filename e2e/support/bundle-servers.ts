/**
 * The front-end bundles served the way compose serves them (docker/bundle.nginx.conf): one static
 * server per bundle of the site contract on its own loopback port, each holding its `dist` folder
 * at its mount, the path the gateway proxies to it (`/` for the shell, `/mf/{name}/` for a remote),
 * hashed files cached for a year, everything else `no-cache`, and the shell answering unknown paths
 * with its `index.html`. Pass `origins` to the gateway as `FRONTEND_ORIGINS`.
 *
 * Each server can be switched while the site runs, for the resilience tests: `up`,
 * `failing` (every request answers 500, `no-store` so the browser keeps nothing of it) or
 * `stopped` (the port is closed and its open connections dropped).
 */
import Koa from 'koa';
import mount from 'koa-mount';
import send from 'koa-send';
import serve from 'koa-static';
import { createServer, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { BUNDLE_KEYS, BUNDLES, HASHED_FILE, type BundleKey } from '@consulting/contracts';
import { ROOT, freePort } from '../../scripts/db.ts';

/** Every bundle of the site contract, the shell first. */
export const BUNDLE_NAMES = BUNDLE_KEYS;
export type BundleName = BundleKey;
export type BundleServerState = 'up' | 'failing' | 'stopped';

/** One bundle's static server. */
export interface BundleServer {
  name: BundleName;
  /** `http://127.0.0.1:{port}`; the port stays the same across stop and start. */
  origin: string;
  state: () => BundleServerState;
  /** Switches the server; resolves once it listens again (`up`, `failing`) or has closed (`stopped`). */
  setState: (state: BundleServerState) => Promise<void>;
  /** Requests received so far, by answer: `served` (any status from the files) and `failed` (500s). */
  hits: { served: number; failed: number };
}

export interface BundleServers {
  /** `{ shell: origin, public: origin, ... }`, the value of `FRONTEND_ORIGINS`. */
  origins: Record<BundleName, string>;
  get: (name: BundleName) => BundleServer;
  /** Closes every server. */
  stop: () => Promise<void>;
}

function cacheHeaders(res: ServerResponse, filePath: string): void {
  res.setHeader('Cache-Control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function bundleApp(name: BundleName, control: { state: BundleServerState; hits: BundleServer['hits'] }): Koa {
  const app = new Koa();
  app.use(async (ctx, next) => {
    if (control.state === 'failing') {
      control.hits.failed += 1;
      ctx.status = 500;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/plain';
      ctx.body = 'bundle server failing (test)';
      return;
    }
    control.hits.served += 1;
    await next();
  });
  const dist = path.join(ROOT, BUNDLES[name].folder, 'dist');
  if (name === 'shell') {
    app.use(serve(dist, { index: false, setHeaders: cacheHeaders }));
    app.use(async (ctx) => {
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
      ctx.set('Cache-Control', 'no-cache');
      await send(ctx, 'index.html', { root: dist });
    });
  } else {
    app.use(mount(BUNDLES[name].mount.replace(/\/$/, ''), serve(dist, { index: false, setHeaders: cacheHeaders })));
  }
  return app;
}

async function startBundleServer(name: BundleName): Promise<BundleServer> {
  const port = await freePort();
  const control: { state: BundleServerState; hits: BundleServer['hits'] } = {
    state: 'stopped',
    hits: { served: 0, failed: 0 },
  };
  const handler = bundleApp(name, control).callback();
  let server: Server | undefined;

  async function listen(): Promise<void> {
    if (server) return;
    const next = createServer(handler);
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    server = next;
  }
  async function close(): Promise<void> {
    const current = server;
    server = undefined;
    if (!current) return;
    await new Promise<void>((resolve) => {
      current.close(() => resolve());
      current.closeAllConnections();
    });
  }

  const bundle: BundleServer = {
    name,
    origin: `http://127.0.0.1:${port}`,
    state: () => control.state,
    hits: control.hits,
    setState: async (state) => {
      if (state === 'stopped') await close();
      else await listen();
      control.state = state;
    },
  };
  await bundle.setState('up');
  return bundle;
}

/** Starts one server per bundle (all `up`). Throws when a port cannot be bound. */
export async function startBundleServers(): Promise<BundleServers> {
  const servers = await Promise.all(BUNDLE_NAMES.map(startBundleServer));
  const byName = new Map(servers.map((s) => [s.name, s]));
  return {
    origins: Object.fromEntries(servers.map((s) => [s.name, s.origin])) as Record<BundleName, string>,
    get: (name) => byName.get(name)!,
    stop: async () => {
      await Promise.all(servers.map((s) => s.setState('stopped')));
    },
  };
}

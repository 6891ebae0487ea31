import type { Middleware } from 'koa';
import Koa from 'koa';
import mount from 'koa-mount';
import serve from 'koa-static';
import send from 'koa-send';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { answerFileNotFound, assetHeaders, distFolder } from './asset-headers.ts';
import { combinedStylesheets } from './combined-stylesheet.ts';
import { isPagePath } from './page-heads.ts';
import {
  BUNDLES,
  buildStampOfManifest,
  defaultRemoteEntry,
  defaultRemoteManifest,
  MF_MANIFEST_FILE,
  REMOTE_KEYS,
  REMOTES_JSON_PATH,
  REMOTES_MOUNT_ROOT,
  remoteFiles,
  remoteOfFilePath,
  type BuildStamp,
  type BundleKey,
  type RemoteKey,
  type RemotesJson,
} from '@consulting/contracts';

/**
 * Reads a remote's `mf-manifest.json` for its build stamp: `manifest` is its URL
 * (`/mf/public/mf-manifest.json`, or the one beside a `REMOTES_JSON` override, see the contract's
 * `remoteFiles`). Resolves its text, or null when it cannot be had (no such file, a bundle
 * server down, a URL it cannot follow).
 */
export type ManifestSource = (remote: RemoteKey, manifest: string) => Promise<string | null>;

const ABSOLUTE_URL = /^https?:\/\//i;

/** GETs a manifest within `timeoutMs`; null for anything but a 2xx. */
async function fetchText(url: string, timeoutMs: number): Promise<string | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) {
      await res.body?.cancel();
      return null;
    }
    return await res.text();
  } catch {
    return null;
  }
}

/**
 * Embedded mode: a remote's own entry is read from `{root}/{folder}/dist/mf-manifest.json`; an
 * override with an absolute URL is fetched (1 s at most); any other override has no manifest here.
 */
export function manifestsFromDisk(root: string, timeoutMs = 1000): ManifestSource {
  return async (remote, manifest) => {
    if (manifest === defaultRemoteManifest(remote)) {
      return readFile(path.join(distFolder(root, remote), MF_MANIFEST_FILE), 'utf8').catch(() => null);
    }
    return ABSOLUTE_URL.test(manifest) ? fetchText(manifest, timeoutMs) : null;
  };
}

/**
 * Compose mode: a remote's own entry is fetched from its static container (`origins[remote]`),
 * an override with an absolute URL from there; 1 s at most each.
 */
export function manifestsFromOrigins(origins: FrontendOrigins, timeoutMs = 1000): ManifestSource {
  return async (remote, manifest) => {
    const origin = origins[remote];
    if (ABSOLUTE_URL.test(manifest)) return fetchText(manifest, timeoutMs);
    if (manifest === defaultRemoteManifest(remote) && origin)
      return fetchText(`${origin.replace(/\/$/, '')}${manifest}`, timeoutMs);
    return null;
  };
}

export interface RemotesManifestOptions {
  /**
   * `REMOTES_JSON`: where a remote is deployed instead of its mount (a re-deploy without
   * rebuilding the shell), as the URL of its `mf-manifest.json` or of its `remoteEntry.js`.
   */
  overrides?: Partial<Record<RemoteKey, string>>;
  /** Where each entry's manifest is read, for its build stamp; without one, entries carry no stamp. */
  manifests?: ManifestSource;
  /**
   * Longest wait for a manifest whose stamp is not known yet (ms; default 300): the gateway's
   * first `/remotes.json` after it starts, or after a read failed.
   */
  maxWaitMs?: number;
  /**
   * Longest wait for a re-read once a stamp is known (ms; default 20): past it the request gets
   * the stamp it had and the read fills in for the next one, so a slow bundle server never holds
   * the shell's boot for long.
   */
  staleWaitMs?: number;
  /** How long a manifest's stamp is reused before it is read again (ms; default 5000). */
  stampTtlMs?: number;
}

/** A remote's build stamp as last read, and the read under way. */
interface HeldStamp {
  /** Read again after this time (ms since the epoch). */
  until: number;
  /** The last stamp read (null: no manifest or no stamp); absent before the first read ends. */
  known?: { stamp: BuildStamp | null };
  reading?: Promise<BuildStamp | null>;
}

/**
 * `/remotes.json` (architecture property 2, site contract `RemotesJson`):
 * for each remote of the site contract, the `remoteEntry.js` the shell loads it from (the
 * contract's mount, or the `overrides` entry's folder, so re-deploying a remote means changing a
 * URL here and the shell is not rebuilt), and under `builds` the version and commit found in the
 * `mf-manifest.json` beside it, so a deploy and a rollback can be told apart. A stamp is read again at most every `stampTtlMs` per entry. The
 * shell boots on this answer, so it waits for a read at most `maxWaitMs` while a stamp is not
 * known yet (then null: it is there on a later request) and at most `staleWaitMs` once it is
 * (then the last stamp read: a slow read never holds a boot, and fills in for the next request).
 */
export function remotesManifest(options: RemotesManifestOptions = {}): Middleware {
  const { overrides = {}, manifests, maxWaitMs = 300, staleWaitMs = 20, stampTtlMs = 5000 } = options;
  const files = Object.fromEntries(
    REMOTE_KEYS.map((remote) => {
      const override = overrides[remote];
      return [
        remote,
        override
          ? remoteFiles(override)
          : { entry: defaultRemoteEntry(remote), manifest: defaultRemoteManifest(remote) },
      ];
    }),
  ) as Record<RemoteKey, { entry: string; manifest: string }>;
  const entries = Object.fromEntries(REMOTE_KEYS.map((remote) => [remote, files[remote].entry])) as Record<
    RemoteKey,
    string
  >;
  const stamps = new Map<RemoteKey, HeldStamp>();

  /** Reads `remote`'s stamp when due; resolves it within the wait its state allows. */
  async function stampOf(remote: RemoteKey): Promise<BuildStamp | null> {
    if (!manifests) return null;
    const held = stamps.get(remote) ?? { until: 0 };
    stamps.set(remote, held);
    if (!held.reading && held.until <= Date.now()) {
      held.until = Date.now() + stampTtlMs;
      const reading = manifests(remote, files[remote].manifest)
        .then((text) => (text === null ? null : buildStampOfManifest(JSON.parse(text))))
        .catch(() => null)
        .then((stamp) => {
          held.known = { stamp };
          held.reading = undefined;
          return stamp;
        });
      held.reading = reading;
    }
    if (!held.reading) return held.known?.stamp ?? null;
    const fallback = held.known ? held.known.stamp : null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<BuildStamp | null>(
      (resolve) => (timer = setTimeout(() => resolve(fallback), held.known ? staleWaitMs : maxWaitMs)),
    );
    const stamp = await Promise.race([held.reading, late]);
    clearTimeout(timer);
    return stamp;
  }

  return async (ctx, next) => {
    if (ctx.path !== REMOTES_JSON_PATH) return next();
    const found = await Promise.all(REMOTE_KEYS.map((remote) => stampOf(remote)));
    const body: RemotesJson = {
      ...entries,
      builds: Object.fromEntries(REMOTE_KEYS.map((remote, index) => [remote, found[index]])),
    };
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = body;
  };
}

/**
 * Serves the built front-end bundles from disk (embedded mode): the shell at `/` and each remote
 * at its mount (`/mf/x/`) from `{root}/{folder}/dist` (site contract `BUNDLES`). Any other GET
 * of a page path (`isPagePath`: no file extension, not an API, upload or bundle path) gets the
 * shell's `index.html` (the shell's router renders the page or its 404); a file that is not
 * there answers 404 `Not found`. A missing remote folder simply 404s its files, which the shell
 * shows as that area's fallback.
 */
export function frontendBundles(root: string): Middleware {
  const app = new Koa();
  for (const remote of REMOTE_KEYS) {
    app.use(
      mount(
        BUNDLES[remote].mount.replace(/\/$/, ''),
        serve(distFolder(root, remote), { index: false, setHeaders: assetHeaders }),
      ),
    );
  }
  const shellDist = distFolder(root, 'shell');
  app.use(combinedStylesheets(root));
  app.use(serve(shellDist, { index: false, setHeaders: assetHeaders }));
  app.use(async (ctx) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith(REMOTES_MOUNT_ROOT)) return;
    if (!isPagePath(ctx.path)) {
      // A file that is not there (an old build's chunk asked for after a deploy, `/favicon.ico`)
      // is a 404, not the shell's page with a 200 that a script tag would fail to parse.
      answerFileNotFound(ctx);
      return;
    }
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
export type FrontendOrigins = Partial<Record<BundleKey, string>>;

/**
 * Compose mode: proxies each remote's mount (`/mf/x/...`) to bundle x's own static container
 * and every other page request to the shell's container (which answers unknown paths with its
 * index.html), so the visitor still sees one origin. A bundle container that is down answers
 * 503 for its files only; an unknown `/mf/...` path falls through.
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
    const remote = remoteOfFilePath(ctx.path);
    if (!remote && ctx.path.startsWith(REMOTES_MOUNT_ROOT)) return next();
    const proxy = proxies.get(remote ?? 'shell');
    if (!proxy) return next();
    ctx.respond = false;
    await proxy(ctx.req, ctx.res);
  };
}

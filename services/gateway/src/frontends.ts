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

/** The text of a remote's `mf-manifest.json` at URL `manifest` (see `remoteFiles`), or null. */
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

/** Embedded mode: `{root}/{folder}/dist/mf-manifest.json`, or an absolute override fetched (≤ 1 s). */
export function manifestsFromDisk(root: string, timeoutMs = 1000): ManifestSource {
  return async (remote, manifest) => {
    if (manifest === defaultRemoteManifest(remote)) {
      return readFile(path.join(distFolder(root, remote), MF_MANIFEST_FILE), 'utf8').catch(() => null);
    }
    return ABSOLUTE_URL.test(manifest) ? fetchText(manifest, timeoutMs) : null;
  };
}

/** Compose mode: fetched from the remote's container (`origins[remote]`) or an absolute override (≤ 1 s). */
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
  /** `REMOTES_JSON`: a remote's `mf-manifest.json` or `remoteEntry.js` URL instead of its mount. */
  overrides?: Partial<Record<RemoteKey, string>>;
  /** Where each entry's manifest is read, for its build stamp; without one, entries carry no stamp. */
  manifests?: ManifestSource;
  /** Longest wait for a manifest whose stamp is not known yet (ms; default 300). */
  maxWaitMs?: number;
  /** Longest wait for a re-read of a known stamp (ms; default 20), then the last stamp is answered. */
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
 * `/remotes.json` (site contract `RemotesJson`): each remote's `remoteEntry.js` (its mount, or the
 * `overrides` folder) and under `builds` its manifest's stamp, read at most every `stampTtlMs`.
 * The shell boots on it, so a read is awaited at most `maxWaitMs` (then null) or, once a stamp is
 * known, `staleWaitMs` (then the last stamp).
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
 * Embedded mode: serves each bundle from `{root}/{folder}/dist` at its mount; any other page path
 * (`isPagePath`) gets the shell's `index.html`; a missing file answers 404 `Not found`.
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
      // A missing file (an old build's chunk) is a 404, not the shell's page that a script fails to parse.
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
 * Compose mode: proxies each remote's mount to its static container and other page requests to
 * the shell's, one origin for the visitor. A container that is down answers 503 for its files only.
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

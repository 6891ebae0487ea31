/**
 * The bundles' `dist/prerender/` files (`server.cjs` for `page-render.ts`, `manifest.json`), read
 * from disk in embedded mode and from each bundle's static server in compose.
 */
import type { Middleware } from 'koa';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { answerFileNotFound } from './asset-headers.ts';
import {
  BUNDLES,
  PRERENDER_DIR,
  PRERENDER_MANIFEST_FILE,
  REMOTE_KEYS,
  sitePageOf,
  type BundleKey,
  type PrerenderLanguage,
  type PrerenderManifest,
} from '@consulting/contracts';

export type Language = PrerenderLanguage;

/** The bundles that may publish prerenders: the shell (layout) and the remotes (pages). */
export type PrerenderBundle = BundleKey;
/** The bundles whose manifests are asked for a page, in the site contract's order. */
export const PAGE_BUNDLES = REMOTE_KEYS;

/**
 * One file of a bundle's `dist/prerender/`, or null when absent; rejects on other failures. An
 * unchanged file resolves the same string (callers compare with `===`).
 */
export type PrerenderSource = (bundle: PrerenderBundle, file: string) => Promise<string | null>;

/** A page rendered on the server: the markup of `#root` and every stylesheet it needs. */
export interface Prerender {
  path: string;
  html: string;
  css: string[];
}

/** One bundle's part of a page: its stylesheets. */
export interface PrerenderPart {
  bundle: PrerenderBundle;
  css: string[];
}

/** Who renders a page: the shell (layout) and the remote that owns the path. */
export interface PrerenderPlan {
  layout: PrerenderPart;
  page: PrerenderPart;
  /** The layout's and the page's stylesheets, without duplicates. */
  css: string[];
}

const SAFE_URL = /^\/[a-z0-9/._-]+\.css$/i;

/** The bundle's part of `pagePath` from its manifest (listed by the path or by its page's pattern), or null. */
function manifestPart(bundle: PrerenderBundle, text: string | null, pagePath: string): PrerenderPart | null {
  if (text === null) return null;
  const manifest = JSON.parse(text) as Partial<PrerenderManifest>;
  const pages = manifest?.version === 1 ? manifest.request_pages : undefined;
  if (typeof pages !== 'object' || pages === null) return null;
  const pattern = sitePageOf(pagePath)?.page.path;
  const key = Object.hasOwn(pages, pagePath) ? pagePath : pattern && Object.hasOwn(pages, pattern) ? pattern : null;
  const css = key === null ? undefined : pages[key]?.css;
  return safeStylesheets(css) ? { bundle, css } : null;
}

function safeStylesheets(css: unknown): css is string[] {
  return Array.isArray(css) && css.every((url) => typeof url === 'string' && SAFE_URL.test(url));
}

/**
 * The shell's layout and the first remote listing `pagePath` (or its pattern), or null when
 * either is missing; rejects when a manifest cannot be read or parsed.
 */
export async function prerenderPlan(source: PrerenderSource, pagePath: string): Promise<PrerenderPlan | null> {
  const layout = manifestPart('shell', await source('shell', PRERENDER_MANIFEST_FILE), pagePath);
  if (!layout) return null;
  for (const bundle of PAGE_BUNDLES) {
    const page = manifestPart(bundle, await source(bundle, PRERENDER_MANIFEST_FILE), pagePath);
    if (page) return { layout, page, css: [...new Set([...layout.css, ...page.css])] };
  }
  return null;
}

/** The folder of a bundle's prerender files under the repo root: `{root}/{folder}/dist/prerender`. */
export function prerenderFolder(frontendRoot: string, bundle: PrerenderBundle): string {
  return path.join(frontendRoot, BUNDLES[bundle].folder, 'dist', PRERENDER_DIR);
}

/** `{root}/{folder}/dist/prerender/x` of a bundle (site contract `BUNDLES`); re-read when the file's mtime changes. */
export function prerendersFromDisk(frontendRoot: string): PrerenderSource {
  const cache = new Map<string, { mtimeMs: number; size: number; text: string }>();
  return async (bundle, file) => {
    const full = path.join(prerenderFolder(frontendRoot, bundle), file);
    const info = await stat(full).catch(() => null);
    if (!info) {
      cache.delete(full);
      return null;
    }
    const cached = cache.get(full);
    if (cached?.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.text;
    const text = await readFile(full, 'utf8');
    cache.set(full, { mtimeMs: info.mtimeMs, size: info.size, text });
    return text;
  };
}

/** Each bundle's prerender folder as a site path: `/prerender/`, `/mf/public/prerender/`, … */
const PRERENDER_FOLDERS = Object.values(BUNDLES).map(({ mount }) => `${mount}${PRERENDER_DIR}/`);

/**
 * Whether the raw site path `pathname` (percent-encoded, maybe with `.`, `..`, `//`, as the file
 * servers resolve them) is inside a bundle's `{mount}prerender/`; an undecodable path is not.
 */
export function isPrerenderFilePath(pathname: string): boolean {
  let resolved: string;
  try {
    resolved = path.posix.normalize(decodeURIComponent(pathname));
  } catch {
    return false;
  }
  return PRERENDER_FOLDERS.some((folder) => resolved.startsWith(folder));
}

/**
 * Answers 404 `Not found` to any request for a bundle's prerender files, before the file servers
 * see it: they are the gateway's alone (OWASP ASVS 14.3: no server code served to browsers).
 */
export function privatePrerenderFiles(): Middleware {
  return async (ctx, next) => {
    if (!isPrerenderFilePath(ctx.path)) return next();
    answerFileNotFound(ctx);
  };
}

/** How long a bundle server's "no such prerender file" answer is trusted before asking again. */
const MISSING_TTL_MS = 10_000;

/**
 * Compose mode: `{origin}{mount}prerender/x` from each bundle's server, revalidated by ETag on each
 * use; a 404 is remembered 10 s. `timeoutMs` bounds each request (default 1000; `server.cjs` ×3).
 */
export function prerendersFromOrigins(
  origins: Partial<Record<PrerenderBundle, string>>,
  timeoutMs = 1000,
): PrerenderSource {
  const cache = new Map<string, { etag: string | null; text: string | null; missingUntil?: number }>();
  return async (bundle, file) => {
    const origin = origins[bundle];
    if (!origin) return null;
    const url = `${origin.replace(/\/$/, '')}${BUNDLES[bundle].mount}${PRERENDER_DIR}/${file}`;
    const cached = cache.get(url);
    if (cached?.missingUntil && cached.missingUntil > Date.now()) return null;
    const res = await fetch(url, {
      headers: cached?.etag ? { 'if-none-match': cached.etag } : {},
      signal: AbortSignal.timeout(file.endsWith('.cjs') ? timeoutMs * 3 : timeoutMs),
    });
    if (res.status === 304 && cached) return cached.text;
    if (res.status === 404) {
      cache.set(url, { etag: null, text: null, missingUntil: Date.now() + MISSING_TTL_MS });
      return null;
    }
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    // The shell's server answers unknown paths with its index.html: that is no prerender file.
    if (/text\/html/.test(res.headers.get('content-type') ?? '') && !file.endsWith('.html')) {
      await res.body?.cancel();
      return null;
    }
    const text = await res.text();
    cache.set(url, { etag: res.headers.get('etag'), text });
    return text;
  };
}

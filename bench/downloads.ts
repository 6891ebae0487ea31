/**
 * "What a visitor downloads": each route loaded once in a fresh Chromium context (empty
 * cache), every response recorded with its bundle, type and size.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { BUNDLES, remoteOfFilePath, type NewsItemRecord } from '@consulting/contracts';

/** Bytes of one kind of file: decoded (raw), gzip level 6 of the decoded body, and as sent on the wire. */
export interface ByteCounts {
  raw: number;
  gzip: number;
  transferred: number;
}

export interface FetchedFile {
  url: string;
  /** The bundle's folder ('shell', 'mfe-public', ...) from the path (site contract `BUNDLES`: each remote's mount). */
  bundle: string;
  type: 'js' | 'css' | 'other';
  status: number;
  bytes: ByteCounts;
}

export interface RouteDownload {
  route: string;
  /** Responses the page received until the network was idle. */
  requests: number;
  js: ByteCounts;
  css: ByteCounts;
  /** JavaScript and CSS bytes per bundle. */
  bundles: Record<string, { js: ByteCounts; css: ByteCounts; files: number }>;
  files: FetchedFile[];
}

const zero = (): ByteCounts => ({ raw: 0, gzip: 0, transferred: 0 });
const add = (to: ByteCounts, from: ByteCounts) => {
  to.raw += from.raw;
  to.gzip += from.gzip;
  to.transferred += from.transferred;
};

/** The bundle folder a same-origin path belongs to: `/mf/admin/x.js` → 'mfe-admin', the rest → 'shell'. */
export function bundleOf(pathname: string): string {
  const remote = remoteOfFilePath(pathname);
  if (remote) return BUNDLES[remote].folder;
  if (pathname.startsWith('/api/') || pathname === '/api') return 'api';
  return BUNDLES.shell.folder;
}

function fileType(response: Response): FetchedFile['type'] {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  if (type === 'script' || contentType.includes('javascript')) return 'js';
  if (type === 'stylesheet' || contentType.includes('text/css')) return 'css';
  return 'other';
}

async function describe(response: Response, origin: string): Promise<FetchedFile> {
  const url = new URL(response.url());
  const body = await response.body().catch(() => Buffer.alloc(0)); // redirects have no body
  const sizes = await response
    .request()
    .sizes()
    .catch(() => ({ responseBodySize: body.length }));
  return {
    url: url.origin === origin ? url.pathname + url.search : url.href,
    bundle: url.origin === origin ? bundleOf(url.pathname) : url.origin,
    type: fileType(response),
    status: response.status(),
    bytes: { raw: body.length, gzip: body.length ? gzipSync(body).length : 0, transferred: sizes.responseBodySize },
  };
}

/**
 * How long the network must stay quiet before a page counts as loaded. Playwright's
 * 'networkidle' (500 ms) is too short here: parsing the shell's scripts on a busy machine can
 * take longer than that before the shell asks for `/remotes.json` and the remote's files.
 */
const QUIET_MS = 2500;

/** Resolves once no request of `page` has been in flight for `quietMs`; rejects after `timeoutMs`. */
function networkIdle(page: Page, quietMs: number, timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let inFlight = 0;
    let timer: NodeJS.Timeout | undefined;
    const deadline = setTimeout(() => reject(new Error(`the network was never quiet for ${quietMs} ms`)), timeoutMs);
    const settle = () => {
      clearTimeout(timer);
      if (inFlight === 0) {
        timer = setTimeout(() => {
          clearTimeout(deadline);
          resolve();
        }, quietMs);
      }
    };
    page.on('request', () => {
      inFlight += 1;
      clearTimeout(timer);
    });
    const done = () => {
      inFlight = Math.max(0, inFlight - 1);
      settle();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    settle();
  });
}

/**
 * Loads `baseUrl + route` for each route in a new context of `browser` and waits until no
 * request has been in flight for 2.5 s (the remotes load lazily after the shell). Throws when a
 * page does not load (navigation error or an HTML status other than 200).
 */
export async function measureDownloads(browser: Browser, baseUrl: string, routes: string[]): Promise<RouteDownload[]> {
  const origin = new URL(baseUrl).origin;
  const results: RouteDownload[] = [];
  for (const route of routes) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const pending: Promise<FetchedFile>[] = [];
      const idle = networkIdle(page, QUIET_MS);
      page.on('response', (response) => pending.push(describe(response, origin)));
      const main = await page.goto(new URL(route, baseUrl).href, { waitUntil: 'load', timeout: 60_000 });
      if (!main || main.status() !== 200) throw new Error(`${route} answered ${main?.status() ?? 'nothing'}`);
      await idle;
      const files = await Promise.all(pending);
      const result: RouteDownload = { route, requests: files.length, js: zero(), css: zero(), bundles: {}, files };
      for (const file of files) {
        if (file.type === 'other') continue;
        const bundle = (result.bundles[file.bundle] ??= { js: zero(), css: zero(), files: 0 });
        bundle.files += 1;
        add(bundle[file.type], file.bytes);
        add(result[file.type], file.bytes);
      }
      results.push(result);
    } finally {
      await context.close();
    }
  }
  return results;
}

/**
 * The id of the newest news item published in Arabic on the stack at `baseUrl`
 * (`GET /api/news?lang=ar`, the public list), for measuring `/news/:id`; null when there is
 * none or the list cannot be read.
 */
export async function firstNewsId(baseUrl: string): Promise<string | null> {
  try {
    const response = await fetch(new URL('/api/news?lang=ar', baseUrl));
    if (!response.ok) return null;
    const body = (await response.json()) as { news?: Pick<NewsItemRecord, 'id'>[] };
    const id = body.news?.[0]?.id;
    return typeof id === 'string' && id ? id : null;
  } catch {
    return null;
  }
}

/**
 * One stylesheet request for a prerendered page (issue 16 part 4, LCP ≤ 1.2 s), embedded mode.
 *
 * A prerendered page needs three stylesheets before its first paint: the shell's and its
 * remote's two (the routes module's and the page's chunk). Under Lighthouse's simulated slow 4G,
 * on HTTP/1.1, each is one more connection sharing the 1.6 Mbit/s with the two core fonts, and
 * with five requests in flight the Cairo Arabic core needed a third round trip (LCP ~1.21 s on
 * every Arabic page; three in flight: ~1.06 s). So the page links one stylesheet, the three
 * files joined in their order (`/combined.css?/189.x.css,/mf/public/…`, cached for a year
 * like its hashed parts), and keeps a `disabled` link per part, which no browser fetches but
 * which the bundles' CSS chunk loaders find by `href` and count as loaded, so no part is asked
 * for again when the shell and the remote start.
 *
 * Compose serves the bundles from their own containers and keeps the separate links.
 */
import type { Middleware } from 'koa';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BUNDLES, HASHED_FILE, remoteOfFilePath } from '@consulting/contracts';
import { assetHeaders, distFolder } from './asset-headers.ts';

/** The path the gateway answers combined stylesheets on. */
export const COMBINED_STYLESHEET_PATH = '/combined.css';

/** A site-relative path of plain segments, without `..` or a query (`/mf/public/330.2c73fe80.css`). */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_-]+)+\.[A-Za-z0-9.]+$/;

/** A part: a hashed stylesheet of a bundle (`/189.842aa40a.css`, `/mf/public/330.2c73fe80.css`). */
function isPart(href: string): boolean {
  return PLAIN_PATH.test(href) && HASHED_FILE.exec(href)?.[1] === 'css';
}

/** The most parts one combined stylesheet takes (a page has three). */
const MAX_PARTS = 8;

/** The most combined stylesheets kept in memory (one per page kind: ~40 pages of the contract). */
const MAX_CACHED = 128;

/**
 * The URL of the stylesheet joining `hrefs` (site-relative, in cascade order), or null when
 * there is nothing to join (one part or none) or a part is not a hashed bundle stylesheet.
 */
export function combinedStylesheetHref(hrefs: readonly string[]): string | null {
  if (hrefs.length < 2 || hrefs.length > MAX_PARTS || !hrefs.every(isPart)) return null;
  return `${COMBINED_STYLESHEET_PATH}?${hrefs.join(',')}`;
}

/** The file on disk of part `href` under the bundles' `root` (`{root}/{folder}/dist/…`). */
function fileOf(root: string, href: string): string {
  const remote = remoteOfFilePath(href);
  const bundle = remote ?? 'shell';
  const inBundle = remote ? href.slice(BUNDLES[remote].mount.length) : href.slice(1);
  return path.join(distFolder(root, bundle), inBundle);
}

/**
 * `GET /combined.css?{part},{part},…`: the parts' text joined in order (each on its own line),
 * `text/css`, cached a year (`immutable`: every part's name carries its content hash). A query
 * that is not a list of 2–8 hashed bundle stylesheets, or a part that is not on disk, is a 404.
 * Kept in memory once read (at most 128 lists).
 */
export function combinedStylesheets(root: string): Middleware {
  const cache = new Map<string, string>();
  return async (ctx, next) => {
    if (ctx.path !== COMBINED_STYLESHEET_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const parts = ctx.querystring.split(',');
    let text = cache.get(ctx.querystring);
    if (text === undefined && combinedStylesheetHref(parts) !== null) {
      try {
        text = (await Promise.all(parts.map((part) => readFile(fileOf(root, part), 'utf8')))).join('\n');
        if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
        cache.set(ctx.querystring, text);
      } catch {
        text = undefined;
      }
    }
    if (text === undefined) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    ctx.type = 'text/css; charset=utf-8';
    // A hashed stylesheet's headers: a year's caching, without the document-only ones.
    assetHeaders(ctx.res, parts[0]!);
    ctx.body = text;
  };
}

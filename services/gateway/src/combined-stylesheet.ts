/**
 * One stylesheet request for a prerendered page (LCP ≤ 1.2 s under the bench's Lighthouse
 * preset), embedded mode.
 *
 * A prerendered page needs three stylesheets before its first paint: the shell's and its
 * remote's two (the routes module's and the page's chunk). Under Lighthouse's simulated slow 4G,
 * on HTTP/1.1, each is one more connection sharing the link with the two core fonts, and the
 * more requests in flight, the later the Arabic core font arrives. So the page links one
 * stylesheet, the three files joined in their order (`/combined.css?/189.x.css,/mf/public/…`,
 * cached for a year like its hashed parts), and keeps a `disabled` link per part, which no
 * browser fetches but which the bundles' CSS chunk loaders find by `href` and count as loaded,
 * so no part is asked for again when the shell and the remote start.
 *
 * Compose serves the bundles from their own containers and keeps the separate links.
 */
import type { Middleware } from 'koa';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BUNDLES, HASHED_FILE, remoteOfFilePath } from '@consulting/contracts';
import { TEXT_ENCODERS, type TextEncoding } from '@consulting/contracts/text-encodings';
import { answerFileNotFound, assetHeaders, distFolder } from './asset-headers.ts';

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

/** The most combined stylesheets kept in memory (one per page kind of the site contract). */
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

/** A combined stylesheet in memory: its text and, once a browser asked for one, its encodings. */
interface Combined {
  text: Buffer;
  encoded: Partial<Record<TextEncoding, Promise<Buffer>>>;
}

/**
 * `GET /combined.css?{part},{part},…`: the parts' text joined in order (each on its own line),
 * `text/css`, cached a year (`immutable`: every part's name carries its content hash). A query
 * that is not a list of 2–8 hashed bundle stylesheets, or a part that is not on disk, is a 404.
 * Kept in memory once read (at most 128 lists), with its brotli (quality 11) or gzip (level 9)
 * encoding made once, at the first request that accepts it, like the bundles' own files
 * (mf-config `precompress.ts`): the stylesheet blocks the first paint, and compressing it at
 * quality 11 on every request would cost the gateway CPU each time.
 */
export function combinedStylesheets(root: string): Middleware {
  const cache = new Map<string, Combined>();
  return async (ctx, next) => {
    if (ctx.path !== COMBINED_STYLESHEET_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const parts = ctx.querystring.split(',');
    let combined = cache.get(ctx.querystring);
    if (combined === undefined && combinedStylesheetHref(parts) !== null) {
      try {
        const text = (await Promise.all(parts.map((part) => readFile(fileOf(root, part), 'utf8')))).join('\n');
        combined = { text: Buffer.from(text), encoded: {} };
        if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
        cache.set(ctx.querystring, combined);
      } catch {
        combined = undefined;
      }
    }
    if (combined === undefined) {
      answerFileNotFound(ctx);
      return;
    }
    ctx.type = 'text/css; charset=utf-8';
    // A hashed stylesheet's headers: a year's caching, without the document-only ones.
    assetHeaders(ctx.res, parts[0]!);
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding === 'br' || encoding === 'gzip') {
      const { text, encoded } = combined;
      ctx.body = await (encoded[encoding] ??= TEXT_ENCODERS[encoding](text).catch((error: unknown) => {
        delete encoded[encoding]; // the next request tries again
        throw error;
      }));
      // The gateway's compression (koa-compress, earlier in the chain) sees the encoding and
      // leaves the answer alone.
      ctx.set('Content-Encoding', encoding);
    } else {
      ctx.body = combined.text;
    }
  };
}

/**
 * Embedded mode: one stylesheet request for a prerendered page's three (shell, remote routes,
 * page chunk), so fewer requests compete with the core fonts on HTTP/1.1. The page links
 * `/combined.css?/189.x.css,/mf/public/…` plus a `disabled` link per part, which no browser
 * fetches but the CSS chunk loaders count as loaded. Compose keeps the separate links.
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

/** The URL joining `hrefs` (cascade order), or null for fewer than two or an unhashed part. */
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
 * `GET /combined.css?{part},…`: the parts joined in order, `text/css`, cached a year `immutable`;
 * 404 unless 2–8 hashed bundle stylesheets on disk. Kept in memory (at most 128), its brotli 11 or
 * gzip 9 encoding made once on first request.
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
      // koa-compress sees the encoding and leaves the answer alone.
      ctx.set('Content-Encoding', encoding);
    } else {
      ctx.body = combined.text;
    }
  };
}

/**
 * Headers of the bundles' files (embedded mode): how long a browser keeps them, and which of the
 * security middleware's headers they go without.
 */
import type { Context } from 'koa';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { BUNDLES, HASHED_FILE, type BundleKey } from '@consulting/contracts';

/** `{root}/{folder}/dist`: where a bundle's built files are under the bundles' `root` (site contract `BUNDLES`). */
export function distFolder(root: string, bundle: BundleKey): string {
  return path.join(root, BUNDLES[bundle].folder, 'dist');
}

/**
 * Files a browser only ever uses as a subresource (fonts, stylesheets, raster images): never a
 * document, a worker or a frame. Scripts (a worker may be started from one, and takes its CSP from
 * it) and SVG (which opens as a document) are not among them.
 */
const SUBRESOURCE_ONLY = /\.(woff2?|ttf|css|png|jpe?g|gif|webp|ico)$/;

/**
 * Headers the security middleware sets on every answer that only a document (or a worker) obeys:
 * a font, a stylesheet or an image ignores them (MDN: CSP governs documents and workers;
 * X-Frame-Options, COOP, Origin-Agent-Cluster and Permissions-Policy apply to documents; X-XSS-Protection,
 * X-DNS-Prefetch-Control, X-Download-Options and X-Permitted-Cross-Domain-Policies to documents in
 * old browsers and Adobe clients). Referrer-Policy stays on a stylesheet, whose own `url()`
 * fetches it governs; HSTS, `nosniff` and Cross-Origin-Resource-Policy stay on every file.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-xss-protection',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'permissions-policy',
] as const;

/**
 * The suffix of a build's precompressed sibling (mf-config `precompress.ts`): koa-send serves
 * `main.0123abcd.js.br` for `main.0123abcd.js` to a browser that accepts brotli, and names the
 * sibling to `setHeaders`; the headers are those of the file it stands for.
 */
const PRECOMPRESSED_SIBLING = /\.(br|gz)$/;

/**
 * koa-static's `setHeaders` for the bundles' files (`servedPath`: the file on disk, which may be
 * its `.br` or `.gz` sibling): a year's `immutable` caching for hashed names,
 * `no-cache` for the rest; and, for subresource-only files, the answer without the document-only
 * headers. Under the mobile preset's simulated slow 4G a preloaded core font is on the path to the
 * largest contentful paint, so every byte of its headers counts.
 */
export function assetHeaders(res: ServerResponse, servedPath: string): void {
  const filePath = servedPath.replace(PRECOMPRESSED_SIBLING, '');
  res.setHeader('Cache-Control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (SUBRESOURCE_ONLY.test(filePath)) {
    for (const header of DOCUMENT_ONLY_HEADERS) res.removeHeader(header);
    if (!filePath.endsWith('.css')) res.removeHeader('referrer-policy');
  }
}

/**
 * The answer for a bundle file that is not there or not served (a missing chunk, a bad combined
 * stylesheet list, a prerender file): 404 with the plain text `Not found`, never the shell's page.
 */
export function answerFileNotFound(ctx: Context): void {
  ctx.status = 404;
  ctx.type = 'text/plain';
  ctx.body = 'Not found';
}

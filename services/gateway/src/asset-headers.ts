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

/** Subresource-only files (fonts, stylesheets, raster images); not scripts (workers) nor SVG (documents). */
const SUBRESOURCE_ONLY = /\.(woff2?|ttf|css|png|jpe?g|gif|webp|ico)$/;

/**
 * Security headers only documents and workers obey (MDN), dropped from subresources;
 * Referrer-Policy (a stylesheet's `url()`), HSTS, `nosniff` and CORP stay on every file.
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

/** A precompressed sibling's suffix (`main.0123abcd.js.br`): it gets the headers of the file it stands for. */
const PRECOMPRESSED_SIBLING = /\.(br|gz)$/;

/**
 * koa-static's `setHeaders` for bundle files (maybe a `.br`/`.gz` sibling): a year `immutable` for
 * hashed names, else `no-cache`; subresource-only files lose the document-only headers.
 */
export function assetHeaders(res: ServerResponse, servedPath: string): void {
  const filePath = servedPath.replace(PRECOMPRESSED_SIBLING, '');
  res.setHeader('Cache-Control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (SUBRESOURCE_ONLY.test(filePath)) {
    for (const header of DOCUMENT_ONLY_HEADERS) res.removeHeader(header);
    if (!filePath.endsWith('.css')) res.removeHeader('referrer-policy');
  }
}

/** A bundle file not there or not served: 404 plain text `Not found`, never the shell's page. */
export function answerFileNotFound(ctx: Context): void {
  ctx.status = 404;
  ctx.type = 'text/plain';
  ctx.body = 'Not found';
}

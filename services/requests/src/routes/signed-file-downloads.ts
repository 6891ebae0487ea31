import Router from '@koa/router';
import type { Context } from 'koa';
import { HttpError, verifySignedPath } from '@consulting/service-kit';
import type { GridFileStore } from '../grid-file-store.ts';
import type { RequestStores, RequestsRuntime } from '../runtime.ts';

/** What differs between the download routes of the service's GridFS buckets. */
export interface SignedFileRouteOptions {
  /** Route prefix; the file's GridFS id follows it, e.g. `/uploads/attachments`. */
  prefix: string;
  /** The bucket the files live in. */
  store: (stores: RequestStores) => GridFileStore;
  /** 403 text for a missing, wrong or expired signature. */
  forbidden: string;
  /** 404 text for a validly signed link to no file. */
  notFound: string;
}

/**
 * The headers of a file someone uploaded, served from the site's own origin: always a download
 * (`Content-Disposition: attachment`, the original name kept, a non-ASCII one as RFC 5987
 * `filename*=UTF-8''…`), never a document that could run script in the site's origin (CSP
 * `sandbox`), and only ever its detected type (`nosniff`). An `<img>` still shows an image
 * sent this way. `ctx.type` must be set first: Koa guesses it from the name otherwise.
 */
export function sendAsUserFile(ctx: Context, filename: string): void {
  ctx.attachment(filename);
  ctx.set('Content-Security-Policy', 'sandbox');
  ctx.set('X-Content-Type-Options', 'nosniff');
}

/**
 * `GET {prefix}/:id?expires=&sig=[&download=1]` (spec §7, architecture "Uploads"): streams one
 * file from GridFS by id with its content-detected Content-Type, Content-Length, the
 * {@link sendAsUserFile} headers (a download whatever `download` says) and
 * `Cache-Control: private, no-store`.
 * 403 `forbidden` when the signature (signPath over `{prefix}/{id}`) is missing, wrong or expired,
 * checked before any lookup; 404 `notFound` when no such file. The id only selects a GridFS
 * document; no path is ever built from it.
 */
export function signedFileRouter(runtime: RequestsRuntime, options: SignedFileRouteOptions): Router {
  const router = new Router();
  router.get(`${options.prefix}/:id`, async (ctx) => {
    const { id } = ctx.params;
    if (!verifySignedPath(runtime.uploadUrlSecret, `${options.prefix}/${id}`, ctx.query.expires, ctx.query.sig)) {
      throw new HttpError(403, options.forbidden);
    }
    const file = await options.store(runtime.stores()).find(id);
    if (!file) throw new HttpError(404, options.notFound);
    ctx.body = file.open();
    ctx.type = file.mime;
    ctx.length = file.length;
    sendAsUserFile(ctx, file.name);
    ctx.set('Cache-Control', 'private, no-store');
  });
  return router;
}

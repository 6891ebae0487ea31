import type Router from '@koa/router';
import type { Context } from 'koa';
import { apiRouter, HttpError, verifySignedPath } from '@consulting/service-kit';
import type { RequestFileStore } from '../grid-file-store.ts';
import type { RequestStores, RequestsRuntime } from '../runtime.ts';
import { signedLinkQuery, TAGS } from './api-texts.ts';

/** What differs between the download routes of the service's GridFS buckets. */
export interface SignedFileRouteOptions {
  /** Route prefix; the file's GridFS id follows it, e.g. `/uploads/attachments`. */
  prefix: string;
  /** The bucket the files live in. */
  store: (stores: RequestStores) => RequestFileStore;
  /** The OpenAPI summary: what the file is. */
  summary: string;
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
 * `GET {prefix}/{id}?expires=&sig=` (spec §7, architecture "Uploads"): one GridFS file by id, a
 * download whatever `download` says. The signature (`signPath` over `{prefix}/{id}`) is checked
 * before any lookup; the id only selects a GridFS document, no path is ever built from it.
 */
export function signedFileRouter(runtime: RequestsRuntime, options: SignedFileRouteOptions): Router {
  return apiRouter({}, [
    {
      method: 'get',
      path: `${options.prefix}/{id}`,
      summary: options.summary,
      description: 'Links come from the records of this API (`attachment_url`, `profile_image`, `cv_file`).',
      tags: [TAGS.files],
      auth: 'signed-url',
      query: signedLinkQuery,
      success: {
        status: 200,
        description:
          "The file with its detected type, always a download: `Content-Disposition: attachment` (a non-ASCII name as `filename*=UTF-8''…`), `Content-Security-Policy: sandbox`, `X-Content-Type-Options: nosniff`, `Cache-Control: private, no-store`",
        contentType: 'application/octet-stream',
      },
      errors: { 403: options.forbidden, 404: options.notFound },
      handler: async (ctx) => {
        const { id } = ctx.params;
        if (!verifySignedPath(runtime.uploadUrlSecret, `${options.prefix}/${id}`, ctx.query.expires, ctx.query.sig)) {
          throw new HttpError(403, options.forbidden);
        }
        const file = await options.store(runtime.stores()).find(String(id));
        if (!file) throw new HttpError(404, options.notFound);
        ctx.body = file.open();
        ctx.type = file.mime;
        ctx.length = file.length;
        sendAsUserFile(ctx, file.name);
        ctx.set('Cache-Control', 'private, no-store');
      },
    },
  ]);
}

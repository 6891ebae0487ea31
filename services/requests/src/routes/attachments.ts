import type Router from '@koa/router';
import { ATTACHMENT_PREFIX } from '../request-record.ts';
import type { RequestsRuntime } from '../runtime.ts';
import { signedFileRouter } from './signed-file-downloads.ts';

/**
 * `GET /uploads/attachments/:id?expires=&sig=[&download=1]` (spec §7): a request's PDF from
 * the GridFS bucket `attachments`, as `signedFileRouter` serves it (application/pdf, a sandboxed
 * download, nosniff). 403 'This attachment link is invalid or has expired'; 404 'Attachment
 * not found'.
 */
export function attachmentsRouter(runtime: RequestsRuntime): Router {
  return signedFileRouter(runtime, {
    prefix: ATTACHMENT_PREFIX,
    store: (stores) => stores.attachments,
    forbidden: 'This attachment link is invalid or has expired',
    notFound: 'Attachment not found',
  });
}

import type Router from '@koa/router';
import { ATTACHMENT_PREFIX } from '../request-record.ts';
import type { RequestsRuntime } from '../runtime.ts';
import { signedFileRouter } from './signed-file-downloads.ts';

/** A request's PDF from the GridFS bucket `attachments` (spec §7), by signed link. */
export function attachmentsRouter(runtime: RequestsRuntime): Router {
  return signedFileRouter(runtime, {
    prefix: ATTACHMENT_PREFIX,
    summary: "A request's PDF",
    store: (stores) => stores.attachments,
    forbidden: 'This attachment link is invalid or has expired',
    notFound: 'Attachment not found',
  });
}

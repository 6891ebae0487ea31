import Router from '@koa/router';
import { HttpError, verifySignedPath } from '@consulting/service-kit';
import { attachmentPath } from '../request-record.ts';
import type { RequestsRuntime } from '../runtime.ts';

/**
 * `GET /uploads/attachments/:id?expires=&sig=[&download=1]` (spec §7, architecture "Uploads"):
 * streams a request's PDF from GridFS by id with Content-Type application/pdf, Content-Length,
 * `Content-Disposition: inline` (or `attachment` with `download=1`) and nosniff.
 * 403 when the signature is missing, wrong or expired (checked before any lookup); 404 when no
 * such file. The id only selects a GridFS document; no path is ever built from it.
 */
export function attachmentsRouter(runtime: RequestsRuntime): Router {
  const router = new Router();
  router.get('/uploads/attachments/:id', async (ctx) => {
    const { id } = ctx.params;
    if (!verifySignedPath(runtime.uploadUrlSecret, attachmentPath(id), ctx.query.expires, ctx.query.sig)) {
      throw new HttpError(403, 'This attachment link is invalid or has expired');
    }
    const attachment = await runtime.stores().attachments.find(id);
    if (!attachment) throw new HttpError(404, 'Attachment not found');
    ctx.body = attachment.open();
    ctx.type = 'application/pdf';
    ctx.length = attachment.length;
    ctx.attachment(attachment.name, { type: ctx.query.download === '1' ? 'attachment' : 'inline' });
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'private, no-store');
  });
  return router;
}

import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { mediaStore, type MediaStore } from './media-store.ts';
import { mediaItemModel } from './media.model.ts';

/** A year, the longest `max-age` caches honour: a file's URL never serves other bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The last part of a media URL: `original.{ext}` or `w{width}.{ext}`. */
const FILE_NAME = /^(original|w\d{1,5})\.(jpg|png|webp|gif|pdf)$/;
const ITEM_ID = /^[0-9a-f]{24}$/;

/**
 * `GET /media/{id}/{file}` (public): a library file, `original.{ext}` or an
 * image variant `w{width}.{ext}`, streamed from GridFS with the type detected at upload, its
 * length, `Cache-Control: public, max-age=31536000, immutable` (a URL's bytes never change: a
 * new upload is a new id), an ETag (the GridFS file id; a matching `If-None-Match` gets 304),
 * `X-Content-Type-Options: nosniff`. An image is sent inline (the pages show it); a PDF, which a
 * browser would open as a document of the site's origin, as a download of its uploaded name
 * (`Content-Disposition: attachment`, a non-ASCII name as RFC 5987 `filename*`) under CSP
 * `sandbox`. 404
 * `{success:false, error:'Not found'}` for an unknown item or file (after a delete too). HEAD
 * answers the headers alone.
 */
export function mediaFilesRouter(connection: Connection): Router {
  const router = new Router();
  const Media = mediaItemModel(connection);
  let store: MediaStore | undefined;

  router.get('/media/:id/:file', async (ctx) => {
    const { id, file: name } = ctx.params as { id: string; file: string };
    if (!ITEM_ID.test(id) || !FILE_NAME.test(name)) return;
    const item = await Media.findById(id, { files: 1, filename: 1, kind: 1 }).lean();
    const file = item?.files.find((candidate) => candidate.name === name);
    if (!item || !file) return;
    const etag = `"${file.file_id.toString()}"`;
    ctx.set('Cache-Control', IMMUTABLE);
    ctx.set('ETag', etag);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = file.mime;
    if (file.mime === 'application/pdf') {
      ctx.attachment(item.filename.trim() || 'document.pdf');
      ctx.set('Content-Security-Policy', 'sandbox');
    }
    const match = ctx.get('If-None-Match');
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      ctx.status = 304;
      return;
    }
    ctx.length = file.size;
    if (ctx.method === 'HEAD') {
      ctx.status = 200;
      return;
    }
    ctx.body = (store ??= mediaStore(connection)).open(file.file_id);
  });

  return router;
}

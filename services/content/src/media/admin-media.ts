import Router from '@koa/router';
import type { Middleware } from 'koa';
import mongoose, { type Connection, type FilterQuery } from 'mongoose';
import type { MediaItemRecord } from '@consulting/contracts';
import {
  allOf,
  findPage,
  HttpError,
  jsonBody,
  pageReply,
  parseListQuery,
  queryEnum,
  searchFilter,
  type ListSpec,
  type ParsedListQuery,
} from '@consulting/service-kit';
import type { ContentAudit } from '../admin-audit.ts';
import { recordId } from '../record-id.ts';
import { touchContent } from '../site-content/content-version.ts';
import type { ImageEncoder } from './media-images.ts';
import { MediaStore } from './media-store.ts';
import {
  altFields,
  assertAltTexts,
  detectMedia,
  MEDIA_ERRORS,
  mediaUpload,
  storeUpload,
  uploadedMediaFile,
} from './media-upload.ts';
import { mediaItemModel, toMediaItemRecord, type MediaItem, type MediaItemDocument } from './media.model.ts';

/**
 * How `GET /api/admin/media` may be queried (issue 12 list shape, issue 15 part 2): `kind=image|pdf`,
 * `q` in the file name and both alt texts, newest first (`sort` by created_at only).
 */
export const mediaListSpec = {
  sortFields: ['created_at'],
  defaultSort: '-created_at',
  searchFields: ['filename', 'alt_ar', 'alt_en'],
  filters: { kind: queryEnum('kind', ['image', 'pdf']) },
} satisfies ListSpec;

type MediaQuery = ParsedListQuery<{ kind?: string }>;

function mediaFilter(query: MediaQuery): FilterQuery<MediaItem> {
  const { kind } = query.filters;
  return allOf<MediaItem>(
    kind ? { kind: kind as MediaItem['kind'] } : {},
    searchFilter<MediaItem>(query.q, mediaListSpec.searchFields),
  );
}

/** Options of {@link adminMediaRouter}. */
export interface AdminMediaOptions {
  /** Encodes an image's original and variants (tests pass one that fails part-way). */
  encodeImage?: ImageEncoder;
}

/**
 * The media library's admin routes (issue 15 part 2), a staff token required (admin or editor;
 * 401 'Authentication required' without a valid one, 403 'Forbidden' for a client):
 * - `POST /api/admin/media` multipart `file` + `alt_ar`, `alt_en` → 201 `{success:true, media:
 *   MediaItemRecord}`. The type is read from the content (JPEG, PNG, WebP, GIF images up to
 *   8 MiB, PDFs up to 10 MiB); an image needs both alt texts and is stored stripped of metadata,
 *   upright, with WebP and same-format variants at each `MEDIA_VARIANT_WIDTHS` width narrower
 *   than it. 400 no file / alt missing or too long / image unreadable or over ~40 megapixels,
 *   413 too large (while reading), 415 another type; nothing is stored then.
 * - `GET /api/admin/media?page&page_size&sort&q&kind` → 200 `{success:true, media:
 *   MediaItemRecord[], total, page, page_size}`, newest first; 400 for a bad query value.
 * - `GET /api/admin/media/:id` → 200 `{success:true, media}`.
 * - `PUT /api/admin/media/:id` JSON `{alt_ar?, alt_en?}` → 200 `{success:true, media}` (an
 *   image keeps both alt texts non-blank; 400 otherwise or when neither is sent).
 * - `DELETE /api/admin/media/:id` → 200 `{success:true}`: the record and all its GridFS files.
 * - `GET /api/admin/media/:id/audit` → the item's audit trail.
 * 404 {@link MEDIA_ERRORS}.notFound for an unknown or malformed id. Errors are Arabic (the
 * panel shows them as they are). Each write is audited (entity 'media_item', before/after as
 * `MediaItemRecord`) and raises the content version (`touchContent`).
 */
export function adminMediaRouter(
  connection: Connection,
  staffOnly: Middleware,
  audit: ContentAudit,
  options: AdminMediaOptions = {},
): Router {
  const router = new Router();
  const Media = mediaItemModel(connection);
  // The bucket needs the open connection's database, which exists once the service is up.
  let store: MediaStore | undefined;
  const files = () => (store ??= new MediaStore(connection));
  const reply = (item: MediaItemDocument): { success: true; media: MediaItemRecord } => ({
    success: true,
    media: toMediaItemRecord(item),
  });
  const find = async (rawId: string | undefined): Promise<MediaItemDocument> => {
    const id = recordId(rawId, MEDIA_ERRORS.notFound);
    const item = await Media.findById(id);
    if (!item) throw new HttpError(404, MEDIA_ERRORS.notFound);
    return item;
  };

  router.get('/api/admin/media', staffOnly, async (ctx) => {
    const query = parseListQuery(mediaListSpec, ctx.query);
    const { rows, total } = await findPage(Media, mediaFilter(query), query);
    ctx.body = pageReply('media', rows.map(toMediaItemRecord), total, query);
  });

  router.get('/api/admin/media/:id', staffOnly, async (ctx) => {
    ctx.body = reply(await find(ctx.params.id));
  });

  router.post('/api/admin/media', staffOnly, mediaUpload(), async (ctx) => {
    const file = uploadedMediaFile(ctx.files);
    const detected = await detectMedia(file);
    const alt = altFields(ctx.request.body);
    const texts = { alt_ar: alt.alt_ar ?? '', alt_en: alt.alt_en ?? '' };
    assertAltTexts(detected.kind, texts);
    const id = new mongoose.Types.ObjectId();
    const stored = await storeUpload(files(), id.toString(), file!, detected, options.encodeImage);
    const item = new Media({
      _id: id,
      kind: detected.kind,
      mime: detected.mime,
      filename: file!.originalname.slice(0, 500),
      ...texts,
      ...stored,
    });
    try {
      await item.save();
    } catch (error) {
      // No record, so no file may stay behind either.
      await files()
        .removeAll(stored.files.map((stored) => stored.file_id))
        .catch(() => undefined);
      throw error;
    }
    const body = reply(item);
    await audit.record(ctx, {
      entity: 'media_item',
      entity_id: body.media.id,
      action: 'create',
      before: null,
      after: body.media,
    });
    await touchContent(connection);
    ctx.status = 201;
    ctx.body = body;
  });

  router.put('/api/admin/media/:id', staffOnly, jsonBody(), async (ctx) => {
    const update = altFields(ctx.request.body);
    if (update.alt_ar === undefined && update.alt_en === undefined)
      throw new HttpError(400, MEDIA_ERRORS.nothingToUpdate);
    const item = await find(ctx.params.id);
    const before = toMediaItemRecord(item);
    const texts = { alt_ar: update.alt_ar ?? item.alt_ar, alt_en: update.alt_en ?? item.alt_en };
    assertAltTexts(item.kind, texts);
    item.set(texts);
    await item.save();
    const body = reply(item);
    await audit.record(ctx, {
      entity: 'media_item',
      entity_id: body.media.id,
      action: 'update',
      before,
      after: body.media,
    });
    await touchContent(connection);
    ctx.body = body;
  });

  router.delete('/api/admin/media/:id', staffOnly, async (ctx) => {
    const id = recordId(ctx.params.id, MEDIA_ERRORS.notFound);
    const item = await Media.findByIdAndDelete(id);
    if (!item) throw new HttpError(404, MEDIA_ERRORS.notFound);
    const before = toMediaItemRecord(item);
    // The record goes first: without it the files are no longer served, so a failure below
    // leaves unreachable chunks at worst, never a library item whose files are gone.
    try {
      await files().removeAll(item.files.map((file) => file.file_id));
    } catch (error) {
      ctx.log?.warn({ err: error, media_id: id }, 'media files not all deleted');
    }
    await audit.record(ctx, { entity: 'media_item', entity_id: id, action: 'delete', before, after: null });
    await touchContent(connection);
    ctx.body = { success: true };
  });

  audit.trailRoute(router, '/api/admin/media', 'media_item', staffOnly, MEDIA_ERRORS.notFound);

  return router;
}

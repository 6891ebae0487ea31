import Router from '@koa/router';
import type { Middleware } from 'koa';
import mongoose, { type Connection, type FilterQuery } from 'mongoose';
import type { MediaItemRecord } from '@consulting/contracts';
import {
  addRoute,
  addRoutes,
  allOf,
  findPage,
  HttpError,
  listQuerySchema,
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
import { mediaRouteOperations, mediaTrailRoute } from './media-openapi.ts';
import { mediaStore, type MediaStore } from './media-store.ts';
import {
  altFields,
  assertAltTexts,
  detectMedia,
  MEDIA_ERRORS,
  storeUpload,
  uploadedMediaFile,
} from './media-upload.ts';
import { mediaItemModel, toMediaItemRecord, type MediaItem, type MediaItemDocument } from './media.model.ts';

/**
 * How `GET /api/admin/media` may be queried (the admin list shape): `kind=image|pdf`,
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
 * The media library's staff routes (declared in `media-openapi.ts`). An upload is stored all or
 * nothing. Errors are Arabic (the panel shows them as they are). Each write is audited (entity
 * 'media_item', before/after as `MediaItemRecord`) and raises the content version.
 */
export function adminMediaRouter(
  connection: Connection,
  staffOnly: Middleware,
  audit: ContentAudit,
  options: AdminMediaOptions = {},
): Router {
  const router = new Router();
  const guards = { staff: staffOnly };
  const ops = mediaRouteOperations(listQuerySchema(mediaListSpec));
  const Media = mediaItemModel(connection);
  // The bucket needs the open connection's database, which exists once the service is up.
  let store: MediaStore | undefined;
  const files = () => (store ??= mediaStore(connection));
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

  addRoute(router, guards, ops.list, async (ctx) => {
    const query = parseListQuery(mediaListSpec, ctx.query);
    const { rows, total } = await findPage(Media, mediaFilter(query), query);
    ctx.body = pageReply('media', rows.map(toMediaItemRecord), total, query);
  });

  addRoute(router, guards, ops.item, async (ctx) => {
    ctx.body = reply(await find(ctx.params.id));
  });

  addRoute(router, guards, ops.upload, async (ctx) => {
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

  addRoute(router, guards, ops.updateAlt, async (ctx) => {
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

  addRoute(router, guards, ops.remove, async (ctx) => {
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

  addRoutes(router, guards, [mediaTrailRoute(connection)]);

  return router;
}

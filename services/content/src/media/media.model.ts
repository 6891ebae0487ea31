import { Schema, type Connection, type HydratedDocument, type Model, type Types } from 'mongoose';
import type { MediaItemRecord, MediaRef, MediaVariant } from '@consulting/contracts';
import { RECORD_OPTIONS, modelOn } from '../models/model-on.ts';

/**
 * One stored file of a media item: the original or a resized variant, kept in
 * the GridFS bucket `media` under `file_id` and served as `/media/{item id}/{name}`.
 */
export interface MediaFile {
  /** `original.{ext}` or `w{width}.{ext}`: the last part of its public URL. */
  name: string;
  file_id: Types.ObjectId;
  /** MIME type the file is served with (detected from the content, or the variant's format). */
  mime: string;
  /** Pixels; 0 for a PDF. */
  width: number;
  height: number;
  /** Bytes. */
  size: number;
}

/** A media library item as stored in the `media` collection. */
export interface MediaItem {
  kind: 'image' | 'pdf';
  /** MIME type of the original, detected from its bytes. */
  mime: string;
  /** The name it was uploaded with: shown only, never used to decide the type. */
  filename: string;
  /** Size of the original in bytes. */
  size: number;
  /** Pixel size of the original (after EXIF rotation); 0 for a PDF. */
  width: number;
  height: number;
  alt_ar: string;
  alt_en: string;
  /** The original first, then the variants ascending by width (WebP before the original's format). */
  files: MediaFile[];
  created_at: Date;
  updated_at: Date;
}

export type MediaItemDocument = HydratedDocument<MediaItem>;
export type MediaItemModel = Model<MediaItem>;

/** The GridFS bucket of the library's files (collections `media.files` / `media.chunks`; the metadata is the `media` collection). */
export const MEDIA_BUCKET = 'media';

const mediaFileSchema = new Schema<MediaFile>(
  {
    name: { type: String, required: true },
    file_id: { type: Schema.Types.ObjectId, required: true },
    mime: { type: String, required: true },
    width: { type: Number, default: 0 },
    height: { type: Number, default: 0 },
    size: { type: Number, default: 0 },
  },
  { _id: false },
);

const mediaItemSchema = new Schema<MediaItem>(
  {
    kind: { type: String, enum: ['image', 'pdf'], required: true },
    mime: { type: String, required: true },
    filename: { type: String, default: '', maxlength: 500 },
    size: { type: Number, required: true, min: 0 },
    width: { type: Number, default: 0 },
    height: { type: Number, default: 0 },
    alt_ar: { type: String, default: '', maxlength: 500 },
    alt_en: { type: String, default: '', maxlength: 500 },
    files: { type: [mediaFileSchema], default: [] },
  },
  RECORD_OPTIONS,
);
// The library list: newest first, all or one kind (`_id` is the list's tiebreak).
mediaItemSchema.index({ created_at: -1, _id: -1 });
mediaItemSchema.index({ kind: 1, created_at: -1, _id: -1 });

/** The `media` model on `connection`. */
export function mediaItemModel(connection: Connection): MediaItemModel {
  return modelOn(connection, 'MediaItem', mediaItemSchema, 'media');
}

/** The public URL of one of an item's files. */
export function mediaFileUrl(id: string, name: string): string {
  return `/media/${id}/${name}`;
}

/** Plain shape of a stored item, as a document or a lean read gives it. */
type MediaItemLike = MediaItem & { _id: Types.ObjectId };

/**
 * The wire shape pages use (contracts `MediaRef`): the original's URL and the variants
 * ascending by width (for one width, WebP first), each with its URL, size and type.
 */
export function toMediaRef(item: MediaItemLike): MediaRef {
  const id = item._id.toString();
  const original = item.files.find((file) => file.name.startsWith('original.'));
  const variants: MediaVariant[] = item.files
    .filter((file) => file.name.startsWith('w'))
    .map((file) => ({ url: mediaFileUrl(id, file.name), width: file.width, height: file.height, mime: file.mime }))
    .sort((a, b) => a.width - b.width || Number(b.mime === 'image/webp') - Number(a.mime === 'image/webp'));
  return {
    id,
    kind: item.kind,
    mime: item.mime,
    url: mediaFileUrl(id, original?.name ?? 'original'),
    width: item.width,
    height: item.height,
    alt_ar: item.alt_ar,
    alt_en: item.alt_en,
    variants,
  };
}

/** The admin shape (contracts `MediaItemRecord`): the ref plus name, size and dates (ISO 8601). */
export function toMediaItemRecord(item: MediaItemLike): MediaItemRecord {
  return {
    ...toMediaRef(item),
    filename: item.filename,
    size: item.size,
    created_at: item.created_at.toISOString(),
    updated_at: item.updated_at.toISOString(),
  };
}

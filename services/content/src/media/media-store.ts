import type mongoose from 'mongoose';
import { GridFileStore, prepareGridBuckets } from '@consulting/service-kit';
import { MEDIA_BUCKET } from './media.model.ts';

/** Metadata kept with each file of the media library (its item, and the type of its bytes). */
export interface MediaFileMetadata {
  media_id: string;
  mime: string;
}

/** The media library's files (architecture "Media library"): the GridFS bucket `media`, one file per rendition. */
export type MediaStore = GridFileStore<MediaFileMetadata>;

/** The media library's store on `connection` (which must be open). */
export function mediaStore(connection: mongoose.Connection): MediaStore {
  return new GridFileStore<MediaFileMetadata>(connection, MEDIA_BUCKET);
}

/** Creates the `media` bucket's collections and indexes before the service takes requests (`prepareGridBuckets`). */
export function prepareMediaBucket(connection: mongoose.Connection): Promise<void> {
  return prepareGridBuckets(connection, [MEDIA_BUCKET]);
}

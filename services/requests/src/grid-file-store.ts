import type mongoose from 'mongoose';
import { GridFileStore, prepareGridBuckets } from '@consulting/service-kit';

/** Metadata kept with each uploaded file in GridFS. */
export interface FileMetadata {
  /** The name the submitter's browser gave it (also the GridFS filename). */
  original_name: string;
  /** Bytes. */
  size: number;
  /** MIME type detected from the content (never the browser's claim). */
  mime: string;
}

/** The GridFS buckets of this service: `attachments` (request PDFs) and `join_applications` (profile images and CVs). */
export const BUCKET_NAMES = ['attachments', 'join_applications'] as const;

/** The uploaded files of one of {@link BUCKET_NAMES}, stored under their original names. */
export type RequestFileStore = GridFileStore<FileMetadata>;

/** The store of `bucketName`; a file stored without a `mime` is served as `fallbackMime`. */
export function requestFileStore(
  connection: mongoose.Connection,
  bucketName: string,
  fallbackMime?: string,
): RequestFileStore {
  return new GridFileStore<FileMetadata>(connection, bucketName, {
    fallbackMime,
    filenameOf: (metadata) => metadata.original_name,
  });
}

/** Creates the buckets' collections and indexes before the service takes requests (`prepareGridBuckets`). */
export function prepareBuckets(connection: mongoose.Connection): Promise<void> {
  return prepareGridBuckets(connection, BUCKET_NAMES);
}
